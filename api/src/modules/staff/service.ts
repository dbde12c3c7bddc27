import crypto from 'node:crypto';
import type {
  AuditCsv,
  AuditExport,
  AuditPage,
  AuditQuery,
  AuditRecord,
  RecoveryCodes,
  StaffCreate,
  StaffLogin,
  StaffMember,
  StaffRole,
  StaffSelf,
  StaffSession,
  StaffTokenCreated,
  StaffTokenInfo,
  TotpEnrolment,
} from '@oyna/contracts';
import { AppError, badRequest, notFound, tooManyRequests } from '../../lib/errors';
import type { AddressAllowList } from '../../lib/address-allow';
import type { Passwords } from '../../platform/passwords';
import type { Throttle } from '../../platform/throttle';
import type {
  AccessRow,
  AuditRow,
  NewAudit,
  StaffQueries,
  StaffRow,
  StaffTokenRow,
} from './queries';
import { ENROL_CALLS, roleAllows } from './roles';
import type { Totp } from './totp';

/** Session tokens and machine tokens, told apart by their prefix (only their sha256 is kept). */
const SESSION_PREFIX = 'oss_';
const MACHINE_PREFIX = 'ost_';
/** The least length of a staff password (stricter than a player's five). */
export const STAFF_PASSWORD_MIN = 12;
/** How many recovery codes an enrolment gives (shown once). */
const RECOVERY_CODE_COUNT = 10;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Who made a back-office call, as the audit names them. */
export interface AdminActor {
  kind: 'staff' | 'token' | 'admin-token';
  name: string;
  role: StaffRole | null;
  staffId: number | null;
  sessionId: number | null;
}

/** What a handler adds to its call's one audit record: the object and its before and after. */
export interface AuditDetail {
  object?: string;
  before?: unknown;
  after?: unknown;
}

