import { gameByCode } from './games';
import { outcomeFromBytes, winOf } from './rounds';
import {
  settleWheel,
  spinWheel,
  WHEEL_MAX_MULTIPLIER_X100,
  WHEEL_RTP,
  WHEEL_SEGMENTS,
  WHEEL_SIZE,
  WHEEL_SPOTS,
  WHEEL_VALUES,
  wheelCount,
  wheelHedgedMinor,
  wheelSpotRtp,
} from './wheel';

describe('money wheel', () => {
  it('has the classic 54 segments: 24 × 1, 15 × 2, 7 × 5, 4 × 10, 2 × 20, one star and one crescent (40)', () => {
    expect(WHEEL_SIZE).toBe(54);
    expect(WHEEL_SPOTS.map((s) => [s, WHEEL_VALUES[s], wheelCount(s)])).toEqual([
      ['1', 1, 24],
      ['2', 2, 15],
      ['5', 5, 7],
      ['10', 10, 4],
      ['20', 20, 2],
      ['star', 40, 1],
      ['crescent', 40, 1],
    ]);
  });

  it('returns count × (value + 1) / 54 on each spot, exactly', () => {
    const expected: Record<string, [number, number]> = {
      '1': [48, 54],
      '2': [45, 54],
      '5': [42, 54],
      '10': [44, 54],
      '20': [42, 54],
      star: [41, 54],
      crescent: [41, 54],
    };
    for (const spot of WHEEL_SPOTS) {
      // The same sum over the 54 segments, in integers.
      const returned = WHEEL_SEGMENTS.reduce(
        (sum, _s, segment) => sum + settleWheel([{ spot, amount: 1 }], segment),
        0,
      );
      expect([returned, WHEEL_SIZE]).toEqual(expected[spot]);
      expect(wheelSpotRtp(spot)).toBe((expected[spot]?.[0] ?? 0) / 54);
    }
    expect(WHEEL_RTP).toBe(wheelSpotRtp('1'));
    expect(gameByCode('oyna-tv-wheel')?.rtp).toBe(48 / 54);
  });

  it('maps a float to floor(float × 54) and pays value:1 plus the stake', () => {
    expect(spinWheel([0])).toBe(0);
    expect(spinWheel([1 - 2 ** -32])).toBe(53);
    expect(spinWheel([0.5])).toBe(27);
    expect(WHEEL_SEGMENTS[0]).toBe('star');
    expect(WHEEL_SEGMENTS[27]).toBe('crescent');
    expect(settleWheel([{ spot: 'star', amount: 100 }], 0)).toBe(4100);
    expect(settleWheel([{ spot: 'crescent', amount: 100 }], 0)).toBe(0);
    const bytes = new Uint8Array([0x80, 0, 0, 0]); // float 0.5 → segment 27
    const outcome = outcomeFromBytes('wheel', bytes, 0, 'oyna-tv-wheel');
    expect(outcome).toEqual({ kind: 'wheel', segment: 27 });
    expect(
      winOf(outcome, {
        kind: 'wheel',
        bets: [
          { spot: 'crescent', amount: 50 },
          { spot: '1', amount: 50 },
        ],
      }),
    ).toBe(2050);
  });

  it('declares 41× as its maximum multiplier', () => {
    expect(WHEEL_MAX_MULTIPLIER_X100).toBe(4100);
    expect(gameByCode('oyna-tv-wheel')?.maxMultiplierX100).toBe(4100);
    for (let segment = 0; segment < WHEEL_SIZE; segment += 1) {
      const bets = WHEEL_SPOTS.map((spot) => ({ spot, amount: 3 }));
      expect(settleWheel(bets, segment) * 100).toBeLessThanOrEqual(3 * 7 * 4100);
    }
  });
});

describe('the stake a spin hedges (spec §1 promotions and bonuses: covering every outcome)', () => {
  it('is what every segment returns, only when every spot is staked', () => {
    const all = WHEEL_SPOTS.map((spot) => ({ spot, amount: 100 }));
    // A 1 returns 200 of the 700 staked: the least any segment returns.
    expect(wheelHedgedMinor(all)).toBe(200);
    expect(wheelHedgedMinor(all.filter((bet) => bet.spot !== 'crescent'))).toBe(0);
    // More on the 1s: a 2's segment (100 × 3) is now the least.
    const heavy = all.map((bet) => (bet.spot === '1' ? { ...bet, amount: 500 } : bet));
    expect(wheelHedgedMinor(heavy)).toBe(300);
    expect(wheelHedgedMinor([{ spot: '1', amount: 100 }])).toBe(0);
  });
});
