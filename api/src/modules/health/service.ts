import type { HealthData } from '@oyna/contracts';
import type { DatabaseHandle } from '../../db/database';

/** Whether this replica can serve: its database answers. */
export class HealthService {
  constructor(private readonly database: DatabaseHandle) {}

  async check(): Promise<HealthData> {
    const up = await this.database.ping();
    return {
      status: up ? 'ok' : 'unavailable',
      database: up ? 'up' : 'down',
      databaseKind: this.database.kind,
      uptimeSeconds: Math.floor(process.uptime()),
    };
  }
}
