import {
  allWithin,
  BINGO_75,
  BINGO_90,
  bingoFloatCount,
  bingoOdds,
  bingoRtp,
  card75,
  column90,
  dealBingo,
  invalidBingoPurchase,
  judgeCard,
  settleBingo,
  ticket90,
} from './bingo';
import { gameByCode } from './games';
import { outcomeFromBytes, stakeOf, winOf } from './rounds';

/** A fixed-seed generator (mulberry32), so that the simulations are repeatable. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const floatsOf = (next: () => number, n: number) => Array.from({ length: n }, next);

describe('75-ball cards', () => {
  it('puts 5 numbers of each column range in B I G O and 4 in N around the free centre', () => {
    const next = rng(1);
    for (let i = 0; i < 200; i += 1) {
      const card = card75(floatsOf(next, 24));
      expect(card[12]).toBe(0);
      for (let c = 0; c < 5; c += 1) {
        const column = [0, 1, 2, 3, 4].map((r) => card[5 * r + c] as number).filter((n) => n);
        expect(column).toHaveLength(c === 2 ? 4 : 5);
        expect(new Set(column).size).toBe(column.length);
        for (const n of column) expect(n >= 15 * c + 1 && n <= 15 * c + 15).toBe(true);
      }
    }
  });

  it('takes the lowest remaining number for float 0 (partial Fisher–Yates by hand)', () => {
    const card = card75(new Array<number>(24).fill(0));
    expect(card.slice(0, 5)).toEqual([1, 16, 31, 46, 61]);
    expect(card.slice(10, 15)).toEqual([3, 18, 0, 48, 63]);
    expect(card.slice(20, 25)).toEqual([5, 20, 34, 50, 65]);
  });
});

describe('90-ball tickets', () => {
  it('are 3 × 9 with 5 numbers a row, 1–3 a column from its range, sorted down the column', () => {
    const next = rng(2);
    for (let i = 0; i < 500; i += 1) {
      const ticket = ticket90(floatsOf(next, 60));
      for (let r = 0; r < 3; r += 1) {
        expect(ticket.slice(9 * r, 9 * r + 9).filter((n) => n > 0)).toHaveLength(5);
      }
      for (let c = 0; c < 9; c += 1) {
        const column = [0, 1, 2].map((r) => ticket[9 * r + c] as number).filter((n) => n > 0);
        expect(column.length >= 1 && column.length <= 3).toBe(true);
        expect([...column].sort((a, b) => a - b)).toEqual(column);
        for (const n of column) expect(column90(c)).toContain(n);
      }
    }
  });

  it('has column ranges 1–9, 10–19, …, 80–90', () => {
    expect(column90(0)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(column90(4)[0]).toBe(40);
    expect(column90(8)).toHaveLength(11);
    expect(column90(8).at(-1)).toBe(90);
  });
});

describe('judging a card', () => {
  const card = card75(new Array<number>(24).fill(0)); // rows 1 16 31 46 61 / 2 17 32 47 62 / …
  it('pays a line for a row completed within the draw (the centre is free)', () => {
    expect(judgeCard(card, [3, 18, 48, 63], BINGO_75)).toEqual({ prize: 2, multiplierX100: 150 });
  });
  it('pays four corners over a line, and nothing for a line missing one number', () => {
    expect(judgeCard(card, [1, 61, 5, 65, 16, 31, 46], BINGO_75).multiplierX100).toBe(500);
    expect(judgeCard(card, [1, 16, 31, 46], BINGO_75).multiplierX100).toBe(0);
  });
  it('pays the full house when every number is out', () => {
    const all = card.filter((n) => n > 0);
    expect(judgeCard(card, all, BINGO_75).multiplierX100).toBe(100_000);
  });
  it('pays a 90-ball full house by the ball it completed on (the schedule)', () => {
    const ticket = ticket90(new Array<number>(60).fill(0));
    const numbers = ticket.filter((n) => n > 0);
    const others = Array.from({ length: 90 }, (_, i) => i + 1).filter((n) => !numbers.includes(n));
    const fill = (k: number) => [...others.slice(0, k - 15), ...numbers];
    expect(judgeCard(ticket, fill(45), BINGO_90).multiplierX100).toBe(200_000);
    expect(judgeCard(ticket, fill(46), BINGO_90).multiplierX100).toBe(50_000);
    expect(judgeCard(ticket, fill(60), BINGO_90).multiplierX100).toBe(2_000);
    const twoRows = ticket.slice(0, 18).filter((n) => n > 0);
    expect(judgeCard(ticket, twoRows, BINGO_90).multiplierX100).toBe(800);
    expect(judgeCard(ticket, twoRows.slice(0, 5), BINGO_90).multiplierX100).toBe(200);
    expect(judgeCard(ticket, twoRows.slice(0, 4), BINGO_90).multiplierX100).toBe(0);
  });
  it('adds the prizes of the cards bought only', () => {
    const deal = { cards: [card, card, card, card], balls: [3, 18, 48, 63] };
    expect(settleBingo(deal, 1, 100, BINGO_75)).toBe(150);
    expect(settleBingo(deal, 3, 100, BINGO_75)).toBe(450);
    // Whole minor units: 1.5 × 3 rounds down.
    expect(settleBingo(deal, 1, 3, BINGO_75)).toBe(4);
  });
});

describe('odds and return', () => {
  it('uses C(N−u, k−u) / C(N, k)', () => {
    expect(allWithin(75, 40, 1)).toBeCloseTo(40 / 75, 15);
    expect(allWithin(90, 60, 15)).toBeCloseTo(
      [...Array(15).keys()].reduce((p, i) => (p * (60 - i)) / (90 - i), 1),
      15,
    );
  });

  it('declares the exact RTP and the best prize as maximum multiplier', () => {
    expect(bingoRtp(BINGO_75)).toBeCloseTo(0.961233, 6);
    expect(bingoRtp(BINGO_90)).toBeCloseTo(0.957829, 6);
    expect(gameByCode('oyna-bingo-75')).toMatchObject({ maxMultiplierX100: 100_000 });
    expect(gameByCode('oyna-bingo-90')).toMatchObject({ maxMultiplierX100: 200_000 });
    expect(gameByCode('oyna-bingo-75')?.rtp).toBe(bingoRtp(BINGO_75));
  });

  it.each([
    [BINGO_75, 7],
    [BINGO_90, 9],
  ])('matches a fixed-seed simulation within its 99 %% interval (%#)', (rules, seed) => {
    const next = rng(seed);
    const rounds = 20_000;
    const odds = bingoOdds(rules);
    const hits = new Array<number>(rules.prizes.length).fill(0);
    let paid = 0;
    let paidSq = 0;
    for (let i = 0; i < rounds; i += 1) {
      const deal = dealBingo(floatsOf(next, bingoFloatCount(rules)), rules);
      for (const card of deal.cards) {
        const { prize, multiplierX100 } = judgeCard(card, deal.balls, rules);
        if (prize !== null) hits[prize] = (hits[prize] ?? 0) + 1;
        paid += multiplierX100 / 100;
        paidSq += (multiplierX100 / 100) ** 2;
      }
    }
    const n = rounds * 4;
    // Each frequent prize's share: within 2.576 standard errors of its exact chance.
    odds.forEach((p, i) => {
      if (p < 0.01) return;
      const se = Math.sqrt((p * (1 - p)) / n);
      expect(Math.abs((hits[i] ?? 0) / n - p)).toBeLessThan(2.576 * se);
    });
    // The return without the rare full houses, against the exact return of the same prizes.
    const mean = paid / n;
    const se = Math.sqrt((paidSq / n - mean * mean) / n);
    const frequent = rules.prizes.reduce(
      (sum, prize, i) =>
        sum + ((odds[i] ?? 0) >= 0.01 ? ((odds[i] ?? 0) * prize.multiplierX100) / 100 : 0),
      0,
    );
    const rare = rules.prizes.reduce(
      (sum, prize, i) =>
        sum + ((odds[i] ?? 0) < 0.01 ? (hits[i] ?? 0) * (prize.multiplierX100 / 100) : 0),
      0,
    );
    expect(Math.abs((paid - rare) / n - frequent)).toBeLessThan(2.576 * se + 1e-9);
  });
});

describe('rounds', () => {
  it('recomputes the cards and draw from bytes and settles the cards bought', () => {
    const game = gameByCode('oyna-bingo-90');
    if (!game) throw new Error('no bingo 90');
    const bytes = new Uint8Array(game.bytes).map((_, i) => (i * 37 + 11) % 256);
    const outcome = outcomeFromBytes('bingo', bytes, 0, game.code);
    expect(outcome).toEqual(outcomeFromBytes('bingo', bytes, 0, game.code));
    if (outcome.kind !== 'bingo') throw new Error('not bingo');
    expect(outcome.variant).toBe(90);
    expect(outcome.cards).toHaveLength(4);
    expect(outcome.balls).toHaveLength(60);
    expect(new Set(outcome.balls).size).toBe(60);
    const wager = { kind: 'bingo' as const, cards: 2, stakePerCardMinor: 100 };
    expect(stakeOf(wager)).toBe(200);
    expect(winOf(outcome, wager)).toBe(settleBingo(outcome, 2, 100, BINGO_90));
  });

  it('refuses 0 or 5 cards and a stake that is not a positive whole number', () => {
    expect(invalidBingoPurchase(0, 100)).toMatch(/1 to 4/);
    expect(invalidBingoPurchase(5, 100)).toMatch(/1 to 4/);
    expect(invalidBingoPurchase(2, 0)).toMatch(/stake/);
    expect(invalidBingoPurchase(2, 1.5)).toMatch(/stake/);
    expect(invalidBingoPurchase(4, 100)).toBeNull();
  });
});
