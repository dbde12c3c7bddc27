import crypto from 'node:crypto';
import { gameByCode } from '../../engine';
import { computeFloats, computeOutcome } from '../../server/fairness';
import { recompute, sha256Hex } from './web-crypto';

/** The browser's recomputation (Web Crypto) agrees with the server's (Node's HMAC). */
describe('verification in the browser', () => {
  const seeds = {
    serverSeed: crypto.randomBytes(32).toString('hex'),
    clientSeed: 'player-seed',
    nonce: 41,
  };

  it.each(['oyna-lucky-fruits', 'oyna-european-roulette', 'oyna-aviator-crash'])(
    'recomputes a %s round exactly as the server computed it',
    async (code) => {
      const game = gameByCode(code);
      if (!game) throw new Error(code);
      const browser = await recompute(game.kind, game.bytes, seeds, 100_000);
      expect(browser.outcome).toEqual(computeOutcome(game, seeds, 100_000));
      expect(browser.floats).toEqual(computeFloats(game, seeds));
    },
  );

  it('hashes the revealed seed with SHA-256 as the commitment was made', async () => {
    expect(await sha256Hex(seeds.serverSeed)).toBe(
      crypto.createHash('sha256').update(seeds.serverSeed).digest('hex'),
    );
  });
});
