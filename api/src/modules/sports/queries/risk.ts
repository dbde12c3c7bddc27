import { sql } from 'kysely';
import type { BetRow, Db, LegRow } from './bets';

/** One selection's exposure in minor units (kuruş). */
export interface LiabilityRow {
  selectionId: number;
  marketId: number;
  bets: number;
  stakesMinor: number;
  liabilityMinor: number;
}

/** The bets that still stand on a selection: accepted, or pending through the in-play delay. */
const STANDING = ['open', 'pending'] as const;

/** The statements of the back office's sportsbook desk (risk): exposure, bets on an event. */
export class RiskQueries {
  constructor(private readonly db: Db) {}

  /**
   * Liability per selection of an event, in one statement: what the site pays if that selection
   * wins. The rule: every standing bet (open, or pending in the in-play delay) with a leg on the
   * selection that is still open counts its whole potential return (stake × the bet's odds) once
   * on that selection. A single counts on its one selection; a combo counts its full potential
   * return on EACH of its selections, since each of them winning is a condition of paying it (the
   * worst case per selection, not a probability-weighted share). Settled legs count nothing: once
   * a selection has won or lost, its exposure is in the settlement. Every selection of the
   * event's markets is listed, those without bets at zero.
   */
  async liability(eventId: number): Promise<LiabilityRow[]> {
    const rows = await this.db
      .selectFrom('selection as s')
      .innerJoin('market as m', 'm.id', 's.market_id')
      .leftJoin('sport_bet_leg as l', (j) =>
        j.onRef('l.selection_id', '=', 's.id').on('l.status', '=', 'open'),
      )
      .leftJoin('sport_bet as b', (j) =>
        j.onRef('b.id', '=', 'l.bet_id').on('b.status', 'in', [...STANDING]),
      )
      .select([
        's.id as selectionId',
        's.market_id as marketId',
        sql<string>`count(b.id)`.as('bets'),
        sql<string>`coalesce(sum(b.stake_minor), 0)`.as('stakes'),
        sql<string>`coalesce(sum(b.potential_minor), 0)`.as('liability'),
      ])
      .where('m.event_id', '=', eventId)
      .groupBy(['s.id', 's.market_id', 'm.sort_order', 's.sort_order'])
      .orderBy('m.sort_order')
      .orderBy('s.market_id')
      .orderBy('s.sort_order')
      .execute();
    return rows.map((r) => ({
      selectionId: r.selectionId,
      marketId: r.marketId,
      bets: Number(r.bets),
      stakesMinor: Number(r.stakes),
      liabilityMinor: Number(r.liability),
    }));
  }

  /**
   * Events that still need a hand, oldest first (at most 200): ended, cancelled or postponed, or
   * upcoming past their start (the feed never started them), with markets open or suspended.
   */
  unsettledEvents() {
    return this.db
      .selectFrom('sport_event as e')
      .innerJoin('competition as c', 'c.id', 'e.competition_id')
      .innerJoin('sport as s', 's.id', 'c.sport_id')
      .innerJoin('market as m', 'm.event_id', 'e.id')
      .select([
        'e.id',
        'e.home',
        'e.away',
        'e.start_time',
        'e.status',
        's.name_tr as sport_tr',
        's.name_en as sport_en',
        'c.name_tr as competition_tr',
        'c.name_en as competition_en',
        sql<string>`count(m.id)`.as('markets'),
      ])
      .where('m.status', 'in', ['open', 'suspended'])
      .where((eb) =>
        eb.or([
          eb('e.status', 'in', ['ended', 'cancelled', 'postponed']),
          eb.and([eb('e.status', '=', 'upcoming'), eb('e.start_time', '<', sql<Date>`now()`)]),
        ]),
      )
      .groupBy([
        'e.id',
        'e.home',
        'e.away',
        'e.start_time',
        'e.status',
        's.name_tr',
        's.name_en',
        'c.name_tr',
        'c.name_en',
      ])
      .orderBy('e.start_time')
      .orderBy('e.id')
      .limit(200)
      .execute();
  }

  /** One page of the bets with a leg on the event (any status), newest first, and the total. */
  async eventBets(eventId: number, skip: number, take: number) {
    const onEvent = this.db
      .selectFrom('sport_bet_leg')
      .select('bet_id')
      .where('event_id', '=', eventId);
    const base = this.db.selectFrom('sport_bet as b').where('b.id', 'in', onEvent);
    const bets = await base
      .innerJoin('player as p', 'p.id', 'b.player_id')
      .selectAll('b')
      .select('p.username')
      .orderBy('b.placed_at', 'desc')
      .orderBy('b.id', 'desc')
      .offset(skip)
      .limit(take)
      .execute();
    const count = await base
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const legs: LegRow[] = bets.length
      ? await this.db
          .selectFrom('sport_bet_leg')
          .selectAll()
          .where(
            'bet_id',
            'in',
            bets.map((b) => b.id),
          )
          .orderBy('id')
          .execute()
      : [];
    return { bets: bets as (BetRow & { username: string })[], legs, total: Number(count.n) };
  }

  /** The statuses of an event's markets (the audit's before and after of a suspension). */
  async marketStatuses(eventId: number): Promise<Record<number, string>> {
    const rows = await this.db
      .selectFrom('market')
      .select(['id', 'status'])
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.id, r.status]));
  }
}
