import { createAction } from '@reduxjs/toolkit';
import type { CatalogueGame } from '@oyna/contracts';

/**
 * What the lobby asks its saga for (spec §2, §4, §7, §9). The answers are call data
 * (`casinoCalls`); the lobby keeps no slice of its own.
 */
export const casinoActions = {
  /** spec §9: the page's categories, loaded in batches of 20. */
  loadLobby: createAction<{ slugs: string[] }>('casino/loadLobby'),
  /** spec §4: a star toggles a favourite (a visitor gets the login dialog). */
  toggleFavourite: createAction<{ game: CatalogueGame }>('casino/toggleFavourite'),
  /** What the player typed in the search field (debounced by the saga). */
  search: createAction<{ query: string; live: boolean }>('casino/search'),
};
