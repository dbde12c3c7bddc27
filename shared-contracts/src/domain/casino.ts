/** Casino entities of spec §3, in wire format. */

/** spec §3: game (gameCode, mainProviderId, name). */
export interface Game {
  gameCode: string;
  mainProviderId: number;
  name: string;
  /**
   * Not named by spec §3, but every game list of §2 shows a picture; optional so that a game
   * reference (events.openGame) stays the three fields of the spec.
   */
  image?: string;
}

/** spec §3: game launch data. */
export interface GameLaunchData {
  providerName: string;
  gameCode: string;
  system: string;
  productId: string;
}

/** spec §3/§7: favourite toggle payload (`casino/togglefavorite`). */
export interface FavoriteTogglePayload {
  code: string;
  providerId: number;
}

/** spec §3: user favourites are a list of game codes. */
export type FavoriteList = string[];

/** spec §3: casino category. */
export interface CasinoCategory {
  id: number;
  name: string;
  slugList: string[];
}

/** spec §3: games per category, kept with name, slugList, games. */
export interface CategoryGames {
  name: string;
  slugList: string[];
  games: Game[];
}

/**
 * spec §7 `casino/games`: either the games of a system category, or a search (live, search,
 * skip 0, take 5). The answer is a list of lists of games (flattened for a search).
 */
export interface CasinoGamesByCategory {
  systemCategory: string;
}
export interface CasinoGamesSearch {
  live: boolean;
  search: string;
  skip: number;
  take: number;
}
export type CasinoGamesRequest = CasinoGamesByCategory | CasinoGamesSearch;

/** spec §3: top winner. */
export interface TopWinner {
  image: string;
  game: string;
  name: string;
  amount: number;
  currencySymbol: string;
}

/** spec §7: `transaction/topwinners` (isLive false, count 40). */
export interface TopWinnersRequest {
  isLive: boolean;
  count: number;
}

/** spec §7: the launch-url calls; data is the game URL (or HTML for soft games). */
export interface CodeLaunchRequest {
  code: string;
}
export interface EmLaunchRequest {
  code: string;
  productId: string;
}
export interface AmusnetLaunchRequest {
  code: string;
  isMobile: boolean;
}
/** spec §7: platform 1 desktop, 2 mobile (egt and hub88). */
export const LaunchPlatform = { Desktop: 1, Mobile: 2 } as const;
export type LaunchPlatform = (typeof LaunchPlatform)[keyof typeof LaunchPlatform];
export interface PlatformLaunchRequest {
  platform: LaunchPlatform;
  gameCode: string;
  language: string;
  lobbyUrl: string;
}
/** spec §7: isMobile is 1 or 0 here. */
export interface SoftGamingsLaunchRequest {
  system: string;
  pageCode: string;
  isMobile: 0 | 1;
}
