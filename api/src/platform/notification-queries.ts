import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { NotificationType } from '@oyna/contracts';
import type { Database, MessageValues, NotificationTable, NotificationTexts } from '../db/schema';

export type { MessageValues, NotificationTable, NotificationTexts };

export type NotificationRow = Selectable<NotificationTable>;

/**
 * A notification to store: title and note as written now (the language it was made in, kept for
 * old clients), with either the message ids they were made from and their values, or an
 * operator's texts per language.
 */
export interface NewNotification {
  type: NotificationType;
  title: string;
  note: string;
  titleId?: string;
  noteId?: string;
  values?: MessageValues;
  texts?: NotificationTexts;
}

function columnsOf(n: NewNotification) {
  return {
    type: n.type,
    title: n.title,
    note: n.note,
    title_id: n.titleId ?? null,
    note_id: n.noteId ?? null,
    message_values: JSON.stringify(n.values ?? {}),
    texts: n.texts ? JSON.stringify(n.texts) : null,
  };
}

type Db = Kysely<Database>;

/**
 * A protection_state row (`ps`) of a player under a break: a time-out or self-exclusion in force
 * (an exclusion lasts until the player asked after its end and 24 hours passed).
 */
const ON_BREAK = sql<boolean>`ps.block_kind is not null and (ps.block_until > now() or (ps.block_kind = 'exclusion' and (ps.end_requested_at is null or ps.end_requested_at + interval '24 hours' > now())))`;

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
      .values({ player_id: playerId, ...columnsOf(n) })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Stores one notification unless the player is under a break (a time-out or self-exclusion
   * still in force), in one statement: a break that starts meanwhile cannot be missed.
   * Undefined when the player is on a break.
   */
  insertForPlayerOffBreak(
    playerId: number,
    n: NewNotification,
  ): Promise<NotificationRow | undefined> {
    return this.insertOffBreak(n, playerId).executeTakeFirst();
  }

  /** One row per player, in one statement (ops broadcast). */
  insertForAll(n: NewNotification): Promise<NotificationRow[]> {
    return this.insertOffBreak(n).execute();
  }

  /** The insert of `n` for one player, or for every player, of those not under a break. */
  private insertOffBreak(n: NewNotification, playerId?: number) {
    const c = columnsOf(n);
    return this.db
      .insertInto('notification')
      .columns([
        'player_id',
        'type',
        'title',
        'note',
        'title_id',
        'note_id',
        'message_values',
        'texts',
      ])
      .expression((eb) => {
        const players =
          playerId === undefined
            ? eb.selectFrom('player')
            : eb.selectFrom('player').where('player.id', '=', playerId);
        return (
          players
            .select([
              'player.id',
              sql<number>`${c.type}::smallint`.as('type'),
              sql<string>`${c.title}::text`.as('title'),
              sql<string>`${c.note}::text`.as('note'),
              sql<string | null>`${c.title_id}::text`.as('title_id'),
              sql<string | null>`${c.note_id}::text`.as('note_id'),
              sql<string>`${c.message_values}::jsonb`.as('message_values'),
              sql<string | null>`${c.texts}::jsonb`.as('texts'),
            ])
            // LCCP 3.5: nothing sent this way reaches a player on a time-out or self-excluded (an
            // exclusion lasts until the player asked after its end and 24 hours passed).
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom('protection_state as ps')
                    .select('ps.player_id')
                    .whereRef('ps.player_id', '=', 'player.id')
                    .where(ON_BREAK),
                ),
              ),
            )
        );
      })
      .returningAll();
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
