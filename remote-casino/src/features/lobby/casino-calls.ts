import {
  createCallData,
  FAVORITES_CATEGORY,
  type CallSlot,
  type CasinoGamesRequest,
  type CatalogueGame,
} from '@oyna/contracts';
import { SEARCH_TAKE } from '../../lib/search';

/**
 * What the lobby reads by call (createCallData, docs/decisions/009 › One typed read primitive):
 * `getCasinoGames` in one slot per category of the page (`category:<slug>`, loaded by the
 * lobby's saga in batches), one for the player's favourites and one for the search.
 */
export const casinoCalls = createCallData('casinoCalls');

export const categorySlot = (slug: string) => `category:${slug}`;
export const FAVOURITES_SLOT = 'favourites';
export const SEARCH_SLOT = 'search';

/** spec §4 Favourites: the player's games are the category 'favorites'. */
export const favouritesQuery: CasinoGamesRequest = { systemCategory: FAVORITES_CATEGORY };

/** spec §2/§7: a search is casino/games with live, search, skip 0, take 5. */
export const searchQuery = (query: string, live: boolean): CasinoGamesRequest => ({
  live,
  search: query.trim(),
  skip: 0,
  take: SEARCH_TAKE,
});

/** A slot's games, flattened; a failed load is an empty list (spec §8), never a broken page. */
export function gamesOf(slot: CallSlot<'getCasinoGames'>): CatalogueGame[] {
  return slot.status === 'error' ? [] : (slot.data?.flat() ?? []);
}

/** The slot has answered (or failed) for this very query. */
export function answeredFor(slot: CallSlot<'getCasinoGames'>, query: CasinoGamesRequest): boolean {
  return (
    (slot.status === 'ready' || slot.status === 'error') &&
    JSON.stringify(slot.query) === JSON.stringify(query)
  );
}
