import crypto from 'node:crypto';
import { blockMessage } from './byte-stream';
import { gameByCode } from './games';
import {
  aaBonusRtp,
  aaReturnOf,
  AA_RTP,
  bestScore,
  categoryOf,
  dealerQualifies,
  drawHoldemCards,
  handScore,
  HOLDEM_BYTES,
  invalidAnte,
  HOLDEM_MAX_MULTIPLIER_X100,
  HOLDEM_RTP,
  judgeHoldem,
  seededRandom,
  settleHoldem,
  simulateAlwaysCall,
  type HandCategory,
  type HoldemOutcome,
} from './holdem';
import { outcomeFromBlocks, roundBlocks, stakeOf, winOf } from './rounds';

/** "As" "Td" "9h": rank (A 2–9 T J Q K) and suit (s h d c, the engine's suit order). */
const card = (text: string): number => {
  const rank = 'A23456789TJQK'.indexOf(text[0] ?? '');
  const suit = 'shdc'.indexOf(text[1] ?? '');
  if (rank < 0 || suit < 0) throw new Error(text);
  return suit * 13 + rank;
};
const cards = (text: string) => text.split(' ').map(card);
const category = (text: string): HandCategory => categoryOf(handScore(cards(text)));
const hand = (player: string, dealer: string, board: string): HoldemOutcome => ({
  player: cards(player),
  dealer: cards(dealer),
  board: cards(board),
});

describe('hand ranking (worked by hand)', () => {
  it('names each category', () => {
    expect(category('As Ks Qs Js Ts')).toBe('royal-flush');
    expect(category('5h 4h 3h 2h Ah')).toBe('straight-flush');
    expect(category('9c 9d 9h 9s 2c')).toBe('four-of-a-kind');
    expect(category('9c 9d 9h 2s 2c')).toBe('full-house');
    expect(category('Kd 9d 7d 4d 2d')).toBe('flush');
    expect(category('As 2d 3h 4c 5s')).toBe('straight');
    expect(category('Ts Jd Qh Kc As')).toBe('straight');
    expect(category('Qs Kd Ah 2c 3s')).toBe('high-card'); // no wrap-around straight
    expect(category('7s 7d 7h Kc 2s')).toBe('three-of-a-kind');
    expect(category('7s 7d 2h 2c Ks')).toBe('two-pair');
    expect(category('7s 7d 3h 2c Ks')).toBe('pair');
    expect(category('7s 9d 3h 2c Ks')).toBe('high-card');
  });

  it('orders hands and their kickers', () => {
    const s = (t: string) => handScore(cards(t));
    expect(s('6s 5d 4h 3c 2s')).toBeGreaterThan(s('5s 4d 3h 2c As')); // wheel is the lowest
    expect(s('As Ad 9h 8c 2s')).toBeGreaterThan(s('Ks Kd Qh Jc 9s'));
    expect(s('As Ad 9h 8c 3s')).toBeGreaterThan(s('Ah Ac 9d 8s 2c'));
    expect(s('As Ad 9h 8c 3s')).toBe(s('Ah Ac 9d 8s 3c')); // suits never break ties
    expect(s('Ks Kd 2h 2c As')).toBeGreaterThan(s('Qs Qd Jh Jc As'));
    expect(s('3s 3d 3h 2c 2s')).toBeGreaterThan(s('2s 2d 2h Ac As'));
  });

  it('takes the best five of seven', () => {
    // Two pairs on the board plus a third pair: the best two with the best kicker.
    expect(bestScore(cards('Qs 2d Ks Kd 3h 3c Qh'))).toBe(handScore(cards('Ks Kd Qs Qh 3h')));
    // Two trips make a full house with the higher as trips.
    expect(categoryOf(bestScore(cards('9s 9d 9h 4c 4s 4d 2c')))).toBe('full-house');
    expect(bestScore(cards('9s 9d 9h 4c 4s 4d 2c'))).toBe(handScore(cards('9s 9d 9h 4c 4s')));
    // A flush and a straight: the flush; seven suited cards: the best five of the suit.
    expect(category('2h 5h 9h Jh Kh')).toBe('flush');
    expect(categoryOf(bestScore(cards('2h 5h 9h Jh Kh Tc Qd')))).toBe('flush');
    expect(bestScore(cards('2h 3h 5h 9h Jh Kh Qh'))).toBe(handScore(cards('Kh Qh Jh 9h 5h')));
  });

  it('counts every five-card hand in its category as the textbook does', () => {
    const counts = new Map<HandCategory, number>();
    const five = [0, 0, 0, 0, 0];
    for (let a = 0; a < 52; a += 1)
      for (let b = a + 1; b < 52; b += 1)
        for (let c = b + 1; c < 52; c += 1)
          for (let d = c + 1; d < 52; d += 1)
            for (let e = d + 1; e < 52; e += 1) {
              five[0] = a;
              five[1] = b;
              five[2] = c;
              five[3] = d;
              five[4] = e;
              const cat = categoryOf(handScore(five));
              counts.set(cat, (counts.get(cat) ?? 0) + 1);
            }
    expect(Object.fromEntries(counts)).toEqual({
      'royal-flush': 4,
      'straight-flush': 36,
      'four-of-a-kind': 624,
      'full-house': 3_744,
      flush: 5_108,
      straight: 10_200,
      'three-of-a-kind': 54_912,
      'two-pair': 123_552,
      pair: 1_098_240,
      'high-card': 1_302_540,
    });
  });

  it('agrees with the best of the 21 five-card hands on random deals', () => {
    const random = seededRandom(7);
    for (let n = 0; n < 2_000; n += 1) {
      const seven = drawHoldemCards(Array.from({ length: 9 }, random)).slice(0, 7);
      let best = 0;
      for (let x = 0; x < 7; x += 1)
        for (let y = x + 1; y < 7; y += 1) {
          best = Math.max(best, handScore(seven.filter((_, i) => i !== x && i !== y)));
        }
      expect(bestScore(seven)).toBe(best);
    }
  });
});

