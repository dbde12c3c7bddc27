import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The reads behind gauges computed at each scrape (docs/ops.md › Metrics and traces): cheap,
 * read-only, on an index.
 */
export class MetricsQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * When the oldest withdrawal still waiting for a decision was asked (payment_status_created:
   * status, created_at), or undefined when none waits.
   */
  async oldestPendingWithdrawal(): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('payment')
      .select('created_at')
      .where('status', 'in', ['Created', 'Pending'])
      .where('direction', '=', 2)
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    return row ? new Date(row.created_at) : undefined;
  }
}
