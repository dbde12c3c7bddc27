import { Type, type Static } from '@sinclair/typebox';
import { TOP_WINNERS_COUNT } from '../../domain/constants';
import { LaunchPlatform } from '../../domain/enums';
import {
  Flag,
  Id,
  Input,
  List,
  NoInput,
  OneOf,
  Skip,
  Take,
  Text,
  TEXT_MAX,
} from '../schemas/formats';

/** Request bodies of the casino and transaction calls (spec §3, §7). */

const field = () => Text(TEXT_MAX.field);

/** The most rows one list call returns (top winners, a game search page). */
const PAGE_MAX = 100;

/** spec §7 `transaction/topwinners` (isLive false, count 40). */
export const TopWinnersRequestSchema = Input({
  isLive: Flag({ default: false }),
  count: Take(PAGE_MAX, { default: TOP_WINNERS_COUNT }),
});

/** spec §3/§7 Favourite toggle payload (`casino/togglefavorite`). */
export const FavoriteTogglePayloadSchema = Input({ code: field(), providerId: Id() });

/**
 * spec §7 `casino/games`: the games of a system category, or a search (live, search, skip 0,
 * take 5). The two shapes are told apart by their fields, so neither removes the other's.
 */
export const CasinoGamesByCategorySchema = Type.Object({ systemCategory: field() });
export const CasinoGamesSearchSchema = Type.Object({
  live: Flag(),
  search: field(),
  skip: Skip(),
  take: Take(PAGE_MAX),
});
export const CasinoGamesRequestSchema = Type.Union([
  CasinoGamesByCategorySchema,
  CasinoGamesSearchSchema,
]);

/** spec §7 the launch-url calls. */
export const CodeLaunchRequestSchema = Input({ code: field() });
export const EmLaunchRequestSchema = Input({ code: field(), productId: field() });
export const AmusnetLaunchRequestSchema = Input({ code: field(), isMobile: Flag() });
/** spec §7: platform 1 desktop, 2 mobile (egt and hub88). */
export const PlatformLaunchRequestSchema = Input({
  platform: OneOf([LaunchPlatform.Desktop, LaunchPlatform.Mobile]),
  gameCode: field(),
  language: field(),
  lobbyUrl: Text(TEXT_MAX.url),
});
/** spec §7: isMobile is 1 or 0 here. */
export const SoftGamingsLaunchRequestSchema = Input({
  system: field(),
  pageCode: field(),
  isMobile: OneOf([0, 1]),
});

/** Per-language texts of a catalogue entry (spec: the interface is in tr and en). */
const names = () =>
  Input({
    tr: Text(TEXT_MAX.title, { minLength: 1 }),
    en: Text(TEXT_MAX.title, { minLength: 1 }),
  });
const slug = () => Text(TEXT_MAX.slug, { minLength: 1, pattern: '^[a-z0-9-]+$' });

/** Operators (beyond §7): add a game to the catalogue (spec §3 Game and Game launch data). */
export const AdminCasinoGameSchema = Input({
  gameCode: Text(TEXT_MAX.field, { minLength: 1, pattern: '^[a-z0-9-]+$' }),
  mainProviderId: OneOf([1, 2, 3, 4, 5, 6, 7]),
  providerName: Text(TEXT_MAX.field, { minLength: 1 }),
  system: Text(TEXT_MAX.field, { default: '' }),
  productId: Text(TEXT_MAX.field, { default: '' }),
  /** The game of the built-in provider this entry opens when no real provider is configured. */
  targetCode: OneOf([
    'oyna-lucky-fruits',
    'oyna-sultan-gold',
    'oyna-fruit-bazaar',
    'oyna-lucky-tulip',
    'oyna-galata-wild',
    'oyna-diamond-seven',
    'oyna-book-of-anatolia',
    'oyna-bingo-75',
    'oyna-bingo-90',
    'oyna-european-roulette',
    'oyna-mega-roulette',
    'oyna-virtual-roulette',
    'oyna-aviator-crash',
    'oyna-crash-rocket',
    'oyna-tv-crash',
    'oyna-virtual-rocket',
  ]),
  image: Text(TEXT_MAX.url, { minLength: 1 }),
  live: Flag({ default: false }),
  tags: List(slug(), 10),
  categories: List(slug(), 20, { minItems: 1 }),
  names: names(),
});

/** Operators: add a casino category (spec §3 Casino category: id, name, slugList). */
export const AdminCasinoCategorySchema = Input({
  slugList: List(slug(), 10, { minItems: 1 }),
  names: names(),
});

