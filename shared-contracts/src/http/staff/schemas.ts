import { Type, type Static } from '@sinclair/typebox';
import { REMOTE_NAMES } from '../../remotes';
import { Id, Input, Int, NoInput, OneOf, Skip, Take, Text, TEXT_MAX } from '../schemas/formats';

/**
 * The back office's staff calls (the back office: staff identity, roles and the one audit):
 * staff log in apart from players, with a TOTP second factor; owners manage staff and machine
 * tokens; owners and auditors read the audit log. The api checks every back-office call against
 * the caller's role (api/README.md › Admin calls).
 */

/** The back-office roles, least privilege each (api/src/modules/staff/roles.ts maps the calls). */
export const STAFF_ROLES = ['owner', 'cashier', 'content', 'support', 'risk', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const field = () => Text(TEXT_MAX.field);
const secret = () => Text(TEXT_MAX.secret);
const role = () => OneOf(STAFF_ROLES);
/** A day, YYYY-MM-DD (UTC; checked by the api); `to` includes its whole day. */
const day = () => Text(10);
/** A six-digit TOTP code or a recovery code (xxxxx-xxxxx). */
const code = () => Text(40, { minLength: 1 });

/** `staff/login`: e-mail and password, and the second factor once it is enrolled. */
export const StaffLoginSchema = Input({
  email: field(),
  password: secret(),
  code: Type.Optional(code()),
});

/** `staff/totp/confirm`: the first code of the enrolled authenticator. */
export const StaffTotpConfirmSchema = Input({ code: code() });

/** `admin/staff/create`: a new staff member (owner only). */
export const StaffCreateSchema = Input({
  email: field(),
  name: Text(TEXT_MAX.field, { minLength: 1 }),
  role: role(),
  password: secret(),
});

/** `admin/staff/role`: another role for a staff member. */
export const StaffRoleSchema = Input({ id: Id(), role: role() });

/** `admin/staff/disable`: a staff member can no longer log in (their sessions end), or again. */
export const StaffDisableSchema = Input({ id: Id(), disabled: Type.Boolean() });

/** `admin/staff/password`: an owner sets another staff member's password (their sessions end). */
export const StaffPasswordResetSchema = Input({ id: Id(), password: secret() });

/** `admin/staff/twofactor/reset`: the staff member enrols again at the next login. */
export const StaffIdSchema = Input({ id: Id() });

/** `admin/staff/token`: a named machine token whose scope is a role. */
export const StaffTokenCreateSchema = Input({
  name: Text(60, { minLength: 1, pattern: '^[a-z0-9][a-z0-9._-]*$' }),
  role: role(),
});

/** `admin/audit` and its CSV export: newest first, by actor, action and date. */
export const AuditQuerySchema = Input({
  actor: Type.Optional(field()),
  action: Type.Optional(field()),
  from: Type.Optional(day()),
  to: Type.Optional(day()),
  skip: Skip({ default: 0 }),
  take: Take(500, { default: 50 }),
});

export const AuditExportSchema = Input({
  actor: Type.Optional(field()),
  action: Type.Optional(field()),
  from: Type.Optional(day()),
  to: Type.Optional(day()),
});

/** The changes of a remote's release channel the remotes CLI makes (docs/decisions/012). */
export const REMOTE_CHANGE_ACTIONS = ['promote', 'canary', 'rollback', 'prune'] as const;
export type RemoteChangeAction = (typeof REMOTE_CHANGE_ACTIONS)[number];

/** A release id, the shape `isRemoteChannel` accepts (`1.1.0+3f2a9c1`). */
const releaseVersion = () =>
  Type.String({
    maxLength: 64,
    pattern: '^[0-9][0-9A-Za-z.+-]{0,63}$',
    examples: ['1.1.0+3f2a9c1'],
  });

/** One remote's entry of remotes.json (`RemoteEntry`), or null where it had none. */
const remoteEntry = () =>
  Type.Union([
    Text(TEXT_MAX.url, { minLength: 1 }),
    Type.Object(
      {
        stable: releaseVersion(),
        previous: Type.Optional(releaseVersion()),
        canary: Type.Optional(
          Type.Object(
            { version: releaseVersion(), percent: Int(100) },
            { additionalProperties: false },
          ),
        ),
        base: Type.Optional(Text(TEXT_MAX.url, { minLength: 1 })),
      },
      { additionalProperties: false },
    ),
    Type.Null(),
  ]);

/**
 * `admin/audit/remotes`: one change of the remotes config, recorded in the audit by the remotes
 * CLI before it writes remotes.json (docs/decisions/012 › Who changed what). The caller — a staff
 * member or a staff machine token — is who made it; `note` is the gate's verdict, the reason a
 * smoke load was skipped, or what prune removed.
 */
export const RemoteChangeSchema = Input({
  remote: OneOf(REMOTE_NAMES),
  action: OneOf(REMOTE_CHANGE_ACTIONS),
  before: remoteEntry(),
  after: remoteEntry(),
  note: Type.Optional(Text(TEXT_MAX.note)),
});

/** The request schema of each staff call (calls.ts), by the call's name. */
export const STAFF_REQUEST_SCHEMAS = {
  staffLogin: StaffLoginSchema,
  staffLogout: NoInput,
  staffMe: NoInput,
  staffTotpEnrol: NoInput,
  staffTotpConfirm: StaffTotpConfirmSchema,
  adminStaff: NoInput,
  adminCreateStaff: StaffCreateSchema,
  adminSetStaffRole: StaffRoleSchema,
  adminDisableStaff: StaffDisableSchema,
  adminResetStaffPassword: StaffPasswordResetSchema,
  adminResetStaffTwoFactor: StaffIdSchema,
  adminStaffTokens: NoInput,
  adminCreateStaffToken: StaffTokenCreateSchema,
  adminRevokeStaffToken: StaffIdSchema,
  adminAudit: AuditQuerySchema,
  adminAuditExport: AuditExportSchema,
  adminAuditRemoteChange: RemoteChangeSchema,
} as const;

// ── request types (the schemas are their source) ─────────────────────────────────────────────

export type StaffLogin = Static<typeof StaffLoginSchema>;
export type StaffTotpConfirm = Static<typeof StaffTotpConfirmSchema>;
export type StaffCreate = Static<typeof StaffCreateSchema>;
export type StaffRoleChange = Static<typeof StaffRoleSchema>;
export type StaffDisable = Static<typeof StaffDisableSchema>;
export type StaffPasswordReset = Static<typeof StaffPasswordResetSchema>;
export type StaffIdRequest = Static<typeof StaffIdSchema>;
export type StaffTokenCreate = Static<typeof StaffTokenCreateSchema>;
export type AuditQuery = Static<typeof AuditQuerySchema>;
export type AuditExport = Static<typeof AuditExportSchema>;
export type RemoteChange = Static<typeof RemoteChangeSchema>;

// ── answers ──────────────────────────────────────────────────────────────────────────────────

/** A staff member as the back office shows them (never a password hash or a TOTP secret). */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  twoFactor: boolean;
  disabled: boolean;
  createdAt: string;
}

