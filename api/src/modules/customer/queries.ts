import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The player's own data that the account screens change. */
export class CustomerQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Whether another player has verified this number. */
  async phoneVerifiedElsewhere(playerId: number, phone: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('player')
      .select('id')
      .where('phone', '=', phone)
      .where('sms_verified', '=', true)
      .where('id', '!=', playerId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async setVerifiedPhone(playerId: number, phone: string): Promise<void> {
    await this.db
      .updateTable('player')
      .set({ phone, sms_verified: true })
      .where('id', '=', playerId)
      .execute();
  }
}
