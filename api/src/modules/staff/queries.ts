import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type {
  AuditLogTable,
  Database,
  StaffRoleColumn,
  StaffTable,
  StaffTokenTable,
} from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export type StaffRow = Selectable<StaffTable>;
export type StaffTokenRow = Selectable<StaffTokenTable>;
export type AuditRow = Selectable<AuditLogTable>;

/** A live session or machine token and whose it is. */
export interface AccessRow {
  kind: 'staff' | 'token';
  id: number;
  name: string;
  role: StaffRoleColumn;
  staffId: number | null;
  sessionId: number | null;
  totpEnabled: boolean;
}

export interface NewAudit {
  actor_kind: 'staff' | 'token' | 'admin-token' | 'cli';
  actor: string;
  staff_id: number | null;
  role: string | null;
  ip: string | null;
  action: string;
  object: string | null;
  status: number | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Every statement of the back office's staff identity and the audit (migration 0100). */
export class StaffQueries {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  // ── staff ────────────────────────────────────────────────────────────────────────────────

  byEmail(email: string, db: Db = this.db): Promise<StaffRow | undefined> {
    return db
      .selectFrom('staff')
      .selectAll()
      .where('email_key', '=', email.trim().toLowerCase())
      .executeTakeFirst();
  }

  /** The e-mail of the one staff member whose e-mail's name before the @ is `name` (else none). */
  async emailOfName(name: string, db: Db = this.db): Promise<string | undefined> {
    const rows = await db
      .selectFrom('staff')
      .select('email_key')
      .where(sql<string>`split_part(email_key, '@', 1)`, '=', name.trim().toLowerCase())
      .limit(2)
      .execute();
    return rows.length === 1 ? rows[0]!.email_key : undefined;
  }