describe('dealer qualification and settlement (worked by hand)', () => {
  it('qualifies the dealer with a pair of fours or better', () => {
    expect(dealerQualifies(handScore(cards('4s 4d Kh 9c 2s')))).toBe(true);
    expect(dealerQualifies(handScore(cards('3s 3d Ah Kc Qs')))).toBe(false);
    expect(dealerQualifies(handScore(cards('As Kd Qh Jc 9s')))).toBe(false);
    expect(dealerQualifies(handScore(cards('3s 3d 2h 2c 9s')))).toBe(true);
  });

  it('pays the ante by the paytable and pushes the call when the dealer does not qualify', () => {
    // Player flush (2:1), dealer ace high.
    const h = hand('2h 7h', 'As Qd', 'Kh 9h 5h 3c Jd');
    expect(judgeHoldem(h).result).toBe('no-qualify');
    expect(settleHoldem(100, 'call', h)).toBe(300 + 200);
    // Player only a pair still wins the ante 1:1.
    expect(settleHoldem(100, 'call', hand('2h 2c', 'Ts Qd', 'Kh 9h 5s 3c 8d'))).toBe(200 + 200);
  });

  it('pays ante by the paytable and the call 1:1 when the player beats a qualifying dealer', () => {
    const h = hand('9s 9d', '5c 5h', 'Kh 9h 5s 9c 2d'); // quads v full house
    expect(judgeHoldem(h)).toMatchObject({ playerHand: 'four-of-a-kind', result: 'win' });
    expect(settleHoldem(100, 'call', h)).toBe(100 * 11 + 2 * 200);
    const royal = hand('As Ks', '4c 4h', 'Qs Js Ts 2d 3c');
    expect(settleHoldem(100, 'call', royal)).toBe(100 * 101 + 400);
    expect(settleHoldem(100, 'call', royal) / 300).toBe(35);
    // With the AA bonus at its most (the ante), a royal flush on the flop: 51.5× all staked.
    expect(settleHoldem(100, 'call', royal, 100) / 400).toBe(HOLDEM_MAX_MULTIPLIER_X100 / 100);
  });

  it('pushes a tie and loses both to a better qualifying hand', () => {
    // Both play the board's straight.
    const tie = hand('2s 3d', '2c 3h', 'Th Jh Qs Kc Ad');
    expect(judgeHoldem(tie).result).toBe('tie');
    expect(settleHoldem(100, 'call', tie)).toBe(300);
    expect(settleHoldem(100, 'call', hand('Ks 2d', 'Ac Ah', 'Th 7h 5s 3c 9d'))).toBe(0);
  });

  it('returns nothing after a fold or before a decision', () => {
    const h = hand('As Ks', '4c 4h', 'Qs Js Ts 2d 3c');
    expect(settleHoldem(100, 'fold', h)).toBe(0);
    expect(settleHoldem(100, null, h)).toBe(0);
    expect(stakeOf({ kind: 'holdem', anteMinor: 100, action: 'fold' })).toBe(100);
    expect(stakeOf({ kind: 'holdem', anteMinor: 100, action: 'call' })).toBe(300);
  });
});

