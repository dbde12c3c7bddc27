import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The provider's tables, handed to the host's migrator. They live in their own number range
 * (0900–0949) so that they never collide with the operator's migrations.
 */
const providerGamesSchema: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('provider_session')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('player', 'text', (c) => c.notNull())
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('game_code', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('tr', 'en')`))
      .addColumn('platform', 'smallint', (c) => c.notNull())
      .addColumn('lobby_url', 'text', (c) => c.notNull())
      .addColumn('min_stake_minor', 'bigint', (c) => c.notNull())
      .addColumn('max_stake_minor', 'bigint', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('expires_at_ms', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('provider_player')
      .addColumn('player', 'text', (c) => c.primaryKey())
      .addColumn('last_slot_spin_ms', 'bigint')
      .execute();

    await db.schema
      .createTable('provider_seed_pair')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('player', 'text', (c) => c.notNull())
      .addColumn('server_seed', 'text', (c) => c.notNull())
      .addColumn('server_seed_hash', 'text', (c) => c.notNull())
      .addColumn('client_seed', 'text', (c) => c.notNull())
      .addColumn('next_nonce', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`next_nonce >= 0`),
      )
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('revealed_at_ms', 'bigint')
      .execute();
    // One active (unrevealed) pair per player.
    await sql`create unique index provider_seed_pair_active on provider_seed_pair (player) where revealed_at_ms is null`.execute(
      db,
    );

    await db.schema
      .createTable('provider_round')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('session_id', 'text', (c) => c.notNull().references('provider_session.id'))
      .addColumn('player', 'text', (c) => c.notNull())
      .addColumn('game_code', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) =>
        c.notNull().check(sql`kind in ('slot', 'roulette', 'crash')`),
      )
      .addColumn('seed_pair_id', 'bigint', (c) => c.notNull().references('provider_seed_pair.id'))
      .addColumn('nonce', 'integer', (c) => c.notNull())
      .addColumn('client_seed', 'text', (c) => c.notNull())
      .addColumn('server_seed_hash', 'text', (c) => c.notNull())
      .addColumn('stake_minor', 'bigint', (c) => c.notNull().check(sql`stake_minor > 0`))
      .addColumn('wager', 'jsonb', (c) => c.notNull())
      .addColumn('outcome', 'jsonb', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('win_minor', 'bigint')
      .addColumn('bet_tx', 'uuid', (c) => c.notNull().unique())
      .addColumn('win_tx', 'uuid', (c) => c.unique())
      .addColumn('rollback_tx', 'uuid', (c) => c.unique())
      .addColumn('started_at_ms', 'bigint')
      .addColumn('cashout_x100', 'integer')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_ms', 'bigint', (c) => c.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('settled_at_ms', 'bigint')
      // A nonce is used by exactly one round.
      .addUniqueConstraint('provider_round_nonce_unique', ['seed_pair_id', 'nonce'])
      .execute();
    // One crash round in the air per player.
    await sql`create unique index provider_round_one_crash on provider_round (player) where kind = 'crash' and status in ('betting', 'running')`.execute(
      db,
    );
    // The settlement loop's work list.
    await sql`create index provider_round_due on provider_round (next_attempt_ms) where status in ('betting', 'running', 'paying', 'cancelling')`.execute(
      db,
    );
    // A player's last results per game.
    await db.schema
      .createIndex('provider_round_history')
      .on('provider_round')
      .columns(['player', 'game_code', 'created_at_ms desc'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'provider_round',
      'provider_seed_pair',
      'provider_player',
      'provider_session',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};

/** The table games (baccarat, the money wheel) widen the rounds' kinds. */
const providerTableGames: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`alter table provider_round drop constraint if exists provider_round_kind_check`.execute(
      db,
    );
    await sql`alter table provider_round add constraint provider_round_kind_check check (kind in ('slot', 'roulette', 'crash', 'baccarat', 'wheel'))`.execute(
      db,
    );
  },
  // Money never lost: the rounds of these games stay recorded, so the wider check stays too.
  async down(): Promise<void> {},
};

/**
 * Casino Hold'em: the rounds' kinds widened (every kind of the provider's games listed), the
 * call's own bet and rollback transactions, and one open hand per player (a parallel ante waits).
 */
const providerCasinoHoldem: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`alter table provider_round drop constraint if exists provider_round_kind_check`.execute(
      db,
    );
    await sql`alter table provider_round add constraint provider_round_kind_check check (kind in ('slot', 'roulette', 'crash', 'baccarat', 'wheel', 'bingo', 'blackjack', 'holdem'))`.execute(
      db,
    );
    await sql`alter table provider_round add column if not exists call_tx text`.execute(db);
    await sql`alter table provider_round add column if not exists call_rollback_tx text`.execute(
      db,
    );
    await sql`create unique index if not exists provider_round_one_holdem on provider_round (player) where kind = 'holdem' and status in ('betting', 'running')`.execute(
      db,
    );
  },
  // Money never lost: hold'em rounds (and their call transactions) stay recorded.
  async down(): Promise<void> {},
};

/**
 * Blackjack Classic: the rounds' kinds include it (every kind of the provider's games listed) and
 * one round being played per player (a parallel deal is refused).
 */
const providerBlackjack: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`alter table provider_round drop constraint if exists provider_round_kind_check`.execute(
      db,
    );
    await sql`alter table provider_round add constraint provider_round_kind_check check (kind in ('slot', 'roulette', 'crash', 'baccarat', 'wheel', 'bingo', 'blackjack', 'holdem'))`.execute(
      db,
    );
    await sql`create unique index if not exists provider_round_one_blackjack on provider_round (player) where kind = 'blackjack' and status in ('betting', 'running')`.execute(
      db,
    );
  },
  // Money never lost: blackjack rounds stay recorded, so the wider check stays too.
  async down(): Promise<void> {},
};

export const providerMigrations: Record<string, Migration> = {
  '0900_provider_games': providerGamesSchema,
  '0902_provider_table_games': providerTableGames,
  '0910_provider_casino_holdem': providerCasinoHoldem,
  '0912_provider_blackjack': providerBlackjack,
};
