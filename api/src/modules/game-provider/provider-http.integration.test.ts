import '../../test/native-modules';
import crypto from 'node:crypto';
import {
  blockMessage,
  outcomeFromBlocks,
  roundBlocks,
  gameByCode,
  type RoundOutcome,
} from '@oyna/provider-games/engine';
import { SIGNATURE_HEADER, signBody } from '@oyna/contracts/game-wallet';
import { BACKENDS } from '../../test/backends';
import { startApp, type Harness } from '../../test/app-harness';
import { fundedPlayer, gameFetch, ledgerCheck, sessionOfUrl } from '../../test/games';
import { ownAddress } from '../../lib/own-address';
import { GameLaunchError } from '../wallet';

interface PlayResult {
  round: {
    roundId: string;
    nonce: number;
    stakeMinor: number;
    winMinor: number;
    outcome: RoundOutcome;
  };
  balanceMinor: number | null;
  pending: boolean;
}

interface Verification {
  serverSeed: string | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  floats: number[] | null;
  outcome: RoundOutcome | null;
  winMinor: number | null;
}

const LOBBY = 'http://localhost:8080/casino/slot';

describe.each(BACKENDS)('the built-in game provider over HTTP on %s', (_name, backend) => {
  let h: Harness;
  let base: string;
  beforeAll(async () => {
    h = await startApp(backend);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    base = ownAddress(h.app);
  });
  afterAll(() => h.close());

  async function launched(gameCode: string, name: string, balanceMinor = 100_000) {
    const player = await fundedPlayer(h.app, balanceMinor);
    const { url } = await h.app.gameLauncher.launch(
      player.principal,
      { gameCode, name },
      { language: 'en', platform: 1, lobbyUrl: LOBBY },
    );
    return { ...player, url, session: sessionOfUrl(url) };
  }

  it('launches: a game token, a signed call to the provider, a site-relative play URL', async () => {
    const p = await launched('oyna-lucky-fruits', 'Lucky Fruits');
    expect(p.url).toMatch(/^\/provider\/games\/play\/[0-9a-f]{64}$/);
    const state = await gameFetch<{ balanceMinor: number; game: { name: string } }>(
      base,
      p.session,
      'GET',
      'state',
    );
    expect(state.body.data).toMatchObject({
      balanceMinor: 100_000,
      game: { name: 'Lucky Fruits' },
    });
    const page = await fetch(`${base}${p.url}`);
    expect([200, 503]).toContain(page.status);
    expect(page.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' http://localhost:8080",
    );
    expect(page.headers.get('x-frame-options')).toBeNull();
  });

  it('refuses to launch an unknown game, and the provider refuses an unsigned launch', async () => {
    const p = await fundedPlayer(h.app, 0);
    await expect(
      h.app.gameLauncher.launch(
        p.principal,
        { gameCode: 'no-such-game', name: 'x' },
        { language: 'tr', platform: 2, lobbyUrl: LOBBY },
      ),
    ).rejects.toEqual(expect.objectContaining({ reason: 'unknown_game' }));
    const body = JSON.stringify({ token: 'x'.repeat(43), gameCode: 'oyna-lucky-fruits' });
    const unsigned = await fetch(`${base}/provider/games/launch`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: await signBody('wrong-secret', body),
      },
    });
    expect(unsigned.status).toBe(401);
    expect(GameLaunchError.name).toBe('GameLaunchError');
  });

  it('plays a slot spin end to end: the balance moves by exactly win − stake and the round recomputes', async () => {
    const p = await launched('oyna-lucky-fruits', 'Lucky Fruits');
    const spin = await gameFetch<PlayResult>(base, p.session, 'POST', 'slot/spin', {
      stakeMinor: 1000,
    });
    expect(spin.status).toBe(200);
    const { round, balanceMinor, pending } = spin.body.data;
    expect(pending).toBe(false);
    expect(balanceMinor).toBe(100_000 - 1000 + round.winMinor);
    expect(await ledgerCheck(h.app, p.principal.playerId)).toEqual({
      balance: 100_000 - 1000 + round.winMinor,
      ledgerSum: 100_000 - 1000 + round.winMinor,
    });

    const recorded = await h.app.db
      .selectFrom('casino_round')
      .selectAll()
      .where('provider_round_id', '=', round.roundId)
      .executeTakeFirstOrThrow();
    expect(recorded).toMatchObject({
      player_id: p.principal.playerId,
      game_code: 'oyna-lucky-fruits',
      stake_minor: 1000,
      win_minor: round.winMinor,
      status: 'closed',
      nonce: round.nonce,
      verify_url: `/provider/games/verify/${round.roundId}`,
    });

    // Before rotation the seed stays secret; after it, the round recomputes from the seeds.
    const hidden = await gameFetch<Verification>(base, p.session, 'GET', `rounds/${round.roundId}`);
    expect(hidden.body.data).toMatchObject({ serverSeed: null, floats: null });
    await gameFetch(base, p.session, 'POST', 'seeds/rotate', {});
    const revealed = await gameFetch<Verification>(
      base,
      p.session,
      'GET',
      `rounds/${round.roundId}`,
    );
    const v = revealed.body.data;
    if (!v.serverSeed) throw new Error('seed not revealed');
    expect(crypto.createHash('sha256').update(v.serverSeed).digest('hex')).toBe(v.serverSeedHash);
    expect(recorded.server_seed_hash).toBe(v.serverSeedHash);
    const game = gameByCode('oyna-lucky-fruits');
    if (!game) throw new Error('no slot');
    const serverSeed = v.serverSeed;
    const blocks = new Map(
      roundBlocks(game.bytes).map((b) => [
        b,
        new Uint8Array(
          crypto
            .createHmac('sha256', serverSeed)
            .update(blockMessage(v.clientSeed, v.nonce, b))
            .digest(),
        ),
      ]),
    );
    const recomputed = outcomeFromBlocks('slot', blocks, game.bytes, 100_000).outcome;
    expect(recomputed).toEqual(v.outcome);
    expect(recomputed).toEqual(round.outcome);
    expect(v.floats).toHaveLength(5);
  });

  it('plays roulette bets and refuses a split of two numbers that do not touch', async () => {
    const p = await launched('oyna-european-roulette', 'European Roulette');
    const bad = await gameFetch(base, p.session, 'POST', 'roulette/spin', {
      bets: [{ type: 'split', numbers: [3, 4], amount: 100 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('The request is not valid');
    const spin = await gameFetch<PlayResult>(base, p.session, 'POST', 'roulette/spin', {
      bets: [
        { type: 'straight', number: 17, amount: 100 },
        { type: 'red', amount: 200 },
        { type: 'split', numbers: [0, 3], amount: 100 },
        { type: 'dozen', dozen: 2, amount: 100 },
        { type: 'column', column: 3, amount: 100, note: 'extra fields are dropped' },
      ],
    });
    expect(spin.status).toBe(200);
    const { round, balanceMinor } = spin.body.data;
    if (round.outcome.kind !== 'roulette') throw new Error('not roulette');
    const pocket = round.outcome.pocket;
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
    const expected =
      (pocket === 17 ? 3600 : 0) +
      (red.includes(pocket) ? 400 : 0) +
      ([0, 3].includes(pocket) ? 1800 : 0) +
      (pocket >= 13 && pocket <= 24 ? 300 : 0) +
      (pocket > 0 && pocket % 3 === 0 ? 300 : 0);
    expect(round.winMinor).toBe(expected);
    expect(balanceMinor).toBe(100_000 - 600 + expected);
    const recorded = await gameFetch<{ wager: unknown }>(
      base,
      p.session,
      'GET',
      `rounds/${round.roundId}`,
    );
    expect(recorded.body.data.wager).toEqual({
      kind: 'roulette',
      bets: [
        { type: 'straight', number: 17, amount: 100 },
        { type: 'red', amount: 200 },
        { type: 'split', numbers: [0, 3], amount: 100 },
        { type: 'dozen', dozen: 2, amount: 100 },
        { type: 'column', column: 3, amount: 100 },
      ],
    });
  });

  it('keeps stakes inside the session limits', async () => {
    const p = await launched('oyna-lucky-fruits', 'Lucky Fruits');
    const low = await gameFetch(base, p.session, 'POST', 'slot/spin', { stakeMinor: 10 });
    expect(low.status).toBe(400);
    expect(low.body.data).toMatchObject({ code: 'stake_out_of_range', minStakeMinor: 100 });
    const odd = await gameFetch(base, p.session, 'POST', 'slot/spin', { stakeMinor: 105 });
    expect(odd.status).toBe(400);
    const expired = await gameFetch(base, '0'.repeat(64), 'GET', 'state');
    expect(expired.status).toBe(401);
    expect(expired.body.data).toEqual({ code: 'session_expired' });
    expect((await ledgerCheck(h.app, p.principal.playerId)).balance).toBe(100_000);
  });
});
