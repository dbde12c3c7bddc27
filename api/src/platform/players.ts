import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The columns of a player the identity calls read. */
export const PLAYER_COLUMNS = [
  'id',
  'username',
  'usercode',
  'email',
  'phone',
  'sms_verified',
  'password_hash',
] as const;

/**
 * The player rows every identity domain reads (auth, customer, bonus) and the one write they
 * share, the password. Registration's own SQL stays in modules/auth/queries.ts.
 */
export class Players {
  constructor(private readonly db: Kysely<Database>) {}

  byUsername(username: string) {
    return this.db
      .selectFrom('player')
      .select(PLAYER_COLUMNS)
      .where('username_key', '=', username.toLowerCase())
      .executeTakeFirst();
  }

  byId(id: number) {
    return this.db
      .selectFrom('player')
      .select(PLAYER_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async setPassword(trx: Transaction<Database>, playerId: number, passwordHash: string) {
    await trx
      .updateTable('player')
      .set({ password_hash: passwordHash, password_changed_at: sql<string>`now()` })
      .where('id', '=', playerId)
      .execute();
  }
}
