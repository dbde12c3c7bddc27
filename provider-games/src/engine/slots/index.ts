import type { SlotDefinition } from '../slot';
import { BOOK_OF_ANATOLIA } from './book-of-anatolia';
import { DIAMOND_SEVEN } from './diamond-seven';
import { FRUIT_BAZAAR } from './fruit-bazaar';
import { GALATA_WILD } from './galata-wild';
import { LUCKY_FRUITS } from './lucky-fruits';
import { LUCKY_TULIP } from './lucky-tulip';
import { SULTAN_GOLD } from './sultan-gold';

export { LUCKY_FRUITS, TEN_LINES } from './lucky-fruits';

/** Every slot of the provider: one engine, one data file each. */
export const SLOT_GAMES: readonly SlotDefinition[] = [
  LUCKY_FRUITS,
  SULTAN_GOLD,
  FRUIT_BAZAAR,
  LUCKY_TULIP,
  GALATA_WILD,
  DIAMOND_SEVEN,
  BOOK_OF_ANATOLIA,
];

export function slotByCode(code: string): SlotDefinition | undefined {
  return SLOT_GAMES.find((game) => game.code === code);
}
