import { sql, type Kysely } from 'kysely';

/**
 * The operator's side of the seamless wallet (docs/decisions/007): game tokens, round records and
 * the wallet calls by transaction uuid. Money itself moves only through `ledger_entry` / `wallet`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'integer', (c) => c.notNull().references('player.id'))
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('session.id'))
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('game_name', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('casino_round')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('player_id', 'integer', (c) => c.notNull().references('player.id'))
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('game_name', 'text', (c) => c.notNull())
    .addColumn('provider_round_id', 'text', (c) => c.notNull())
    .addColumn('stake_minor', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`stake_minor >= 0`),
    )
    .addColumn('win_minor', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`win_minor >= 0`),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'closed', 'rolled_back')`),
    )
    .addColumn('nonce', 'integer')
    .addColumn('server_seed_hash', 'text')
    .addColumn('verify_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    .addUniqueConstraint('casino_round_provider_round', ['provider_id', 'provider_round_id'])
    .execute();
  // The account's game history: a player's rounds, newest first.
  await db.schema
    .createIndex('casino_round_player_newest')
    .on('casino_round')
    .columns(['player_id', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('casino_transaction')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('transaction_uuid', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) =>
      c.notNull().check(sql`action in ('bet', 'win', 'rollback')`),
    )
    // spec §3: game transaction kind Win1, Bet2.
    .addColumn('kind', 'smallint', (c) => c.check(sql`kind in (1, 2)`))
    .addColumn('player_id', 'integer', (c) => c.notNull().references('player.id'))
    .addColumn('round_id', 'bigint', (c) => c.references('casino_round.id'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reference_transaction_uuid', 'text')
    .addColumn('request_fingerprint', 'text', (c) => c.notNull())
    .addColumn('response', 'jsonb', (c) => c.notNull())
    .addColumn('rolled_back', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('won', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The race-free duplicate detector (notes/seamless-wallet.md › Postgres mechanics).
    .addUniqueConstraint('casino_transaction_uuid', ['provider_id', 'transaction_uuid'])
    .execute();
  // A win or rollback finds its bet; a late bet finds the rollback that came first.
  await db.schema
    .createIndex('casino_transaction_reference')
    .on('casino_transaction')
    .columns(['provider_id', 'reference_transaction_uuid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['casino_transaction', 'casino_round', 'game_token']) {
    await db.schema.dropTable(table).execute();
  }
}
