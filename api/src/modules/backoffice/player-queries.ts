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

  private async count(
    table: 'ledger_entry' | 'payment' | 'sport_bet' | 'casino_round' | 'session' | 'player_bonus',
    playerId: number,
  ): Promise<number> {
    const row = await this.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async ledger(playerId: number, skip: number, take: number) {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('ledger_entry')
        .selectAll()
        .where('player_id', '=', playerId)
        .orderBy('id', 'desc')
        .offset(skip)
        .limit(take)
        .execute(),
      this.count('ledger_entry', playerId),
    ]);
    return { rows, total };
  }

  async payments(playerId: number, skip: number, take: number) {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('payment as p')
        .innerJoin('payment_method as m', 'm.id', 'p.method_id')
        .selectAll('p')
        .select('m.code as method')
        .where('p.player_id', '=', playerId)
        .orderBy('p.id', 'desc')
        .offset(skip)
        .limit(take)
        .execute(),
      this.count('payment', playerId),
    ]);
    return { rows, total };
  }

  async bets(playerId: number, skip: number, take: number) {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('sport_bet')
        .selectAll()
        .where('player_id', '=', playerId)
        .orderBy('id', 'desc')
        .offset(skip)
        .limit(take)
        .execute(),
      this.count('sport_bet', playerId),
    ]);
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

  async rounds(playerId: number, skip: number, take: number) {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('casino_round')
        .selectAll()
        .where('player_id', '=', playerId)
        .orderBy('id', 'desc')
        .offset(skip)
        .limit(take)
        .execute(),
      this.count('casino_round', playerId),
    ]);
    return { rows, total };
  }

  async sessions(playerId: number, skip: number, take: number): Promise<Paged<SessionRow>> {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('session')
        .selectAll()
        .where('player_id', '=', playerId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .offset(skip)
        .limit(take)
        .execute(),
      this.count('session', playerId),
    ]);
    return { rows, total };
  }

  async bonuses(playerId: number, skip: number, take: number) {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('player_bonus')
        .selectAll()
        .where('player_id', '=', playerId)
        .orderBy('id', 'desc')
        .offset(skip)
        .limit(take)
        .execute(),
      this.count('player_bonus', playerId),
    ]);
    return { rows, total };
  }

  async notes(playerId: number, skip: number, take: number): Promise<Paged<NoteRow>> {
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom('player_note')
        .selectAll()
        .where('player_id', '=', playerId)
        .orderBy('id', 'desc')
        .offset(skip)
        .limit(take)
        .execute(),
      this.db
        .selectFrom('player_note')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('player_id', '=', playerId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
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
