import {
  type Bet,
  type BetLeg,
  type BetLegStatus,
  type BetStatus,
  type CashoutQuote,
  type MyBetsPage,
} from '@oyna/contracts';
import { notFound } from '../../lib/errors';
import { apiMessage, type ApiLocale, type ApiMessageKey } from '../../lib/messages';
import { minorToAmount } from '../../lib/money';
import { cashoutValueMinor, milliToOdds } from './odds';
import {
  currentQuery,
  legState,
  type BetDeps,
  type BetRow,
  type Current,
  type Db,
  type LegRow,
  type Trx,
} from './bet-model';

/** The player's bets as the wire shows them, and the cash-out quote (notes › Cash-out). */
export class BetReads {
  constructor(protected readonly deps: BetDeps) {}

  /** Current state of the legs of these bets (their selections, markets and events). */
  protected async currentOf(legs: LegRow[]): Promise<Map<number, Current>> {
    const rows = (await currentQuery(this.deps.db, [
      ...new Set(legs.map((l) => l.selection_id)),
    ]).execute()) as Current[];
    return new Map(rows.map((r) => [r.selectionId, r]));
  }

  protected quoteOf(
    bet: BetRow,
    legs: LegRow[],
    current: Map<number, Current>,
    locale: ApiLocale,
  ): CashoutQuote {
    const no = (key: ApiMessageKey): CashoutQuote => ({
      betId: bet.id,
      available: false,
      value: 0,
      reason: apiMessage(locale, key),
    });
    if (bet.status !== 'open') return no('api.sports.cashoutClosed');
    const open = legs.filter((l) => l.status === 'open');
    if (open.some((l) => legState(current.get(l.selection_id)) !== undefined))
      return no('api.sports.cashoutSuspended');
    const value = cashoutValueMinor(
      bet.stake_minor,
      legs.map((l) => ({
        oddsMilli: l.odds_milli,
        currentMilli: current.get(l.selection_id)?.oddsMilli ?? l.odds_milli,
        status: l.status as BetLegStatus,
      })),
      this.deps.config.cashoutMarginBp,
    );
    if (value === null || value <= 0) return no('api.sports.cashoutClosed');
    return { betId: bet.id, available: true, value: minorToAmount(value), reason: null };
  }

  protected toWire(bet: BetRow, legs: LegRow[], current: Map<number, Current>): Bet {
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
      cashoutAvailable: this.quoteOf(bet, mine, current, 'en').available,
    };
  }

  protected async load(playerId: number, betIds: number[]): Promise<Bet[]> {
    if (betIds.length === 0) return [];
    const bets = (await this.deps.db
      .selectFrom('sport_bet')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('id', 'in', betIds)
      .orderBy('id')
      .execute()) as BetRow[];
    const legs = (await this.deps.db
      .selectFrom('sport_bet_leg')
      .selectAll()
      .where('bet_id', 'in', betIds)
      .orderBy('id')
      .execute()) as LegRow[];
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
    const base = this.deps.db
      .selectFrom('sport_bet')
      .where('player_id', '=', playerId)
      .where('status', 'in', statuses);
    const rows = await base
      .select('id')
      .orderBy('placed_at', 'desc')
      .orderBy('id', 'desc')
      .offset(skip)
      .limit(take)
      .execute();
    const count = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
    const bets = await this.load(
      playerId,
      rows.map((r) => r.id),
    );
    const order = new Map(rows.map((r, i) => [r.id, i]));
    bets.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return { bets, total: Number(count?.n ?? 0) };
  }

  protected async own(playerId: number, betId: number, db: Db | Trx = this.deps.db) {
    const bet = (await db
      .selectFrom('sport_bet')
      .selectAll()
      .where('id', '=', betId)
      .where('player_id', '=', playerId)
      .executeTakeFirst()) as BetRow | undefined;
    if (!bet) throw notFound('api.sports.betNotFound');
    return bet;
  }

  async quote(playerId: number, betId: number, locale: ApiLocale): Promise<CashoutQuote> {
    const bet = await this.own(playerId, betId);
    const legs = (await this.deps.db
      .selectFrom('sport_bet_leg')
      .selectAll()
      .where('bet_id', '=', betId)
      .execute()) as LegRow[];
    return this.quoteOf(bet, legs, await this.currentOf(legs), locale);
  }
}
