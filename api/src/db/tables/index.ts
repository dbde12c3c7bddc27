import type { BackofficeTables } from './backoffice';
import type { CasinoTables } from './casino';
import type { ClusterTables } from './cluster';
import type { CmsTables } from './cms';
import type { IdentityTables } from './identity';
import type { NotificationTables } from './notifications';
import type { PaymentsTables } from './payments';
import type { ProtectionTables } from './protection';
import type { SportsTables } from './sports';
import type { StaffTables } from './staff';
import type { WalletTables } from './wallet';

/**
 * Row types of the database, as Kysely sees them: one file per domain, one `Database` here. They
 * never leave the queries layer: services map them to the wire shapes of @oyna/contracts, and a
 * query's row type is `Selectable<XTable>` of its table, never a hand-written copy.
 */
export interface Database
  extends
    CmsTables,
    IdentityTables,
    ProtectionTables,
    WalletTables,
    CasinoTables,
    PaymentsTables,
    NotificationTables,
    SportsTables,
    StaffTables,
    BackofficeTables,
    ClusterTables {}

export type * from './common';
export type * from './cms';
export type * from './identity';
export type * from './protection';
export type * from './wallet';
export type * from './casino';
export type * from './payments';
export type * from './notifications';
export type * from './sports';
export type * from './staff';
export type * from './backoffice';
export type * from './cluster';
