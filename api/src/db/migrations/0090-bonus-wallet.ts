import { sql, type Kysely } from 'kysely';
import { BONUS_OFFER_SEED } from './data/0090-bonus-offers';

/**
 * Bonus money kept apart from cash (spec §1 "promotions and bonuses", spec §3 bonus statuses):
 *
 * - `wallet.bonus_minor` is the part of `balance_minor` that is bonus money; cash is the rest.
 *   `balance_minor` stays the total a player can stake (spec §7 user/balance, the seamless wallet).
 * - every ledger row says how much of its amount was bonus money (`bonus_amount_minor`), the bonus
 *   balance after it and which bonus it belonged to, so cash and bonus each equal their ledger.
 * - `bonus_offer` is the one record of each offer's terms: /promotions, Claim Bonus, the bonuses
 *   screen and the celebration screen are written from it.
 * - `player_bonus` is a bonus granted to a player under a copy of its offer's terms; one active at
 *   a time (a unique index), so the wallet's bonus money always belongs to that one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('wallet')
    .addColumn('bonus_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`alter table wallet add constraint wallet_bonus_within_balance
    check (bonus_minor >= 0 and bonus_minor <= balance_minor)`.execute(db);

  await db.schema
    .alterTable('ledger_entry')
    .addColumn('bonus_amount_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('bonus_after_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('bonus_id', 'integer')
    .execute();
  await sql`alter table ledger_entry add constraint ledger_bonus_within_balance
    check (bonus_after_minor >= 0 and bonus_after_minor <= balance_after_minor)`.execute(db);
  // A win, refund or cash-out finds the stakes of its round or bet by this reference.
  await db.schema
    .createIndex('ledger_entry_reference_idx')
    .on('ledger_entry')
    .column('reference')
    .where(sql.ref('reference'), 'is not', null)
    .execute();

  await db.schema
    .createTable('bonus_offer')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(sql`kind in ('trial', 'first_deposit', 'weekly_cashback', 'birthday', 'manual')`),
    )
    .addColumn('title_tr', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    // Percent of a deposit or a loss (first deposit, cashback), or null.
    .addColumn('percent', 'integer', (c) =>
      c.check(sql`percent is null or percent between 1 and 1000`),
    )
    // A fixed amount (trial, birthday, manual default), or null.
    .addColumn('amount_minor', 'bigint', (c) =>
      c.check(sql`amount_minor is null or amount_minor > 0`),
    )
    // The most one bonus of this offer pays, or null.
    .addColumn('cap_minor', 'bigint', (c) => c.check(sql`cap_minor is null or cap_minor > 0`))
    // The least loss that earns a cashback, or null.
    .addColumn('minimum_minor', 'bigint', (c) =>
      c.check(sql`minimum_minor is null or minimum_minor >= 0`),
    )
    // Days of history a cashback looks back over, or a birthday's window.
    .addColumn('window_days', 'integer', (c) =>
      c.check(sql`window_days is null or window_days between 1 and 366`),
    )
    .addColumn('wagering_multiplier', 'integer', (c) =>
      c.notNull().check(sql`wagering_multiplier between 0 and 100`),
    )
    .addColumn('contributions', 'jsonb', (c) => c.notNull())
    .addColumn('sports_min_odds_milli', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1500)
        .check(sql`sports_min_odds_milli >= 1000`),
    )
    .addColumn('max_bet_minor', 'bigint', (c) =>
      c.check(sql`max_bet_minor is null or max_bet_minor > 0`),
    )
    .addColumn('max_conversion_minor', 'bigint', (c) =>
      c.check(sql`max_conversion_minor is null or max_conversion_minor >= 0`),
    )
    .addColumn('valid_days', 'integer', (c) => c.notNull().check(sql`valid_days between 1 and 365`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  for (const offer of BONUS_OFFER_SEED) {
    await db
      .insertInto('bonus_offer' as never)
      .values({ ...offer, contributions: JSON.stringify(offer.contributions) } as never)
      .execute();
  }

  await db.schema
    .createTable('player_bonus')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('player_id', 'integer', (c) => c.notNull().references('player.id'))
    .addColumn('offer_code', 'text', (c) => c.notNull().references('bonus_offer.code'))
    .addColumn('source', 'text', (c) =>
      c.notNull().check(sql`source in ('trial', 'claim', 'grant')`),
    )
    // The claim request it pays (source 'claim'), unique: a request pays one bonus.
    .addColumn('request_id', 'integer', (c) => c.unique().references('bonus_request.id'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('wagering_required_minor', 'bigint', (c) =>
      c.notNull().check(sql`wagering_required_minor >= 0`),
    )
    .addColumn('wagered_minor', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`wagered_minor >= 0`),
    )
    // The terms it runs under, copied from the offer when granted (an edit changes new bonuses only).
    .addColumn('terms', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'completed', 'cancelled', 'expired')`),
    )
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closed_at', 'timestamptz')
    // Why it was closed: 'wagered', 'forfeited', 'withdrawal', 'self_exclusion', 'ops', 'expired', 'spent'.
    .addColumn('close_reason', 'text')
    // What became cash (completed) or was removed (cancelled, expired).
    .addColumn('converted_minor', 'bigint')
    .addColumn('removed_minor', 'bigint')
    // Who granted or cancelled it and why (ops), and the device it was taken on.
    .addColumn('granted_by', 'text')
    .addColumn('reason', 'text')
    .addColumn('device', 'text')
    .execute();
  // One active bonus per player: the wallet's bonus money is always that one's.
  await db.schema
    .createIndex('player_bonus_one_active')
    .unique()
    .on('player_bonus')
    .column('player_id')
    .where(sql.ref('status'), '=', 'active')
    .execute();
  // The trial bonus once per person (and per device, checked with the fingerprint).
  await db.schema
    .createIndex('player_bonus_one_trial')
    .unique()
    .on('player_bonus')
    .column('player_id')
    .where(sql.ref('source'), '=', 'trial')
    .execute();
  await db.schema
    .createIndex('player_bonus_player_newest')
    .on('player_bonus')
    .columns(['player_id', 'id desc'])
    .execute();
  // The expiry sweep reads active bonuses by date.
  await db.schema
    .createIndex('player_bonus_active_expiry')
    .on('player_bonus')
    .column('expires_at')
    .where(sql.ref('status'), '=', 'active')
    .execute();
  await db.schema
    .createIndex('player_bonus_device')
    .on('player_bonus')
    .columns(['device', 'offer_code'])
    .where(sql.ref('device'), 'is not', null)
    .execute();

  // Every change ops make to offers and players' bonuses: who, what, why.
  await db.schema
    .createTable('bonus_audit')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bonus_audit').execute();
  await db.schema.dropTable('player_bonus').execute();
  await db.schema.dropTable('bonus_offer').execute();
  await db.schema.dropIndex('ledger_entry_reference_idx').execute();
  await sql`alter table ledger_entry drop constraint ledger_bonus_within_balance`.execute(db);
  await db.schema
    .alterTable('ledger_entry')
    .dropColumn('bonus_amount_minor')
    .dropColumn('bonus_after_minor')
    .dropColumn('bonus_id')
    .execute();
  await sql`alter table wallet drop constraint wallet_bonus_within_balance`.execute(db);
  await db.schema.alterTable('wallet').dropColumn('bonus_minor').execute();
}
