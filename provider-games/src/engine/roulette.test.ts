import {
  betWins,
  invalidBetReason,
  isSplit,
  POCKET_TABLE,
  RED_NUMBERS,
  ROULETTE_POCKETS,
  rouletteHedgedMinor,
  settleRoulette,
  spinRoulette,
  WHEEL_ORDER,
  type RouletteBet,
} from './roulette';

const all = Array.from({ length: ROULETTE_POCKETS }, (_, n) => n);
const winners = (bet: RouletteBet) => all.filter((n) => betWins(bet, n));

describe('European roulette table', () => {
  it('has 37 pockets, 18 red, 18 black and a green zero, each once on the wheel', () => {
    expect(POCKET_TABLE.filter((p) => p.color === 'red').map((p) => p.number)).toEqual(RED_NUMBERS);
    expect(POCKET_TABLE.filter((p) => p.color === 'black')).toHaveLength(18);
    expect(POCKET_TABLE[0]).toEqual({ number: 0, color: 'green', dozen: 0, column: 0 });
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(all);
  });

  it('maps a float to floor(float × 37)', () => {
    expect(spinRoulette([0])).toBe(0);
    expect(spinRoulette([0.5])).toBe(18);
    expect(spinRoulette([1 - 2 ** -32])).toBe(36);
    expect(spinRoulette([1 / 37])).toBe(1);
  });

  it.each<[RouletteBet, number[], number]>([
    [{ type: 'straight', number: 17, amount: 100 }, [17], 3600],
    [{ type: 'straight', number: 0, amount: 100 }, [0], 3600],
    [{ type: 'split', numbers: [17, 18], amount: 100 }, [17, 18], 1800],
    [{ type: 'split', numbers: [0, 2], amount: 100 }, [0, 2], 1800],
    [{ type: 'red', amount: 100 }, [...RED_NUMBERS], 200],
    [{ type: 'black', amount: 100 }, all.filter((n) => n > 0 && !RED_NUMBERS.includes(n)), 200],
    [{ type: 'odd', amount: 100 }, all.filter((n) => n % 2 === 1), 200],
    [{ type: 'even', amount: 100 }, all.filter((n) => n > 0 && n % 2 === 0), 200],
    [{ type: 'low', amount: 100 }, all.filter((n) => n >= 1 && n <= 18), 200],
    [{ type: 'high', amount: 100 }, all.filter((n) => n >= 19), 200],
    [{ type: 'dozen', dozen: 1, amount: 100 }, all.filter((n) => n >= 1 && n <= 12), 300],
    [{ type: 'dozen', dozen: 2, amount: 100 }, all.filter((n) => n >= 13 && n <= 24), 300],
    [{ type: 'dozen', dozen: 3, amount: 100 }, all.filter((n) => n >= 25), 300],
    [{ type: 'column', column: 1, amount: 100 }, all.filter((n) => n > 0 && n % 3 === 1), 300],
    [{ type: 'column', column: 2, amount: 100 }, all.filter((n) => n > 0 && n % 3 === 2), 300],
    [{ type: 'column', column: 3, amount: 100 }, all.filter((n) => n > 0 && n % 3 === 0), 300],
  ])('%j wins on %j and returns %i (stake included), RTP 36/37', (bet, pockets, returns) => {
    expect(winners(bet)).toEqual(pockets);
    for (const n of all) {
      expect(settleRoulette([bet], n).totalMinor).toBe(pockets.includes(n) ? returns : 0);
    }
    // Every bet returns 36 stakes over the 37 pockets: 97.3 %.
    const total = all.reduce((sum, n) => sum + settleRoulette([bet], n).totalMinor, 0);
    expect(total).toBe(36 * bet.amount);
  });

  it('settles several bets at once', () => {
    const bets: RouletteBet[] = [
      { type: 'straight', number: 7, amount: 50 },
      { type: 'red', amount: 200 },
      { type: 'dozen', dozen: 3, amount: 100 },
    ];
    expect(settleRoulette(bets, 7)).toEqual({ returns: [1800, 400, 0], totalMinor: 2200 });
    expect(settleRoulette(bets, 0)).toEqual({ returns: [0, 0, 0], totalMinor: 0 });
  });

  it.each([
    [1, 2, true],
    [2, 3, true],
    [3, 4, false],
    [1, 4, true],
    [33, 36, true],
    [34, 35, true],
    [36, 37, false],
    [0, 1, true],
    [0, 3, true],
    [0, 4, false],
    [5, 5, false],
    [10, 14, false],
    [-1, 2, false],
  ])('split %i/%i is adjacent: %s', (a, b, adjacent) => {
    expect(isSplit(a, b)).toBe(adjacent);
    expect(isSplit(b, a)).toBe(adjacent);
  });

  it('names what is wrong with a bet', () => {
    expect(invalidBetReason({ type: 'split', numbers: [3, 4], amount: 1 })).toBe(
      'a split needs two adjacent numbers',
    );
    expect(invalidBetReason({ type: 'straight', number: 37, amount: 1 })).toBe(
      'number must be 0–36',
    );
    expect(invalidBetReason({ type: 'dozen', dozen: 4, amount: 1 })).toBe('dozen must be 1–3');
    expect(invalidBetReason({ type: 'column', column: 0, amount: 1 })).toBe('column must be 1–3');
    expect(invalidBetReason({ type: 'odd', amount: 1 })).toBeNull();
  });
});

