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

  /**
   * Count-and-decide in one statement (house rule: every check-then-act on a counter is atomic):
   * the hit is counted first, and the caller may go on only when the count it got back is within
   * `limit`. Of a parallel burst exactly `limit` callers are let through, whatever the timing.
   * A caller that goes on and turns out not to need its slot (a right password, a right code)
   * gives it back with `release`.
   */
  async take(key: string, limit: number): Promise<ThrottleState & { allowed: boolean }> {
    const state = await this.hit(key);
    return { ...state, allowed: state.hits <= limit };
  }

  /** Gives back one hit taken in the current window (never below zero). */
  async release(key: string): Promise<void> {
    await this.db
      .updateTable('throttle_hit')
      .set({ hits: sql<number>`greatest(hits - 1, 0)` })
      .where('key', '=', key)
      .where('window_start', '=', this.windowStart<Date>())
      .execute();
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

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('throttle_hit').where('key', '=', key).execute();
  }
}
