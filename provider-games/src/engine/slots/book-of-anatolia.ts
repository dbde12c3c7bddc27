import type { SlotDefinition } from '../slot';
import { TEN_LINES } from './lucky-fruits';

/**
 * "Book of Anatolia" / "Anadolu’nun Kitabı": card ranks, a Hittite vase, a lion and the explorer;
 * the sun-disk wild (reels 2–4) substitutes only; 3 or more books (scatters) award 10 free spins
 * on richer strips (two wilds on reels 2–4) with expanding wilds. 5 reels × 3 rows, 10 lines.
 * Published data: slot-rtp.test.ts recomputes the RTP exactly and max-multiplier.test.ts the most
 * a round can pay.
 */
// prettier-ignore
const STRIPS = [
  [
    'queen', 'explorer', 'jack', 'jack', 'ten', 'king', 'lion', 'queen', 'book', 'ace', 'jack', 'ten', 'king', 'queen', 'jack', 'vase', 'ten', 'ten', 'ace', 'queen', 'king', 'jack', 'lion', 'ten', 'queen', 'jack', 'ten', 'ten', 'king', 'ace', 'vase',
  ],
  [
    'lion', 'queen', 'jack', 'ten', 'explorer', 'ten', 'king', 'ace', 'queen', 'vase', 'jack', 'sun', 'jack', 'ten', 'king', 'queen', 'lion', 'ace', 'book', 'jack', 'ten', 'queen', 'king', 'jack', 'ten', 'vase', 'ten', 'queen', 'ace', 'jack', 'king', 'ten',
  ],
  [
    'jack', 'king', 'ten', 'lion', 'queen', 'jack', 'ten', 'explorer', 'ten', 'king', 'ace', 'queen', 'vase', 'jack', 'sun', 'jack', 'ten', 'king', 'queen', 'lion', 'ace', 'book', 'jack', 'ten', 'queen', 'king', 'jack', 'ten', 'vase', 'ten', 'queen', 'ace',
  ],
  [
    'ten', 'queen', 'ace', 'jack', 'king', 'ten', 'lion', 'queen', 'jack', 'ten', 'explorer', 'ten', 'king', 'ace', 'queen', 'vase', 'jack', 'sun', 'jack', 'ten', 'king', 'queen', 'lion', 'ace', 'book', 'jack', 'ten', 'queen', 'king', 'jack', 'ten', 'vase',
  ],
  [
    'queen', 'king', 'jack', 'lion', 'ten', 'queen', 'jack', 'ten', 'ten', 'king', 'ace', 'vase', 'queen', 'explorer', 'jack', 'jack', 'ten', 'king', 'lion', 'queen', 'book', 'ace', 'jack', 'ten', 'king', 'queen', 'jack', 'vase', 'ten', 'ten', 'ace',
  ],
];

/** Free spins play on these strips (reels 2–4 carry a second wild). */
// prettier-ignore
const FREE_STRIPS = [
  [
    'vase', 'queen', 'explorer', 'jack', 'jack', 'ten', 'king', 'lion', 'queen', 'book', 'ace', 'jack', 'ten', 'king', 'queen', 'jack', 'vase', 'ten', 'ten', 'ace', 'queen', 'king', 'jack', 'lion', 'ten', 'queen', 'jack', 'ten', 'ten', 'king', 'ace',
  ],
  [
    'ten', 'ten', 'sun', 'queen', 'vase', 'jack', 'ten', 'explorer', 'king', 'ace', 'queen', 'lion', 'jack', 'jack', 'book', 'ten', 'king', 'queen', 'sun', 'jack', 'ace', 'vase', 'ten', 'queen', 'king', 'jack', 'ten', 'ten', 'lion', 'queen', 'jack', 'ace', 'king',
  ],
  [
    'lion', 'queen', 'jack', 'ace', 'king', 'ten', 'ten', 'sun', 'queen', 'vase', 'jack', 'ten', 'explorer', 'king', 'ace', 'queen', 'lion', 'jack', 'jack', 'book', 'ten', 'king', 'queen', 'sun', 'jack', 'ace', 'vase', 'ten', 'queen', 'king', 'jack', 'ten', 'ten',
  ],
  [
    'queen', 'king', 'jack', 'ten', 'ten', 'lion', 'queen', 'jack', 'ace', 'king', 'ten', 'ten', 'sun', 'queen', 'vase', 'jack', 'ten', 'explorer', 'king', 'ace', 'queen', 'lion', 'jack', 'jack', 'book', 'ten', 'king', 'queen', 'sun', 'jack', 'ace', 'vase', 'ten',
  ],
  [
    'jack', 'ten', 'king', 'queen', 'jack', 'vase', 'ten', 'ten', 'ace', 'queen', 'king', 'jack', 'lion', 'ten', 'queen', 'jack', 'ten', 'ten', 'king', 'ace', 'vase', 'queen', 'explorer', 'jack', 'jack', 'ten', 'king', 'lion', 'queen', 'book', 'ace',
  ],
];

export const BOOK_OF_ANATOLIA: SlotDefinition = {
  code: 'oyna-book-of-anatolia',
  name: { tr: 'Anadolu’nun Kitabı', en: 'Book of Anatolia' },
  symbols: ['ten', 'jack', 'queen', 'king', 'ace', 'vase', 'lion', 'explorer', 'sun', 'book'],
  wild: 'sun',
  scatter: 'book',
  strips: STRIPS,
  lines: TEN_LINES,
  // Multiples of the line bet (stake / 10) for 3, 4 and 5 in a row from the leftmost reel.
  paytable: {
    ten: [9, 30, 100],
    jack: [9, 30, 100],
    queen: [10, 38, 145],
    king: [19, 58, 195],
    ace: [19, 58, 230],
    vase: [38, 145, 580],
    lion: [48, 190, 760],
    explorer: [95, 480, 1900],
  },
  // Multiples of the whole stake for scatters anywhere in view.
  scatterPays: { 3: 2, 4: 10, 5: 50 },
  freeSpins: { trigger: 3, spins: 10, multiplier: 1, expandingWilds: true, strips: FREE_STRIPS },
  rtp: 0.9601,
  maxMultiplierX100: 842050,
};
