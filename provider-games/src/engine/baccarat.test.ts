import { bytesFromBlocks } from './byte-stream';
import {
  BACCARAT_MAX_MULTIPLIER_X100,
  BACCARAT_RTP,
  baccaratHedgedMinor,
  baccaratOdds,
  baccaratReturn,
  baccaratRtp,
  baccaratWinner,
  BACCARAT_SPOTS,
  bankerDraws,
  cardLabel,
  dealCoup,
  drawCards,
  handTotal,
  settleBaccarat,
  SHOE_CARDS,
  type BaccaratWinner,
} from './baccarat';
import { gameByCode } from './games';
import { outcomeFromBlocks, winOf } from './rounds';
import crypto from 'node:crypto';

// Cards by value in spade order: ace = 0 … nine = 8, ten = 9, king = 12.
const c = (value: number) => (value === 0 ? 12 : value - 1);
/** A coup from values in shoe order: P1 B1 P2 B2 then the third cards. */
const coup = (...values: number[]) => dealCoup([...values, 0, 0, 0, 0, 0, 0].slice(0, 6).map(c));
const totals = (hand: { player: number[]; banker: number[] }) => ({
  player: hand.player.length,
  banker: hand.banker.length,
  p: handTotal(hand.player),
  b: handTotal(hand.banker),
});

