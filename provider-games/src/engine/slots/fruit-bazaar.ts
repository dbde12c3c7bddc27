import type { SlotDefinition } from '../slot';
import { TEN_LINES } from './lucky-fruits';

/**
 * "Fruit Bazaar" / "Meyve Pazarı": a market stall of grapes, figs, apricots, pomegranates and
 * melons; the basket wild pays on its own; 3 or more scales (scatters) award 8 free spins at ×2. 5
 * reels × 3 rows, 10 lines. Published data: slot-rtp.test.ts recomputes the RTP exactly and max-
 * multiplier.test.ts the most a round can pay.
 */
// prettier-ignore
const STRIPS = [
  [
    'apricot', 'melon', 'watermelon', 'fig', 'fig', 'grape', 'pomegranate', 'apricot', 'basket', 'fig', 'grape', 'grape', 'watermelon', 'apricot', 'pomegranate', 'scale', 'fig', 'fig', 'apricot', 'grape', 'grape', 'pomegranate', 'watermelon', 'fig', 'apricot', 'fig', 'grape', 'grape', 'grape', 'pomegranate',
  ],
  [
    'fig', 'fig', 'pomegranate', 'basket', 'melon', 'watermelon', 'apricot', 'grape', 'grape', 'pomegranate', 'apricot', 'scale', 'grape', 'fig', 'fig', 'watermelon', 'apricot', 'pomegranate', 'basket', 'grape', 'grape', 'apricot', 'fig', 'fig', 'pomegranate', 'watermelon', 'grape', 'apricot', 'grape', 'fig',
  ],
  [
    'apricot', 'grape', 'fig', 'fig', 'fig', 'pomegranate', 'basket', 'melon', 'watermelon', 'apricot', 'grape', 'grape', 'pomegranate', 'apricot', 'scale', 'grape', 'fig', 'fig', 'watermelon', 'apricot', 'pomegranate', 'basket', 'grape', 'grape', 'apricot', 'fig', 'fig', 'pomegranate', 'watermelon', 'grape',
  ],
  [
    'pomegranate', 'watermelon', 'grape', 'apricot', 'grape', 'fig', 'fig', 'fig', 'pomegranate', 'basket', 'melon', 'watermelon', 'apricot', 'grape', 'grape', 'pomegranate', 'apricot', 'scale', 'grape', 'fig', 'fig', 'watermelon', 'apricot', 'pomegranate', 'basket', 'grape', 'grape', 'apricot', 'fig', 'fig',
  ],
  [
    'apricot', 'grape', 'grape', 'pomegranate', 'watermelon', 'fig', 'apricot', 'fig', 'grape', 'grape', 'grape', 'pomegranate', 'apricot', 'melon', 'watermelon', 'fig', 'fig', 'grape', 'pomegranate', 'apricot', 'basket', 'fig', 'grape', 'grape', 'watermelon', 'apricot', 'pomegranate', 'scale', 'fig', 'fig',
  ],
];

export const FRUIT_BAZAAR: SlotDefinition = {
  code: 'oyna-fruit-bazaar',
  name: { tr: 'Meyve Pazarı', en: 'Fruit Bazaar' },
  symbols: ['grape', 'fig', 'apricot', 'pomegranate', 'watermelon', 'melon', 'basket', 'scale'],
  wild: 'basket',
  scatter: 'scale',
  strips: STRIPS,
  lines: TEN_LINES,
  // Multiples of the line bet (stake / 10) for 3, 4 and 5 in a row from the leftmost reel.
  paytable: {
    grape: [4, 11, 36],
    fig: [4, 12, 45],
    apricot: [7, 20, 85],
    pomegranate: [10, 30, 115],
    watermelon: [15, 45, 215],
    melon: [35, 180, 720],
    basket: [70, 360, 1450],
  },
  // Multiples of the whole stake for scatters anywhere in view.
  scatterPays: { 3: 3, 4: 15, 5: 60 },
  freeSpins: { trigger: 3, spins: 8, multiplier: 2, expandingWilds: false },
  rtp: 0.9648,
  maxMultiplierX100: 425850,
};
