import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { BonusRequestTable, Database, PlayerBonusTable } from '../../../db/schema';

/** A granted bonus with what its claim request (if any) said. */
export type PlayerBonusListRow = Selectable<PlayerBonusTable> & {
  requested_at: Date | null;
  decided_at: Date | null;
  note: string | null;
};

/** One entry of the bonuses list: a granted bonus, or a request that has no bonus (yet). */
export interface BonusListKey {
  type: 'bonus' | 'request';
  id: number;
}

/**
 * SQL of the bonuses list (spec §2 /dashboard/bonuses, spec §3 bonus statuses): the player's
 * granted bonuses of every source (trial, claim, grant) and the requests that have not become
 * one — pending, rejected, or approved before bonus money was kept apart. Every query names the
 * player: a player reads only their own rows.
 */
export class PlayerBonusQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Runs `work` in one database transaction (committed when it resolves). */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The union of bonuses and bonus-less requests, newest first, for `player`. */
  private union(playerId: number) {
    const bonuses = this.db
      .selectFrom('player_bonus')
      .where('player_id', '=', playerId)
      .select([sql<'bonus' | 'request'>`'bonus'`.as('type'), 'id', 'granted_at as at']);
    const requests = this.db
      .selectFrom('bonus_request as r')
      .where('r.player_id', '=', playerId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('player_bonus as b').select('b.id').whereRef('b.request_id', '=', 'r.id'),
          ),
        ),
      )
      .select([sql<'bonus' | 'request'>`'request'`.as('type'), 'r.id', 'r.requested_at as at']);
    return bonuses.unionAll(requests);
  }

  async page(playerId: number, skip: number, take: number): Promise<BonusListKey[]> {
    return this.db
      .selectFrom(this.union(playerId).as('u'))
      .select(['u.type', 'u.id'])
      .orderBy('u.at', 'desc')
      .orderBy('u.id', 'desc')
      .offset(skip)
      .limit(take)
      .execute();
  }

  async count(playerId: number): Promise<number> {
    const row = await this.db
      .selectFrom(this.union(playerId).as('u'))
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Granted bonuses of `playerId` by id, with their requests' times and note. */
  async bonuses(
    playerId: number,
    ids: number[],
    db: Kysely<Database> | Transaction<Database> = this.db,
  ): Promise<PlayerBonusListRow[]> {
    if (ids.length === 0) return [];
    return db
      .selectFrom('player_bonus as b')
      .leftJoin('bonus_request as r', 'r.id', 'b.request_id')
      .where('b.player_id', '=', playerId)
      .where('b.id', 'in', ids)
      .selectAll('b')
      .select(['r.requested_at', 'r.decided_at', 'r.note'])
      .execute();
  }

  async requests(playerId: number, ids: number[]): Promise<Selectable<BonusRequestTable>[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('bonus_request')
      .where('player_id', '=', playerId)
      .where('id', 'in', ids)
      .selectAll()
      .execute();
  }

  /** The bonus money in the player's wallet now (the active bonus's balance). */
  async bonusMinor(playerId: number): Promise<number> {
    const row = await this.db
      .selectFrom('wallet')
      .where('player_id', '=', playerId)
      .select('bonus_minor')
      .executeTakeFirst();
    return Number(row?.bonus_minor ?? 0);
  }

  /** The player's bonus `id` (any status), or undefined when it is not theirs. */
  async ownBonus(
    playerId: number,
    id: number,
    db: Kysely<Database> | Transaction<Database> = this.db,
  ) {
    return db
      .selectFrom('player_bonus')
      .where('player_id', '=', playerId)
      .where('id', '=', id)
      .select(['id', 'status'])
      .executeTakeFirst();
  }

  /** The player's active bonus that still holds money, if any (committed read, for messages). */
  async activeWithMoney(
    playerId: number,
  ): Promise<{ id: number; bonus_minor: number } | undefined> {
    const row = await this.db
      .selectFrom('player_bonus as b')
      .innerJoin('wallet as w', 'w.player_id', 'b.player_id')
      .where('b.player_id', '=', playerId)
      .where('b.status', '=', 'active')
      .where('w.bonus_minor', '>', 0)
      .select(['b.id', 'w.bonus_minor'])
      .executeTakeFirst();
    return row ? { id: row.id, bonus_minor: Number(row.bonus_minor) } : undefined;
  }
}
