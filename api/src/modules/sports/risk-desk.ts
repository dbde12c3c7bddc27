import type {
  AdminSportsBetsPage,
  AdminSportsEventRow,
  AdminSportsLiability,
  AdminSportsResult,
  AdminSportsSettleMarket,
  BetLegStatus,
  EventStatus,
  Market,
  SportEventDetail,
} from '@oyna/contracts';
import { badRequest, notFound } from '../../lib/errors';
import { minorToAmount } from '../../lib/money';
import type { AuditDetail } from '../staff';
import type { BetReads } from './bet-reads';
import type { SportsCatalogue } from './catalogue';
import type { RiskQueries } from './queries/risk';
import type { LockedMarket, SportsStore } from './store';

export interface RiskDeskDeps {
  catalogue: SportsCatalogue;
  store: SportsStore;
  risk: RiskQueries;
  reads: BetReads;
}

/** The shortest reason a settlement by hand takes (once trimmed). */
const REASON_MIN = 3;

/**
 * The back office's sportsbook desk (the risk role): exposure per selection, the bets on an
 * event, suspending a market or a whole event, settling or voiding a market by hand. Every
 * change fills its call's one audit record with what it was before and after.
 */
export class RiskDesk {
  constructor(private readonly deps: RiskDeskDeps) {}

  async liability(eventId: number): Promise<AdminSportsLiability> {
    await this.deps.catalogue.existingEvent(eventId);
    const rows = await this.deps.risk.liability(eventId);
    return {
      eventId,
      selections: rows.map((r) => ({
        selectionId: r.selectionId,
        marketId: r.marketId,
        bets: r.bets,
        stakes: minorToAmount(r.stakesMinor),
        liability: minorToAmount(r.liabilityMinor),
      })),
    };
  }

  /** Events the public lists no longer show whose markets still wait for a result. */
  async unsettled(): Promise<AdminSportsEventRow[]> {
    const rows = await this.deps.risk.unsettledEvents();
    return rows.map((r) => ({
      id: r.id,
      sport: { tr: r.sport_tr, en: r.sport_en },
      competition: { tr: r.competition_tr, en: r.competition_en },
      home: r.home,
      away: r.away,
      startTime: new Date(r.start_time).toISOString(),
      status: r.status as EventStatus,
      marketCount: Number(r.markets),
    }));
  }

  async eventBets(eventId: number, skip: number, take: number): Promise<AdminSportsBetsPage> {
    await this.deps.catalogue.existingEvent(eventId);
    const { bets, legs, total } = await this.deps.risk.eventBets(eventId, skip, take);
    const current = await this.deps.reads.currentOf(legs);
    return {
      eventId,
      total,
      bets: bets.map((b) => ({
        ...this.deps.reads.toWire(b, legs, current),
        playerId: b.player_id,
        username: b.username,
      })),
    };
  }

  /** Suspends (held: the feed does not reopen it) or reopens one market not settled yet. */
  async setMarket(
    marketId: number,
    status: 'open' | 'suspended',
    audit: AuditDetail,
  ): Promise<Market> {
    const { catalogue, store } = this.deps;
    const before = await catalogue.market(marketId);
    if (!before) throw notFound('server.sports.marketNotFound');
    if (before.status !== 'open' && before.status !== 'suspended') {
      throw badRequest('server.sports.marketClosed');
    }
    await store.setMarketStatus(marketId, status, true);
    const after = (await catalogue.market(marketId))!;
    Object.assign(audit, {
      object: `market ${marketId}`,
      before: { eventId: before.eventId, status: before.status },
      after: { eventId: after.eventId, status: after.status },
    });
    return after;
  }

  /** Suspends (held) or reopens every market of the event that is not settled yet. */
  async setEvent(
    eventId: number,
    status: 'open' | 'suspended',
    audit: AuditDetail,
  ): Promise<SportEventDetail> {
    const { catalogue, store, risk } = this.deps;
    await catalogue.existingEvent(eventId);
    const before = await risk.marketStatuses(eventId);
    await store.setMarketsStatus(eventId, status, undefined, true);
    const after = await risk.marketStatuses(eventId);
    Object.assign(audit, { object: `event ${eventId}`, before, after });
    return catalogue.existingEvent(eventId);
  }

  /**
   * Settles a market by hand (the winners won, its other selections lost) or voids it (every
   * leg on it void: a single's stake returned, a combo priced without it). The checks are made
   * on the market as read under its row lock, so two settlements cannot both pass.
   */
  async settleMarket(
    input: AdminSportsSettleMarket,
    audit: AuditDetail,
  ): Promise<AdminSportsResult> {
    const reason = input.reason.trim();
    if (reason.length < REASON_MIN) throw badRequest('server.sports.reasonRequired');
    const winners = [...new Set(input.winners ?? [])];
    if (input.result === 'void' && winners.length > 0)
      throw badRequest('server.sports.voidWithWinners');
    if (input.result === 'settle' && winners.length === 0) {
      throw badRequest('server.sports.winnersRequired');
    }
    let seen: LockedMarket | undefined;
    let results: Record<string, BetLegStatus> = {};
    const settledBets = await this.deps.store.settleMarket(input.marketId, (market) => {
      if (market.status !== 'open' && market.status !== 'suspended') {
        throw badRequest('server.sports.marketClosed');
      }
      const ids = new Set(market.selections.map((s) => s.id));
      if (winners.some((id) => !ids.has(id))) throw badRequest('server.sports.winnersNotOfMarket');
      seen = market;
      results = Object.fromEntries(
        market.selections.map((s) => [
          s.key,
          input.result === 'void' ? 'void' : winners.includes(s.id) ? 'won' : 'lost',
        ]),
      );
      return results;
    });
    if (!seen) throw notFound('server.sports.marketNotFound');
    Object.assign(audit, {
      object: `market ${input.marketId}`,
      before: { eventId: seen.event_id, status: seen.status },
      after: {
        eventId: seen.event_id,
        status: input.result === 'void' ? 'cancelled' : 'settled',
        results,
        reason,
        settledBets,
      },
    });
    return { events: 1, settledBets };
  }
}
