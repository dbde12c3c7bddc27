import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextButton } from '../../components/text-button';
import { LoadFailed, Loading, ScreenHead } from '../../components/screen-head';
import type { StaffRole } from '@oyna/contracts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { when } from '../../lib/format';
import { selectRole } from '../../lib/session/session-slice';
import { EventBets } from './event-bets';
import { EventPanel } from './event-panel';
import {
  betsRequested,
  BOOK_LISTS,
  eventSelected,
  eventStatusRequested,
  listRequested,
  marketStatusRequested,
  selectSportsbook,
  settleOpened,
  settleRequested,
  type BookList,
} from './sportsbook-slice';
import '../../components/tables.css';
import '../../components/pick-list.css';
import './sportsbook.css';

/** Who may change the book, as the api's role table says (api/src/modules/staff/roles.ts). */
const ACT_ROLES: readonly StaffRole[] = ['owner', 'risk'];

/**
 * The sportsbook (the back office › sportsbook): the events of a list, and for the chosen one
 * every market with its prices and the liability on each selection, suspend or reopen a market
 * or the whole event, settle or void a market by hand with a reason, and the bets on it.
 */
export function SportsbookScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectRole);
  const book = useAppSelector(selectSportsbook);
  const lang = intl.locale.startsWith('en') ? 'en' : 'tr';
  const canAct = role !== null && ACT_ROLES.includes(role);
  useEffect(() => {
    dispatch(listRequested());
  }, [dispatch]);
  const event = book.event.data;
  return (
    <section className="bo-page bo-sports">
      <ScreenHead title="bo.sports.title" intro="bo.sports.intro">
        <label className="bo-sports__kind">
          <span className="bo-dim">
            <FormattedMessage id="bo.sports.kind" />
          </span>
          <select
            value={book.kind}
            onChange={(e) => dispatch(listRequested(e.target.value as BookList))}
          >
            {BOOK_LISTS.map((k) => (
              <option key={k} value={k}>
                {intl.formatMessage({ id: `bo.sports.kind.${k}` })}
              </option>
            ))}
          </select>
        </label>
        <TextButton label="bo.sports.refresh" onClick={() => dispatch(listRequested())} />
      </ScreenHead>
      {book.list.status === 'failed' ? (
        <LoadFailed label="bo.sports.listFailed" error={book.list.error} />
      ) : null}
      <div className="bo-sports__grid">
        <nav
          className="bo-sports__list"
          aria-label={intl.formatMessage({ id: 'bo.sports.events' })}
        >
          {book.list.status === 'loading' && book.list.events.length === 0 ? <Loading /> : null}
          {book.list.status === 'ready' && book.list.events.length === 0 ? (
            <p className="bo-dim">
              <FormattedMessage id="bo.sports.noEvents" />
            </p>
          ) : null}
          <ul className="bo-pick-list">
            {book.list.events.map((e) => (
              <li key={e.id}>
                <button
                  type="button"
                  className="bo-sports__item bo-pick"
                  aria-current={e.id === book.selectedId ? 'true' : undefined}
                  onClick={() => dispatch(eventSelected(e.id))}
                >
                  <span className="bo-sports__teams">
                    {e.home} – {e.away}
                  </span>
                  <span className="bo-small bo-dim">
                    {e.sport[lang]} · {e.competition[lang]}
                  </span>
                  <span className="bo-small bo-dim">
                    {when(intl, e.startTime)} ·{' '}
                    <FormattedMessage id="bo.sports.markets" values={{ count: e.marketCount }} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="bo-sports__main">
          {book.selectedId === null ? (
            <p className="bo-dim">
              <FormattedMessage id="bo.sports.select" />
            </p>
          ) : null}
          {book.event.status === 'loading' ? <Loading /> : null}
          {book.event.status === 'failed' ? (
            <LoadFailed label="bo.sports.eventFailed" error={book.event.error} />
          ) : null}
          {event ? (
            <>
              <EventPanel
                event={event}
                liability={book.liability}
                canAct={canAct}
                busy={book.busy}
                settling={book.settling}
                onEventStatus={(status) =>
                  dispatch(eventStatusRequested({ eventId: event.id, status }))
                }
                onMarketStatus={(marketId, status) =>
                  dispatch(marketStatusRequested({ marketId, status }))
                }
                onSettleOpen={(marketId) => dispatch(settleOpened(marketId))}
                onSettle={(body) => dispatch(settleRequested(body))}
              />
              <EventBets
                rows={book.bets.rows}
                skip={book.bets.skip}
                total={book.bets.total}
                loading={book.bets.loading}
                onPage={(skip) => dispatch(betsRequested(skip))}
              />
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}
