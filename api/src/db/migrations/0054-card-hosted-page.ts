import { sql, type Kysely } from 'kysely';

/**
 * The card method becomes a hosted-page method (PCI DSS SAQ A): the site asks only for the
 * amount; the card number, expiry, CVC and holder are entered on the gateway's page. The built-in
 * gateway shares this database, so it keeps of a card only what PCI DSS 3.3/3.4 let it keep
 * outside a card environment: the brand, the last four digits, the expiry month and year, and its
 * own token — never the number, never the CVC. A 3-D Secure session waits on its `challenge` step.
 */
const AMOUNT_ONLY = [
  { key: 'Amount', mask: null, objectType: 'Decimal', option: null, value: null },
];
/** The fields 0051 seeded, restored by `down`. */
const CARD_FIELDS_0051 = [
  { key: 'CardNo', mask: '0000 0000 0000 0000', objectType: 'String', option: null, value: null },
  { key: 'CardHolder', mask: null, objectType: 'String', option: null, value: null },
  ...AMOUNT_ONLY,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update payment_method set fields = ${JSON.stringify(AMOUNT_ONLY)}::jsonb
    where direction = 1 and code = 'card'`.execute(db);
  await db.schema
    .alterTable('gateway_session')
    .addColumn('step', 'text', (c) =>
      c
        .notNull()
        .defaultTo('card')
        .check(sql`step in ('card', 'challenge')`),
    )
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text', (c) => c.check(sql`card_last4 ~ '^[0-9]{4}$'`))
    .addColumn('card_exp_month', 'smallint', (c) => c.check(sql`card_exp_month between 1 and 12`))
    .addColumn('card_exp_year', 'smallint')
    .addColumn('card_token', 'text', (c) => c.unique())
    .addColumn('challenge_failures', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('gateway_session')
    .dropColumn('step')
    .dropColumn('card_brand')
    .dropColumn('card_last4')
    .dropColumn('card_exp_month')
    .dropColumn('card_exp_year')
    .dropColumn('card_token')
    .dropColumn('challenge_failures')
    .execute();
  await sql`update payment_method set fields = ${JSON.stringify(CARD_FIELDS_0051)}::jsonb
    where direction = 1 and code = 'card'`.execute(db);
}
