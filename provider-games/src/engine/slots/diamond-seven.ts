import type { SlotDefinition } from '../slot';
import { TEN_LINES } from './lucky-fruits';

/**
 * "Diamond Seven" / "Elmas Yedi": a classic of cherries, bells, bars and sevens; the diamond-seven
 * wild pays on its own; 3 or more stars (scatters) award 5 free spins at ×5. 5 reels × 3 rows, 10
 * lines. Published data: slot-rtp.test.ts recomputes the RTP exactly and max-multiplier.test.ts
 * the most a round can pay.
 */
// prettier-ignore
const STRIPS = [
  [
    'bar', 'seven', 'triple-bar', 'bell', 'bell', 'cherry', 'double-bar', 'bar', 'wild', 'bell', 'cherry', 'cherry', 'triple-bar', 'bar', 'double-bar', 'star', 'bell', 'bell', 'bar', 'cherry', 'cherry', 'double-bar', 'triple-bar', 'bell', 'bar', 'bell', 'cherry', 'cherry', 'cherry', 'double-bar',
  ],
  [
    'bell', 'bell', 'double-bar', 'wild', 'seven', 'triple-bar', 'bar', 'cherry', 'cherry', 'double-bar', 'bar', 'star', 'cherry', 'bell', 'bell', 'triple-bar', 'bar', 'double-bar', 'wild', 'cherry', 'cherry', 'bar', 'bell', 'bell', 'double-bar', 'triple-bar', 'cherry', 'bar', 'cherry', 'bell',
  ],
  [
    'bar', 'cherry', 'bell', 'bell', 'bell', 'double-bar', 'wild', 'seven', 'triple-bar', 'bar', 'cherry', 'cherry', 'double-bar', 'bar', 'star', 'cherry', 'bell', 'bell', 'triple-bar', 'bar', 'double-bar', 'wild', 'cherry', 'cherry', 'bar', 'bell', 'bell', 'double-bar', 'triple-bar', 'cherry',
  ],
  [
    'double-bar', 'triple-bar', 'cherry', 'bar', 'cherry', 'bell', 'bell', 'bell', 'double-bar', 'wild', 'seven', 'triple-bar', 'bar', 'cherry', 'cherry', 'double-bar', 'bar', 'star', 'cherry', 'bell', 'bell', 'triple-bar', 'bar', 'double-bar', 'wild', 'cherry', 'cherry', 'bar', 'bell', 'bell',
  ],
  [
    'bar', 'cherry', 'cherry', 'double-bar', 'triple-bar', 'bell', 'bar', 'bell', 'cherry', 'cherry', 'cherry', 'double-bar', 'bar', 'seven', 'triple-bar', 'bell', 'bell', 'cherry', 'double-bar', 'bar', 'wild', 'bell', 'cherry', 'cherry', 'triple-bar', 'bar', 'double-bar', 'star', 'bell', 'bell',
  ],
];

export const DIAMOND_SEVEN: SlotDefinition = {
  code: 'oyna-diamond-seven',
  name: { tr: 'Elmas Yedi', en: 'Diamond Seven' },
  symbols: ['cherry', 'bell', 'bar', 'double-bar', 'triple-bar', 'seven', 'wild', 'star'],
  wild: 'wild',
  scatter: 'star',
  strips: STRIPS,
  lines: TEN_LINES,
  // Multiples of the line bet (stake / 10) for 3, 4 and 5 in a row from the leftmost reel.
  paytable: {
    cherry: [3, 10, 35],
    bell: [3, 12, 45],
    bar: [7, 22, 85],
    'double-bar': [10, 28, 115],
    'triple-bar': [15, 43, 215],
    seven: [35, 180, 720],
    wild: [70, 360, 1440],
  },
  // Multiples of the whole stake for scatters anywhere in view.
  scatterPays: { 3: 2, 4: 10, 5: 50 },
  freeSpins: { trigger: 3, spins: 5, multiplier: 5, expandingWilds: false },
  rtp: 0.9656,
  maxMultiplierX100: 648700,
};
