import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export interface NewPlayer {
  username: string;
  email: string;
  personalNo: string;
  name: string;
  surname: string;
  phone: string;
  countryId: number;
  currencyId: number;
  birthDate: string;
  refId: number | null;
  passwordHash: string;
}

export interface SessionMeta {
  fingerprint: string;
  userAgent: string;
  ip: string;
}

const playerColumns = [
  'id',
  'username',
  'usercode',
  'email',
  'phone',
  'sms_verified',
  'password_hash',
] as const;

/** Players, sessions and countries: all SQL of the identity domain. */
export class AuthQueries {
  constructor(readonly db: Kysely<Database>) {}

  playerByUsername(username: string) {
    return this.db
      .selectFrom('player')
      .select(playerColumns)
      .where('username_key', '=', username.toLowerCase())
      .executeTakeFirst();
  }

  playerById(id: number) {
    return this.db
      .selectFrom('player')
      .select(playerColumns)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Which of the unique fields are already taken (for a clear message before inserting). */
  async taken(p: Pick<NewPlayer, 'username' | 'email' | 'personalNo'>) {
    const rows = await this.db
      .selectFrom('player')
      .select(['username_key', 'email_key', 'personal_no'])
      .where((eb) =>
        eb.or([
          eb('username_key', '=', p.username.toLowerCase()),
          eb('email_key', '=', p.email.toLowerCase()),
          eb('personal_no', '=', p.personalNo),
        ]),
      )
      .execute();
    return {
      username: rows.some((r) => r.username_key === p.username.toLowerCase()),
      email: rows.some((r) => r.email_key === p.email.toLowerCase()),
      personalNo: rows.some((r) => r.personal_no === p.personalNo),
    };
  }

  async insertPlayer(trx: Transaction<Database>, p: NewPlayer) {
    return trx
      .insertInto('player')
      .values({
        username: p.username,
        username_key: p.username.toLowerCase(),
        email: p.email,
        email_key: p.email.toLowerCase(),
        personal_no: p.personalNo,
        name: p.name,
        surname: p.surname,
        phone: p.phone,
        country_id: p.countryId,
        currency_id: p.currencyId,
        birth_date: p.birthDate,
        ref_id: p.refId,
        password_hash: p.passwordHash,
      })
      .returning(playerColumns)
      .executeTakeFirstOrThrow();
  }

  async setPassword(trx: Transaction<Database>, playerId: number, passwordHash: string) {
    await trx
      .updateTable('player')
      .set({ password_hash: passwordHash, password_changed_at: sql<string>`now()` })
      .where('id', '=', playerId)
      .execute();
  }

  countryExists(id: number) {
    return this.db.selectFrom('country').select('id').where('id', '=', id).executeTakeFirst();
  }

  countries(locale: string) {
    return this.db
      .selectFrom('country as c')
      .innerJoin('country_i18n as ci', 'ci.country_id', 'c.id')
      .select(['c.id', 'ci.name'])
      .where('ci.locale', '=', locale)
      .execute();
  }

  async insertSession(
    db: Kysely<Database> | Transaction<Database>,
    id: string,
    playerId: number,
    meta: SessionMeta,
  ) {
    await db
      .insertInto('session')
      .values({
        id,
        player_id: playerId,
        fingerprint: meta.fingerprint,
        user_agent: meta.userAgent,
        ip: meta.ip,
      })
      .execute();
  }

  /** A live session and whether its last-seen time is older than `staleSeconds`. */
  liveSession(id: string, staleSeconds: number) {
    return this.db
      .selectFrom('session')
      .select([
        'id',
        'player_id',
        sql<boolean>`last_seen_at < now() - make_interval(secs => ${staleSeconds})`.as('stale'),
      ])
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
  }

  async touchSession(id: string) {
    await this.db
      .updateTable('session')
      .set({ last_seen_at: sql<string>`now()` })
      .where('id', '=', id)
      .execute();
  }

  async endSession(id: string, reason: string) {
    await this.db
      .updateTable('session')
      .set({ ended_at: sql<string>`now()`, end_reason: reason })
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .execute();
  }

  async endPlayerSessions(
    db: Kysely<Database> | Transaction<Database>,
    playerId: number,
    reason: string,
  ) {
    await db
      .updateTable('session')
      .set({ ended_at: sql<string>`now()`, end_reason: reason })
      .where('player_id', '=', playerId)
      .where('ended_at', 'is', null)
      .execute();
  }
}
