import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminSportsBet } from '@oyna/contracts';
import { Pager } from '../../components/pager';
import { money, when } from '../../lib/format';
import { BETS_PAGE } from './sportsbook-slice';

/** The bets with a leg on the event, newest first, a page at a time. */
export function EventBets({
  rows,
  skip,
  total,
  loading,
  onPage,
}: {
  rows: AdminSportsBet[];
  skip: number;
  total: number;
  loading: boolean;
  onPage: (skip: number) => void;
}) {
  const intl = useIntl();
  const lang = intl.locale.startsWith('en') ? 'en' : 'tr';
  return (
    <section className="bo-panel bo-event-bets" aria-labelledby="bo-event-bets">
      <h3 id="bo-event-bets">
        <FormattedMessage id="bo.sports.bets" />
      </h3>
      {!loading && rows.length === 0 ? (
        <p className="bo-dim">
          <FormattedMessage id="bo.sports.noBets" />
        </p>
      ) : null}
      {rows.length > 0 ? (
        <div className="bo-scroll">
          <table className="bo-table" aria-busy={loading || undefined}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="bo.sports.bet.id" />
                </th>
                <th scope="col">
                  <FormattedMessage id="bo.sports.bet.player" />
                </th>
                <th scope="col">
                  <FormattedMessage id="bo.sports.bet.legs" />
                </th>
                <th scope="col" className="bo-num">
                  <FormattedMessage id="bo.sports.bet.stake" />
                </th>
                <th scope="col" className="bo-num">
                  <FormattedMessage id="bo.sports.odds" />
                </th>
                <th scope="col" className="bo-num">
                  <FormattedMessage id="bo.sports.bet.potential" />
                </th>
                <th scope="col">
                  <FormattedMessage id="bo.sports.bet.status" />
                </th>
                <th scope="col">
                  <FormattedMessage id="bo.sports.bet.placed" />
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b.id}>
                  <td className="bo-nowrap">#{b.id}</td>
                  <td>{b.username}</td>
                  <td>
                    <span className="bo-small bo-dim">
                      <FormattedMessage id={`bo.sports.bet.${b.kind}`} />
                    </span>
                    <ul className="bo-event-bets__legs">
                      {b.legs.map((l) => (
                        <li key={l.selectionId}>
                          {l.eventName} · {l.marketName[lang]}: {l.selectionName[lang]}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className="bo-num">{money(intl, b.stake)}</td>
                  <td className="bo-num">
                    {intl.formatNumber(b.odds, {
                      minimumFractionDigits: 2,
                      maximumFractionDigits: 2,
                    })}
                  </td>
                  <td className="bo-num">{money(intl, b.potentialReturn)}</td>
                  <td className="bo-nowrap">
                    <FormattedMessage id={`bo.sports.betStatus.${b.status}`} />
                  </td>
                  <td className="bo-nowrap">{when(intl, b.placedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager skip={skip} take={BETS_PAGE} total={total} busy={loading} onPage={onPage} />
    </section>
  );
}
