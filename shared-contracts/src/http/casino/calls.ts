import type {
  AdminCasinoCategoryRecord,
  AdminCasinoGamePage,
  AdminCasinoResult,
  AdminRefusedWin,
  CatalogueGame,
  TopWinner,
} from '../../domain/casino';
import { endpoint, type CallsOf, type NoPayload } from '../endpoint-def';
import type {
  AdminCasinoCategory,
  AdminCasinoEnable,
  AdminCasinoGame,
  AdminCasinoGamesQuery,
  AdminCasinoPlaceGame,
  AdminRefusedWinsQuery,
  AmusnetLaunchRequest,
  CASINO_REQUEST_SCHEMAS,
  CasinoGamesRequest,
  CodeLaunchRequest,
  EmLaunchRequest,
  FavoriteTogglePayload,
  PlatformLaunchRequest,
  SoftGamingsLaunchRequest,
  TopWinnersRequest,
} from './schemas';

/** The casino and transaction calls (spec §7) and the catalogue's operator calls. */
export const CASINO_CALLS = {
  getTopWinners: endpoint<TopWinnersRequest, TopWinner[]>().post(
    'transaction/topwinners',
    'public',
  ),
  /** spec §7: a list of lists (one per requested category; flattened for a search). */
  getCasinoGames: endpoint<CasinoGamesRequest, CatalogueGame[][]>().post('casino/games', 'public'),
  /** spec §6: toggling favourites needs a player (a visitor gets the login dialog). */
  toggleFavorite: endpoint<FavoriteTogglePayload>().post('casino/togglefavorite', 'player'),
  /** The launch calls (spec §4: a visitor opening a game gets the login form): data is the URL. */
  getDtLaunchUrl: endpoint<CodeLaunchRequest, string>().post('casino/dtlaunchurl', 'player'),
  getPragmaticLaunchUrl: endpoint<CodeLaunchRequest, string>().post(
    'casino/pragmaticlaunchurl',
    'player',
  ),
  getEmLaunchUrl: endpoint<EmLaunchRequest, string>().post('casino/emlaunchurl', 'player'),
  getAmusnetLaunchUrl: endpoint<AmusnetLaunchRequest, string>().post(
    'casino/amusnetlaunchurl',
    'player',
  ),
  getEgtLaunchUrl: endpoint<PlatformLaunchRequest, string>().post('casino/egtlaunchurl', 'player'),
  getHub88LaunchUrl: endpoint<PlatformLaunchRequest, string>().post(
    'casino/hub88launchurl',
    'player',
  ),
  /** spec §7: data is HTML with an embedded script. */
  getSoftGamingsLaunchUrl: endpoint<SoftGamingsLaunchRequest, string>().post(
    'casino/softgamingslaunchurl',
    'player',
  ),
  adminAddCasinoGame: endpoint<AdminCasinoGame, AdminCasinoResult>().post(
    'admin/casino/game',
    'admin',
  ),
  adminEnableCasinoGame: endpoint<AdminCasinoEnable, AdminCasinoResult>().post(
    'admin/casino/game/enabled',
    'admin',
  ),
  adminAddCasinoCategory: endpoint<AdminCasinoCategory, AdminCasinoResult>().post(
    'admin/casino/category',
    'admin',
  ),
  adminEnableCasinoCategory: endpoint<AdminCasinoEnable, AdminCasinoResult>().post(
    'admin/casino/category/enabled',
    'admin',
  ),
  /** Ops: wins the seamless wallet refused (closed round, over the cap, undeclared game). */
  adminCasinoCategories: endpoint<NoPayload, AdminCasinoCategoryRecord[]>().get(
    'admin/casino/categories',
    'admin',
  ),
  adminCasinoGames: endpoint<AdminCasinoGamesQuery, AdminCasinoGamePage>().get(
    'admin/casino/games',
    'admin',
  ),
  adminPlaceCasinoGame: endpoint<AdminCasinoPlaceGame, AdminCasinoResult>().post(
    'admin/casino/game/category',
    'admin',
  ),
  adminCasinoRefusedWins: endpoint<AdminRefusedWinsQuery, AdminRefusedWin[]>().get(
    'admin/casino/refusedwins',
    'admin',
  ),
} as const satisfies CallsOf<typeof CASINO_REQUEST_SCHEMAS>;
