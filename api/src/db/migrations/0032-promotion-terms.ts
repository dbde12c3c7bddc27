import type { Kysely } from 'kysely';
import { PROMOTIONS } from './data/0031-promotions';
import { PROMOTION_TERMS } from './data/0032-promotion-terms';

/** The columns this migration writes, as they were when it was written (see 0002_cms_seed). */
type Tables = {
  promotion_i18n: { promotion_id: number; locale: string; title: string; description: string };
};

const LOCALES = ['tr', 'en'] as const;

/**
 * The welcome and cashback promotions of 0031 promised other figures than the bonus offers pay
 * (₺5.000 and 10× against ₺500,00 and 5×; 15% from ₺500 against 10% from ₺10,00): their texts now
 * say what the offers pay. Only rows still as seeded change; a text ops have edited is theirs.
 */
export async function up(raw: Kysely<unknown>): Promise<void> {
  const db = raw.withTables<Tables>();
  for (const terms of PROMOTION_TERMS) {
    const seeded = PROMOTIONS.find((p) => p.key === terms.key);
    if (!seeded) throw new Error(`0032: no seeded promotion ${terms.key}`);
    for (const locale of LOCALES) {
      await db
        .updateTable('promotion_i18n')
        .set({ title: terms.title[locale], description: terms.description[locale] })
        .where('locale', '=', locale)
        .where('title', '=', seeded.title[locale])
        .where('description', '=', seeded.description[locale])
        .execute();
    }
  }
}

/** Back to the texts of 0031 (rows edited since stay as they are). */
export async function down(raw: Kysely<unknown>): Promise<void> {
  const db = raw.withTables<Tables>();
  for (const terms of PROMOTION_TERMS) {
    const seeded = PROMOTIONS.find((p) => p.key === terms.key);
    if (!seeded) continue;
    for (const locale of LOCALES) {
      await db
        .updateTable('promotion_i18n')
        .set({ title: seeded.title[locale], description: seeded.description[locale] })
        .where('locale', '=', locale)
        .where('title', '=', terms.title[locale])
        .where('description', '=', terms.description[locale])
        .execute();
    }
  }
}
