import type { Static } from '@sinclair/typebox';
import type {
  AdminCasinoCategorySchema,
  AdminCasinoEnableSchema,
  AdminCasinoGameSchema,
  AdminRefusedWinsQuerySchema,
  AmusnetLaunchRequestSchema,
  CasinoGamesByCategorySchema,
  CasinoGamesRequestSchema,
  CasinoGamesSearchSchema,
  CodeLaunchRequestSchema,
  EmLaunchRequestSchema,
  FavoriteTogglePayloadSchema,
  PlatformLaunchRequestSchema,
  SoftGamingsLaunchRequestSchema,
  TopWinnersRequestSchema,
} from '../http/schemas/casino';

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
export type FavoriteTogglePayload = Static<typeof FavoriteTogglePayloadSchema>;

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
export type CasinoGamesByCategory = Static<typeof CasinoGamesByCategorySchema>;
export type CasinoGamesSearch = Static<typeof CasinoGamesSearchSchema>;
export type CasinoGamesRequest = Static<typeof CasinoGamesRequestSchema>;

/** spec §3: top winner. */
export interface TopWinner {
  image: string;
  game: string;
  name: string;
  amount: number;
  currencySymbol: string;
}

/** spec §7: `transaction/topwinners` (isLive false, count 40). */
export type TopWinnersRequest = Static<typeof TopWinnersRequestSchema>;

/** spec §7: the launch-url calls; data is the game URL (or HTML for soft games). */
export type CodeLaunchRequest = Static<typeof CodeLaunchRequestSchema>;
export type EmLaunchRequest = Static<typeof EmLaunchRequestSchema>;
export type AmusnetLaunchRequest = Static<typeof AmusnetLaunchRequestSchema>;
/** spec §7: platform 1 desktop, 2 mobile (egt and hub88). */
export const LaunchPlatform = { Desktop: 1, Mobile: 2 } as const;
export type LaunchPlatform = (typeof LaunchPlatform)[keyof typeof LaunchPlatform];
export type PlatformLaunchRequest = Static<typeof PlatformLaunchRequestSchema>;
/** spec §7: isMobile is 1 or 0 here. */
export type SoftGamingsLaunchRequest = Static<typeof SoftGamingsLaunchRequestSchema>;

/**
 * spec §4 "Messages from the game": what a game page framed by the site posts to its parent
 * window. The built-in provider (`@oyna/provider-games`) posts exactly these, to the origin of
 * the launch's `lobbyUrl` only; the casino remote reads them with `isGameMessage`.
 */
export const GAME_MESSAGE_SOURCE = 'oyna-games';
export const GameMessageCommand = {
  /** The player pressed Exit: close the game (spec §4: exit closes). */
  Exit: 'exit',
  /** The game session expired: restart the game (spec §4: provider reload command). */
  Reload: 'reload',
} as const;
export type GameMessageCommand = (typeof GameMessageCommand)[keyof typeof GameMessageCommand];

export interface GameMessage {
  source: typeof GAME_MESSAGE_SOURCE;
  command: GameMessageCommand;
}

export function gameMessage(command: GameMessageCommand): GameMessage {
  return { source: GAME_MESSAGE_SOURCE, command };
}

/** True for a `MessageEvent.data` that is one of the messages above (anything else is ignored). */
export function isGameMessage(data: unknown): data is GameMessage {
  if (typeof data !== 'object' || data === null) return false;
  if (!('source' in data) || !('command' in data)) return false;
  return (
    data.source === GAME_MESSAGE_SOURCE &&
    (data.command === GameMessageCommand.Exit || data.command === GameMessageCommand.Reload)
  );
}

/**
 * spec §3 mainProviderId → the launch call of §7 that opens the game. One table for the api (which
 * refuses a call that does not match the game's provider) and the casino remote (which picks it).
 */
export const LaunchProvider = {
  Dt: 1,
  Pragmatic: 2,
  Em: 3,
  Amusnet: 4,
  Egt: 5,
  Hub88: 6,
  SoftGamings: 7,
} as const;
export type LaunchProvider = (typeof LaunchProvider)[keyof typeof LaunchProvider];

/** The launch call of each provider id (names of the endpoint table). */
export const LAUNCH_CALL_OF = {
  1: 'getDtLaunchUrl',
  2: 'getPragmaticLaunchUrl',
  3: 'getEmLaunchUrl',
  4: 'getAmusnetLaunchUrl',
  5: 'getEgtLaunchUrl',
  6: 'getHub88LaunchUrl',
  7: 'getSoftGamingsLaunchUrl',
} as const satisfies Record<LaunchProvider, string>;

/** `casino/games` systemCategory of the player's favourites (spec §4: the favourites list). */
export const FAVORITES_CATEGORY = 'favorites';

/**
 * A game as `casino/games` lists it: the three fields of spec §3, the picture, and its launch data
 * (spec §3 Game launch data) and live-casino tags (spec §2 filters).
 */
export interface CatalogueGame extends Game {
  image: string;
  providerName: string;
  system: string;
  productId: string;
  live: boolean;
  tags: string[];
}

/** Operators (beyond §7): catalogue changes. */
export type AdminCasinoGame = Static<typeof AdminCasinoGameSchema>;
export type AdminCasinoCategory = Static<typeof AdminCasinoCategorySchema>;
export type AdminCasinoEnable = Static<typeof AdminCasinoEnableSchema>;
export interface AdminCasinoResult {
  id: number;
}

/** Ops: refused wins of the seamless wallet. */
export type AdminRefusedWinsQuery = Static<typeof AdminRefusedWinsQuerySchema>;
export type RefusedWinReason = NonNullable<AdminRefusedWinsQuery['reason']>;
/**
 * A win the wallet refused: after its round was closed, above the round's stakes × the game's
 * declared maximum multiplier, or for a game its provider never declared. Amounts in TRY.
 */
export interface AdminRefusedWin {
  id: number;
  providerId: string;
  transactionUuid: string;
  username: string;
  gameCode: string;
  /** The provider's round id. */
  round: string;
  reason: RefusedWinReason;
  amount: number;
  /** The round's standing stakes and what its wins had paid when this one was refused. */
  stake: number;
  paid: number;
  /** The most the round's wins may pay in all (null: no declaration). */
  cap: number | null;
  /** Resends of the same transaction uuid. */
  attempts: number;
  firstAt: string;
  lastAt: string;
}
