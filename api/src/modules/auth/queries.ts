import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { PLAYER_COLUMNS } from '../../platform/players';

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

/**
 * Registration and the country list: the SQL of the auth domain beyond the player rows and
 * sessions every identity domain shares (platform/players.ts, platform/sessions.ts).
 */
export class AuthQueries {
  constructor(private readonly db: Kysely<Database>) {}

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
      .returning(PLAYER_COLUMNS)
      .executeTakeFirstOrThrow();
  }

  /**
   * Whether staff locked the player (migration 0110), read under a share lock of the player row
   * in the transaction that opens the session: a lock committing meanwhile waits for it and then
   * ends that session too (modules/backoffice › lock).
   */
  async lockedForLogin(trx: Transaction<Database>, playerId: number): Promise<boolean> {
    const row = await trx
      .selectFrom('player')
      .select('locked_at')
      .where('id', '=', playerId)
      .forShare()
      .executeTakeFirst();
    return row?.locked_at != null;
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
}
