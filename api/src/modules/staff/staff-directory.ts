import type {
  StaffCreate,
  StaffMember,
  StaffRole,
  StaffTokenCreated,
  StaffTokenInfo,
} from '@oyna/contracts';
import { badRequest, notFound } from '../../lib/errors';
import type { Passwords } from '../../platform/passwords';
import type { StaffQueries, StaffRow } from './queries';
import {
  checkStaffPassword,
  MACHINE_PREFIX,
  memberOf,
  newToken,
  sha256,
  tokenInfo,
  type AdminActor,
  type AuditDetail,
} from './staff-records';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Owners' work on the staff (the back office › staff identity): staff members and their roles,
 * disabling, password and two-factor resets, and named machine tokens (shown once, kept hashed).
 * Each change fills its call's audit record with before and after.
 */
export class StaffDirectory {
  constructor(private readonly deps: { queries: StaffQueries; passwords: Passwords }) {}

  private get q(): StaffQueries {
    return this.deps.queries;
  }

  async list(): Promise<StaffMember[]> {
    return (await this.q.list()).map(memberOf);
  }

  async create(input: StaffCreate, audit: AuditDetail): Promise<StaffMember> {
    const email = input.email.trim();
    if (!EMAIL.test(email)) throw badRequest('server.staff.emailInvalid');
    checkStaffPassword(input.password);
    const row = await this.q.insert({
      email,
      name: input.name.trim(),
      role: input.role,
      password_hash: await this.deps.passwords.hash(input.password),
    });
    if (!row) throw badRequest('server.staff.emailTaken');
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
      if (!before) throw notFound('server.staff.notFound');
      const set = await work(before);
      const after = await this.q.update(trx, id, set);
      if (!after) throw notFound('server.staff.notFound');
      const wasOwner = before.role === 'owner' && !before.disabled;
      const isOwner = after.role === 'owner' && !after.disabled;
      if (wasOwner && !isOwner) {
        if (!(await this.q.otherActiveOwner(trx, id))) throw badRequest('server.staff.lastOwner');
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
      if (!before) throw notFound('server.staff.notFound');
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
    if (!row) throw badRequest('server.staff.tokenNameTaken');
    const info = tokenInfo(row);
    Object.assign(audit, { object: name, before: null, after: info });
    return { ...info, token };
  }

  async revokeToken(id: number, audit: AuditDetail): Promise<StaffTokenInfo> {
    const before = await this.q.tokenById(id);
    if (!before) throw notFound('server.staff.tokenNotFound');
    const after = await this.q.revokeToken(id);
    if (!after) throw notFound('server.staff.tokenNotFound');
    Object.assign(audit, {
      object: before.name,
      before: tokenInfo(before),
      after: tokenInfo(after),
    });
    return tokenInfo(after);
  }
}
