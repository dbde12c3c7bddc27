import crypto from 'node:crypto';
import type { StaffMember, StaffRole, StaffTokenInfo } from '@oyna/contracts';
import { badRequest } from '../../lib/errors';
import type { StaffRow, StaffTokenRow } from './queries';

/** Session tokens and machine tokens, told apart by their prefix (only their sha256 is kept). */
export const SESSION_PREFIX = 'oss_';
export const MACHINE_PREFIX = 'ost_';
/** The least length of a staff password (stricter than a player's five). */
export const STAFF_PASSWORD_MIN = 12;

/** Who made a back-office call, as the audit names them. */
export interface AdminActor {
  kind: 'staff' | 'token' | 'admin-token';
  name: string;
  role: StaffRole | null;
  staffId: number | null;
  sessionId: number | null;
}

/**
 * What a handler adds to its call's one audit record: the object and its before and after, and
 * where the call records an action of its own (the remotes CLI's `remotes.promote`…), that action
 * in place of the call's name.
 */
export interface AuditDetail {
  action?: string;
  object?: string;
  before?: unknown;
  after?: unknown;
}

export const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
export const newToken = (prefix: string) =>
  `${prefix}${crypto.randomBytes(32).toString('base64url')}`;

export function memberOf(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    twoFactor: row.totp_enabled,
    disabled: row.disabled,
    createdAt: row.created_at.toISOString(),
  };
}

export function tokenInfo(row: StaffTokenRow): StaffTokenInfo {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    revoked: row.revoked_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

export function checkStaffPassword(password: string): void {
  if ([...password].length < STAFF_PASSWORD_MIN) {
    throw badRequest('server.staff.passwordShort', { min: STAFF_PASSWORD_MIN });
  }
}
