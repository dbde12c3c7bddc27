import {
  sql,
  type InferResult,
  type Insertable,
  type Kysely,
  type Selectable,
  type Transaction,
} from 'kysely';
import type { Database } from '../../../db/schema';
import type { SportBetLegTable, SportBetTable } from '../tables';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
type Executor = Db | Trx;

export type BetRow = Selectable<SportBetTable>;
export type LegRow = Selectable<SportBetLegTable>;
export type NewBet = Insertable<SportBetTable>;
export type NewLeg = Insertable<SportBetLegTable>;

/** A bet's closing states: settled, rejected after the in-play delay, or cashed out. */
export type ClosedStatus = 'won' | 'lost' | 'void' | 'rejected' | 'cashed_out';

function currentQuery(db: Executor, selectionIds: number[]) {
  return db
    .selectFrom('selection as s')
    .innerJoin('market as m', 'm.id', 's.market_id')
    .innerJoin('sport_event as e', 'e.id', 'm.event_id')
    .select([
      's.id as selectionId',
      's.odds_milli as oddsMilli',
      's.status as selectionStatus',
      'm.id as marketId',
      'm.status as marketStatus',
      'e.id as eventId',
      'e.status as eventStatus',
      'e.score',
      'e.home',
      'e.away',
      'e.start_time as startTime',
      'm.name_tr as marketTr',
      'm.name_en as marketEn',
      's.name_tr as selectionTr',
      's.name_en as selectionEn',
    ])
    .where('s.id', 'in', selectionIds.length ? selectionIds : [0]);
}

/** A selection as it stands now, with its market and event. */
export type Current = InferResult<ReturnType<typeof currentQuery>>[number];

/** Every statement of the sportsbook's bets (sport_bet, sport_bet_leg) and what they stand on. */
export class BetQueries {
  constructor(private readonly db: Db) {}

  /** The selections as they stand now (read without locks: lists and quotes). */
  current(selectionIds: number[]): Promise<Current[]> {
    return currentQuery(this.db, selectionIds).execute();
  }

  /**
   * The selections, their markets and events share-locked (FOR SHARE): the feed cannot move a
   * price or suspend a market between a check on them and the commit.
   */
  currentForShare(trx: Trx, selectionIds: number[]): Promise<Current[]> {
    return currentQuery(trx, selectionIds).forShare().execute();
  }

  /** The bets an earlier request with this id placed (a repeated slip answers them). */
  placedBy(trx: Trx, playerId: number, requestId: string) {
    return trx
      .selectFrom('sport_bet')
      .select(['id', 'status'])
      .where('player_id', '=', playerId)
      .where('request_id', '=', requestId)
      .orderBy('id')
      .execute();
  }

