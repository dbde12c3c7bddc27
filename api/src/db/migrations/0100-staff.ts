import { sql, type Kysely } from 'kysely';

/**
 * The back office's staff identity and the one audit (api/README.md › Admin calls):
 *
 * - `staff`: people who run the site, apart from players; argon2id password hashes, a role, a TOTP
 *   secret kept encrypted (AES-256-GCM, never returned) and whether two-factor is enrolled.
 * - `staff_session`: a login; only the sha256 of its token is stored; it expires and can be ended.
 * - `staff_recovery_code`: one-time recovery codes, hashed; used once (used_at).
 * - `staff_token`: named machine tokens (integrations), hashed, scoped by a role, revocable.
 * - `audit_log`: append-only; a trigger refuses every update and delete. Actors: a staff member,
 *   a machine token, the shared admin token (ADMIN_TOKEN) or the staff CLI on the server.
 *
 * No rows here: the development owner is created at start (modules/staff/seed.ts), never by a
 * migration, so no password ever sits in one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const role = sql`role in ('owner', 'cashier', 'content', 'support', 'risk', 'auditor')`;
  await db.schema
    .createTable('staff')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    // lower(email): unique and looked up case-insensitively.
    .addColumn('email_key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(role))
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    // The TOTP time step of the last accepted code: a code is accepted once (RFC 6238 §5.2).
    .addColumn('totp_last_step', 'bigint')
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('staff_session')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('staff_session_staff_idx')
    .on('staff_session')
    .column('staff_id')
    .execute();

  await db.schema
    .createTable('staff_recovery_code')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('staff_recovery_code_idx')
    .unique()
    .on('staff_recovery_code')
    .columns(['staff_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('staff_token')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull().check(role))
    .addColumn('created_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('actor_kind', 'text', (c) =>
      c.notNull().check(sql`actor_kind in ('staff', 'token', 'admin-token', 'cli')`),
    )
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('role', 'text')
    .addColumn('ip', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('object', 'text')
    // The answer's HTTP status (a refused or failed action is recorded too).
    .addColumn('status', 'integer')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('audit_log_created_idx')
    .on('audit_log')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').column('actor').execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').column('action').execute();
  // Append-only: the database itself refuses to change or remove a record.
  await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only';
    end
  $$`.execute(db);
  await sql`create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
  await sql`create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await sql`drop function audit_log_append_only()`.execute(db);
  await db.schema.dropTable('staff_token').execute();
  await db.schema.dropTable('staff_recovery_code').execute();
  await db.schema.dropTable('staff_session').execute();
  await db.schema.dropTable('staff').execute();
}