describe('the stake a spin hedges (spec §1 promotions and bonuses: covering both outcomes)', () => {
  const straights = (numbers: number[], amount: number): RouletteBet[] =>
    numbers.map((number) => ({ type: 'straight', number, amount }));

  it.each<[string, RouletteBet[], number]>([
    ['red alone', [{ type: 'red', amount: 100 }], 0],
    [
      'red and black: the smaller side on both sides',
      [
        { type: 'red', amount: 100 },
        { type: 'black', amount: 60 },
      ],
      120,
    ],
    [
      'odd and even alike: all of it',
      [
        { type: 'odd', amount: 50 },
        { type: 'even', amount: 50 },
      ],
      100,
    ],
    [
      '1–18 and 19–36',
      [
        { type: 'low', amount: 30 },
        { type: 'high', amount: 200 },
      ],
      60,
    ],
    [
      'two pairs at once',
      [
        { type: 'red', amount: 100 },
        { type: 'black', amount: 50 },
        { type: 'odd', amount: 100 },
        { type: 'even', amount: 50 },
      ],
      200,
    ],
    [
      'a pair and a straight up: the straight up is not hedged',
      [
        { type: 'red', amount: 100 },
        { type: 'black', amount: 100 },
        { type: 'straight', number: 17, amount: 10 },
      ],
      200,
    ],
    [
      'red and odd (not a pair)',
      [
        { type: 'red', amount: 100 },
        { type: 'odd', amount: 100 },
      ],
      0,
    ],
    [
      'all three dozens: three times the smallest',
      [
        { type: 'dozen', dozen: 1, amount: 40 },
        { type: 'dozen', dozen: 2, amount: 30 },
        { type: 'dozen', dozen: 3, amount: 50 },
      ],
      90,
    ],
    [
      'all three columns alike',
      [1, 2, 3].map((column): RouletteBet => ({ type: 'column', column, amount: 20 })),
      60,
    ],
    [
      'two dozens only',
      [
        { type: 'dozen', dozen: 1, amount: 40 },
        { type: 'dozen', dozen: 2, amount: 40 },
      ],
      0,
    ],
    ['32 straight ups of one amount', straights(all.slice(0, 32), 10), 320],
    ['31 straight ups of one amount', straights(all.slice(0, 31), 10), 0],
    [
      'two dozens and eight straight ups in the third',
      [
        { type: 'dozen', dozen: 1, amount: 10 },
        { type: 'dozen', dozen: 2, amount: 10 },
        ...straights([25, 26, 27, 28, 29, 30, 31, 32], 1),
      ],
      28,
    ],
  ])('%s', (_name, bets, hedged) => {
    expect(rouletteHedgedMinor(bets)).toBe(hedged);
  });

  it('hedges what the bets surely return, never more than the stake', () => {
    // 32 straight ups of 10 return 360 on 32 pockets: the stake, 320, is hedged.
    expect(rouletteHedgedMinor(straights(all.slice(0, 32), 10))).toBe(320);
    // Every number at 1: 36 comes back whatever the pocket, 1 of the 37 staked is lost.
    expect(rouletteHedgedMinor(straights(all, 1))).toBe(36);
  });
});
