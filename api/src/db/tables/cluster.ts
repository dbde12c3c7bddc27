import type { ColumnType } from 'kysely';
import type { Timestamp } from './common';

/** A lease of long-running background work (migration 0130; platform/lease.ts). */
export interface LeaseTable {
  name: string;
  /** The replica holding it (OYNA_REPLICA_ID). */
  holder: string;
  /** Past this, any replica may take it. */
  expires_at: Timestamp;
  /** When the current holder took it (kept while it renews). */
  acquired_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ClusterTables {
  lease: LeaseTable;
}
