import type { SlotDefinition } from '../slot';
import { TEN_LINES } from './lucky-fruits';

/**
 * "Lucky Tulip" / "Şanslı Lale": card ranks, clover, horseshoe and the red tulip; the golden-tulip
 * wild (reels 2–4) substitutes only; 3 or more vases (scatters) award 10 free spins in which a
 * wild fills its whole reel (expanding wilds). 5 reels × 3 rows, 10 lines. Published data: slot-
 * rtp.test.ts recomputes the RTP exactly and max-multiplier.test.ts the most a round can pay.
 */
// prettier-ignore
const STRIPS = [
  [
    'queen', 'tulip', 'jack', 'jack', 'ten', 'king', 'horseshoe', 'queen', 'vase', 'ace', 'jack', 'ten', 'king', 'queen', 'jack', 'clover', 'ten', 'ten', 'ace', 'queen', 'king', 'jack', 'horseshoe', 'ten', 'queen', 'jack', 'ten', 'ten', 'king', 'ace', 'clover',
  ],
  [
    'queen', 'clover', 'jack', 'ten', 'tulip', 'king', 'ace', 'queen', 'horseshoe', 'jack', 'jack', 'vase', 'ten', 'king', 'queen', 'wild', 'jack', 'ace', 'clover', 'ten', 'queen', 'king', 'jack', 'ten', 'ten', 'horseshoe', 'queen', 'jack', 'ace', 'king', 'ten', 'ten', 'wild',
  ],
  [
    'ten', 'ten', 'wild', 'queen', 'clover', 'jack', 'ten', 'tulip', 'king', 'ace', 'queen', 'horseshoe', 'jack', 'jack', 'vase', 'ten', 'king', 'queen', 'wild', 'jack', 'ace', 'clover', 'ten', 'queen', 'king', 'jack', 'ten', 'ten', 'horseshoe', 'queen', 'jack', 'ace', 'king',
  ],
  [
    'jack', 'ace', 'king', 'ten', 'ten', 'wild', 'queen', 'clover', 'jack', 'ten', 'tulip', 'king', 'ace', 'queen', 'horseshoe', 'jack', 'jack', 'vase', 'ten', 'king', 'queen', 'wild', 'jack', 'ace', 'clover', 'ten', 'queen', 'king', 'jack', 'ten', 'ten', 'horseshoe', 'queen',
  ],
  [
    'queen', 'king', 'jack', 'horseshoe', 'ten', 'queen', 'jack', 'ten', 'ten', 'king', 'ace', 'clover', 'queen', 'tulip', 'jack', 'jack', 'ten', 'king', 'horseshoe', 'queen', 'vase', 'ace', 'jack', 'ten', 'king', 'queen', 'jack', 'clover', 'ten', 'ten', 'ace',
  ],
];

export const LUCKY_TULIP: SlotDefinition = {
  code: 'oyna-lucky-tulip',
  name: { tr: 'Şanslı Lale', en: 'Lucky Tulip' },
  symbols: ['ten', 'jack', 'queen', 'king', 'ace', 'clover', 'horseshoe', 'tulip', 'wild', 'vase'],
  wild: 'wild',
  scatter: 'vase',
  strips: STRIPS,
  lines: TEN_LINES,
  // Multiples of the line bet (stake / 10) for 3, 4 and 5 in a row from the leftmost reel.
  paytable: {
    ten: [7, 24, 80],
    jack: [7, 24, 80],
    queen: [8, 30, 115],
    king: [15, 45, 150],
    ace: [16, 48, 180],
    clover: [30, 115, 450],
    horseshoe: [30, 115, 450],
    tulip: [75, 375, 1500],
  },
  // Multiples of the whole stake for scatters anywhere in view.
  scatterPays: { 3: 2, 4: 10, 5: 50 },
  freeSpins: { trigger: 3, spins: 10, multiplier: 1, expandingWilds: true },
  rtp: 0.9586,
  maxMultiplierX100: 666280,
};