describe('the AA bonus (worked by hand)', () => {
  it('pays on the hole cards and the flop, a pair of aces or better, whatever the dealer or a fold', () => {
    expect(aaReturnOf(cards('As Ad 9h 8c 2s'))).toBe(8);
    expect(aaReturnOf(cards('Ks Kd 9h 8c 2s'))).toBe(0); // a pair below aces
    expect(aaReturnOf(cards('Ks Kd 9h 9c 2s'))).toBe(8); // two pair
    expect(aaReturnOf(cards('Ks Kd Kh 9c 9s'))).toBe(31);
    expect(aaReturnOf(cards('As Ks Qs Js Ts'))).toBe(101);
    expect(aaReturnOf(cards('As Kd 9h 8c 2s'))).toBe(0);
    // The turn and river do not count: aces on the board's last two cards lose the bonus.
    const h = hand('As 2d', '4c 4h', 'Kh 9h 5s Ac 3d');
    expect(settleHoldem(100, 'fold', h, 50)).toBe(0);
    const aces = hand('As Ad', '4c 4h', 'Kh 9h 5s 2c 3d');
    expect(settleHoldem(100, 'fold', aces, 50)).toBe(400);
    expect(settleHoldem(100, 'call', aces, 50)).toBe(settleHoldem(100, 'call', aces) + 400);
    expect(stakeOf({ kind: 'holdem', anteMinor: 100, action: 'call', aaMinor: 50 })).toBe(350);
  });

  it('refuses an AA bonus above the ante', () => {
    expect(invalidAnte(100, 100)).toBeNull();
    expect(invalidAnte(100, 0)).toBeNull();
    expect(invalidAnte(100, 101)).toMatch(/AA/);
    expect(invalidAnte(100, -1)).toMatch(/AA/);
    expect(invalidAnte(100, 1.5)).toMatch(/AA/);
  });

  it('returns exactly 2 436 308 / 2 598 960 = 93.74 % (house edge 6.26 %)', () => {
    const { paid, hands } = aaBonusRtp();
    expect(hands).toBe(2_598_960);
    expect(paid).toBe(2_436_308);
    expect(paid / hands).toBeCloseTo(AA_RTP, 6);
  });
});

describe('the deal and the declared figures', () => {
  it('deals nine different cards from the round stream, the same on every replay', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'holdem', nonce: 3 };
    const blocks = new Map(
      roundBlocks(HOLDEM_BYTES).map((block) => [
        block,
        new Uint8Array(
          crypto
            .createHmac('sha256', seeds.serverSeed)
            .update(blockMessage(seeds.clientSeed, seeds.nonce, block))
            .digest(),
        ),
      ]),
    );
    const { outcome } = outcomeFromBlocks('holdem', blocks, HOLDEM_BYTES, 0, 'oyna-casino-holdem');
    if (outcome.kind !== 'holdem') throw new Error('not a hand');
    const all = [...outcome.player, ...outcome.dealer, ...outcome.board];
    expect(new Set(all).size).toBe(9);
    expect(all.every((c) => c >= 0 && c < 52)).toBe(true);
    expect(outcomeFromBlocks('holdem', blocks, HOLDEM_BYTES, 0).outcome).toEqual(outcome);
    expect(winOf(outcome, { kind: 'holdem', anteMinor: 100, action: 'fold' })).toBe(0);
  });

  it('draws each card uniformly from those left', () => {
    expect(drawHoldemCards([0, 0, 0, 0, 0, 0, 0, 0, 0])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    // The last card each time: 51, then the 0 swapped into its place, then 1 …
    expect(drawHoldemCards(new Array(9).fill(0.999999))).toEqual([51, 0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('declares its game, RTP and maximum multiplier', () => {
    expect(gameByCode('oyna-casino-holdem')).toMatchObject({
      kind: 'holdem',
      names: { tr: 'Casino Hold’em', en: 'Casino Hold’em' },
      rtp: HOLDEM_RTP,
      maxMultiplierX100: 5_150,
    });
  });

  it('keeps the declared RTP inside the 99 % interval of an always-call simulation', () => {
    const hands = 400_000;
    const { netPerAnte, sdPerAnte, rtp } = simulateAlwaysCall(hands, seededRandom(20261127));
    const half = (2.576 * sdPerAnte) / Math.sqrt(hands) / 3;
    expect(Math.abs(rtp - HOLDEM_RTP)).toBeLessThan(half);
    // The house edge of always calling is some 7.7 % of the ante (optimal folding: 2.16 %).
    expect(-netPerAnte).toBeGreaterThan(0.06);
    expect(-netPerAnte).toBeLessThan(0.095);
  });
});
