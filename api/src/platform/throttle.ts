import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ThrottleState {
  /** Hits counted in the current window (after this one, for `hit`). */
  hits: number;
  /** Seconds until the current window ends and the count starts again. */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in the database, so that every api replica sees the same counts
 * (api/README.md › Identity: login and recovery throttled per username and per IP). A window always ends, so a
 * throttle can never become a lock-out that an attacker keeps alive beyond one window of silence.
 */
export class Throttle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly windowSeconds: number,
  ) {}

  /** Start of the current window (typed for insert as text, for comparison as a timestamp). */
  private windowStart<T extends string | Date>() {
    const w = this.windowSeconds;
    return sql<T>`to_timestamp(floor(extract(epoch from now()) / ${w}) * ${w})`;
  }

  private retryAfter() {
    return sql<number>`greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => ${this.windowSeconds}) - now()))))::int`;
  }

  /** Counts one hit for `key`. */
  async hit(key: string): Promise<ThrottleState> {
    const row = await this.db
      .insertInto('throttle_hit')
      .values({ key, window_start: this.windowStart<string>(), hits: 1 })
      .onConflict((oc) =>
        oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql`throttle_hit.hits + 1` }),
      )
      .returning(['hits', this.retryAfter().as('retry')])
      .executeTakeFirstOrThrow();
    // Earlier windows of this key are history; keep the table small.
    await this.db
      .deleteFrom('throttle_hit')
      .where('key', '=', key)
      .where('window_start', '<', this.windowStart<Date>())
      .execute();
    return { hits: row.hits, retryAfterSeconds: row.retry };
  }

  /** The current count for `key` without counting. */
  async peek(key: string): Promise<ThrottleState> {
    const row = await this.db
      .selectFrom('throttle_hit')
      .select(['hits', this.retryAfter().as('retry')])
      .where('key', '=', key)
      .where('window_start', '=', this.windowStart<Date>())
      .executeTakeFirst();
    return row
      ? { hits: row.hits, retryAfterSeconds: row.retry }
      : { hits: 0, retryAfterSeconds: 0 };
  }

  /** Takes back one hit of the current window (a try that turned out not to count). */
  async undo(key: string): Promise<void> {
    await this.db
      .updateTable('throttle_hit')
      .set({ hits: sql`greatest(hits - 1, 0)` })
      .where('key', '=', key)
      .where('window_start', '=', this.windowStart<Date>())
      .execute();
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('throttle_hit').where('key', '=', key).execute();
  }
}
