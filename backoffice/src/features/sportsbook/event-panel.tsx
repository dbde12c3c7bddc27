import { FormattedMessage, useIntl } from 'react-intl';
import type {
  AdminSportsSettleMarket,
  SelectionLiability,
  SportEventDetail,
} from '@oyna/contracts';
import { when } from '../../lib/format';
import { MarketCard } from './market-card';

/**
 * The chosen event: who plays, when, its state; suspend or reopen all of it; every market with
 * its prices and liability.
 */
export function EventPanel({
  event,
  liability,
  canAct,
  busy,
  settling,
  onEventStatus,
  onMarketStatus,
  onSettleOpen,
  onSettle,
}: {
  event: SportEventDetail;
  liability: Record<number, SelectionLiability>;
  canAct: boolean;
  busy: string | null;
  settling: number | null;
  onEventStatus: (status: 'open' | 'suspended') => void;
  onMarketStatus: (marketId: number, status: 'open' | 'suspended') => void;
  onSettleOpen: (marketId: number | null) => void;
  onSettle: (body: AdminSportsSettleMarket) => void;
}) {
  const intl = useIntl();
  const lang = intl.locale.startsWith('en') ? 'en' : 'tr';
  const anyOpen = event.markets.some((m) => m.status === 'open');
  const anySuspended = event.markets.some((m) => m.status === 'suspended');
  return (
    <article className="bo-event" aria-labelledby="bo-event-title" data-testid="bo-event">
      <header className="bo-event__head">
        <div>
          <h2 id="bo-event-title">
            {event.home} – {event.away}
            {event.score ? ` (${event.score.home}:${event.score.away})` : ''}
          </h2>
          <p className="bo-dim bo-small">
            {event.sport.name[lang]} · {event.competition.name[lang]} ·{' '}
            {when(intl, event.startTime)} ·{' '}
            <FormattedMessage id={`bo.sports.status.${event.status}`} />
            {event.clock ? ` ${event.clock.label}` : ''}
          </p>
        </div>
        {canAct ? (
          <div className="bo-page__actions">
            {anyOpen ? (
              <button
                type="button"
                className="bo-button bo-button--danger"
                disabled={busy !== null}
                onClick={() => onEventStatus('suspended')}
              >
                <FormattedMessage id="bo.sports.suspendEvent" />
              </button>
            ) : null}
            {anySuspended ? (
              <button
                type="button"
                className="bo-button bo-button--ok"
                disabled={busy !== null}
                onClick={() => onEventStatus('open')}
              >
                <FormattedMessage id="bo.sports.reopenEvent" />
              </button>
            ) : null}
          </div>
        ) : null}
      </header>
      <p className="bo-dim bo-small">
        <FormattedMessage id="bo.sports.liabilityHint" />
      </p>
      <div className="bo-event__markets">
        {event.markets.map((m) => (
          <MarketCard
            key={m.id}
            market={m}
            liability={liability}
            canAct={canAct}
            busy={busy === `market:${m.id}` || busy === `event:${event.id}`}
            settling={settling === m.id}
            onStatus={(status) => onMarketStatus(m.id, status)}
            onSettleOpen={(open) => onSettleOpen(open ? m.id : null)}
            onSettle={onSettle}
          />
        ))}
      </div>
    </article>
  );
}
