import type { HealthData, HealthLiveData, HealthReadyData } from '@oyna/contracts';
import type { DatabaseHandle } from '../../db/database';

/** What readiness reads besides the database, each without I/O of its own. */
export interface ReadinessSources {
  /** The start-up migrations are applied (plugins/db.ts). */
  migrationsDone(): boolean;
  /** The notify bus's Redis: `none` without REDIS_URL (modules/notify/bus.ts). */
  redis(): HealthReadyData['redis'];
}

/**
 * Whether this replica can serve (docs/ops.md › Health and shutdown): `check` for the old
 * `health` call, `live` and `ready` for the probes, and the draining flag a shutdown sets.
 */
export class HealthService {
  private drainingNow = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly sources: ReadinessSources,
  ) {}

  /** A SIGTERM or SIGINT arrived: readiness answers 503 from now on, so traffic goes elsewhere. */
  drain(): void {
    this.drainingNow = true;
  }

  get draining(): boolean {
    return this.drainingNow;
  }

  async check(): Promise<HealthData> {
    const up = await this.database.ping();
    return {
      status: up ? 'ok' : 'unavailable',
      database: up ? 'up' : 'down',
      databaseKind: this.database.kind,
      uptimeSeconds: uptimeSeconds(),
    };
  }

  /** The process answers at all: nothing else is asked, so a slow database never restarts it. */
  live(): HealthLiveData {
    return { status: 'ok', uptimeSeconds: uptimeSeconds() };
  }

  /**
   * Ready for traffic: the database answers, migrations are applied, not draining. Redis is
   * reported only — a Redis outage hits every replica alike, and taking them all out of
   * rotation would serve nobody (each still serves its own sockets and the database).
   */
  async ready(): Promise<HealthReadyData> {
    const database = await this.database.ping();
    const migrations = this.sources.migrationsDone();
    const draining = this.drainingNow;
    return {
      status: database && migrations && !draining ? 'ok' : 'unavailable',
      database: database ? 'up' : 'down',
      databaseKind: this.database.kind,
      migrations: migrations ? 'done' : 'pending',
      draining,
      redis: this.sources.redis(),
      uptimeSeconds: uptimeSeconds(),
    };
  }
}

function uptimeSeconds(): number {
  return Math.floor(process.uptime());
}