  byId(id: number, db: Db = this.db): Promise<StaffRow | undefined> {
    return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The row locked for a change (owners changing staff, enrolment). */
  lockById(trx: Transaction<Database>, id: number): Promise<StaffRow | undefined> {
    return trx.selectFrom('staff').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  /** Locks the owners' rows in id order: owner changes wait for each other. */
  async lockOwners(trx: Transaction<Database>): Promise<void> {
    await trx
      .selectFrom('staff')
      .select('id')
      .where('role', '=', 'owner')
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  /** Whether an owner other than `id` can still log in. */
  async otherActiveOwner(trx: Db, id: number): Promise<boolean> {
    const row = await trx
      .selectFrom('staff')
      .select('id')
      .where('role', '=', 'owner')
      .where('disabled', '=', false)
      .where('id', '!=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Staff members who can log in (the production check of the default password). */
  active(): Promise<StaffRow[]> {
    return this.db.selectFrom('staff').selectAll().where('disabled', '=', false).execute();
  }

  list(): Promise<StaffRow[]> {
    return this.db.selectFrom('staff').selectAll().orderBy('id').execute();
  }

  count(): Promise<number> {
    return this.db
      .selectFrom('staff')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  }

  /** A new staff member, or undefined when the e-mail is taken (one atomic insert). */
  insert(
    values: { email: string; name: string; role: StaffRoleColumn; password_hash: string },
    db: Db = this.db,
  ): Promise<StaffRow | undefined> {
    return db
      .insertInto('staff')
      .values({ ...values, email_key: values.email.trim().toLowerCase() })
      .onConflict((oc) => oc.column('email_key').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** Inserts the first staff member only while there is none (the development owner). */
  async insertFirst(values: {
    email: string;
    name: string;
    role: StaffRoleColumn;
    password_hash: string;
  }): Promise<boolean> {
    const result = await sql<{ id: number }>`
      insert into staff (email, email_key, name, role, password_hash)
      select ${values.email}, ${values.email.toLowerCase()}, ${values.name}, ${values.role},
             ${values.password_hash}
      where not exists (select 1 from staff)
      on conflict (email_key) do nothing
      returning id`.execute(this.db);
    return result.rows.length === 1;
  }

  update(
    trx: Db,
    id: number,
    set: Partial<{
      role: StaffRoleColumn;
      password_hash: string;
      disabled: boolean;
      totp_secret: string | null;
      totp_enabled: boolean;
      totp_last_step: number | null;
    }>,
  ): Promise<StaffRow | undefined> {
    return trx.updateTable('staff').set(set).where('id', '=', id).returningAll().executeTakeFirst();
  }

  /**
   * Takes a TOTP time step: true once per step and staff member, so a code is accepted once even
   * under parallel logins (RFC 6238 §5.2; one atomic update).
   */
  async takeTotpStep(staffId: number, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable('staff')
      .set({ totp_last_step: step })
      .where('id', '=', staffId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // ── sessions ─────────────────────────────────────────────────────────────────────────────

  insertSession(values: {
    staff_id: number;
    token_hash: string;
    ip: string | null;
    expires_at: string;
  }): Promise<{ id: number }> {
    return this.db
      .insertInto('staff_session')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  async endSession(id: number): Promise<void> {
    await this.db
      .updateTable('staff_session')
      .set({ ended_at: sql<string>`now()` })
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .execute();
  }

  async endSessionsOf(trx: Db, staffId: number): Promise<void> {
    await trx
      .updateTable('staff_session')
      .set({ ended_at: sql<string>`now()` })
      .where('staff_id', '=', staffId)
      .where('ended_at', 'is', null)
      .execute();
  }

  /** A live session (not ended, not expired) of a staff member who is not disabled. */
  async session(tokenHash: string): Promise<AccessRow | undefined> {
    const row = await this.db
      .selectFrom('staff_session as s')
      .innerJoin('staff', 'staff.id', 's.staff_id')
      .select(['s.id as sessionId', 'staff.id', 'staff.email', 'staff.role', 'staff.totp_enabled'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.ended_at', 'is', null)
      .where('s.expires_at', '>', sql<Date>`now()`)
      .where('staff.disabled', '=', false)
      .executeTakeFirst();
    return row
      ? {
          kind: 'staff',
          id: row.id,
          name: row.email,
          role: row.role,
          staffId: row.id,
          sessionId: row.sessionId,
          totpEnabled: row.totp_enabled,
        }
      : undefined;
  }

  // ── recovery codes ───────────────────────────────────────────────────────────────────────

  async replaceRecoveryCodes(trx: Db, staffId: number, hashes: string[]): Promise<void> {
    await trx.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).execute();
    if (hashes.length === 0) return;
    await trx
      .insertInto('staff_recovery_code')
      .values(hashes.map((code_hash) => ({ staff_id: staffId, code_hash })))
      .execute();
  }

  /** Uses a recovery code: true once, however many logins race for it (one atomic update). */
  async useRecoveryCode(staffId: number, hash: string): Promise<boolean> {
    const result = await this.db
      .updateTable('staff_recovery_code')
      .set({ used_at: sql<string>`now()` })
      .where('staff_id', '=', staffId)
      .where('code_hash', '=', hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // ── machine tokens ───────────────────────────────────────────────────────────────────────

  async machineToken(tokenHash: string): Promise<AccessRow | undefined> {
    const row = await this.db
      .selectFrom('staff_token')
      .select(['id', 'name', 'role'])
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return row
      ? {
          kind: 'token',
          id: row.id,
          name: row.name,
          role: row.role,
          staffId: null,
          sessionId: null,
          totpEnabled: true,
        }
      : undefined;
  }

  tokens(): Promise<StaffTokenRow[]> {
    return this.db.selectFrom('staff_token').selectAll().orderBy('id').execute();
  }

  insertToken(values: {
    name: string;
    token_hash: string;
    role: StaffRoleColumn;
    created_by: number | null;
  }): Promise<StaffTokenRow | undefined> {
    return this.db
      .insertInto('staff_token')
      .values(values)
      .onConflict((oc) => oc.column('name').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  tokenById(id: number): Promise<StaffTokenRow | undefined> {
    return this.db.selectFrom('staff_token').selectAll().where('id', '=', id).executeTakeFirst();
  }

  revokeToken(id: number): Promise<StaffTokenRow | undefined> {
    return this.db
      .updateTable('staff_token')
      .set({ revoked_at: sql<string>`coalesce(revoked_at, now())` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  // ── the audit (append-only) ──────────────────────────────────────────────────────────────

  async audit(entry: NewAudit, db: Db = this.db): Promise<void> {
    await db
      .insertInto('audit_log')
      .values({ ...entry, before: json(entry.before), after: json(entry.after) })
      .execute();
  }

  private filtered(filter: AuditFilter) {
    let query = this.db.selectFrom('audit_log');
    if (filter.actor) query = query.where('actor', 'ilike', `%${escapeLike(filter.actor)}%`);
    if (filter.action) query = query.where('action', '=', filter.action);
    if (filter.from) query = query.where('created_at', '>=', sql<Date>`${filter.from}::date`);
    if (filter.to) {
      query = query.where('created_at', '<', sql<Date>`${filter.to}::date + interval '1 day'`);
    }
    return query;
  }

  auditPage(filter: AuditFilter, skip: number, take: number): Promise<AuditRow[]> {
    return this.filtered(filter)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(skip)
      .limit(take)
      .execute();
  }

  auditCount(filter: AuditFilter): Promise<number> {
    return this.filtered(filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  }
}

/** `%`, `_` and `\` match themselves in an actor search. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
