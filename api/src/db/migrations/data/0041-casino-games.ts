// Frozen data of migration 0041_casino_catalogue: applied databases hold exactly these rows, so
// this file is never edited (api/README.md › Database). Later games come by admin call.
import { MEDIA_BASE } from './0031-banners';
import type { SeedText } from './0002-cms-content';

/**
 * spec §7 the seven launch calls, by the game's mainProviderId (spec §3). Copied from
 * `@oyna/contracts` › LaunchProvider so that this file stays frozen if the constant moves.
 */
const DT = 1;
const PRAGMATIC = 2;
const EM = 3;
const AMUSNET = 4;
const EGT = 5;
const HUB88 = 6;
const SOFTGAMINGS = 7;

/** The built-in provider's games every catalogue entry opens (provider-games › GAMES). */
const SLOT = 'oyna-lucky-fruits';
const ROULETTE = 'oyna-european-roulette';
const CRASH = 'oyna-aviator-crash';

/** New categories of the live casino filters (spec §2) and the bingo, TV and virtual lobbies. */
export const NEW_CATEGORIES: { id: number; name: SeedText; slugList: string[] }[] = [
  { id: 9, name: { tr: 'Canlı Poker', en: 'Live Poker' }, slugList: ['live-poker'] },
  { id: 10, name: { tr: 'Canlı Bakara', en: 'Live Baccarat' }, slugList: ['live-baccarat'] },
  { id: 11, name: { tr: 'Canlı Krupiye', en: 'Live Dealer' }, slugList: ['live-dealer'] },
  { id: 12, name: { tr: 'Tombala', en: 'Bingo' }, slugList: ['bingo'] },
  { id: 13, name: { tr: 'TV Oyunları', en: 'TV Games' }, slugList: ['tvbets'] },
  { id: 14, name: { tr: 'Sanal Oyunlar', en: 'Virtual Games' }, slugList: ['virtual'] },
];

export interface SeedGame {
  code: string;
  providerId: number;
  providerName: string;
  /** spec §3 Game launch data: system (soft games) and productId (em). */
  system: string;
  productId: string;
  target: string;
  name: SeedText;
  image: string;
  live: boolean;
  tags: string[];
  /** Category slugs (the first of each category's slugList). */
  categories: string[];
}

const img = (code: string) => `${MEDIA_BASE}/game-${code}.svg`;

function game(
  code: string,
  providerId: number,
  providerName: string,
  target: string,
  name: SeedText,
  image: string,
  categories: string[],
  extra: Partial<Pick<SeedGame, 'system' | 'productId' | 'live' | 'tags'>> = {},
): SeedGame {
  return {
    code,
    providerId,
    providerName,
    system: extra.system ?? '',
    productId: extra.productId ?? '',
    target,
    name,
    image: img(image),
    live: extra.live ?? false,
    tags: extra.tags ?? [],
    categories,
  };
}

const same = (text: string): SeedText => ({ tr: text, en: text });

/**
 * A catalogue spread over the categories and all seven provider ids; every entry opens a real
 * game of the built-in provider. "Aviator" is the crash game the compact menu's search finds
 * (spec §2), and it comes first in a search for it.
 */
export const SEED_GAMES: SeedGame[] = [
  game('aviator', HUB88, 'Spribe', CRASH, same('Aviator'), 'aviator', ['popular', 'crash', 'new']),
  game('sultan-gold', PRAGMATIC, 'Pragmatic Play', SLOT, same('Sultan Gold'), 'sultan-gold', [
    'popular',
    'slot',
    'jackpot',
  ]),
  game(
    'fruit-bazaar',
    DT,
    'DT Games',
    SLOT,
    { tr: 'Meyve Pazarı', en: 'Fruit Bazaar' },
    'fruit-bazaar',
    ['popular', 'slot'],
  ),
  game(
    'lucky-tulip',
    AMUSNET,
    'Amusnet',
    SLOT,
    { tr: 'Şanslı Lale', en: 'Lucky Tulip' },
    'lucky-tulip',
    ['slot', 'new'],
  ),
  game('galata-wild', EGT, 'EGT', SLOT, same('Galata Wild'), 'galata-wild', ['slot', 'jackpot']),
  game('crash-rocket', EM, 'Every Matrix', CRASH, same('Crash Rocket'), 'crash-rocket', ['crash'], {
    productId: 'em-crash',
  }),
  game(
    'diamond-seven',
    SOFTGAMINGS,
    'Soft Gamings',
    SLOT,
    { tr: 'Elmas Yedi', en: 'Diamond Seven' },
    'diamond-seven',
    ['slot', 'popular'],
    { system: 'softslots' },
  ),
  game(
    'book-of-anatolia',
    PRAGMATIC,
    'Pragmatic Play',
    SLOT,
    { tr: 'Anadolu’nun Kitabı', en: 'Book of Anatolia' },
    'book-of-anatolia',
    ['slot', 'new'],
  ),
  game(
    'european-roulette',
    DT,
    'DT Games',
    ROULETTE,
    { tr: 'Avrupa Ruleti', en: 'European Roulette' },
    'mega-roulette',
    ['table-games'],
  ),
  game(
    'mega-roulette',
    HUB88,
    'Evolution',
    ROULETTE,
    same('Mega Roulette'),
    'mega-roulette',
    ['live-roulette', 'live-dealer'],
    { live: true, tags: ['roulette', 'dealer'] },
  ),
  game(
    'blackjack-classic',
    HUB88,
    'Evolution',
    ROULETTE,
    { tr: 'Klasik Blackjack', en: 'Blackjack Classic' },
    'blackjack-classic',
    ['live-blackjack', 'live-dealer'],
    { live: true, tags: ['blackjack', 'dealer'] },
  ),
  game(
    'live-holdem',
    EGT,
    'EGT Live',
    ROULETTE,
    same('Casino Hold’em'),
    'diamond-seven',
    ['live-poker'],
    {
      live: true,
      tags: ['poker'],
    },
  ),
  game(
    'speed-baccarat',
    AMUSNET,
    'Amusnet Live',
    ROULETTE,
    { tr: 'Hızlı Bakara', en: 'Speed Baccarat' },
    'sultan-gold',
    ['live-baccarat'],
    { live: true, tags: ['baccarat'] },
  ),
  game(
    'bingo-75',
    SOFTGAMINGS,
    'Soft Gamings',
    SLOT,
    { tr: 'Tombala 75', en: 'Bingo 75' },
    'lucky-tulip',
    ['bingo'],
    {
      system: 'softbingo',
    },
  ),
  game('bingo-90', DT, 'DT Games', SLOT, { tr: 'Tombala 90', en: 'Bingo 90' }, 'fruit-bazaar', [
    'bingo',
  ]),
  game(
    'tv-wheel',
    PRAGMATIC,
    'TVBet',
    ROULETTE,
    { tr: 'TV Çarkı', en: 'TV Wheel' },
    'mega-roulette',
    ['tvbets'],
  ),
  game('tv-crash', EM, 'TVBet', CRASH, same('TV Crash'), 'crash-rocket', ['tvbets'], {
    productId: 'em-tv',
  }),
  game(
    'virtual-rocket',
    EGT,
    'EGT',
    CRASH,
    { tr: 'Sanal Roket', en: 'Virtual Rocket' },
    'aviator',
    ['virtual'],
  ),
  game(
    'virtual-roulette',
    HUB88,
    'Hub88',
    ROULETTE,
    { tr: 'Sanal Rulet', en: 'Virtual Roulette' },
    'mega-roulette',
    ['virtual', 'table-games'],
  ),
];
