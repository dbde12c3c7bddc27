// Frozen data of migration 0031_content_seed: applied databases hold exactly these rows, so this file is
// never edited (api/README.md › Database). Changed content is a new migration or an admin call.
/** Texts in both languages (spec §1). */
interface SeedText {
  tr: string;
  en: string;
}

/** Where the api serves the seed pictures (api/media, see modules/cms/media-routes.ts). */
export const MEDIA_BASE = '/api/cms/media';

/** spec §2: three image sources per slide (default; 992 px and up; 1200 px and up). */
export function slideImages(key: string, locale: 'tr' | 'en'): string[] {
  return [576, 992, 1200].map((w) => `${MEDIA_BASE}/slide-${key}-${locale}-${w}.svg`);
}

export interface SeedSlide {
  slug: string;
  /** Picture set in api/media (scripts/generate-media.mjs). */
  key: string;
  /** null: no link, served as '#' (spec §3). */
  url: string | null;
  target: '_self' | '_blank';
}

/**
 * Slides per slider slug, in display order (spec §7: used in returned order). The home page
 * shows `home`; the casino pages `casino`, the live casino `live-casino`.
 */
export const SLIDES: SeedSlide[] = [
  { slug: 'home', key: 'welcome', url: '/promotions', target: '_self' },
  { slug: 'home', key: 'live', url: '/livespor', target: '_self' },
  { slug: 'home', key: 'slots', url: '/casino/slot', target: '_self' },
  { slug: 'casino', key: 'tournament', url: '/promotions', target: '_self' },
  { slug: 'casino', key: 'jackpot', url: null, target: '_self' },
  { slug: 'live-casino', key: 'roulette', url: '/casino/live', target: '_self' },
  { slug: 'live-casino', key: 'blackjack', url: null, target: '_self' },
];

/** spec §3 Video banner: three titles over a muted looping background (the shell pans the still poster). */
export const VIDEO_BANNER: { poster: string; url: string; titles: [SeedText, SeedText, SeedText] } =
  {
    poster: `${MEDIA_BASE}/video-casino-poster.svg`,
    // No video file is shipped (repo size); ops can set one through the admin call.
    url: '',
    titles: [
      { tr: 'Canlı Casino', en: 'Live Casino' },
      { tr: 'Gerçek Krupiyeler', en: 'Real Dealers' },
      { tr: 'Masalar 7/24 Açık', en: 'Tables Open 24/7' },
    ],
  };
