import { AVIATOR_CRASH_TERMS, CRASH_BYTES, type CrashTerms } from './crash';
import { MEGA_FLOATS } from './mega-roulette';

/**
 * The crash and roulette games of the built-in provider beyond the first two: each is the same
 * engine (crash.ts, roulette.ts / mega-roulette.ts) under its own terms, code, title and art.
 */
export type CrashTheme = 'plane' | 'rocket' | 'tv' | 'virtual';

export interface CrashVariant {
  code: string;
  names: { tr: string; en: string };
  terms: CrashTerms;
  theme: CrashTheme;
}

/**
 * spec §3 Game: the tile names of the catalogue. Caps are the variants' own (a cash-out is
 * decided strictly below the crash point, so no round pays more than stake × cap); RTP R % means
 * P(crash ≥ m) = R/100 / m for every target m up to the cap.
 */
export const CRASH_VARIANTS: readonly CrashVariant[] = [
  {
    code: 'oyna-aviator-crash',
    names: { tr: 'Aviator', en: 'Aviator' },
    terms: AVIATOR_CRASH_TERMS,
    theme: 'plane',
  },
  {
    code: 'oyna-crash-rocket',
    names: { tr: 'Crash Rocket', en: 'Crash Rocket' },
    // 97 % (3 % edge), up to 5 000×, a brisker climb: 2× after about 8.7 s.
    terms: { rtpPercent: 97, capX100: 500_000, growthPerMs: 0.00008 },
    theme: 'rocket',
  },
  {
    code: 'oyna-tv-crash',
    names: { tr: 'TV Crash', en: 'TV Crash' },
    // A short TV round: 96 %, at most 200×, 2× after about 5.8 s.
    terms: { rtpPercent: 96, capX100: 20_000, growthPerMs: 0.00012 },
    theme: 'tv',
  },
  {
    code: 'oyna-virtual-rocket',
    names: { tr: 'Sanal Roket', en: 'Virtual Rocket' },
    // 98 %, up to 10 000×, a slow climb: 2× after about 13.9 s.
    terms: { rtpPercent: 98, capX100: 1_000_000, growthPerMs: 0.00005 },
    theme: 'virtual',
  },
];

export type RouletteRules = 'european' | 'mega';

export interface RouletteVariant {
  code: string;
  names: { tr: string; en: string };
  rules: RouletteRules;
  /** Bytes of the stream a spin reads. */
  bytes: number;
}

export const ROULETTE_VARIANTS: readonly RouletteVariant[] = [
  {
    code: 'oyna-european-roulette',
    names: { tr: 'Avrupa Ruleti', en: 'European Roulette' },
    rules: 'european',
    bytes: 4,
  },
  {
    code: 'oyna-mega-roulette',
    names: { tr: 'Mega Roulette', en: 'Mega Roulette' },
    rules: 'mega',
    bytes: 4 * MEGA_FLOATS,
  },
  {
    // The virtual lobby's table: European rules under its own title.
    code: 'oyna-virtual-roulette',
    names: { tr: 'Sanal Rulet', en: 'Virtual Roulette' },
    rules: 'european',
    bytes: 4,
  },
];

export function crashVariantOf(code: string | undefined): CrashVariant {
  return CRASH_VARIANTS.find((v) => v.code === code) ?? (CRASH_VARIANTS[0] as CrashVariant);
}

export function rouletteVariantOf(code: string | undefined): RouletteVariant {
  return (
    ROULETTE_VARIANTS.find((v) => v.code === code) ?? (ROULETTE_VARIANTS[0] as RouletteVariant)
  );
}

export const CRASH_VARIANT_BYTES = CRASH_BYTES;
