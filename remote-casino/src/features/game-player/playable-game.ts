import type { CatalogueGame, GameRef } from '@oyna/contracts';

/** A game as the casino opens it: the three fields of spec §3 and its launch data when known. */
export type PlayableGame = GameRef & Partial<Pick<CatalogueGame, 'system' | 'productId'>>;
