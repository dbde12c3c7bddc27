import { crashMs, crashPointX100, cappedCrashX100, decideCashOut, multiplierX100At } from './crash';
import { declaredGames, gameByCode, crashCapOf } from './games';
import {
  MEGA_FLOATS,
  MEGA_MAX_MULTIPLIER_X100,
  MEGA_MULTIPLIER_WEIGHTS,
  megaNumbers,
  megaStraightRtp,
  settleMegaRoulette,
} from './mega-roulette';
import { outcomeFromBytes, winOf } from './rounds';
import type { RouletteBet } from './roulette';
import { CRASH_VARIANTS, ROULETTE_VARIANTS } from './variants';

const TWO_52 = 2n ** 52n;

/** The 7 bytes whose first 52 bits are r. */
function bytesOf(r: bigint): Uint8Array {
  const shifted = r << 4n;
  const out = new Uint8Array(7);
  for (let i = 6; i >= 0; i -= 1) out[i] = Number((shifted >> BigInt(8 * (6 - i))) & 0xffn);
  return out;
}

describe('crash variants', () => {
  const named = CRASH_VARIANTS.filter((v) => v.code !== 'oyna-aviator-crash');

  it('declares each variant with its own code, title, RTP and cap', () => {
    const declared = declaredGames(100_000);
    expect(
      named.map((v) => {
        const g = declared.find((d) => d.code === v.code);
        return [g?.names.en, g?.names.tr, g?.rtp, g?.maxMultiplierX100];
      }),
    ).toEqual([
      ['Crash Rocket', 'Crash Rocket', 0.97, 500_000],
      ['TV Crash', 'TV Crash', 0.96, 20_000],
      ['Virtual Rocket', 'Sanal Roket', 0.98, 1_000_000],
    ]);
    // Aviator Crash keeps the deployment's cap.
    expect(declared.find((d) => d.code === 'oyna-aviator-crash')?.maxMultiplierX100).toBe(100_000);
  });

  it.each(named.map((v) => [v.code, v] as const))(
    '%s: P(crash ≥ m) is exactly floor(R·2^52/m)/2^52, within 2^-52 of R/m, at every tested target',
    (_code, variant) => {
      const R = BigInt(variant.terms.rtpPercent);
      for (const m of [101n, 150n, 200n, 1000n, 12_345n, BigInt(variant.terms.capX100 ?? 0)]) {
        // The smallest r whose crash point reaches m: every r from it up does, none below.
        const count = (R * TWO_52) / m;
        const r0 = TWO_52 - count;
        expect(crashPointX100(bytesOf(r0), variant.terms.rtpPercent)).toBeGreaterThanOrEqual(
          Number(m),
        );
        expect(crashPointX100(bytesOf(r0 - 1n), variant.terms.rtpPercent)).toBeLessThan(Number(m));
        // count / 2^52 vs R/m: |count·m − R·2^52| < m, i.e. less than 2^-52 apart.
        expect(R * TWO_52 - count * m).toBeLessThan(m);
        expect(R * TWO_52 - count * m).toBeGreaterThanOrEqual(0n);
      }
    },
  );

  it.each(named.map((v) => [v.code, v] as const))(
    '%s: the crash point stops at the cap and no cash-out pays more than stake × cap',
    (code, variant) => {
      const cap = variant.terms.capX100 ?? 0;
      const top = bytesOf(TWO_52 - 1n);
      const outcome = outcomeFromBytes('crash', top, crashCapOf(gameByCode(code)!, 100_000), code);
      expect(outcome).toEqual({ kind: 'crash', crashX100: cap });
      expect(cappedCrashX100(top, cap, variant.terms.rtpPercent)).toBe(cap);
      const pace = variant.terms.growthPerMs;
      const last = decideCashOut(cap, crashMs(cap, pace) - 1, pace);
      // A cash-out at the cap itself still pays (bustabit's rule), never more.
      expect(last.cashedOut && last.multiplierX100).toBeLessThanOrEqual(cap);
      expect(decideCashOut(cap, crashMs(cap, pace), pace)).toEqual({ cashedOut: false });
      const win = winOf(outcome, {
        kind: 'crash',
        stakeMinor: 1000,
        capX100: cap,
        cashOutX100: last.cashedOut ? last.multiplierX100 : null,
      });
      expect(win).toBeLessThanOrEqual((1000 * cap) / 100);
    },
  );

  it('runs each variant at its own pace', () => {
    // When the curve reaches 2×: the end of a round that crashed at 1.99×.
    const double = Object.fromEntries(
      CRASH_VARIANTS.map((v) => [v.code, crashMs(199, v.terms.growthPerMs)]),
    );
    expect(double).toEqual({
      'oyna-aviator-crash': 11_553,
      'oyna-crash-rocket': 8_665,
      'oyna-tv-crash': 5_777,
      'oyna-virtual-rocket': 13_863,
    });
    expect(multiplierX100At(5_777, 0.00012)).toBe(200);
  });
});