/** Operators: enable or disable a game or a category by id. */
export const AdminCasinoEnableSchema = Input({ id: Id(), enabled: Flag() });

/** The back office: the catalogue's games, of one category or matching a name or code. */
export const AdminCasinoGamesQuerySchema = Input({
  categoryId: Type.Optional(Id()),
  q: Type.Optional(Text(TEXT_MAX.field)),
  skip: Skip({ default: 0 }),
  take: Take(200, { default: 50 }),
});

/** The back office: put a game in a category (placed: true) or take it out (false). */
export const AdminCasinoPlaceGameSchema = Input({
  gameId: Id(),
  categoryId: Id(),
  placed: Flag(),
});

/** Ops: the wins the seamless wallet refused, newest first (`?reason=over_cap&take=50`). */
export const AdminRefusedWinsQuerySchema = Input({
  reason: Type.Optional(OneOf(['round_closed', 'over_cap', 'undeclared_game'])),
  take: Take(PAGE_MAX, { default: 50 }),
});

/** The request schema of each casino call (calls.ts), by the call's name. */
export const CASINO_REQUEST_SCHEMAS = {
  getTopWinners: TopWinnersRequestSchema,
  getCasinoGames: CasinoGamesRequestSchema,
  toggleFavorite: FavoriteTogglePayloadSchema,
  getDtLaunchUrl: CodeLaunchRequestSchema,
  getPragmaticLaunchUrl: CodeLaunchRequestSchema,
  getEmLaunchUrl: EmLaunchRequestSchema,
  getAmusnetLaunchUrl: AmusnetLaunchRequestSchema,
  getEgtLaunchUrl: PlatformLaunchRequestSchema,
  getHub88LaunchUrl: PlatformLaunchRequestSchema,
  getSoftGamingsLaunchUrl: SoftGamingsLaunchRequestSchema,
  adminAddCasinoGame: AdminCasinoGameSchema,
  adminEnableCasinoGame: AdminCasinoEnableSchema,
  adminAddCasinoCategory: AdminCasinoCategorySchema,
  adminEnableCasinoCategory: AdminCasinoEnableSchema,
  adminCasinoRefusedWins: AdminRefusedWinsQuerySchema,
  adminCasinoCategories: NoInput,
  adminCasinoGames: AdminCasinoGamesQuerySchema,
  adminPlaceCasinoGame: AdminCasinoPlaceGameSchema,
} as const;

// ── request types (the schemas are their source) ─────────────────────────────────────────────

/** spec §3/§7: favourite toggle payload (`casino/togglefavorite`). */
export type FavoriteTogglePayload = Static<typeof FavoriteTogglePayloadSchema>;

/**
 * spec §7 `casino/games`: either the games of a system category, or a search (live, search,
 * skip 0, take 5). The answer is a list of lists of games (flattened for a search).
 */
export type CasinoGamesByCategory = Static<typeof CasinoGamesByCategorySchema>;
export type CasinoGamesSearch = Static<typeof CasinoGamesSearchSchema>;
export type CasinoGamesRequest = Static<typeof CasinoGamesRequestSchema>;

/** spec §7: `transaction/topwinners` (isLive false, count 40). */
export type TopWinnersRequest = Static<typeof TopWinnersRequestSchema>;

/** spec §7: the launch-url calls; data is the game URL (or HTML for soft games). */
export type CodeLaunchRequest = Static<typeof CodeLaunchRequestSchema>;
export type EmLaunchRequest = Static<typeof EmLaunchRequestSchema>;
export type AmusnetLaunchRequest = Static<typeof AmusnetLaunchRequestSchema>;
export type PlatformLaunchRequest = Static<typeof PlatformLaunchRequestSchema>;
/** spec §7: isMobile is 1 or 0 here. */
export type SoftGamingsLaunchRequest = Static<typeof SoftGamingsLaunchRequestSchema>;

/** Operators (beyond §7): catalogue changes. */
export type AdminCasinoGame = Static<typeof AdminCasinoGameSchema>;
export type AdminCasinoCategory = Static<typeof AdminCasinoCategorySchema>;
export type AdminCasinoEnable = Static<typeof AdminCasinoEnableSchema>;
export type AdminCasinoGamesQuery = Static<typeof AdminCasinoGamesQuerySchema>;
export type AdminCasinoPlaceGame = Static<typeof AdminCasinoPlaceGameSchema>;

/** Ops: refused wins of the seamless wallet. */
export type AdminRefusedWinsQuery = Static<typeof AdminRefusedWinsQuerySchema>;
