import { nextGoalResult, resultsOf } from './market-results';
import { priceMarkets, type GameState } from './pricing';

const football: GameState = {
  engine: 'goals',
  rateHome: 1.5,
  rateAway: 1.1,
  length: 90,
  pSet: 0.5,
  setsToWin: 0,
  setTarget: 0,
  totalLine: 0,
  handicapLine: 0,
  minute: 0,
  setHome: 0,
  setAway: 0,
  suspendTicks: 0,
};

describe('market results from the final score (the simulator settles with these)', () => {
  it.each([
    ['1x2 home', '1x2', null, 2, 1, { home: 'won', draw: 'lost', away: 'lost' }],
    ['1x2 draw', '1x2', null, 1, 1, { home: 'lost', draw: 'won', away: 'lost' }],
    ['over 2.5', 'total', 2500, 2, 1, { over: 'won', under: 'lost' }],
    ['under 2.5', 'total', 2500, 1, 1, { over: 'lost', under: 'won' }],
    ['btts yes', 'btts', null, 1, 1, { yes: 'won', no: 'lost' }],
    ['btts no', 'btts', null, 3, 0, { yes: 'lost', no: 'won' }],
    // Handicap −1 on the home side: a one-goal home win is a push, stake back.
    ['handicap −1, won by 2', 'handicap', -1000, 2, 0, { home: 'won', away: 'lost' }],
    ['handicap −1, won by 1: push', 'handicap', -1000, 2, 1, { home: 'push', away: 'push' }],
    ['handicap −1, draw', 'handicap', -1000, 1, 1, { home: 'lost', away: 'won' }],
    [
      'no next goal at the end',
      'next-goal',
      3000,
      1,
      1,
      { home: 'lost', none: 'won', away: 'lost' },
    ],
  ] as const)('%s', (_name, key, line, home, away, expected) =>
    expect(resultsOf('goals', { key, line }, { home, away })).toEqual(expected),
  );

  it('correct score: the score won, every other lost; "other" wins beyond 3 goals a side', () => {
    expect(resultsOf('goals', { key: 'correct-score', line: null }, { home: 2, away: 1 })).toEqual({
      '2-1': 'won',
      '*': 'lost',
    });
    expect(resultsOf('goals', { key: 'correct-score', line: null }, { home: 4, away: 1 })).toEqual({
      '4-1': 'won',
      other: 'won',
      '*': 'lost',
    });
  });

  it('next goal of goal n: the scoring side wins', () => {
    expect(nextGoalResult('away')).toEqual({ home: 'lost', away: 'won', none: 'lost' });
  });
});

describe('prices', () => {
  const implied = (odds: (number | null)[]) =>
    odds.reduce<number>((sum, o) => sum + (o ? 1000 / o : 0), 0);

  it('every football market is priced with the book margin (implied probability ≈ 1.06)', () => {
    const markets = priceMarkets(football, { home: 0, away: 0 }, false);
    expect(markets.map((m) => m.key)).toEqual([
      '1x2',
      'total',
      'total',
      'total',
      'btts',
      'handicap',
      'correct-score',
    ]);
    for (const m of markets.filter((x) => x.key !== 'correct-score' && x.key !== 'handicap')) {
      expect(implied(m.selections.map((s) => s.odds))).toBeGreaterThan(1.03);
      expect(implied(m.selections.map((s) => s.odds))).toBeLessThan(1.09);
    }
    for (const m of markets) for (const s of m.selections) if (s.odds) expect(s.odds % 10).toBe(0);
  });

  it('a live game adds the next-goal market, and a lead shortens the leader', () => {
    const level = priceMarkets({ ...football, minute: 60 }, { home: 0, away: 0 }, true);
    const ahead = priceMarkets({ ...football, minute: 60 }, { home: 1, away: 0 }, true);
    const home = (ms: typeof level) => ms[0]!.selections[0]!.odds!;
    expect(level.map((m) => m.key)).toContain('next-goal');
    expect(ahead.find((m) => m.key === 'next-goal')?.tr).toBe('2. Gol');
    expect(home(ahead)).toBeLessThan(home(level));
  });

  it('an outcome that can no longer happen is not offered (suspended), never priced', () => {
    const late = priceMarkets({ ...football, minute: 89 }, { home: 0, away: 3 }, true);
    const win = late[0]!.selections[0]!;
    expect(win.odds).toBeNull();
  });

  it('sets: a best-of-three race prices the winner, set score and total sets', () => {
    const tennis: GameState = {
      ...football,
      engine: 'sets',
      pSet: 0.6,
      setsToWin: 2,
      setTarget: 6,
    };
    const markets = priceMarkets(tennis, { home: 1, away: 0 }, true);
    expect(markets.map((m) => m.key)).toEqual(['winner', 'total', 'handicap', 'correct-score']);
    expect(markets[3]!.selections.map((s) => s.key)).toEqual(['2-0', '2-1', '1-2', '0-2']);
    // 1-0 up: 0-2 cannot happen any more.
    expect(markets[3]!.selections[3]!.odds).toBeNull();
  });
});
