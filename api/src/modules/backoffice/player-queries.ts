import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { PlayerNoteTable, PlayerTable, SessionTable } from '../../db/tables';

type Trx = Transaction<Database>;
export type DeskPlayerRow = Omit<Selectable<PlayerTable>, 'password_hash'>;
export type NoteRow = Selectable<PlayerNoteTable>;
export type SessionRow = Selectable<SessionTable>;

/** A page of rows and how many there are in all. */
export interface Paged<T> {
  rows: T[];
  total: number;
}

const PLAYER_COLUMNS = [
  'id',
  'usercode',
  'username',
  'username_key',
  'email',
  'email_key',
  'personal_no',
  'name',
  'surname',
  'phone',
  'sms_verified',
  'country_id',
  'currency_id',
  'birth_date',
  'ref_id',
  'created_at',
  'password_changed_at',
  'locked_at',
  'lock_reason',
  'locked_by',
] as const;

/** The tables of a player profile's lists, each keyed by the player in `player_id`. */
type PlayerList =
  | 'ledger_entry'
  | 'payment'
  | 'sport_bet'
  | 'casino_round'
  | 'session'
  | 'player_bonus'
  | 'player_note';

/** `%` and `_` typed in a search match themselves (LIKE's escape is the backslash). */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;

/** SQL of the back office's player desk (modules/backoffice/players.ts). */
export class PlayerDeskQueries {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** Username or e-mail starting with `q` (any case), or phone, TC No or user code equal to it. */
  async search(q: string, skip: number, take: number): Promise<Paged<DeskPlayerRow>> {
    const key = likePrefix(q.toLowerCase());
    const digits = q.replace(/\D/g, '');
    const base = this.db.selectFrom('player').where((eb) =>
      eb.or([
        eb('username_key', 'like', key),
        eb('email_key', 'like', key),
        eb('personal_no', '=', q),
        eb('usercode', '=', q.toUpperCase()),
        // Phones are stored with the country code (90…); a desk types them with or without it.
        ...(digits.length >= 4
          ? [eb('phone', 'in', digits.length === 10 ? [digits, `90${digits}`] : [digits])]
          : []),
      ]),
    );
    const [rows, count] = await Promise.all([
      base.select(PLAYER_COLUMNS).orderBy('id', 'desc').offset(skip).limit(take).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  player(id: number): Promise<DeskPlayerRow | undefined> {
    return this.db
      .selectFrom('player')
      .select(PLAYER_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  wallet(playerId: number) {
    return this.db
      .selectFrom('wallet')
      .select(['balance_minor', 'bonus_minor'])
      .where('player_id', '=', playerId)
      .executeTakeFirst();
  }

  protection(playerId: number) {
    return Promise.all([
      this.db
        .selectFrom('protection_state')
        .selectAll()
        .where('player_id', '=', playerId)
        .executeTakeFirst(),
      this.db.selectFrom('deposit_limit').selectAll().where('player_id', '=', playerId).execute(),
    ]);
  }

  async openSessions(playerId: number): Promise<number> {
    const row = await this.db
      .selectFrom('session')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('player_id', '=', playerId)
      .where('ended_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  // ── a profile's lists, newest first ──────────────────────────────────────────────────────

  ledger(playerId: number, skip: number, take: number) {
    return this.newestFirst('ledger_entry', playerId, skip, take);
  }

  payments(playerId: number, skip: number, take: number) {
    return this.page(
      'payment',
      playerId,
      skip,
      take,
      this.db
        .selectFrom('payment as p')
        .innerJoin('payment_method as m', 'm.id', 'p.method_id')
        .selectAll('p')
        .select('m.code as method')
        .where('p.player_id', '=', playerId)
        .orderBy('p.id', 'desc'),
    );
  }

  async bets(playerId: number, skip: number, take: number) {
    const { rows, total } = await this.newestFirst('sport_bet', playerId, skip, take);
    const legs =
      rows.length === 0
        ? []
        : await this.db
            .selectFrom('sport_bet_leg')
            .selectAll()
            .where(
              'bet_id',
              'in',
              rows.map((r) => r.id),
            )
            .orderBy('id')
            .execute();
    return { rows, legs, total };
  }

  rounds(playerId: number, skip: number, take: number) {
    return this.newestFirst('casino_round', playerId, skip, take);
  }

  sessions(playerId: number, skip: number, take: number): Promise<Paged<SessionRow>> {
    return this.page(
      'session',
      playerId,
      skip,
      take,
      this.db
        .selectFrom('session')
        .selectAll()
        .where('player_id', '=', playerId)
        .orderBy('created_at', 'desc')
        .orderBy('id'),
    );
  }

  bonuses(playerId: number, skip: number, take: number) {
    return this.newestFirst('player_bonus', playerId, skip, take);
  }

  notes(playerId: number, skip: number, take: number): Promise<Paged<NoteRow>> {
    return this.newestFirst('player_note', playerId, skip, take);
  }

  /** A page of one of the player's lists, every column, newest (highest id) first. */
  private newestFirst<T extends PlayerList>(
    table: T,
    playerId: number,
    skip: number,
    take: number,
  ): Promise<Paged<Selectable<Database[T]>>> {
    // Kysely types a query over a table named by a type parameter as over all of them; the rows
    // of `selectAll()` from `table` are its own.
    const rows = this.db
      .selectFrom(table as PlayerList)
      .selectAll()
      .where('player_id', '=', playerId)
      .orderBy('id', 'desc');
    return this.page(table, playerId, skip, take, rows) as Promise<Paged<Selectable<Database[T]>>>;
  }

  /**
   * A page of one of the player's lists (`rows`: the list's query, its columns and order; the page's
   * offset and limit are added here) and how many rows the list has in all, read side by side.
   */
  private async page<O>(
    table: PlayerList,
    playerId: number,
    skip: number,
    take: number,
    rows: { offset(n: number): { limit(n: number): { execute(): Promise<O[]> } } },
  ): Promise<Paged<O>> {
    const [list, count] = await Promise.all([
      rows.offset(skip).limit(take).execute(),
      this.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('player_id', '=', playerId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: list, total: Number(count.n) };
  }

  // ── actions ──────────────────────────────────────────────────────────────────────────────

  addNote(note: { player_id: number; author: string; staff_id: number | null; text: string }) {
    return this.db.insertInto('player_note').values(note).returningAll().executeTakeFirstOrThrow();
  }

  /**
   * Locks the player in one statement (only if not locked: a second lock changes nothing and
   * answers undefined). The update takes the player row's lock, which a login's share lock waits
   * for (auth/queries.ts › lockedForLogin).
   */
  lock(trx: Trx, playerId: number, reason: string, by: string) {
    return trx
      .updateTable('player')
      .set({ locked_at: sql<string>`now()`, lock_reason: reason, locked_by: by })
      .where('id', '=', playerId)
      .where('locked_at', 'is', null)
      .returning(['id'])
      .executeTakeFirst();
  }

  /** Unlocks the player in one statement (only if locked). */
  unlock(trx: Trx, playerId: number) {
    return trx
      .updateTable('player')
      .set({ locked_at: null, lock_reason: null, locked_by: null })
      .where('id', '=', playerId)
      .where('locked_at', 'is not', null)
      .returning(['id'])
      .executeTakeFirst();
  }

  /** Ends one open session of the player in one statement; undefined if it is not one. */
  endSession(playerId: number, sessionId: string): Promise<SessionRow | undefined> {
    return this.db
      .updateTable('session')
      .set({ ended_at: sql<string>`now()`, end_reason: 'ended by staff' })
      .where('id', '=', sessionId)
      .where('player_id', '=', playerId)
      .where('ended_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }
}
