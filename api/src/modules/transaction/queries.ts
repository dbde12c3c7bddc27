import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** SQL of the transaction domain (spec §7: the top-winners list). */
export class TransactionQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** The biggest wins of slots (isLive false) or the live casino, largest first. */
  topWinners(isLive: boolean, count: number) {
    return this.db
      .selectFrom('top_winner')
      .select(['game', 'name', 'amount_minor', 'currency_symbol', 'image'])
      .where('is_live', '=', isLive)
      .orderBy('amount_minor', 'desc')
      .orderBy('id')
      .limit(count)
      .execute();
  }
}
