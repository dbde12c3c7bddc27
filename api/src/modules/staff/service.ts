import crypto from 'node:crypto';
import type {
  RecoveryCodes,
  StaffLogin,
  StaffRole,
  StaffSelf,
  StaffSession,
  TotpEnrolment,
} from '@oyna/contracts';
import { AppError, badRequest, tooManyRequests } from '../../lib/errors';
import type { AddressAllowList } from '../../lib/address-allow';
import type { Passwords } from '../../platform/passwords';
import type { Throttle } from '../../platform/throttle';
import { AuditLog } from './audit-log';
import type { AccessRow, StaffQueries, StaffRow } from './queries';
import { ENROL_CALLS, roleAllows } from './roles';
import { StaffDirectory } from './staff-directory';
import {
  MACHINE_PREFIX,
  memberOf,
  newToken,
  SESSION_PREFIX,
  sha256,
  type AdminActor,
} from './staff-records';
import type { Totp } from './totp';

/** How many recovery codes an enrolment gives (shown once). */
const RECOVERY_CODE_COUNT = 10;

export interface StaffSettings {
  sessionTtlSeconds: number;
  requireTwoFactor: boolean;
  loginFailuresPerEmail: number;
  loginFailuresPerIp: number;
}

/**
 * The back office's staff identity (the back office › staff identity): login with a TOTP second
 * factor or a one-time recovery code, sessions that expire and end, enrolment, and which call a
 * session or machine token may make. Owners' work on the staff is its `directory`
 * (staff-directory.ts); the one audit of every back-office action is its `audit` (audit-log.ts).
 */
export class StaffService {
  readonly directory: StaffDirectory;
  readonly audit: AuditLog;

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
  ) {
    this.directory = new StaffDirectory({ queries: deps.queries, passwords: deps.passwords });
    this.audit = new AuditLog(deps.queries);
  }

  /** The back office › staff identity: a role's optional address allow-list (403 outside it). */
  private checkAddress(role: StaffRole, ip: string): void {
    if (this.deps.addresses && !this.deps.addresses.allows(role, ip)) {
      throw new AppError(403, 'server.staff.addressRefused', { role, ip });
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
      throw new AppError(403, 'server.staff.forbidden', { role: access.role });
    }
    if (
      access.kind === 'staff' &&
      this.deps.settings.requireTwoFactor &&
      !access.totpEnabled &&
      !ENROL_CALLS.has(call)
    ) {
      throw new AppError(403, 'server.staff.enrolFirst');
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
    // The back office › staff identity: the e-mail, or its name before the @ when that names one
    // staff member (the seeded `owner`); throttles and the audit go by the e-mail it names.
    const typed = input.email.trim().toLowerCase();
    const email = typed.includes('@') ? typed : ((await this.q.emailOfName(typed)) ?? typed);
    const emailKey = `staff-login:email:${email}`;
    const ipKey = `staff-login:ip:${ip}`;
    const { settings } = this.deps;
    const failed = async (
      reason: string,
      staff: StaffRow | undefined,
      status: number,
    ): Promise<void> => {
      await this.audit.record({
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
      throw new AppError(401, 'server.staff.loginFailed');
    }

    let via: 'password' | 'totp' | 'recovery' = 'password';
    if (staff.totp_enabled) {
      const code = input.code?.trim() ?? '';
      if (!code) {
        await failed('code missing', staff, 401);
        throw new AppError(401, 'server.staff.codeRequired', {}, { twoFactor: true });
      }
      const ok = /^\d{6}$/.test(code.replace(/\s+/g, ''))
        ? await this.checkTotp(staff, code)
        : await this.q.useRecoveryCode(staff.id, this.recoveryHash(code));
      if (!ok) {
        await countFailure();
        await failed('code wrong', staff, 401);
        throw new AppError(401, 'server.staff.codeWrong', {}, { twoFactor: true });
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
    await this.audit.record({
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
      throw new AppError(403, 'server.staff.staffOnly');
    const row = await this.q.byId(actor.staffId);
    if (!row) throw new AppError(403, 'server.staff.staffOnly');
    return row;
  }

  async me(actor: AdminActor): Promise<StaffSelf> {
    return this.selfOf(await this.staffOf(actor));
  }

  // ── two-factor enrolment ─────────────────────────────────────────────────────────────────

  /** A new secret (kept sealed, not yet on) and its otpauth URI and QR code. */
  async enrol(actor: AdminActor): Promise<TotpEnrolment> {
    const staff = await this.staffOf(actor);
    if (staff.totp_enabled) throw badRequest('server.staff.totpAlreadyOn');
    const secret = this.deps.totp.newSecret();
    return this.q.transaction(async (trx) => {
      const locked = await this.q.lockById(trx, staff.id);
      if (!locked || locked.totp_enabled) throw badRequest('server.staff.totpAlreadyOn');
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
      if (!locked) throw new AppError(403, 'server.staff.staffOnly');
      if (locked.totp_enabled) throw badRequest('server.staff.totpAlreadyOn');
      const secret = locked.totp_secret ? this.deps.totp.open(locked.totp_secret) : null;
      if (!secret) throw badRequest('server.staff.totpNotStarted');
      const step = await this.deps.totp.check(secret, code);
      if (step === null) throw badRequest('server.staff.codeWrong');
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
}