export interface StaffSettings {
  sessionTtlSeconds: number;
  requireTwoFactor: boolean;
  loginFailuresPerEmail: number;
  loginFailuresPerIp: number;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const newToken = (prefix: string) => `${prefix}${crypto.randomBytes(32).toString('base64url')}`;

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

function tokenInfo(row: StaffTokenRow): StaffTokenInfo {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    revoked: row.revoked_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

function recordOf(row: AuditRow): AuditRecord {
  return {
    id: Number(row.id),
    actorKind: row.actor_kind === 'cli' ? 'admin-token' : row.actor_kind,
    actor: row.actor_kind === 'cli' ? `cli:${row.actor}` : row.actor,
    role: row.role,
    ip: row.ip,
    action: row.action,
    object: row.object,
    status: row.status,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** One CSV field (RFC 4180), and never a formula a spreadsheet would run (OWASP CSV injection). */
export function csvField(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A day of the audit's filters: YYYY-MM-DD and a real date (400 otherwise). */
function checkDay(day: string | undefined): void {
  if (day === undefined) return;
  const date = new Date(`${day}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(day) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== day
  ) {
    throw badRequest('api.staff.dayInvalid');
  }
}

/** Text the audit keeps: no NUL, no lone surrogate (Postgres cannot store them), at most 200. */
export function auditText(value: string | null): string | null {
  if (value === null) return null;
  return value
    .split('\u0000')
    .join('')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .slice(0, 200);
}

export function checkStaffPassword(password: string): void {
  if ([...password].length < STAFF_PASSWORD_MIN) {
    throw badRequest('api.staff.passwordShort', { min: STAFF_PASSWORD_MIN });
  }
}

/**
 * The back office's staff identity (the back office › staff identity): login with a TOTP second
 * factor or a one-time recovery code, sessions that expire and end, enrolment, staff and machine
 * tokens managed by owners, and the one audit of every back-office action.
 */
export class StaffService {
  constructor(
    private readonly deps: {
      queries: StaffQueries;
      passwords: Passwords;
      totp: Totp;
      throttle: Throttle;
      /** HMAC key of recovery codes (derived from JWT_SECRET). */
      codeKey: Buffer;
      settings: StaffSettings;
      /** STAFF_IP_ALLOW_<ROLE>: where staff of a role may work from (none: anywhere). */
      addresses?: AddressAllowList;
    },
  ) {}

  /** The back office › staff identity: a role's optional address allow-list (403 outside it). */
  private checkAddress(role: StaffRole, ip: string): void {
    if (this.deps.addresses && !this.deps.addresses.allows(role, ip)) {
      throw new AppError(403, 'api.staff.addressRefused', { role, ip });
    }
  }

  private get q(): StaffQueries {
    return this.deps.queries;
  }

  private recoveryHash(code: string): string {
    const clean = code.trim().toLowerCase().replace(/[\s-]/g, '');
    return crypto.createHmac('sha256', this.deps.codeKey).update(clean).digest('hex');
  }

  selfOf(row: StaffRow): StaffSelf {
    return {
      ...memberOf(row),
      mustEnrol: this.deps.settings.requireTwoFactor && !row.totp_enabled,
    };
  }

  // ── the guard (plugins/auth.ts) ──────────────────────────────────────────────────────────

  /** The live staff session or machine token of a bearer token, or undefined. */
  async access(token: string): Promise<AccessRow | undefined> {
    if (token.startsWith(SESSION_PREFIX)) return this.q.session(sha256(token));
    if (token.startsWith(MACHINE_PREFIX)) return this.q.machineToken(sha256(token));
    return undefined;
  }

  /**
   * Whether the access may make `call`: its role must allow it (roles.ts), and where two-factor is
   * required a staff member who has not enrolled may only enrol (403 otherwise).
   */
  authorise(access: AccessRow, call: string, ip: string): AdminActor {
    // A staff session from outside its role's networks: refused on every call (audited, 403).
    if (access.kind === 'staff') this.checkAddress(access.role, ip);
    if (!roleAllows(access.role, call)) {
      throw new AppError(403, 'api.staff.forbidden', { role: access.role });
    }
    if (
      access.kind === 'staff' &&
      this.deps.settings.requireTwoFactor &&
      !access.totpEnabled &&
      !ENROL_CALLS.has(call)
    ) {
      throw new AppError(403, 'api.staff.enrolFirst');
    }
    return this.actorOf(access);
  }

  /** Who a session or machine token is, as the audit names them (also when refused). */
  actorOf(access: AccessRow): AdminActor {
    return {
      kind: access.kind,
      name: access.name,
      role: access.role,
      staffId: access.staffId,
      sessionId: access.sessionId,
    };
  }

  // ── login ────────────────────────────────────────────────────────────────────────────────

  /**
   * Logs a staff member in: password, then (once enrolled) a TOTP code or a recovery code.
   * Failures count per e-mail and per address (platform/throttle.ts); every try is audited.
   */
  async login(input: StaffLogin, ip: string): Promise<StaffSession> {
    const email = input.email.trim().toLowerCase();
    const emailKey = `staff-login:email:${email}`;
    const ipKey = `staff-login:ip:${ip}`;
    const { settings } = this.deps;
    const failed = async (
      reason: string,
      staff: StaffRow | undefined,
      status: number,
    ): Promise<void> => {
      await this.record({
        actor_kind: 'staff',
        actor: email,
        staff_id: staff?.id ?? null,
        role: staff?.role ?? null,
        ip,
        action: 'staffLoginFailed',
        object: email,
        status,
        after: { reason },
      });
    };

    const [byEmail, byIp] = await Promise.all([
      this.deps.throttle.peek(emailKey),
      this.deps.throttle.peek(ipKey),
    ]);
    if (
      byEmail.hits >= settings.loginFailuresPerEmail ||
      byIp.hits >= settings.loginFailuresPerIp
    ) {
      await failed('throttled', undefined, 429);
      throw tooManyRequests(Math.max(byEmail.retryAfterSeconds, byIp.retryAfterSeconds));
    }
    const countFailure = async (): Promise<void> => {
      await Promise.all([this.deps.throttle.hit(emailKey), this.deps.throttle.hit(ipKey)]);
    };

    const staff = await this.q.byEmail(email);
    const passwordOk = await this.deps.passwords.verify(staff?.password_hash, input.password);
    if (!staff || !passwordOk || staff.disabled) {
      await countFailure();
      await failed(staff?.disabled ? 'disabled' : 'password', staff, 401);
      throw new AppError(401, 'api.staff.loginFailed');
    }

    let via: 'password' | 'totp' | 'recovery' = 'password';
    if (staff.totp_enabled) {
      const code = input.code?.trim() ?? '';
      if (!code) {
        await failed('code missing', staff, 401);
        throw new AppError(401, 'api.staff.codeRequired', {}, { twoFactor: true });
      }
      const ok = /^\d{6}$/.test(code.replace(/\s+/g, ''))
        ? await this.checkTotp(staff, code)
        : await this.q.useRecoveryCode(staff.id, this.recoveryHash(code));
      if (!ok) {
        await countFailure();
        await failed('code wrong', staff, 401);
        throw new AppError(401, 'api.staff.codeWrong', {}, { twoFactor: true });
      }
      via = /^\d{6}$/.test(code.replace(/\s+/g, '')) ? 'totp' : 'recovery';
    }

    // The right person from the wrong place: refused after the password and code, audited.
    try {
      this.checkAddress(staff.role, ip);
    } catch (error) {
      await failed('address', staff, 403);
      throw error;
    }
    await this.deps.throttle.reset(emailKey);
    const token = newToken(SESSION_PREFIX);
    const expiresAt = new Date(Date.now() + settings.sessionTtlSeconds * 1000);
    const session = await this.q.insertSession({
      staff_id: staff.id,
      token_hash: sha256(token),
      ip,
      expires_at: expiresAt.toISOString(),
    });
    await this.record({
      actor_kind: 'staff',
      actor: staff.email,
      staff_id: staff.id,
      role: staff.role,
      ip,
      action: 'staffLogin',
      object: staff.email,
      status: 200,
      after: { session: session.id, via, expiresAt: expiresAt.toISOString() },
    });
    return { token, expiresAt: expiresAt.toISOString(), staff: this.selfOf(staff) };
  }

  /** A TOTP code of the current (or the previous) step, each step accepted once. */
  private async checkTotp(staff: StaffRow, code: string): Promise<boolean> {
    const secret = staff.totp_secret ? this.deps.totp.open(staff.totp_secret) : null;
    if (!secret) return false;
    const step = await this.deps.totp.check(secret, code);
    return step !== null && (await this.q.takeTotpStep(staff.id, step));
  }

  async logout(actor: AdminActor): Promise<void> {
    if (actor.sessionId !== null) await this.q.endSession(actor.sessionId);
  }

  private async staffOf(actor: AdminActor): Promise<StaffRow> {
    if (actor.kind !== 'staff' || actor.staffId === null)
      throw new AppError(403, 'api.staff.staffOnly');
    const row = await this.q.byId(actor.staffId);
    if (!row) throw new AppError(403, 'api.staff.staffOnly');
    return row;
  }

  async me(actor: AdminActor): Promise<StaffSelf> {
    return this.selfOf(await this.staffOf(actor));
  }

  // ── two-factor enrolment ─────────────────────────────────────────────────────────────────

  /** A new secret (kept sealed, not yet on) and its otpauth URI and QR code. */
  async enrol(actor: AdminActor): Promise<TotpEnrolment> {
    const staff = await this.staffOf(actor);
    if (staff.totp_enabled) throw badRequest('api.staff.totpAlreadyOn');
    const secret = this.deps.totp.newSecret();
    return this.q.transaction(async (trx) => {
      const locked = await this.q.lockById(trx, staff.id);
      if (!locked || locked.totp_enabled) throw badRequest('api.staff.totpAlreadyOn');
      await this.q.update(trx, staff.id, {
        totp_secret: this.deps.totp.seal(secret),
        totp_last_step: null,
      });
      const uri = this.deps.totp.uri(secret, staff.email);
      return { uri, qr: await this.deps.totp.qr(uri) };
    });
  }

  /** Turns two-factor on with the first code, and gives ten recovery codes (shown once). */
  async confirm(actor: AdminActor, code: string): Promise<RecoveryCodes> {
    const staff = await this.staffOf(actor);
    return this.q.transaction(async (trx) => {
      const locked = await this.q.lockById(trx, staff.id);
      if (!locked) throw new AppError(403, 'api.staff.staffOnly');
      if (locked.totp_enabled) throw badRequest('api.staff.totpAlreadyOn');
      const secret = locked.totp_secret ? this.deps.totp.open(locked.totp_secret) : null;
      if (!secret) throw badRequest('api.staff.totpNotStarted');
      const step = await this.deps.totp.check(secret, code);
      if (step === null) throw badRequest('api.staff.codeWrong');
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
        const raw = crypto.randomBytes(8).toString('hex').slice(0, 10);
        return `${raw.slice(0, 5)}-${raw.slice(5)}`;
      });
      await this.q.update(trx, staff.id, { totp_enabled: true, totp_last_step: step });
      await this.q.replaceRecoveryCodes(
        trx,
        staff.id,
        codes.map((c) => this.recoveryHash(c)),
      );
      return { recoveryCodes: codes };
    });
  }

  // ── staff management (owners) ────────────────────────────────────────────────────────────

  async list(): Promise<StaffMember[]> {
    return (await this.q.list()).map(memberOf);
  }

  async create(input: StaffCreate, audit: AuditDetail): Promise<StaffMember> {
    const email = input.email.trim();
    if (!EMAIL.test(email)) throw badRequest('api.staff.emailInvalid');
    checkStaffPassword(input.password);
    const row = await this.q.insert({
      email,
      name: input.name.trim(),
      role: input.role,
      password_hash: await this.deps.passwords.hash(input.password),
    });
    if (!row) throw badRequest('api.staff.emailTaken');
    const member = memberOf(row);
    Object.assign(audit, { object: email, before: null, after: member });
    return member;
  }

  /**
   * One change to a staff member under a row lock, audited with before and after. The last owner
   * who can log in keeps the role and stays enabled (a locked-out last owner: the CLI).
   */
  private async change(
    id: number,
    audit: AuditDetail,
    work: (row: StaffRow) => Promise<Parameters<StaffQueries['update']>[2]>,
    endSessions: boolean,
  ): Promise<StaffMember> {
    return this.q.transaction(async (trx) => {
      // Every owner change takes the owners' rows in id order, so two demotions cannot both pass.
      await this.q.lockOwners(trx);
      const before = await this.q.lockById(trx, id);
      if (!before) throw notFound('api.staff.notFound');
      const set = await work(before);
      const after = await this.q.update(trx, id, set);
      if (!after) throw notFound('api.staff.notFound');
      const wasOwner = before.role === 'owner' && !before.disabled;
      const isOwner = after.role === 'owner' && !after.disabled;
      if (wasOwner && !isOwner) {
        if (!(await this.q.otherActiveOwner(trx, id))) throw badRequest('api.staff.lastOwner');
      }
      if (endSessions) await this.q.endSessionsOf(trx, id);
      Object.assign(audit, {
        object: String(id),
        before: memberOf(before),
        after: memberOf(after),
      });
      return memberOf(after);
    });
  }

  setRole(id: number, role: StaffRole, audit: AuditDetail): Promise<StaffMember> {
    return this.change(id, audit, async () => ({ role }), false);
  }

  setDisabled(id: number, disabled: boolean, audit: AuditDetail): Promise<StaffMember> {
    return this.change(id, audit, async () => ({ disabled }), disabled);
  }

  async resetPassword(id: number, password: string, audit: AuditDetail): Promise<StaffMember> {
    checkStaffPassword(password);
    const hash = await this.deps.passwords.hash(password);
    return this.change(id, audit, async () => ({ password_hash: hash }), true);
  }

  resetTwoFactor(id: number, audit: AuditDetail): Promise<StaffMember> {
    return this.q.transaction(async (trx) => {
      const before = await this.q.lockById(trx, id);
      if (!before) throw notFound('api.staff.notFound');
      const after = await this.q.update(trx, id, {
        totp_secret: null,
        totp_enabled: false,
        totp_last_step: null,
      });
      await this.q.replaceRecoveryCodes(trx, id, []);
      await this.q.endSessionsOf(trx, id);
      Object.assign(audit, {
        object: String(id),
        before: memberOf(before),
        after: memberOf(after!),
      });
      return memberOf(after!);
    });
  }

  // ── machine tokens ───────────────────────────────────────────────────────────────────────

  async tokens(): Promise<StaffTokenInfo[]> {
    return (await this.q.tokens()).map(tokenInfo);
  }

  async createToken(
    name: string,
    role: StaffRole,
    actor: AdminActor,
    audit: AuditDetail,
  ): Promise<StaffTokenCreated> {
    const token = newToken(MACHINE_PREFIX);
    const row = await this.q.insertToken({
      name,
      role,
      token_hash: sha256(token),
      created_by: actor.staffId,
    });
    if (!row) throw badRequest('api.staff.tokenNameTaken');
    const info = tokenInfo(row);
    Object.assign(audit, { object: name, before: null, after: info });
    return { ...info, token };
  }

  async revokeToken(id: number, audit: AuditDetail): Promise<StaffTokenInfo> {
    const before = await this.q.tokenById(id);
    if (!before) throw notFound('api.staff.tokenNotFound');
    const after = await this.q.revokeToken(id);
    if (!after) throw notFound('api.staff.tokenNotFound');
    Object.assign(audit, {
      object: before.name,
      before: tokenInfo(before),
      after: tokenInfo(after),
    });
    return tokenInfo(after);
  }

  // ── the audit ────────────────────────────────────────────────────────────────────────────

  record(entry: NewAudit): Promise<void> {
    return this.q.audit({
      ...entry,
      actor: auditText(entry.actor) ?? '',
      object: auditText(entry.object),
    });
  }

  async auditPage(query: AuditQuery): Promise<AuditPage> {
    checkDay(query.from);
    checkDay(query.to);
    const [rows, total] = await Promise.all([
      this.q.auditPage(query, query.skip, query.take),
      this.q.auditCount(query),
    ]);
    return { items: rows.map(recordOf), total };
  }

  /** The audit as CSV, newest first, at most 50 000 rows (the export is audited itself). */
  async auditCsv(query: AuditExport): Promise<AuditCsv> {
    checkDay(query.from);
    checkDay(query.to);
    const rows = (await this.q.auditPage(query, 0, 50_000)).map(recordOf);
    const header = [
      'id',
      'created_at',
      'actor_kind',
      'actor',
      'role',
      'ip',
      'action',
      'object',
      'status',
      'before',
      'after',
    ];
    const lines = rows.map((r) =>
      [
        r.id,
        r.createdAt,
        r.actorKind,
        r.actor,
        r.role,
        r.ip,
        r.action,
        r.object,
        r.status,
        r.before,
        r.after,
      ]
        .map((v) => csvField(typeof v === 'number' ? String(v) : v))
        .join(','),
    );
    const day = new Date().toISOString().slice(0, 10);
    return {
      filename: `audit-${day}.csv`,
      csv: [header.join(','), ...lines].join('\r\n') + '\r\n',
      rows: rows.length,
    };
  }
}
