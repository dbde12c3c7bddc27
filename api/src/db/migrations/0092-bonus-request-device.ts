import { sql, type Kysely } from 'kysely';

/**
 * A bonus request records the device it was made on (spec §1 promotions and bonuses: one bonus
 * of a kind per person and device, the fingerprint the site already takes; spec §7
 * x-fingerprint), so a claim is refused when another player on that device already requested
 * or received the same offer for the same period. Null when the session's device is unknown
 * (judged per person only).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bonus_request').addColumn('device', 'text').execute();
  await db.schema
    .createIndex('bonus_request_device_offer_period')
    .on('bonus_request')
    .columns(['device', 'offer_code', 'period_key'])
    .where(sql.ref('device'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bonus_request_device_offer_period').execute();
  await db.schema.alterTable('bonus_request').dropColumn('device').execute();
}
