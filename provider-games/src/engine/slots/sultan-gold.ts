import type { SlotDefinition } from '../slot';
import { TEN_LINES } from './lucky-fruits';

/**
 * "Sultan Gold": a palace of lamps, crescents and the sultan; the gold wild pays on its own; 3 or
 * more gold coins (scatters) award 10 free spins where every win is tripled. 5 reels × 3 rows, 10
 * lines. Published data: slot-rtp.test.ts recomputes the RTP exactly and max-multiplier.test.ts
 * the most a round can pay.
 */
// prettier-ignore
const STRIPS = [
  [
    'queen', 'sultan', 'king', 'jack', 'jack', 'queen', 'ace', 'crescent', 'wild', 'lamp', 'king', 'queen', 'jack', 'ace', 'king', 'coin', 'queen', 'jack', 'jack', 'lamp', 'king', 'ace', 'crescent', 'queen', 'jack', 'king', 'queen', 'jack', 'ace', 'lamp',
  ],
  [
    'queen', 'ace', 'lamp', 'crescent', 'sultan', 'king', 'jack', 'queen', 'jack', 'ace', 'wild', 'coin', 'lamp', 'king', 'jack', 'queen', 'ace', 'king', 'crescent', 'jack', 'queen', 'queen', 'lamp', 'king', 'ace', 'wild', 'jack', 'queen', 'king', 'jack',
  ],
  [
    'queen', 'king', 'jack', 'queen', 'ace', 'lamp', 'crescent', 'sultan', 'king', 'jack', 'queen', 'jack', 'ace', 'wild', 'coin', 'lamp', 'king', 'jack', 'queen', 'ace', 'king', 'crescent', 'jack', 'queen', 'queen', 'lamp', 'king', 'ace', 'wild', 'jack',
  ],
  [
    'ace', 'wild', 'jack', 'queen', 'king', 'jack', 'queen', 'ace', 'lamp', 'crescent', 'sultan', 'king', 'jack', 'queen', 'jack', 'ace', 'wild', 'coin', 'lamp', 'king', 'jack', 'queen', 'ace', 'king', 'crescent', 'jack', 'queen', 'queen', 'lamp', 'king',
  ],
  [
    'jack', 'lamp', 'king', 'ace', 'crescent', 'queen', 'jack', 'king', 'queen', 'jack', 'ace', 'lamp', 'queen', 'sultan', 'king', 'jack', 'jack', 'queen', 'ace', 'crescent', 'wild', 'lamp', 'king', 'queen', 'jack', 'ace', 'king', 'coin', 'queen', 'jack',
  ],
];

export const SULTAN_GOLD: SlotDefinition = {
  code: 'oyna-sultan-gold',
  name: { tr: 'Sultan Gold', en: 'Sultan Gold' },
  symbols: ['jack', 'queen', 'king', 'ace', 'lamp', 'crescent', 'sultan', 'wild', 'coin'],
  wild: 'wild',
  scatter: 'coin',
  strips: STRIPS,
  lines: TEN_LINES,
  // Multiples of the line bet (stake / 10) for 3, 4 and 5 in a row from the leftmost reel.
  paytable: {
    jack: [4, 10, 45],
    queen: [5, 12, 55],
    king: [7, 20, 90],
    ace: [9, 25, 110],
    lamp: [15, 45, 225],
    crescent: [20, 90, 450],
    sultan: [45, 170, 900],
    wild: [90, 450, 1700],
  },
  // Multiples of the whole stake for scatters anywhere in view.
  scatterPays: { 3: 2, 4: 10, 5: 50 },
  freeSpins: { trigger: 3, spins: 10, multiplier: 3, expandingWilds: false },
  rtp: 0.9592,
  maxMultiplierX100: 812200,
};
