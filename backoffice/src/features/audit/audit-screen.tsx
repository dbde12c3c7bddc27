import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextButton } from '../../components/text-button';
import { DataTable } from '../../components/data-table';
import { Loading, ScreenHead } from '../../components/screen-head';
import { Form, SubmitButton, TextField } from '@oyna/ui';
import { useSearchParams } from '@oyna/ui/router';
import type { AuditRecord } from '@oyna/contracts';
import { DateField } from '../../components/date-field';
import { Pager } from '../../components/pager';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { when } from '../../lib/format';
import {
  AUDIT_PAGE,
  auditExportRequested,
  auditRequested,
  cleanFilter,
  selectAudit,
  type AuditFilter,
} from './audit-slice';
import '../../components/tables.css';
import './audit.css';

const FIELDS = ['actor', 'action', 'from', 'to'] as const;

/** The filter in the address (?actor=&action=&from=&to=), so a search can be shared and kept. */
function filterOf(params: URLSearchParams): AuditFilter {
  return cleanFilter(Object.fromEntries(FIELDS.map((k) => [k, params.get(k) ?? ''])));
}

const json = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

/** Before and after of a record, folded (most records are read at a glance). */
function Change({ record }: { record: AuditRecord }) {
  if (record.before == null && record.after == null) return <>—</>;
  return (
    <details className="bo-audit__change">
      <summary>
        <FormattedMessage id="bo.audit.change" />
      </summary>
      <div className="bo-audit__diff">
        <div>
          <p className="bo-dim bo-small">
            <FormattedMessage id="bo.audit.before" />
          </p>
          <pre>{json(record.before)}</pre>
        </div>
        <div>
          <p className="bo-dim bo-small">
            <FormattedMessage id="bo.audit.after" />
          </p>
          <pre>{json(record.after)}</pre>
        </div>
      </div>
    </details>
  );
}

/**
 * The audit log (the back office › the audit): every staff action, newest first — who, role,
 * when, from where, what, the object, before and after — searched by actor, action and days, and
 * exported as CSV (the export is recorded too).
 */
export function AuditScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const audit = useAppSelector(selectAudit);
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const skip = Number(params.get('skip') ?? 0) || 0;
  useEffect(() => {
    dispatch(auditRequested({ filter: filterOf(new URLSearchParams(key)), skip }));
  }, [dispatch, key, skip]);
  const filter = filterOf(params);
  const page = audit.page;
  return (
    <section className="bo-page bo-audit">
      <ScreenHead title="bo.audit.title" intro="bo.audit.intro">
        <TextButton
          label="bo.audit.csv"
          disabled={audit.exporting}
          onClick={() => dispatch(auditExportRequested(filter))}
        />
      </ScreenHead>
      <Form<AuditFilter>
        key={key}
        initialValues={filter}
        onSubmit={(values) => {
          setParams(cleanFilter(values) as Record<string, string>);
        }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate className="bo-filters" role="search">
            <TextField name="actor" label="bo.audit.actor" />
            <TextField name="action" label="bo.audit.action" />
            <DateField name="from" label="bo.audit.from" />
            <DateField name="to" label="bo.audit.to" />
            <SubmitButton label="bo.audit.search" pending={audit.status === 'loading'} />
          </form>
        )}
      />
      {audit.status === 'failed' ? (
        <p className="bo-error" role="alert">
          {audit.error || intl.formatMessage({ id: 'bo.app.networkError' })}
        </p>
      ) : null}
      {!page && audit.status === 'loading' ? <Loading /> : null}
      {page ? (
        <>
          <p className="bo-dim" role="status">
            <FormattedMessage id="bo.audit.found" values={{ count: page.total }} />
          </p>
          {page.items.length > 0 ? (
            <DataTable
              className="bo-audit__table"
              columns={[
                'bo.audit.when',
                'bo.audit.who',
                'bo.audit.where',
                'bo.audit.action',
                'bo.audit.object',
                'bo.audit.status',
                'bo.audit.change',
              ]}
            >
              <tbody>
                {page.items.map((r) => (
                  <tr key={r.id}>
                    <td className="bo-nowrap">{when(intl, r.createdAt)}</td>
                    <td>
                      {r.actor}
                      <span className="bo-dim bo-small bo-audit__kind">
                        <FormattedMessage id={`bo.audit.kind.${r.actorKind}`} />
                        {r.role ? ` · ${r.role}` : ''}
                      </span>
                    </td>
                    <td className="bo-nowrap">{r.ip ?? '—'}</td>
                    <td>{r.action}</td>
                    <td>{r.object ?? '—'}</td>
                    <td className="bo-num">{r.status ?? '—'}</td>
                    <td>
                      <Change record={r} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          ) : null}
          <Pager
            skip={skip}
            take={AUDIT_PAGE}
            total={page.total}
            busy={audit.status === 'loading'}
            onPage={(next) =>
              setParams({ ...(filter as Record<string, string>), skip: String(next) })
            }
          />
        </>
      ) : null}
    </section>
  );
}
