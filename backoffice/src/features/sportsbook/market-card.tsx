import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable } from '../../components/data-table';
import type { AdminSportsSettleMarket, Market, SelectionLiability } from '@oyna/contracts';
import { money } from '../../lib/format';
import { SettleForm } from './settle-form';

const NONE: Omit<SelectionLiability, 'selectionId' | 'marketId'> = {
  bets: 0,
  stakes: 0,
  liability: 0,
};

/**
 * One market: its status, its selections with prices and the liability on each (the largest
 * marked; beside the odds, so that a phone shows it before its table scrolls), suspend or
 * reopen, and the settle form when it is open.
 */
export function MarketCard({
  market,
  liability,
  canAct,
  busy,
  settling,
  onStatus,
  onSettleOpen,
  onSettle,
}: {
  market: Market;
  liability: Record<number, SelectionLiability>;
  canAct: boolean;
  busy: boolean;
  settling: boolean;
  onStatus: (status: 'open' | 'suspended') => void;
  onSettleOpen: (open: boolean) => void;
  onSettle: (body: AdminSportsSettleMarket) => void;
}) {
  const intl = useIntl();
  const lang = intl.locale.startsWith('en') ? 'en' : 'tr';
  const rows = market.selections.map((s) => ({ s, l: liability[s.id] ?? NONE }));
  const top = Math.max(0, ...rows.map((r) => r.l.liability));
  const name = `${market.name[lang]}${market.line !== null ? ` (${market.line})` : ''}`;
  const headingId = `bo-market-${market.id}`;
  return (
    <section
      className={`bo-market bo-market--${market.status}`}
      aria-labelledby={headingId}
      data-testid={`bo-market-${market.id}`}
    >
      <header className="bo-market__head">
        <h3 id={headingId}>{name}</h3>
        <span className={`bo-badge bo-market__status bo-market__status--${market.status}`}>
          <FormattedMessage id={`bo.sports.market.${market.status}`} />
        </span>
        {top > 0 ? (
          <span className="bo-dim bo-small">
            <FormattedMessage id="bo.sports.maxLiability" values={{ amount: money(intl, top) }} />
          </span>
        ) : null}
        {canAct ? (
          <span className="bo-market__actions">
            {market.status === 'open' ? (
              <button
                type="button"
                className="bo-button bo-button--ghost"
                disabled={busy}
                onClick={() => onStatus('suspended')}
                aria-label={`${intl.formatMessage({ id: 'bo.sports.suspend' })}: ${name}`}
              >
                <FormattedMessage id="bo.sports.suspend" />
              </button>
            ) : (
              <button
                type="button"
                className="bo-button bo-button--ok"
                disabled={busy}
                onClick={() => onStatus('open')}
                aria-label={`${intl.formatMessage({ id: 'bo.sports.reopen' })}: ${name}`}
              >
                <FormattedMessage id="bo.sports.reopen" />
              </button>
            )}
            <button
              type="button"
              className="bo-button bo-button--ghost"
              aria-expanded={settling}
              onClick={() => onSettleOpen(!settling)}
              aria-label={`${intl.formatMessage({ id: 'bo.sports.settleOpen' })}: ${name}`}
            >
              <FormattedMessage id="bo.sports.settleOpen" />
            </button>
          </span>
        ) : null}
      </header>
      <DataTable
        columns={[
          'bo.sports.selection',
          { label: 'bo.sports.odds', num: true },
          { label: 'bo.sports.liability', num: true },
          { label: 'bo.sports.betsCount', num: true },
          { label: 'bo.sports.stakes', num: true },
        ]}
      >
        <tbody>
          {rows.map(({ s, l }) => (
            <tr
              key={s.id}
              className={top > 0 && l.liability === top ? 'bo-market__top' : undefined}
            >
              <th scope="row">{s.name[lang]}</th>
              <td className="bo-num">
                {intl.formatNumber(s.odds, {
                  minimumFractionDigits: 2,
                  maximumFractionDigits: 2,
                })}
              </td>
              <td className="bo-num bo-market__liability" data-testid={`bo-liability-${s.id}`}>
                {money(intl, l.liability)}
              </td>
              <td className="bo-num">{l.bets}</td>
              <td className="bo-num">{money(intl, l.stakes)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {settling && canAct ? (
        <SettleForm
          market={market}
          busy={busy}
          onSettle={onSettle}
          onCancel={() => onSettleOpen(false)}
        />
      ) : null}
    </section>
  );
}
