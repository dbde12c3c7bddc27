import {
  sql,
  type ColumnType,
  type Generated,
  type Kysely,
  type Selectable,
  type Transaction,
} from 'kysely';
import type { NotificationType } from '@oyna/contracts';
import type { CreatedAt, Database } from '../../db/schema';

/** Row type of migration 0020 (kept beside its only queries). */
export interface NotificationTable {
  id: Generated<number>;
  player_id: number;
  type: NotificationType;
  title: string;
  note: string;
  created_at: CreatedAt;
  read_at: ColumnType<Date | null, never, string | null>;
  /** Null until pushed live (migration 0021): a staged notification waits for `flush`. */
  pushed_at: ColumnType<Date | null, never, string | null>;
}

declare module '../../db/schema' {
  interface Database {
    notification: NotificationTable;
  }
}

export type NotificationRow = Selectable<NotificationTable>;

export interface NewNotification {
  type: NotificationType;
  title: string;
  note: string;
}

type Db = Kysely<Database>;

export class NotificationQueries {
  constructor(private readonly db: Db) {}

  /** spec §7: newest first, a page of `take` after `skip`. */
  list(playerId: number, skip: number, take: number): Promise<NotificationRow[]> {
    return this.db
      .selectFrom('notification')
      .selectAll()
      .where('player_id', '=', playerId)
      .orderBy('id', 'desc')
      .offset(skip)
      .limit(take)
      .execute();
  }

  /** Marks one of the player's notifications read; false when it is not theirs or absent. */
  async markRead(playerId: number, id: number): Promise<boolean> {
    const row = await this.db
      .updateTable('notification')
      .set({ read_at: sql<string>`coalesce(read_at, now())` })
      .where('id', '=', id)
      .where('player_id', '=', playerId)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Stores one notification, unpushed; in the caller's transaction when given one. */
  insertForPlayer(
    playerId: number,
    n: NewNotification,
    trx: Transaction<Database> | Db = this.db,
  ): Promise<NotificationRow> {
    return trx
      .insertInto('notification')
      .values({ player_id: playerId, ...n })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** One row per player, in one statement (ops broadcast). */
  insertForAll(n: NewNotification): Promise<NotificationRow[]> {
    return this.db
      .insertInto('notification')
      .columns(['player_id', 'type', 'title', 'note'])
      .expression((eb) =>
        eb
          .selectFrom('player')
          .select([
            'player.id',
            sql<number>`${n.type}::smallint`.as('type'),
            sql<string>`${n.title}::text`.as('title'),
            sql<string>`${n.note}::text`.as('note'),
          ])
          // LCCP 3.5: no broadcast reaches a player on a time-out or self-excluded (an exclusion
          // lasts until the player asked after its end and 24 hours passed).
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('protection_state as ps')
                  .select('ps.player_id')
                  .whereRef('ps.player_id', '=', 'player.id')
                  .where(
                    sql<boolean>`ps.block_kind is not null and (ps.block_until > now() or (ps.block_kind = 'exclusion' and (ps.end_requested_at is null or ps.end_requested_at + interval '24 hours' > now())))`,
                  ),
              ),
            ),
          ),
      )
      .returningAll()
      .execute();
  }

  /**
   * Claims up to `limit` unpushed notifications in one statement (marking them pushed), so two
   * flushes — two replicas, or a flush racing the sweeper — never push one twice. SKIP LOCKED
   * lets them share the work instead of waiting on each other.
   */
  claimUnpushed(limit: number): Promise<NotificationRow[]> {
    return this.db
      .updateTable('notification')
      .set({ pushed_at: sql<string>`now()` })
      .where(
        'id',
        'in',
        this.db
          .selectFrom('notification')
          .select('id')
          .where('pushed_at', 'is', null)
          .orderBy('id')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();
  }

  async playerIdByUsername(username: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('player')
      .select('id')
      .where('username_key', '=', username.trim().toLowerCase())
      .executeTakeFirst();
    return row?.id;
  }
}
