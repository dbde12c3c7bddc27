import crypto from 'node:crypto';
import { gameByCode, sameOutcome, winOf, type RoundWager } from '../../engine';
import { computeOutcome } from '../../server/fairness';
import { recompute } from './web-crypto';

/**
 * notes/provably-fair.md › verify: a round of each variant, as the server records it, is
 * recomputed in the browser from the revealed seeds with the wager's own terms.
 */
describe('verification of the crash and roulette variants', () => {
  const seeds = { serverSeed: crypto.randomBytes(32).toString('hex'), clientSeed: 'c', nonce: 7 };

  it.each(['oyna-crash-rocket', 'oyna-tv-crash', 'oyna-virtual-rocket'])(
    'recomputes a recorded %s round under its own cap and edge',
    async (code) => {
      const game = gameByCode(code)!;
      const recorded = computeOutcome(game, seeds, 100_000);
      const wager: RoundWager = {
        kind: 'crash',
        stakeMinor: 1000,
        capX100: game.maxMultiplierX100,
        cashOutX100: 101,
      };
      const browser = await recompute(game.kind, game.bytes, seeds, wager.capX100, code);
      expect(sameOutcome(browser.outcome, recorded)).toBe(true);
      expect(winOf(browser.outcome, wager)).toBe(winOf(recorded, wager));
      // A different edge gives a different point for the same seeds: the code matters.
      const aviator = await recompute(game.kind, game.bytes, seeds, 1e9, 'oyna-aviator-crash');
      if (recorded.kind === 'crash' && recorded.crashX100 > 200) {
        expect(aviator.outcome).not.toEqual(recorded);
      }
    },
  );

  it.each(['oyna-mega-roulette', 'oyna-virtual-roulette'])(
    'recomputes a recorded %s spin with its mega numbers',
    async (code) => {
      const game = gameByCode(code)!;
      const recorded = computeOutcome(game, seeds, 100_000);
      const browser = await recompute(game.kind, game.bytes, seeds, Number.MAX_SAFE_INTEGER, code);
      expect(browser.outcome).toEqual(recorded);
      expect(browser.floats).toHaveLength(game.bytes / 4);
      if (recorded.kind !== 'roulette') throw new Error('not roulette');
      expect(recorded.mega === undefined).toBe(code !== 'oyna-mega-roulette');
    },
  );
});
