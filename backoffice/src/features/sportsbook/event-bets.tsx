import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable } from '../../components/data-table';
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
        <DataTable
          columns={[
            'bo.sports.bet.id',
            'bo.sports.bet.player',
            'bo.sports.bet.legs',
            { label: 'bo.sports.bet.stake', num: true },
            { label: 'bo.sports.odds', num: true },
            { label: 'bo.sports.bet.potential', num: true },
            'bo.sports.bet.status',
            'bo.sports.bet.placed',
          ]}
          busy={loading}
        >
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
        </DataTable>
      ) : null}
      <Pager skip={skip} take={BETS_PAGE} total={total} busy={loading} onPage={onPage} />
    </section>
  );
}
