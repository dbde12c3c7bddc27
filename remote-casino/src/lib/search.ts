/** spec §7: a search asks for skip 0, take 5 (the lobby's search and the compact menu's Aviator). */
export const SEARCH_TAKE = 5;