describe('Mega Roulette', () => {
  const mid = (i: number, n: number) => (i + 0.5) / n;

  it('draws 1–5 distinct mega numbers with multipliers of its table', () => {
    for (let c = 0; c < 5; c += 1) {
      const floats = [0.1, mid(c, 5), 0.99, 0.99, 0.99, 0.99, 0.99, 0, 0.7, 0.9, 0.95, 0.999];
      const mega = megaNumbers(floats);
      expect(mega).toHaveLength(c + 1);
      expect(new Set(mega.map((m) => m.number)).size).toBe(c + 1);
      expect(mega.map((m) => m.multiplier)).toEqual([50, 100, 200, 300, 500].slice(0, c + 1));
    }
  });

  it('states its straight-up RTP exactly, and the engine returns exactly that', () => {
    const exact = megaStraightRtp();
    expect(Number(exact.n) / Number(exact.d)).toBeCloseTo(0.96749452, 8);
    expect(gameByCode('oyna-mega-roulette')?.rtp).toBe(Number(exact.n) / Number(exact.d));
    // One unit on every number: the pocket is uniform and independent of the mega numbers, so
    // the return depends on the count and the multipliers only; the multipliers enter linearly,
    // so giving every position the same weighted slot s, s uniform over the 100, has their mean.
    const bets: RouletteBet[] = Array.from({ length: 37 }, (_, n) => ({
      type: 'straight',
      number: n,
      amount: 1,
    }));
    let returned = 0n;
    let spins = 0n;
    for (let pocket = 0; pocket < 37; pocket += 1) {
      for (let c = 0; c < 5; c += 1) {
        for (let s = 0; s < 100; s += 1) {
          const floats = [mid(pocket, 37), mid(c, 5), 0.3, 0.3, 0.3, 0.3, 0.3];
          for (let i = 0; i < 5; i += 1) floats.push(mid(s, 100));
          const mega = megaNumbers(floats);
          returned += BigInt(settleMegaRoulette(bets, pocket, mega).totalMinor);
          spins += 1n;
        }
      }
    }
    // returned / (37 · spins) == n / d
    expect(returned * exact.d).toBe(exact.n * 37n * spins);
  });

  it('pays 29:1 on a plain straight up and multiplier:1 on a mega number; 501× at most', () => {
    const mega = [{ number: 17, multiplier: 500 }];
    const bets: RouletteBet[] = [
      { type: 'straight', number: 17, amount: 100 },
      { type: 'red', amount: 100 },
    ];
    expect(settleMegaRoulette(bets, 17, mega).returns).toEqual([50_100, 0]);
    expect(settleMegaRoulette(bets, 17, []).returns).toEqual([3_000, 0]);
    expect(settleMegaRoulette([{ type: 'red', amount: 100 }], 1, mega).returns).toEqual([200]);
    expect(MEGA_MAX_MULTIPLIER_X100).toBe(50_100);
    expect(gameByCode('oyna-mega-roulette')?.maxMultiplierX100).toBe(50_100);
    expect(MEGA_MULTIPLIER_WEIGHTS.reduce((s, w) => s + w.weight, 0)).toBe(100);
  });

  it('reads its twelve floats, and European tables stay as they were', () => {
    expect(ROULETTE_VARIANTS.map((v) => [v.code, v.rules, v.bytes])).toEqual([
      ['oyna-european-roulette', 'european', 4],
      ['oyna-mega-roulette', 'mega', 4 * MEGA_FLOATS],
      ['oyna-virtual-roulette', 'european', 4],
    ]);
    const bytes = new Uint8Array(48).fill(0x80);
    const mega = outcomeFromBytes('roulette', bytes, 0, 'oyna-mega-roulette');
    expect(mega).toMatchObject({ kind: 'roulette', pocket: 18 });
    expect(mega.kind === 'roulette' && mega.mega?.length).toBe(3);
    expect(outcomeFromBytes('roulette', bytes, 0, 'oyna-european-roulette')).toEqual({
      kind: 'roulette',
      pocket: 18,
    });
  });
});
