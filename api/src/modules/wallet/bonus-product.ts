import type { BonusProduct } from '@oyna/contracts';

/** A casino catalogue entry that opens a provider game: its categories' slugs and its live flag. */
export interface CatalogueEntry {
  slugs: readonly string[];
  live: boolean;
}

/** The casino products a bonus's contributions name (sports counts at settlement, not here). */
export type CasinoBonusProduct = Exclude<BonusProduct, 'sports'>;

/**
 * spec §1 promotions and bonuses (wagering counts by product): a category slug's product. Slots,
 * jackpots and the generic shelves (popular, new) are slots; table games are table; every
 * `live-*` shelf is live; crash is crash. Bingo, TV games (tvbets) and virtual games are all
 * `bingo`: draw-based games of chance run on a schedule, with no skill and no choice that
 * changes the odds — the operator sets their share once, apart from slots.
 */
export function productOfSlug(slug: string): CasinoBonusProduct | null {
  if (slug.startsWith('live-')) return 'live';
  switch (slug) {
    case 'table-games':
      return 'table';
    case 'crash':
      return 'crash';
    case 'bingo':
    case 'tvbets':
    case 'virtual':
      return 'bingo';
    case 'slot':
    case 'video-slots':
    case 'jackpot':
      return 'slots';
    default:
      // popular, new, top-games and any shelf an operator adds: no product of its own.
      return null;
  }
}

/**
 * Which product counts first when a game sits on several shelves (or several catalogue entries
 * open one provider game): the specific before the generic, and among the specific the one that
 * usually counts least first, so a game is never counted above what its kind earns.
 */
const PRECEDENCE: readonly CasinoBonusProduct[] = ['live', 'table', 'crash', 'bingo', 'slots'];

/**
 * The product of the game a stake is on, from the catalogue entries that open it: a live entry
 * is live; else the most specific product of its shelves; a game on no known shelf (or not in
 * the catalogue) counts as slots.
 */
export function bonusProductOf(entries: readonly CatalogueEntry[]): CasinoBonusProduct {
  const found = new Set<CasinoBonusProduct>();
  for (const entry of entries) {
    if (entry.live) found.add('live');
    for (const slug of entry.slugs) {
      const product = productOfSlug(slug);
      if (product) found.add(product);
    }
  }
  return PRECEDENCE.find((p) => found.has(p)) ?? 'slots';
}
