import type { StaffMember, StaffRole } from '@oyna/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Passwords } from '../../platform/passwords';
import { StaffQueries } from './queries';
import { checkStaffPassword, memberOf } from './staff-records';

/**
 * What the staff CLI (staff-cli.ts) does on the server, straight on the database: production's
 * first owner, and the recovery of a locked-out owner (a new password; two-factor off, to enrol
 * again). Each is audited as the CLI under the operating-system user who ran it.
 */
export class OwnerRecovery {
  private readonly queries: StaffQueries;

  constructor(
    db: Kysely<Database>,
    private readonly passwords: Passwords,
    private readonly operator: string,
  ) {
    this.queries = new StaffQueries(db);
  }

  private audit(action: string, object: string, before: unknown, after: unknown): Promise<void> {
    return this.queries.audit({
      actor_kind: 'cli',
      actor: this.operator,
      staff_id: null,
      role: null,
      ip: null,
      action,
      object,
      status: null,
      before,
      after,
    });
  }

  /** A new staff member (the first owner in production); refused when the e-mail is taken. */
  async create(
    email: string,
    name: string,
    password: string,
    role: StaffRole = 'owner',
  ): Promise<StaffMember> {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) throw new Error('not an e-mail address');
    checkStaff(password);
    const row = await this.queries.insert({
      email: email.trim(),
      name: name.trim() || email.trim(),
      role,
      password_hash: await this.passwords.hash(password),
    });
    if (!row) throw new Error(`a staff member with the e-mail ${email} already exists`);
    await this.audit('cli:createStaff', row.email, null, memberOf(row));
    return memberOf(row);
  }

  /**
   * A new password for a staff member, two-factor off (they enrol again at their next login),
   * enabled, their sessions ended.
   */
  async recover(email: string, password: string): Promise<StaffMember> {
    checkStaff(password);
    const hash = await this.passwords.hash(password);
    const found = await this.queries.byEmail(email);
    if (!found) throw new Error(`no staff member with the e-mail ${email}`);
    return this.queries.transaction(async (trx) => {
      const before = await this.queries.lockById(trx, found.id);
      if (!before) throw new Error(`no staff member with the e-mail ${email}`);
      const after = await this.queries.update(trx, found.id, {
        password_hash: hash,
        disabled: false,
        totp_secret: null,
        totp_enabled: false,
        totp_last_step: null,
      });
      await this.queries.replaceRecoveryCodes(trx, found.id, []);
      await this.queries.endSessionsOf(trx, found.id);
      await this.queries.audit(
        {
          actor_kind: 'cli',
          actor: this.operator,
          staff_id: null,
          role: null,
          ip: null,
          action: 'cli:recoverStaff',
          object: before.email,
          status: null,
          before: memberOf(before),
          after: memberOf(after!),
        },
        trx,
      );
      return memberOf(after!);
    });
  }
}

function checkStaff(password: string): void {
  try {
    checkStaffPassword(password);
  } catch {
    throw new Error('the password is too short (at least 12 characters)');
  }
}
