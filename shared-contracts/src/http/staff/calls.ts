import { endpoint, type CallsOf, type NoPayload } from '../endpoint-def';
import type {
  AuditCsv,
  AuditExport,
  AuditPage,
  AuditQuery,
  RecoveryCodes,
  RemoteChange,
  RemoteChangeRecorded,
  STAFF_REQUEST_SCHEMAS,
  StaffCreate,
  StaffDisable,
  StaffIdRequest,
  StaffLogin,
  StaffMember,
  StaffPasswordReset,
  StaffRoleChange,
  StaffSelf,
  StaffSession,
  StaffTokenCreate,
  StaffTokenCreated,
  StaffTokenInfo,
  StaffTotpConfirm,
  TotpEnrolment,
} from './schemas';

/**
 * The back office's own calls: staff login (public), the logged-in staff member's calls (behind
 * the admin guard, open to every role), staff and machine-token management (owner) and the audit
 * log (owner, auditor), into which the remotes CLI records each release switch (owner). Roles per call: api/src/modules/staff/roles.ts.
 */
export const STAFF_CALLS = {
  staffLogin: endpoint<StaffLogin, StaffSession>().post('staff/login', 'public'),
  staffLogout: endpoint<NoPayload, null>().post('staff/logout', 'admin'),
  staffMe: endpoint<NoPayload, StaffSelf>().get('staff/me', 'admin'),
  staffTotpEnrol: endpoint<NoPayload, TotpEnrolment>().post('staff/totp/enrol', 'admin'),
  staffTotpConfirm: endpoint<StaffTotpConfirm, RecoveryCodes>().post('staff/totp/confirm', 'admin'),
  adminStaff: endpoint<NoPayload, StaffMember[]>().get('admin/staff', 'admin'),
  adminCreateStaff: endpoint<StaffCreate, StaffMember>().post('admin/staff/create', 'admin'),
  adminSetStaffRole: endpoint<StaffRoleChange, StaffMember>().post('admin/staff/role', 'admin'),
  adminDisableStaff: endpoint<StaffDisable, StaffMember>().post('admin/staff/disable', 'admin'),
  adminResetStaffPassword: endpoint<StaffPasswordReset, StaffMember>().post(
    'admin/staff/password',
    'admin',
  ),
  adminResetStaffTwoFactor: endpoint<StaffIdRequest, StaffMember>().post(
    'admin/staff/twofactor/reset',
    'admin',
  ),
  adminStaffTokens: endpoint<NoPayload, StaffTokenInfo[]>().get('admin/staff/tokens', 'admin'),
  adminCreateStaffToken: endpoint<StaffTokenCreate, StaffTokenCreated>().post(
    'admin/staff/token',
    'admin',
  ),
  adminRevokeStaffToken: endpoint<StaffIdRequest, StaffTokenInfo>().post(
    'admin/staff/token/revoke',
    'admin',
  ),
  adminAudit: endpoint<AuditQuery, AuditPage>().get('admin/audit', 'admin'),
  adminAuditExport: endpoint<AuditExport, AuditCsv>().get('admin/audit/csv', 'admin'),
  // The remotes CLI's record of a release switch (docs/decisions/012 › Who changed what): owner.
  adminAuditRemoteChange: endpoint<RemoteChange, RemoteChangeRecorded>().post(
    'admin/audit/remotes',
    'admin',
  ),
} as const satisfies CallsOf<typeof STAFF_REQUEST_SCHEMAS>;
