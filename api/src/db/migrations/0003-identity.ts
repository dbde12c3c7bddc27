import { sql, type Kysely } from 'kysely';

/**
 * Players, sessions, one-time codes, the outbox, throttle counters, and the wallet with its
 * ledger (spec §3, §7 identity calls; ARCHITECTURE.md › api money rules).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('country')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('iso2', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('country_i18n')
    .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
    .addColumn('locale', 'text', (c) => c.notNull().references('language.locale'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('country_i18n_pk', ['country_id', 'locale'])
    .execute();

  await db.schema
    .createTable('player')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // spec §3 user code, shown in the profile dropdown.
    .addColumn('usercode', 'text', (c) =>
      c.generatedAlwaysAs(sql`'OY' || lpad(id::text, 7, '0')`).stored(),
    )
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('personal_no', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('surname', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('sms_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
    .addColumn('currency_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('birth_date', 'date', (c) => c.notNull())
    .addColumn('ref_id', 'integer')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Named constraints: the api maps each to its own message (a duplicate gets its own clear message).
    .addUniqueConstraint('player_username_unique', ['username_key'])
    .addUniqueConstraint('player_email_unique', ['email_key'])
    .addUniqueConstraint('player_personal_no_unique', ['personal_no'])
    .execute();
  // A phone number can be verified by one player only (one trial bonus per phone).
  await sql`create unique index player_verified_phone_unique on player (phone) where sms_verified`.execute(
    db,
  );

  await db.schema
    .createTable('session')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('player_id', 'integer', (c) => c.notNull().references('player.id'))
    .addColumn('fingerprint', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ended_at', 'timestamptz')
    .addColumn('end_reason', 'text')
    .execute();
  await db.schema
    .createIndex('session_player_idx')
    .on('session')
    .columns(['player_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('verification_code')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('sms', 'reset')`))
    .addColumn('player_id', 'integer', (c) => c.notNull().references('player.id'))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('verification_code_player_idx')
    .on('verification_code')
    .columns(['player_id', 'purpose', 'created_at'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('throttle_hit')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('throttle_hit_pk', ['key', 'window_start'])
    .execute();

  await db.schema
    .createTable('wallet')
    .addColumn('player_id', 'integer', (c) => c.primaryKey().references('player.id'))
    .addColumn('balance_minor', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`balance_minor >= 0`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('ledger_entry')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('player_id', 'integer', (c) => c.notNull().references('player.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('balance_after_minor', 'bigint', (c) =>
      c.notNull().check(sql`balance_after_minor >= 0`),
    )
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('reference', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('ledger_entry_player_idx')
    .on('ledger_entry')
    .columns(['player_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'ledger_entry',
    'wallet',
    'throttle_hit',
    'outbox',
    'verification_code',
    'session',
    'player',
    'country_i18n',
    'country',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
