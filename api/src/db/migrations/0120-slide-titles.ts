import { sql, type Kysely } from 'kysely';

// Frozen data of this migration: applied databases hold exactly these titles (api/README.md ›
// Database). A changed title is an admin call (admin/slide).
const SEEDED_TITLES: Record<string, { tr: string; en: string }> = {
  welcome: { tr: 'Hoş Geldin Bonusu', en: 'Welcome Bonus' },
  live: { tr: 'Canlı Bahiste Yüksek Oran', en: 'Top Odds in Live Betting' },
  slots: { tr: 'Haftanın Slotları', en: 'Slots of the Week' },
  tournament: { tr: 'Slot Turnuvası', en: 'Slot Tournament' },
  jackpot: { tr: 'Jackpot Avı', en: 'Jackpot Hunt' },
  roulette: { tr: 'Rulet Masaları', en: 'Roulette Tables' },
  blackjack: { tr: 'Blackjack Masaları', en: 'Blackjack Tables' },
};

/**
 * A banner slide's title per language (the back office › content: a slide has fields an editor
 * reads and changes in both languages): what its picture says, the picture's text alternative on
 * the player site (the carousel's `alt`) and its name in the back office's list. '' when none.
 * The seeded slides get the headline their pictures carry; a slide an operator changed whose
 * first picture is no longer the seeded one keeps ''.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('banner_slide_i18n')
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const [key, titles] of Object.entries(SEEDED_TITLES)) {
    for (const locale of ['tr', 'en'] as const) {
      await sql`
        update banner_slide_i18n set title = ${titles[locale]}
         where locale = ${locale}
           and images->>0 = ${`/api/cms/media/slide-${key}-${locale}-576.svg`}`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('banner_slide_i18n').dropColumn('title').execute();
}
