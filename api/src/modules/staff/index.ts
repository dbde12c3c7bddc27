// The back office's staff identity as other modules see it: a module reaches another only
// through its index.
export type { AdminActor, AuditDetail } from './staff-records';
export { csvField } from './audit-log';
export { STAFF_CALL_ROLES, roleAllows } from './roles';
export { DEV_OWNER } from './seed';
export { OwnerRecovery } from './owner-recovery';
export { default as staffModule } from './plugin';