/** Who is logged in, and whether they must enrol a second factor before anything else. */
export interface StaffSelf extends StaffMember {
  mustEnrol: boolean;
}

/** `staff/login`: the session token (Authorization: Bearer) and when it ends. */
export interface StaffSession {
  token: string;
  expiresAt: string;
  staff: StaffSelf;
}

/** `staff/totp/enrol`: the authenticator's otpauth URI and the same as a QR code (data URL). */
export interface TotpEnrolment {
  uri: string;
  qr: string;
}

/** `staff/totp/confirm`: ten one-time recovery codes, shown this once. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** A machine token as listed (its secret is shown once, at creation). */
export interface StaffTokenInfo {
  id: number;
  name: string;
  role: StaffRole;
  revoked: boolean;
  createdAt: string;
}

export interface StaffTokenCreated extends StaffTokenInfo {
  token: string;
}

/** One audit record. */
export interface AuditRecord {
  id: number;
  actorKind: 'staff' | 'token' | 'admin-token';
  actor: string;
  role: string | null;
  ip: string | null;
  action: string;
  object: string | null;
  status: number | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface AuditPage {
  items: AuditRecord[];
  total: number;
}

/** The CSV export: a file name and its text. */
export interface AuditCsv {
  filename: string;
  csv: string;
  rows: number;
}

/** `admin/audit/remotes`: the record made, and who the audit names as having made it. */
export interface RemoteChangeRecorded {
  /** The audit's action, `remotes.<action>`. */
  action: `remotes.${RemoteChangeAction}`;
  /** The audit's object, `remote:<name>`. */
  object: string;
  /** The staff member's e-mail or the machine token's name: the history's `by`. */
  actor: string;
  actorKind: 'staff' | 'token';
  role: StaffRole;
}
