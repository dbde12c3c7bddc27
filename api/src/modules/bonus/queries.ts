import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** SQL of the bonus domain. */
export class BonusQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** The trial bonus the site offers now, in kuruş (0: none). */
  async trialBonusMinor(): Promise<number> {
    const row = await this.db
      .selectFrom('site_settings')
      .select('trial_bonus_minor')
      .executeTakeFirst();
    return row?.trial_bonus_minor ?? 0;
  }
}
