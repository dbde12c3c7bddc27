import type { SlotDefinition } from '../slot';
import { TEN_LINES } from './lucky-fruits';

/**
 * "Galata Wild": simit, tea, the Bosphorus ferry and card ranks; the Galata Tower wild (reels 2–4)
 * substitutes only; 3 or more lanterns (scatters) award 10 free spins with expanding wilds, every
 * win doubled. 5 reels × 3 rows, 10 lines. Published data: slot-rtp.test.ts recomputes the RTP
 * exactly and max-multiplier.test.ts the most a round can pay.
 */
// prettier-ignore
const STRIPS = [
  [
    'queen', 'ferry', 'jack', 'jack', 'ten', 'king', 'tea', 'queen', 'lantern', 'ace', 'jack', 'ten', 'king', 'queen', 'jack', 'simit', 'ten', 'ten', 'ace', 'queen', 'king', 'jack', 'tea', 'ten', 'queen', 'jack', 'ten', 'ten', 'king', 'ace', 'simit',
  ],
  [
    'queen', 'simit', 'jack', 'ten', 'ferry', 'king', 'ace', 'queen', 'tea', 'jack', 'jack', 'lantern', 'ten', 'king', 'queen', 'tower', 'jack', 'ace', 'simit', 'ten', 'queen', 'king', 'jack', 'ten', 'ten', 'tea', 'queen', 'jack', 'ace', 'king', 'ten', 'ten', 'tower',
  ],
  [
    'ten', 'ten', 'tower', 'queen', 'simit', 'jack', 'ten', 'ferry', 'king', 'ace', 'queen', 'tea', 'jack', 'jack', 'lantern', 'ten', 'king', 'queen', 'tower', 'jack', 'ace', 'simit', 'ten', 'queen', 'king', 'jack', 'ten', 'ten', 'tea', 'queen', 'jack', 'ace', 'king',
  ],
  [
    'jack', 'ace', 'king', 'ten', 'ten', 'tower', 'queen', 'simit', 'jack', 'ten', 'ferry', 'king', 'ace', 'queen', 'tea', 'jack', 'jack', 'lantern', 'ten', 'king', 'queen', 'tower', 'jack', 'ace', 'simit', 'ten', 'queen', 'king', 'jack', 'ten', 'ten', 'tea', 'queen',
  ],
  [
    'queen', 'king', 'jack', 'tea', 'ten', 'queen', 'jack', 'ten', 'ten', 'king', 'ace', 'simit', 'queen', 'ferry', 'jack', 'jack', 'ten', 'king', 'tea', 'queen', 'lantern', 'ace', 'jack', 'ten', 'king', 'queen', 'jack', 'simit', 'ten', 'ten', 'ace',
  ],
];

export const GALATA_WILD: SlotDefinition = {
  code: 'oyna-galata-wild',
  name: { tr: 'Galata Wild', en: 'Galata Wild' },
  symbols: ['ten', 'jack', 'queen', 'king', 'ace', 'simit', 'tea', 'ferry', 'tower', 'lantern'],
  wild: 'tower',
  scatter: 'lantern',
  strips: STRIPS,
  lines: TEN_LINES,
  // Multiples of the line bet (stake / 10) for 3, 4 and 5 in a row from the leftmost reel.
  paytable: {
    ten: [7, 20, 60],
    jack: [7, 20, 60],
    queen: [7, 25, 95],
    king: [12, 38, 125],
    ace: [12, 38, 150],
    simit: [25, 95, 375],
    tea: [32, 125, 500],
    ferry: [60, 310, 1250],
  },
  // Multiples of the whole stake for scatters anywhere in view.
  scatterPays: { 3: 2, 4: 10, 5: 50 },
  freeSpins: { trigger: 3, spins: 10, multiplier: 2, expandingWilds: true },
  rtp: 0.9636,
  maxMultiplierX100: 1089220,
};
