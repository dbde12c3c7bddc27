import { callSlotId, type CallDataState, type CatalogueGame } from '@oyna/contracts';
import { FAVOURITES_SLOT, favouritesQuery } from '../features/lobby/casino-calls';
import { initialPlayerState } from '../features/game-player/player-slice';

export function catalogueGame(over: Partial<CatalogueGame> = {}): CatalogueGame {
  return {
    gameCode: 'aviator',
    mainProviderId: 6,
    name: 'Aviator',
    image: '/api/cms/media/game-aviator.svg',
    providerName: 'Spribe',
    system: '',
    productId: '',
    live: false,
    tags: [],
    ...over,
  };
}

/** The remote's state for a saga test: a player (or a visitor) with these favourites loaded. */
export interface CasinoTestState {
  session: { loggedIn: boolean };
  i18n: { locale: 'en' };
  casinoCalls: CallDataState;
  casinoPlayer: typeof initialPlayerState;
}

export function stateOf(loggedIn: boolean, favourites?: CatalogueGame[]): CasinoTestState {
  const casinoCalls: CallDataState = favourites
    ? {
        [callSlotId('getCasinoGames', FAVOURITES_SLOT)]: {
          status: 'ready',
          data: [favourites],
          query: favouritesQuery,
        },
      }
    : {};
  return {
    session: { loggedIn },
    i18n: { locale: 'en' },
    casinoCalls,
    casinoPlayer: initialPlayerState,
  };
}
