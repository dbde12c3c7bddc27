import { sql, type Kysely } from 'kysely';
import { declaredGames } from '@oyna/provider-games/server';

/**
 * The operator's record of what each provider declares per game (its game list: the maximum
 * multiplier a round can pay), and the wins the seamless wallet refused — after `round_closed`,
 * above the round's stakes × that multiplier, or for a game with no declaration — for ops to
 * read (GET /api/admin/casino/refusedwins).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('casino_provider_game')
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // Hundredths of the total stake (31450 = 314.5×): exact in integers.
    .addColumn('max_multiplier_x100', 'bigint', (c) =>
      c.notNull().check(sql`max_multiplier_x100 >= 100`),
    )
    .addColumn('declared_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('casino_provider_game_pk', ['provider_id', 'game_code'])
    .execute();

  await db.schema
    .createTable('casino_refused_win')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('transaction_uuid', 'text', (c) => c.notNull())
    .addColumn('player_id', 'integer', (c) => c.notNull().references('player.id'))
    .addColumn('round_id', 'bigint', (c) => c.notNull().references('casino_round.id'))
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) =>
      c.notNull().check(sql`reason in ('round_closed', 'over_cap', 'undeclared_game')`),
    )
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    // The round as it stood when the win was refused.
    .addColumn('stake_minor', 'bigint', (c) => c.notNull())
    .addColumn('paid_minor', 'bigint', (c) => c.notNull())
    .addColumn('cap_minor', 'bigint')
    // A provider resending the same refused win counts here instead of adding rows.
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('casino_refused_win_uuid', ['provider_id', 'transaction_uuid'])
    .execute();
  await db.schema
    .createIndex('casino_refused_win_newest')
    .on('casino_refused_win')
    .columns(['last_at desc'])
    .execute();

  // The built-in provider's list as it ships (the wallet module refreshes it at start-up with
  // the deployment's crash cap).
  const any = db as Kysely<Record<string, Record<string, unknown>>>;
  await any
    .insertInto('casino_provider_game')
    .values(
      declaredGames().map((g) => ({
        provider_id: 'oyna-games',
        game_code: g.code,
        name: g.name,
        max_multiplier_x100: g.maxMultiplierX100,
      })),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('casino_refused_win').execute();
  await db.schema.dropTable('casino_provider_game').execute();
}
