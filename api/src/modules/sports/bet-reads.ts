import type { Bet, BetLeg, BetLegStatus, BetStatus, MyBetsPage } from '@oyna/contracts';
import { minorToAmount } from '../../lib/money';
import { quoteOf } from './cashout-quote';
import type { SportsConfig } from './config';
import { milliToOdds } from './odds';
import type { BetQueries, BetRow, Current, LegRow } from './queries/bets';

export interface BetReadsDeps {
  bets: BetQueries;
  config: SportsConfig;
}

/** The player's bets as the wire shows them (my bets, and the answer of every bet call). */
export class BetReads {
  constructor(private readonly deps: BetReadsDeps) {}

  /** Current state of the legs of these bets (their selections, markets and events). */
  async currentOf(legs: LegRow[]): Promise<Map<number, Current>> {
    const rows = await this.deps.bets.current([...new Set(legs.map((l) => l.selection_id))]);
    return new Map(rows.map((r) => [r.selectionId, r]));
  }

  /** These bets of the player as the wire shows them, in id order. */
  async load(playerId: number, betIds: number[]): Promise<Bet[]> {
    if (betIds.length === 0) return [];
    const { bets, legs } = await this.deps.bets.betsWithLegs(playerId, betIds);
    const current = await this.currentOf(legs);
    return bets.map((b) => this.toWire(b, legs, current));
  }

  async myBets(
    playerId: number,
    status: 'open' | 'settled',
    skip: number,
    take: number,
  ): Promise<MyBetsPage> {
    const statuses =
      status === 'open' ? ['pending', 'open'] : ['won', 'lost', 'void', 'cashed_out'];
    const { ids, total } = await this.deps.bets.page(playerId, statuses, skip, take);
    const bets = await this.load(playerId, ids);
    const order = new Map(ids.map((id, i) => [id, i]));
    bets.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return { bets, total };
  }

  /** One bet with its legs (among `legs`) as the wire shows it. */
  toWire(bet: BetRow, legs: LegRow[], current: Map<number, Current>): Bet {
    const mine = legs.filter((l) => l.bet_id === bet.id);
    return {
      id: bet.id,
      kind: bet.kind === 'combo' ? 'combo' : 'single',
      status: bet.status as BetStatus,
      stake: minorToAmount(bet.stake_minor),
      odds: milliToOdds(bet.odds_milli),
      potentialReturn: minorToAmount(bet.potential_minor),
      payout: bet.payout_minor === null ? null : minorToAmount(bet.payout_minor),
      live: bet.live,
      placedAt: new Date(bet.placed_at).toISOString(),
      settledAt: bet.settled_at ? new Date(bet.settled_at).toISOString() : null,
      legs: mine.map((l): BetLeg => ({
        selectionId: l.selection_id,
        eventId: l.event_id,
        marketId: l.market_id,
        eventName: l.event_name,
        marketName: { tr: l.market_name_tr, en: l.market_name_en },
        selectionName: { tr: l.selection_name_tr, en: l.selection_name_en },
        startTime: new Date(l.start_time).toISOString(),
        odds: milliToOdds(l.odds_milli),
        status: l.status as BetLegStatus,
      })),
      cashoutAvailable: quoteOf(bet, mine, current, 'en', this.deps.config.cashoutMarginBp)
        .available,
    };
  }
}
