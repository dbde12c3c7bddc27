import { sql, type Kysely } from 'kysely';

/**
 * spec §3 Game: the game a tile names is the game that opens. The crash and roulette tiles of
 * 0041, which opened Aviator Crash or European Roulette whatever their name, point at the
 * built-in provider's game of their name (provider-games › engine/variants.ts); only rows that
 * still open the seeded target move, so an operator's own choice stays. Frozen data: copied
 * codes, so that this file never changes.
 */
export const VARIANT_TARGETS: readonly {
  code: string;
  providerId: number;
  from: string;
  to: string;
}[] = [
  { code: 'crash-rocket', providerId: 3, from: 'oyna-aviator-crash', to: 'oyna-crash-rocket' },
  { code: 'tv-crash', providerId: 3, from: 'oyna-aviator-crash', to: 'oyna-tv-crash' },
  { code: 'virtual-rocket', providerId: 5, from: 'oyna-aviator-crash', to: 'oyna-virtual-rocket' },
  {
    code: 'mega-roulette',
    providerId: 6,
    from: 'oyna-european-roulette',
    to: 'oyna-mega-roulette',
  },
  {
    code: 'virtual-roulette',
    providerId: 6,
    from: 'oyna-european-roulette',
    to: 'oyna-virtual-roulette',
  },
];

/**
 * No live-video studio is connected: the live lobby's tiles that open a built-in game are RNG
 * tables, and labelled so (spec §2 live casino: nothing shown as a live stream that is not). They
 * stay in the live lobby and its search (`is_live` keeps meaning "listed with the live casino"),
 * carry the `rng` tag (the lobby's "RNG" badge), and the live lobby's category names say RNG. A
 * tile an operator points at a real provider's live table has no `rng` tag.
 */
export const RNG_TILES: readonly { code: string; providerId: number }[] = [
  { code: 'mega-roulette', providerId: 6 },
  { code: 'blackjack-classic', providerId: 6 },
  { code: 'live-holdem', providerId: 5 },
  { code: 'speed-baccarat', providerId: 4 },
];

type Names = { tr: string; en: string };
export const RNG_CATEGORY_NAMES: readonly { id: number; from: Names; to: Names }[] = [
  {
    id: 5,
    from: { tr: 'Canlı Rulet', en: 'Live Roulette' },
    to: { tr: 'Rulet (RNG)', en: 'Roulette (RNG)' },
  },
  {
    id: 6,
    from: { tr: 'Canlı Blackjack', en: 'Live Blackjack' },
    to: { tr: 'Blackjack (RNG)', en: 'Blackjack (RNG)' },
  },
  {
    id: 9,
    from: { tr: 'Canlı Poker', en: 'Live Poker' },
    to: { tr: 'Poker (RNG)', en: 'Poker (RNG)' },
  },
  {
    id: 10,
    from: { tr: 'Canlı Bakara', en: 'Live Baccarat' },
    to: { tr: 'Bakara (RNG)', en: 'Baccarat (RNG)' },
  },
  {
    id: 11,
    from: { tr: 'Canlı Krupiye', en: 'Live Dealer' },
    to: { tr: 'Masa Oyunları (RNG)', en: 'Table Games (RNG)' },
  },
];

/** The casino video banner's second title promised real dealers; it says RNG tables instead. */
export const VIDEO_TITLE2: readonly { locale: 'tr' | 'en'; from: string; to: string }[] = [
  { locale: 'tr', from: 'Gerçek Krupiyeler', to: 'RNG Masaları' },
  { locale: 'en', from: 'Real Dealers', to: 'RNG Tables' },
];

async function retitleVideo(db: Kysely<unknown>, forward: boolean): Promise<void> {
  for (const { locale, from, to } of VIDEO_TITLE2) {
    const [old, now] = forward ? [from, to] : [to, from];
    await sql`
      update video_banner set title2 = ${now}
      where locale = ${locale} and title2 = ${old}`.execute(db);
  }
}

async function renameCategories(db: Kysely<unknown>, forward: boolean): Promise<void> {
  for (const { id, from, to } of RNG_CATEGORY_NAMES) {
    const [old, now] = forward ? [from, to] : [to, from];
    for (const locale of ['tr', 'en'] as const) {
      await sql`
        update casino_category_i18n set name = ${now[locale]}
        where category_id = ${id} and locale = ${locale} and name = ${old[locale]}`.execute(db);
    }
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { code, providerId, from, to } of VARIANT_TARGETS) {
    await sql`
      update casino_game set target_code = ${to}
      where game_code = ${code} and main_provider_id = ${providerId} and target_code = ${from}`.execute(
      db,
    );
  }
  for (const { code, providerId } of RNG_TILES) {
    await sql`
      update casino_game
      set tags = case when tags @> '["rng"]'::jsonb then tags else tags || '["rng"]'::jsonb end
      where game_code = ${code} and main_provider_id = ${providerId}
        and target_code like 'oyna-%'`.execute(db);
  }
  await renameCategories(db, true);
  await retitleVideo(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await retitleVideo(db, false);
  await renameCategories(db, false);
  for (const { code, providerId } of RNG_TILES) {
    await sql`
      update casino_game set tags = tags - 'rng'
      where game_code = ${code} and main_provider_id = ${providerId} and tags @> '["rng"]'::jsonb`.execute(
      db,
    );
  }
  for (const { code, providerId, from, to } of VARIANT_TARGETS) {
    await sql`
      update casino_game set target_code = ${from}
      where game_code = ${code} and main_provider_id = ${providerId} and target_code = ${to}`.execute(
      db,
    );
  }
}