describe('baccarat drawing table (worked by hand)', () => {
  it('counts cards mod 10 with tens and faces worth 0', () => {
    expect(handTotal([c(7), c(8)])).toBe(5);
    expect(handTotal([9, 10, 11, 12])).toBe(0); // 10, J, Q, K
    expect(cardLabel(0)).toBe('A♠');
    expect(cardLabel(13 + 9)).toBe('10♥');
  });

  it('a natural ends the deal for both hands', () => {
    // P 4+4 = 8 natural, B 1+2 = 3: nobody draws, player wins.
    expect(totals(coup(4, 1, 4, 2, 5, 5))).toEqual({ player: 2, banker: 2, p: 8, b: 3 });
    // P 2+3 = 5, B 9+0 = 9 natural: the player does not draw.
    expect(totals(coup(2, 9, 3, 0, 5, 5))).toEqual({ player: 2, banker: 2, p: 5, b: 9 });
  });

  it('the player stands on 6–7; the banker then draws on 0–5 only', () => {
    // P 3+3 = 6 stands; B 2+3 = 5 draws the 5th card (4) → 9.
    expect(totals(coup(3, 2, 3, 3, 4, 0))).toEqual({ player: 2, banker: 3, p: 6, b: 9 });
    // P 3+4 = 7 stands; B 3+3 = 6 stands.
    expect(totals(coup(3, 3, 4, 3, 4, 0))).toEqual({ player: 2, banker: 2, p: 7, b: 6 });
  });

  it("the banker's draw after a player's third card", () => {
    // P 1+2 = 3 draws 8 → 1; B 1+2 = 3 stands on a player 8.
    expect(totals(coup(1, 1, 2, 2, 8, 5))).toEqual({ player: 3, banker: 2, p: 1, b: 3 });
    // Same with a player 7 → 0; B 3 draws the 6th card (5) → 8.
    expect(totals(coup(1, 1, 2, 2, 7, 5))).toEqual({ player: 3, banker: 3, p: 0, b: 8 });
    // B 6 draws only on a player 6 or 7: P 0+0 draws 6 → 6, B 3+3 = 6 draws 2 → 8.
    expect(totals(coup(0, 3, 0, 3, 6, 2))).toEqual({ player: 3, banker: 3, p: 6, b: 8 });
    // ...and stands on a player 5.
    expect(totals(coup(0, 3, 0, 3, 5, 2))).toEqual({ player: 3, banker: 2, p: 5, b: 6 });
    // B 7 always stands.
    expect(totals(coup(0, 3, 0, 4, 6, 2))).toEqual({ player: 3, banker: 2, p: 6, b: 7 });
  });

  it('matches the full table', () => {
    const draws = (b: number) =>
      [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((p) => bankerDraws(b, p)).map(String);
    expect(draws(2)).toEqual(['null', ...'0123456789'.split('')]);
    expect(draws(3)).toEqual(['null', '0', '1', '2', '3', '4', '5', '6', '7', '9']);
    expect(draws(4)).toEqual(['null', '2', '3', '4', '5', '6', '7']);
    expect(draws(5)).toEqual(['null', '4', '5', '6', '7']);
    expect(draws(6)).toEqual(['6', '7']);
    expect(draws(7)).toEqual([]);
  });
});

describe('baccarat pays', () => {
  it('player 1:1, banker 0.95:1 rounded down, tie 8:1 and a tie pushes player and banker', () => {
    expect(baccaratReturn('player', 1000, 'player')).toBe(2000);
    expect(baccaratReturn('banker', 1000, 'banker')).toBe(1950);
    expect(baccaratReturn('banker', 101, 'banker')).toBe(101 + 95); // 95.95 → 95
    expect(baccaratReturn('tie', 1000, 'tie')).toBe(9000);
    expect(baccaratReturn('player', 1000, 'tie')).toBe(1000);
    expect(baccaratReturn('banker', 1000, 'tie')).toBe(1000);
    expect(baccaratReturn('player', 1000, 'banker')).toBe(0);
    expect(baccaratReturn('tie', 1000, 'player')).toBe(0);
    expect(settleBaccarat({ player: 500, banker: 300, tie: 100 }, 'tie')).toBe(500 + 300 + 900);
    expect(settleBaccarat({ player: 500, banker: 300, tie: 100 }, 'banker')).toBe(300 + 285);
  });

  it('declares 9× as the most a round returns per unit staked', () => {
    expect(BACCARAT_MAX_MULTIPLIER_X100).toBe(900);
    expect(gameByCode('oyna-speed-baccarat')?.maxMultiplierX100).toBe(900);
    const winners: BaccaratWinner[] = ['player', 'banker', 'tie'];
    for (const bets of [
      { player: 1, banker: 0, tie: 0 },
      { player: 0, banker: 7, tie: 3 },
      { player: 0, banker: 0, tie: 5 },
      { player: 4, banker: 4, tie: 4 },
    ]) {
      const staked = bets.player + bets.banker + bets.tie;
      for (const w of winners) {
        expect(settleBaccarat(bets, w) * 100).toBeLessThanOrEqual(staked * 900);
      }
    }
  });

  it('returns exactly the standard 8-deck odds: house edge banker 1.06 %, player 1.24 %, tie 14.36 %', () => {
    const odds = baccaratOdds();
    expect(odds.total).toBe(416 * 415 * 414 * 413 * 412 * 411);
    expect(odds.counts.player + odds.counts.banker + odds.counts.tie).toBe(odds.total);
    // Published 8-deck probabilities: banker 0.458597, player 0.446247, tie 0.095156.
    expect(odds.counts.banker / odds.total).toBeCloseTo(0.458597, 6);
    expect(odds.counts.player / odds.total).toBeCloseTo(0.446247, 6);
    expect(odds.counts.tie / odds.total).toBeCloseTo(0.095156, 6);
    const rtp = baccaratRtp(odds);
    expect(1 - rtp.banker).toBeCloseTo(0.010579, 6);
    expect(1 - rtp.player).toBeCloseTo(0.012351, 6);
    expect(1 - rtp.tie).toBeCloseTo(0.143596, 6);
    expect(rtp.banker).toBeCloseTo(BACCARAT_RTP, 5);
    expect(gameByCode('oyna-speed-baccarat')?.rtp).toBe(BACCARAT_RTP);
  });
});

describe('baccarat from the provably fair stream', () => {
  it('draws six different shoe positions, each uniform over the cards left', () => {
    // The extreme floats pick the first and the last card still in the shoe.
    expect(drawCards([0, 0, 0, 0, 0, 0])).toEqual([0, 1, 2, 3, 4, 5]);
    // Fisher–Yates: the last position, once drawn, holds the card swapped out of position i.
    expect(drawCards(Array(6).fill(1 - 2 ** -32))).toEqual([415 % 52, 0, 1, 2, 3, 4]);
    expect(SHOE_CARDS).toBe(416);
  });

  it('recomputes a recorded round from its seeds (24 bytes, one block)', () => {
    const serverSeed = 'a'.repeat(64);
    const block = crypto.createHmac('sha256', serverSeed).update('player-seed:7:0').digest();
    const game = gameByCode('oyna-speed-baccarat');
    if (!game) throw new Error('no baccarat');
    expect(game.bytes).toBe(24);
    const blocks = new Map([[0, new Uint8Array(block)]]);
    const { outcome } = outcomeFromBlocks(game.kind, blocks, game.bytes, 0, game.code);
    if (outcome.kind !== 'baccarat') throw new Error('not baccarat');
    const cards = drawCards(
      Array.from({ length: 6 }, (_, i) => {
        const b = bytesFromBlocks(blocks, 4 * i, 4);
        return (
          ((b[0] ?? 0) * 2 ** 24 + (b[1] ?? 0) * 2 ** 16 + (b[2] ?? 0) * 256 + (b[3] ?? 0)) /
          2 ** 32
        );
      }),
    );
    expect(outcome).toEqual({ kind: 'baccarat', ...dealCoup(cards) });
    const bets = { player: 1000, banker: 0, tie: 200 };
    expect(winOf(outcome, { kind: 'baccarat', bets })).toBe(
      settleBaccarat(bets, baccaratWinner(outcome)),
    );
    expect(BACCARAT_SPOTS).toEqual(['player', 'banker', 'tie']);
  });
});

describe('the stake a coup hedges (spec §1 promotions and bonuses: covering both outcomes)', () => {
  it.each<[string, { player: number; banker: number; tie: number }, number]>([
    ['player alone', { player: 100, banker: 0, tie: 0 }, 0],
    ['tie alone', { player: 0, banker: 0, tie: 100 }, 0],
    ['player and banker alike: the banker’s return', { player: 100, banker: 100, tie: 0 }, 195],
    ['a smaller banker: its return', { player: 100, banker: 50, tie: 0 }, 97],
    ['both sides and a tie', { player: 100, banker: 100, tie: 10 }, 195],
  ])('%s', (_name, bets, hedged) => {
    expect(baccaratHedgedMinor(bets)).toBe(hedged);
  });
});
