import crypto from 'node:crypto';
import {
  cappedCrashX100,
  crashMs,
  crashPointX100,
  crashWinMinor,
  decideCashOut,
  multiplierX100At,
} from './crash';

/** 7 bytes whose first 52 bits are r. */
function bytesOf(r: number): Uint8Array {
  const hex = r.toString(16).padStart(13, '0') + '0';
  return new Uint8Array(hex.match(/../g)?.map((h) => parseInt(h, 16)) ?? []);
}

describe('Aviator Crash', () => {
  it('computes max(1, floor(99 / (1 − X)) / 100) from 52 bits', () => {
    expect(crashPointX100(bytesOf(0))).toBe(100); // 0.99 → 1.00x
    expect(crashPointX100(bytesOf(2 ** 51))).toBe(198); // X = 0.5
    expect(crashPointX100(bytesOf(3 * 2 ** 50))).toBe(396); // X = 0.75
    expect(crashPointX100(bytesOf(2 ** 52 - 1))).toBe(99 * 2 ** 52);
  });

  it('clamps at the configured cap', () => {
    expect(cappedCrashX100(bytesOf(2 ** 52 - 1), 100_000)).toBe(100_000);
    expect(cappedCrashX100(bytesOf(2 ** 51), 100_000)).toBe(198);
  });

  it('keeps a 1 % edge: P(crash ≥ m) ≈ 0.99 / m', () => {
    const n = 200_000;
    const points = Array.from({ length: n }, () => crashPointX100(crypto.randomBytes(7)));
    for (const m of [1.01, 2, 10]) {
      const share = points.filter((p) => p >= m * 100).length / n;
      expect(share).toBeGreaterThan(0.99 / m - 0.01);
      expect(share).toBeLessThan(0.99 / m + 0.01);
    }
  });

  it('grows as floor(100 · e^(0.00006 · ms)) / 100', () => {
    expect(multiplierX100At(0)).toBe(100);
    expect(multiplierX100At(10_000)).toBe(Math.floor(100 * Math.exp(0.6)));
    expect(multiplierX100At(-5)).toBe(100);
  });

  it('crashes at the first millisecond the curve passes the crash point', () => {
    for (const point of [101, 150, 200, 1234, 100_000]) {
      const ms = crashMs(point);
      expect(multiplierX100At(ms)).toBeGreaterThan(point);
      expect(multiplierX100At(ms - 1)).toBeLessThanOrEqual(point);
    }
    expect(crashMs(100)).toBe(0);
  });

  it('decides a cash-out by elapsed server time: before the crash it pays the curve, from then it is lost', () => {
    const at = crashMs(200);
    // bustabit's rule: a cash-out at the crash point itself pays.
    expect(decideCashOut(200, at - 1)).toEqual({ cashedOut: true, multiplierX100: 200 });
    expect(decideCashOut(200, at)).toEqual({ cashedOut: false });
    expect(decideCashOut(100, 0)).toEqual({ cashedOut: false });
    expect(crashWinMinor(1000, 199)).toBe(1990);
    expect(crashWinMinor(333, 150)).toBe(499);
  });
});
