import { SLOT_RTP } from './games';
import { evaluateWindow, SLOT_LINES, SLOT_SCATTER_PAYS, type SlotSymbol } from './slot';
import { exactRtpOfStrips, exactSlotRtp } from './slot-rtp';

describe('Lucky Fruits RTP', () => {
  it('is exactly 23 367 240 / 24 300 000 = 96.16 %, as stated', () => {
    const exact = exactSlotRtp();
    // 23 367 240 / 24 300 000, reduced.
    expect(exact.fraction.numerator * 24_300_000n).toBe(23_367_240n * exact.fraction.denominator);
    expect(exact.freeSpins).toBe(0);
    expect(exact.rtp).toBeCloseTo(0.961615, 6);
    expect(SLOT_RTP).toBe(Math.round(exact.rtp * 10_000) / 10_000);
  });

  it('agrees with a brute-force pass over every stop combination (small strips)', () => {
    const c = 'cherry',
      w = 'wild',
      x = 'scatter',
      s = 'seven';
    const strips: SlotSymbol[][] = [
      [c, w, x, s],
      [c, s, w],
      [x, c, s, w],
      [c, c, w],
      [s, x, c, w],
    ];
    let total = 0;
    let combos = 0;
    const walk = (reel: number, stops: number[]): void => {
      if (reel === strips.length) {
        const outcome = evaluateWindow(stops, strips);
        const lineBets = outcome.lineWins.reduce((sum, win) => sum + win.pays, 0);
        total += lineBets / SLOT_LINES.length + outcome.scatterPays;
        combos += 1;
        return;
      }
      for (let stop = 0; stop < (strips[reel]?.length ?? 0); stop += 1)
        walk(reel + 1, [...stops, stop]);
    };
    walk(0, []);
    const exact = exactRtpOfStrips(strips);
    expect(combos).toBe(4 * 3 * 4 * 3 * 4);
    expect(exact.rtp).toBeCloseTo(total / combos, 12);
    expect(Object.keys(SLOT_SCATTER_PAYS)).toEqual(['3', '4', '5']);
  });
});
