import { sql, type Kysely } from 'kysely';
import { PROMOTION_TERMS } from './data/0032-promotion-terms';
import { PROMOTION_OFFER_LINKS } from './data/0091-promotion-bodies';

/** The columns this migration writes, as they were when it was written (see 0002_cms_seed). */
type Tables = {
  promotion: { id: number; offer_code: string | null };
  promotion_i18n: {
    promotion_id: number;
    locale: string;
    title: string;
    description: string;
    images: string;
  };
};

const LOCALES = ['tr', 'en'] as const;

/** The seeded promotion of a picture key (0031 named its pictures promo-{key}-{locale}-…). */
const seededIds = (db: Kysely<Tables>, key: string) =>
  db
    .selectFrom('promotion_i18n')
    .select('promotion_id')
    .where(sql<string>`images::text`, 'like', `%/promo-${key}-%`);

/**
 * A promotion may be a bonus offer (spec §1 promotions and bonuses: the terms shown on
 * /promotions come from the same offer record as Claim Bonus's): `promotion.offer_code` links it
 * to its `bonus_offer`, and /promotions shows that record's terms in plain words. The seeded
 * welcome and cashback promotions are linked, and their texts lose the figures they repeated
 * (only texts still as 0032 left them; a text ops have edited is theirs).
 */
export async function up(raw: Kysely<unknown>): Promise<void> {
  await raw.schema
    .alterTable('promotion')
    .addColumn('offer_code', 'text', (c) => c.references('bonus_offer.code'))
    .execute();
  const db = raw.withTables<Tables>();
  for (const link of PROMOTION_OFFER_LINKS) {
    const before = PROMOTION_TERMS.find((t) => t.key === link.key);
    if (!before) throw new Error(`0091: no promotion texts of 0032 for ${link.key}`);
    await db
      .updateTable('promotion')
      .set({ offer_code: link.offerCode })
      .where('id', 'in', seededIds(db, link.key))
      .execute();
    for (const locale of LOCALES) {
      await db
        .updateTable('promotion_i18n')
        .set({ title: link.title[locale], description: link.description[locale] })
        .where('promotion_id', 'in', seededIds(db, link.key))
        .where('locale', '=', locale)
        .where('title', '=', before.title[locale])
        .where('description', '=', before.description[locale])
        .execute();
    }
  }
}

/** Back to the texts of 0032 (rows edited since stay as they are) and no links. */
export async function down(raw: Kysely<unknown>): Promise<void> {
  const db = raw.withTables<Tables>();
  for (const link of PROMOTION_OFFER_LINKS) {
    const before = PROMOTION_TERMS.find((t) => t.key === link.key);
    if (!before) continue;
    for (const locale of LOCALES) {
      await db
        .updateTable('promotion_i18n')
        .set({ title: before.title[locale], description: before.description[locale] })
        .where('promotion_id', 'in', seededIds(db, link.key))
        .where('locale', '=', locale)
        .where('title', '=', link.title[locale])
        .where('description', '=', link.description[locale])
        .execute();
    }
  }
  await raw.schema.alterTable('promotion').dropColumn('offer_code').execute();
}
