// Frozen data of migration 0031_content_seed: applied databases hold exactly these rows, so this file is
// never edited (api/README.md › Database). Changed content is a new migration or an admin call.
import { MEDIA_BASE } from './0031-banners';

/**
 * Seed winners of the top-winners card (spec §2, §7 transaction/topwinners) until the built-in
 * games record real wins. Names are shortened as a winners list shows them publicly.
 */
const GAMES: { code: string; name: string; live: boolean }[] = [
  { code: 'aviator', name: 'Aviator', live: false },
  { code: 'sultan-gold', name: 'Sultan Gold', live: false },
  { code: 'fruit-bazaar', name: 'Fruit Bazaar', live: false },
  { code: 'lucky-tulip', name: 'Lucky Tulip', live: false },
  { code: 'galata-wild', name: 'Galata Wild', live: false },
  { code: 'crash-rocket', name: 'Crash Rocket', live: false },
  { code: 'diamond-seven', name: 'Diamond Seven', live: false },
  { code: 'book-of-anatolia', name: 'Book of Anatolia', live: false },
  { code: 'mega-roulette', name: 'Mega Roulette', live: true },
  { code: 'blackjack-classic', name: 'Blackjack Classic', live: true },
];

const NAMES = [
  'Mehmet K.',
  'Ayşe Y.',
  'Emre D.',
  'Zeynep A.',
  'Burak Ş.',
  'Elif T.',
  'Can Ö.',
  'Selin G.',
  'Oğuzhan B.',
  'Deniz Ç.',
  'Hakan E.',
  'Merve İ.',
  'Serkan U.',
  'Gizem F.',
];

export interface SeedWinner {
  isLive: boolean;
  game: string;
  name: string;
  amountMinor: number;
  image: string;
}

/**
 * 48 slot and 16 live-casino wins, spread over games and names by a fixed walk so that the seed
 * is the same on every machine; amounts between 1,250 ₺ and about 98,000 ₺.
 */
export function seedWinners(): SeedWinner[] {
  const out: SeedWinner[] = [];
  const pick = (live: boolean) => GAMES.filter((g) => g.live === live);
  for (const [live, count] of [
    [false, 48],
    [true, 16],
  ] as const) {
    const games = pick(live);
    for (let i = 0; i < count; i += 1) {
      const game = games[(i * 3) % games.length]!;
      const name = NAMES[(i * 5 + (live ? 2 : 0)) % NAMES.length]!;
      // A fixed spread of amounts in kuruş: 1,250.00 ₺ + (i·7919 mod 97) · 1,000 ₺ + cents.
      const amountMinor = 125_000 + ((i * 7919) % 97) * 100_000 + ((i * 37) % 100);
      out.push({ isLive: live, game: game.name, name, amountMinor, image: gameImage(game.code) });
    }
  }
  return out;
}

export function gameImage(code: string): string {
  return `${MEDIA_BASE}/game-${code}.svg`;
}
