import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';

/** Who holds a lease and until when (database time). */
export interface LeaseHolder {
  holder: string;
  expiresAt: Date;
  acquiredAt: Date;
}

/**
 * Leases of long-running work as rows (docs/ops.md › Many replicas › Leases): `lease(name,
 * holder, expires_at)`. Taking and renewing are one conditional upsert — the row is written only
 * when it is free, expired or already ours — so of any number of replicas trying at once exactly
 * one holds it. Every time is the database's `now()`, so replicas' clocks never disagree.
 */
export class Leases {
  constructor(
    private readonly db: Kysely<Database>,
    /** This replica (OYNA_REPLICA_ID). */
    readonly holder: string,
  ) {}

  /** Takes or renews `name` for `ttlMs`; true when this replica holds it afterwards. */
  async acquire(name: string, ttlMs: number): Promise<boolean> {
    const until = sql<string>`now() + make_interval(secs => ${ttlMs / 1000})`;
    const row = await this.db
      .insertInto('lease')
      .values({ name, holder: this.holder, expires_at: until })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet({
            holder: (eb) => eb.ref('excluded.holder'),
            expires_at: (eb) => eb.ref('excluded.expires_at'),
            // A renewal keeps the time it was taken; a takeover starts a new one.
            acquired_at: sql`case when lease.holder = excluded.holder then lease.acquired_at else now() end`,
          })
          .where((eb) =>
            eb.or([
              eb('lease.holder', '=', this.holder),
              eb('lease.expires_at', '<', sql<Date>`now()`),
            ]),
          ),
      )
      .returning('holder')
      .executeTakeFirst();
    return row?.holder === this.holder;
  }

  /** Gives `name` up at once if this replica holds it (a clean shutdown); true when it did. */
  async release(name: string): Promise<boolean> {
    const result = await this.db
      .updateTable('lease')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('name', '=', name)
      .where('holder', '=', this.holder)
      .where('expires_at', '>=', sql<Date>`now()`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The live holder of `name`, if any (ops and tests). */
  async holderOf(name: string): Promise<LeaseHolder | undefined> {
    const row = await this.db
      .selectFrom('lease')
      .select(['holder', 'expires_at', 'acquired_at'])
      .where('name', '=', name)
      .where('expires_at', '>=', sql<Date>`now()`)
      .executeTakeFirst();
    return row && { holder: row.holder, expiresAt: row.expires_at, acquiredAt: row.acquired_at };
  }
}

/** Work that runs only while its lease is held: started on taking it, stopped on losing it. */
export interface LeasedTask {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Keeps trying for one lease and runs its task while held (docs/ops.md › Many replicas › Leases).
 * Every ttl/3 it renews (or, not holding it, tries to take it). A holder that cannot renew — the
 * database refuses, errs, or does not answer — stops its task before the lease can have passed to
 * another: at once on a refusal or an error, and when a renewal hangs, two thirds of the ttl after
 * the start of its last successful one (the database's expiry is later than a full ttl after it).
 * A dead holder's lease is taken by another replica at most ttl + ttl/3 after its last renewal.
 */
export class LeaseKeeper {
  private held = false;
  private stopped = true;
  private timer: NodeJS.Timeout | undefined;
  /** Fires when the last renewal's validity runs out without a newer one. */
  private deadline: NodeJS.Timeout | undefined;
  private attempt: Promise<void> = Promise.resolve();
  /** Starts and stops of the task, one after the other. */
  private transitions: Promise<void> = Promise.resolve();

  constructor(
    private readonly options: {
      leases: Leases;
      name: string;
      ttlMs: number;
      task: LeasedTask;
      log: FastifyBaseLogger;
      /** Told on every change of holding (metrics). */
      onChange?: (held: boolean) => void;
    },
  ) {}

  get holding(): boolean {
    return this.held;
  }

  /** Starts trying; resolves after the first try (the task itself starts in the background). */
  start(): Promise<void> {
    if (!this.stopped) return this.attempt;
    this.stopped = false;
    this.options.onChange?.(false);
    this.attempt = this.tryOnce();
    return this.attempt;
  }

  /** Stops the task (if running) and releases the lease, so another replica takes it at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.attempt;
    const wasHeld = this.held;
    this.lose();
    await this.transitions;
    if (wasHeld) {
      await this.options.leases.release(this.options.name).catch((error: unknown) => {
        this.options.log.warn({ err: error, lease: this.options.name }, 'lease: release failed');
      });
    }
  }

  private async tryOnce(): Promise<void> {
    const { leases, name, ttlMs, log } = this.options;
    const startedAt = Date.now();
    let ok = false;
    try {
      ok = await leases.acquire(name, ttlMs);
    } catch (error) {
      log.warn({ err: error, lease: name }, 'lease: renewal failed');
    }
    if (this.stopped) {
      // stop() releases what this attempt may have taken.
      if (ok) this.held = true;
      return;
    }
    if (ok) {
      clearTimeout(this.deadline);
      // A third of the ttl before the database lets another take it: time for the task to stop.
      const left = startedAt + ttlMs - Math.floor(ttlMs / 3) - Date.now();
      this.deadline = setTimeout(() => this.lose(), Math.max(0, left));
      this.deadline.unref();
      if (!this.held) {
        this.held = true;
        log.info({ lease: name, holder: leases.holder }, 'lease: taken');
        this.options.onChange?.(true);
        this.transitions = this.transitions.then(() =>
          this.options.task.start().catch((error: unknown) => {
            log.error({ err: error, lease: name }, 'lease: task did not start');
          }),
        );
      }
    } else {
      this.lose();
    }
    this.timer = setTimeout(
      () => {
        this.attempt = this.tryOnce();
      },
      Math.max(1, Math.floor(ttlMs / 3)),
    );
    this.timer.unref();
  }

  private lose(): void {
    clearTimeout(this.deadline);
    if (!this.held) return;
    this.held = false;
    const { name, log } = this.options;
    log.warn({ lease: name }, 'lease: lost or given up; stopping its task');
    this.options.onChange?.(false);
    this.transitions = this.transitions.then(() =>
      this.options.task.stop().catch((error: unknown) => {
        log.error({ err: error, lease: name }, 'lease: task did not stop');
      }),
    );
  }
}
