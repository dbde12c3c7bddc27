import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable } from '../../components/data-table';
import { Loading, ScreenHead } from '../../components/screen-head';
import { Form, SubmitButton, TextField } from '@oyna/ui';
import { Link, useSearchParams } from '@oyna/ui/router';
import { minLength } from '@oyna/contracts';
import { Pager } from '../../components/pager';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { when } from '../../lib/format';
import { ACTIVITY_PAGE, searchRequested, selectPlayers } from './players-slice';
import './players.css';

/** The api refuses a shorter query (PlayerSearchSchema: at least two characters). */
const QUERY_RULE = minLength(2);

/**
 * Players (the back office › players): search by username or e-mail (its start), or phone, TC No
 * or user code (exact); the query is in the address (?q=), so back returns to the results.
 */
export function PlayerSearchScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { search } = useAppSelector(selectPlayers);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const skip = Number(params.get('skip') ?? 0) || 0;
  useEffect(() => {
    if (q.trim().length >= 2) dispatch(searchRequested({ q: q.trim(), skip }));
  }, [dispatch, q, skip]);
  const page = search.q === q.trim() ? search.page : null;
  return (
    <section className="bo-page bo-players">
      <ScreenHead title="bo.players.title" intro="bo.players.intro" />
      <Form<{ q: string }>
        key={q}
        initialValues={{ q }}
        onSubmit={(values) => {
          setParams({ q: values.q.trim() });
        }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate className="bo-filters" role="search">
            <TextField
              name="q"
              label="bo.players.query"
              validate={QUERY_RULE}
              required
              autoFocus
              className="bo-players__query"
            />
            <SubmitButton label="bo.players.search" pending={search.status === 'loading'} />
          </form>
        )}
      />
      {search.status === 'loading' && !page ? <Loading /> : null}
      {search.status === 'failed' ? (
        <p className="bo-error" role="alert">
          {search.error || intl.formatMessage({ id: 'bo.app.networkError' })}
        </p>
      ) : null}
      {page && q ? (
        <div className="bo-players__results">
          <p className="bo-dim" role="status">
            <FormattedMessage id="bo.players.found" values={{ count: page.total }} />
            {page.masked ? (
              <>
                {' · '}
                <FormattedMessage id="bo.players.masked" />
              </>
            ) : null}
          </p>
          {page.items.length > 0 ? (
            <DataTable
              columns={[
                'bo.players.username',
                'bo.players.usercode',
                'bo.players.name',
                'bo.players.email',
                'bo.players.phone',
                'bo.players.personalNo',
                'bo.players.registered',
              ]}
            >
              <tbody>
                {page.items.map((p) => (
                  <tr key={p.id}>
                    <th scope="row">
                      <Link to={`/players/${p.id}`}>{p.username}</Link>
                      {p.locked ? (
                        <span className="bo-badge bo-badge--out bo-players__lock">
                          <FormattedMessage id="bo.players.lockedBadge" />
                        </span>
                      ) : null}
                    </th>
                    <td>{p.usercode}</td>
                    <td>
                      {p.name} {p.surname}
                    </td>
                    <td>{p.email}</td>
                    <td className="bo-nowrap">{p.phone}</td>
                    <td className="bo-nowrap">{p.personalNo}</td>
                    <td className="bo-nowrap">{when(intl, p.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          ) : null}
          <Pager
            skip={skip}
            take={ACTIVITY_PAGE}
            total={page.total}
            busy={search.status === 'loading'}
            onPage={(next) => setParams({ q, skip: String(next) })}
          />
        </div>
      ) : null}
    </section>
  );
}
