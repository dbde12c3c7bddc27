import type { AdminRefusedWinsQuery } from '../http/casino/schemas';
import type { LaunchProvider } from './enums';

/**
 * Casino entities of spec §3, in wire format. Request types sit beside their schemas
 * (../http/casino/schemas.ts); LaunchPlatform and LaunchProvider in ./enums.
 */

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

/** spec §3: top winner. */
export interface TopWinner {
  image: string;
  game: string;
  name: string;
  amount: number;
  currencySymbol: string;
}

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

/** Operators (beyond §7): what a catalogue change answers. */
export interface AdminCasinoResult {
  id: number;
}

/** A casino category as the back office lists it (`admin/casino/categories`), on or off. */
export interface AdminCasinoCategoryRecord {
  id: number;
  /** The slugs the site finds it by (spec §3 Casino category slugList); the first names it. */
  slugList: string[];
  sort: number;
  enabled: boolean;
  names: { tr: string; en: string };
  /** How many games it holds (switched off ones too). */
  games: number;
}

/** A game as the back office lists it (`admin/casino/games`), on or off, with its categories. */
export interface AdminCasinoGameRecord {
  id: number;
  gameCode: string;
  mainProviderId: number;
  providerName: string;
  image: string;
  live: boolean;
  enabled: boolean;
  sort: number;
  names: { tr: string; en: string };
  /** The ids of the categories it is in. */
  categoryIds: number[];
}

/** A page of the back office's game list, and how many games match in all. */
export interface AdminCasinoGamePage {
  items: AdminCasinoGameRecord[];
  total: number;
}

/** Ops: why the seamless wallet refused a win. */
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
