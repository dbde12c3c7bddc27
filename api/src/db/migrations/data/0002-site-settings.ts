// Frozen data of migration 0002_cms_seed: applied databases hold exactly these rows, so this file is
// never edited (api/README.md › Database). Changed content is a new migration or an admin call.
import type { SeedText } from './0002-cms-content';

/** spec §2 header: language dropdown with tr (Türkçe) and en (English). */
export const LANGUAGES = [
  { locale: 'tr', name: 'Türkçe', sort: 1 },
  { locale: 'en', name: 'English', sort: 2 },
];

/** spec §3 casino category: id, name, slugList. */
export const CASINO_CATEGORIES: { id: number; name: SeedText; slugList: string[] }[] = [
  { id: 1, name: { tr: 'Popüler', en: 'Popular' }, slugList: ['popular', 'top-games'] },
  { id: 2, name: { tr: 'Yeni Oyunlar', en: 'New Games' }, slugList: ['new'] },
  { id: 3, name: { tr: 'Slot Oyunları', en: 'Slots' }, slugList: ['slot', 'video-slots'] },
  { id: 4, name: { tr: 'Jackpot', en: 'Jackpot' }, slugList: ['jackpot'] },
  { id: 5, name: { tr: 'Canlı Rulet', en: 'Live Roulette' }, slugList: ['live-roulette'] },
  { id: 6, name: { tr: 'Canlı Blackjack', en: 'Live Blackjack' }, slugList: ['live-blackjack'] },
  { id: 7, name: { tr: 'Masa Oyunları', en: 'Table Games' }, slugList: ['table-games'] },
  { id: 8, name: { tr: 'Crash Oyunları', en: 'Crash Games' }, slugList: ['crash'] },
];

/**
 * spec §3 siteOption (key, value, status). Keys are sent as an operator would type them; the
 * client lower-cases them and keeps the enabled ones. spec §2: two Telegram and four WhatsApp
 * contacts in the footer, messaging icon buttons and a live TV link in the header; the live chat
 * widget loads only when chat-site-id and chat-div-id are given (disabled here).
 */
export const SITE_OPTIONS: { key: string; value: string; status: boolean }[] = [
  { key: 'Telegram', value: 'https://t.me/oyna_destek', status: true },
  { key: 'Telegram2', value: 'https://t.me/oyna_duyuru', status: true },
  { key: 'Whatsapp', value: 'https://wa.me/905320000101', status: true },
  { key: 'Whatsapp2', value: 'https://wa.me/905320000102', status: true },
  { key: 'Whatsapp3', value: 'https://wa.me/905320000103', status: true },
  { key: 'Whatsapp4', value: 'https://wa.me/905320000104', status: true },
  { key: 'LiveTv', value: 'https://tv.oyna.example/canli', status: true },
  { key: 'Instagram', value: 'https://instagram.com/oyna', status: true },
  { key: 'Twitter', value: 'https://x.com/oyna', status: true },
  { key: 'Youtube', value: 'https://youtube.com/@oyna', status: true },
  { key: 'LicenseUrl', value: 'https://license.oyna.example/verify', status: true },
  { key: 'Chat-Site-Id', value: '', status: false },
  { key: 'Chat-Div-Id', value: '', status: false },
  { key: 'HideNotification', value: 'true', status: false },
];

/** spec §3: domainStatus (current, next), trialBonusAmount, popup (images, url). */
export const SITE_SETTINGS = {
  currentDomain: 'oyna100.com',
  nextDomain: 'oyna101.com',
  /** 50.00 ₺ in kuruş: a positive amount shows the trial bonus step (spec §4 Registration). */
  trialBonusMinor: 5000,
  popupUrl: '/promotions',
  // spec §2: three image sizes (default; 992 px and up; 1200 px and up).
  popupImages: [
    '/api/cms/media/popup-welcome-576.svg',
    '/api/cms/media/popup-welcome-992.svg',
    '/api/cms/media/popup-welcome-1200.svg',
  ],
};

/** A few cms overrides of bundled message texts (spec §3 translation entry: key, value). */
export const TRANSLATION_OVERRIDES: { locale: string; key: string; value: string }[] = [
  {
    locale: 'tr',
    key: 'home.lead',
    value: 'Spor bahisleri, canlı bahis, slot ve canlı casino tek bir yerde — güvenli ve hızlı.',
  },
  {
    locale: 'en',
    key: 'home.lead',
    value: 'Sports betting, live betting, slots and live casino in one place — safe and fast.',
  },
];
