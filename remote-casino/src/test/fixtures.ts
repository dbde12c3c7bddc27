import type { CatalogueGame } from '@oyna/contracts';
import { initialCasinoState, type CasinoState } from '../features/lobby/casino-slice';
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

export function stateOf(loggedIn: boolean, casino: Partial<CasinoState> = {}) {
  return {
    session: { loggedIn },
    i18n: { locale: 'en' },
    casino: { ...initialCasinoState, ...casino },
    casinoPlayer: initialPlayerState,
  };
}