  async insertBet(trx: Trx, bet: NewBet): Promise<number> {
    const row = await trx
      .insertInto('sport_bet')
      .values(bet)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async insertLegs(trx: Trx, legs: NewLeg[]): Promise<void> {
    await trx.insertInto('sport_bet_leg').values(legs).execute();
  }

  /** Whose bet this is (read before the locks, which start with the player's). */
  async playerOf(trx: Trx, betId: number): Promise<number | undefined> {
    const row = await trx
      .selectFrom('sport_bet')
      .select('player_id')
      .where('id', '=', betId)
      .executeTakeFirst();
    return row?.player_id;
  }

  /** The bet under its row lock (FOR UPDATE). */
  lockBet(trx: Trx, betId: number): Promise<BetRow> {
    return trx
      .selectFrom('sport_bet')
      .selectAll()
      .where('id', '=', betId)
      .forUpdate()
      .executeTakeFirstOrThrow();
  }

  legsOf(betId: number, db: Executor = this.db): Promise<LegRow[]> {
    return db.selectFrom('sport_bet_leg').selectAll().where('bet_id', '=', betId).execute();
  }

  /**
   * A bet under its row lock (FOR UPDATE) with its legs, and the legs' selections share-locked as
   * they stand now: what the in-play re-check and cash-out decide on (notes › Cash-out, In-play
   * delay).
   */
  async lockedBet(trx: Trx, betId: number) {
    const bet = await this.lockBet(trx, betId);
    const legs = await this.legsOf(betId, trx);
    const rows = await this.currentForShare(
      trx,
      legs.map((l) => l.selection_id),
    );
    return { bet, legs, current: new Map(rows.map((r) => [r.selectionId, r])) };
  }

  /** Closes a bet with what it paid (settled, rejected or cashed out), stamped now. */
  async close(trx: Trx, betId: number, status: ClosedStatus, payoutMinor: number): Promise<void> {
    await trx
      .updateTable('sport_bet')
      .set({ status, payout_minor: payoutMinor, settled_at: new Date().toISOString() })
      .where('id', '=', betId)
      .execute();
  }

  async rebookLeg(trx: Trx, legId: number, oddsMilli: number): Promise<void> {
    await trx
      .updateTable('sport_bet_leg')
      .set({ odds_milli: oddsMilli })
      .where('id', '=', legId)
      .execute();
  }

  /** A pending bet accepted at these combined odds and return. */
  async open(trx: Trx, betId: number, oddsMilli: number, potentialMinor: number): Promise<void> {
    await trx
      .updateTable('sport_bet')
      .set({ status: 'open', odds_milli: oddsMilli, potential_minor: potentialMinor })
      .where('id', '=', betId)
      .execute();
  }

  /** Up to 100 pending bets placed before this instant. */
  async pendingBefore(cutoff: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('sport_bet')
      .select('id')
      .where('status', '=', 'pending')
      .where('placed_at', '<', cutoff as unknown as Date)
      .limit(100)
      .execute();
    return rows.map((r) => r.id);
  }

  /** The player's bets of these ids, with their legs, in id order. */
  async betsWithLegs(playerId: number, betIds: number[]) {
    const bets = await this.db
      .selectFrom('sport_bet')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('id', 'in', betIds)
      .orderBy('id')
      .execute();
    const legs = await this.db
      .selectFrom('sport_bet_leg')
      .selectAll()
      .where('bet_id', 'in', betIds)
      .orderBy('id')
      .execute();
    return { bets, legs };
  }

  /** One page of the player's bets in these statuses, newest first, and how many there are. */
  async page(playerId: number, statuses: string[], skip: number, take: number) {
    const base = this.db
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
    return { ids: rows.map((r) => r.id), total: Number(count?.n ?? 0) };
  }

  /** The bet when it is this player's. */
  own(playerId: number, betId: number): Promise<BetRow | undefined> {
    return this.db
      .selectFrom('sport_bet')
      .selectAll()
      .where('id', '=', betId)
      .where('player_id', '=', playerId)
      .executeTakeFirst();
  }

  /**
   * Whether the player has another bet, placed since `since` and not rejected, with a leg on a
   * different selection of a market this bet has a leg on (spec §1 promotions and bonuses:
   * covering both outcomes is low-risk play that counts nothing toward a bonus).
   */
  async coversAnotherOutcome(
    trx: Trx,
    betId: number,
    playerId: number,
    since: Date,
  ): Promise<boolean> {
    const row = await trx
      .selectFrom('sport_bet_leg as mine')
      .innerJoin('sport_bet_leg as theirs', (j) =>
        j
          .onRef('theirs.market_id', '=', 'mine.market_id')
          .onRef('theirs.selection_id', '<>', 'mine.selection_id'),
      )
      .innerJoin('sport_bet as other', 'other.id', 'theirs.bet_id')
      .select('other.id')
      .where('mine.bet_id', '=', betId)
      .where('other.id', '<>', betId)
      .where('other.player_id', '=', playerId)
      .where('other.status', '<>', 'rejected')
      .where('other.placed_at', '>=', sql<Date>`${since.toISOString()}`)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Open bets with a leg on this event. */
  async openOnEvent(eventId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('sport_bet_leg as l')
      .innerJoin('sport_bet as b', 'b.id', 'l.bet_id')
      .select('b.id')
      .distinct()
      .where('l.event_id', '=', eventId)
      .where('b.status', '=', 'open')
      .execute();
    return rows.map((b) => b.id);
  }
}
