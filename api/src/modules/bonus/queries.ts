import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** SQL of the bonus domain. */
export class BonusQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Runs `work` in one database transaction (committed when it resolves). */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The trial bonus the site offers now, in kuruş (0: none). */
  async trialBonusMinor(): Promise<number> {
    const row = await this.db
      .selectFrom('site_settings')
      .select('trial_bonus_minor')
      .executeTakeFirst();
    return row?.trial_bonus_minor ?? 0;
  }
}
