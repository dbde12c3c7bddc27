import '../../test/native-modules';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { crashMs, multiplierX100At, type RoundOutcome } from '@oyna/provider-games/engine';
import {
  createProviderGames,
  fetchTransport,
  type ProviderDatabase,
  type ProviderGames,
  type WalletTransport,
} from '@oyna/provider-games/server';
import { BACKENDS } from '../../test/backends';
import { startApp, type Harness } from '../../test/app-harness';
import { fundedPlayer, gameCall, ledgerCheck, sessionOfUrl } from '../../test/games';
import { ownAddress } from '../../lib/own-address';
import { GameLauncher, WalletQueries } from '../wallet';

interface PlayResult {
  round: { roundId: string; winMinor: number; outcome: RoundOutcome };
  balanceMinor: number | null;
  pending: boolean;
}
interface Started {
  roundId: string;
  balanceMinor: number;
}
type CrashStatus =
  | { state: 'running'; elapsedMs: number; multiplierX100: number }
  | { state: 'over'; crashX100: number; cashOutX100: number | null; result: PlayResult };

/**
 * The provider as its own service (a second Fastify app on the same database), with a clock the
 * test moves and a transport the test can make lose answers — the operator stays the real api.
 */
const HASHED_FILES = ['main.0123456789.js', 'main.abcdef0123.css', 'slot-game.456789abcd.js'];

describe.each(BACKENDS)('game rounds, time and failures on %s', (_name, backend) => {
  let h: Harness;
  let distDir: string;
  const now = { ms: Date.now() };
  const clock = () => now.ms;
  /** What the transport does with the next calls, by wallet path. */
  const faults: { path: string; mode: 'lose-answer' | 'never-send' }[] = [];
  const transport: WalletTransport = {
    async post(url, body, headers, timeoutMs) {
      const index = faults.findIndex((f) => url.endsWith(`/${f.path}`));
      const fault = index >= 0 ? faults.splice(index, 1)[0] : undefined;
      if (fault?.mode === 'never-send') throw new Error('connect ECONNREFUSED');
      const answer = await fetchTransport.post(url, body, headers, timeoutMs);
      if (fault?.mode === 'lose-answer') throw new Error('socket hang up');
      return answer;
    },
  };

  const providers: FastifyInstance[] = [];
  async function provider(): Promise<{
    app: FastifyInstance;
    games: ProviderGames;
    launcher: GameLauncher;
  }> {
    const app = Fastify();
    const games = createProviderGames({
      db: h.app.db,
      secret: h.app.config.games.providerSecret,
      walletUrl: `${ownAddress(h.app)}/api/wallet`,
      distDir,
      settleIntervalMs: 0,
      clock,
      transport,
    });
    await app.register(games.plugin, { prefix: '/provider/games' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    providers.push(app);
    const launcher = new GameLauncher({
      queries: new WalletQueries(h.app.db),
      providerUrl: () => ownAddress(app),
      secret: h.app.config.games.providerSecret,
      tokenTtlSeconds: 3600,
      minStakeMinor: 100,
      maxStakeMinor: 100_000,
    });
    return { app, games, launcher };
  }

  let main: Awaited<ReturnType<typeof provider>>;
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyna-games-dist-'));
    fs.writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html lang="%LANG%"><title>%TITLE%</title></head><div id="root"></div></html>',
    );
    // The client's files as rspack names them: hashed scripts and styles, a source map beside.
    for (const file of HASHED_FILES) fs.writeFileSync(path.join(distDir, file), '/* built */');
    fs.writeFileSync(path.join(distDir, 'main.0123456789.js.map'), '{}');
    fs.writeFileSync(path.join(distDir, 'notes.txt'), 'not hashed');
    // Loaded on a tap, not ahead of a game.
    fs.writeFileSync(path.join(distDir, 'fairness-panel.fedcba9876.js'), '/* built */');
    h = await startApp(backend);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    main = await provider();
  });
  afterAll(async () => {
    for (const app of providers) await app.close();
    await h.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    faults.length = 0;
    now.ms += 60_000;
  });

  async function session(gameCode: string, name: string, balanceMinor = 100_000) {
    const player = await fundedPlayer(h.app, balanceMinor);
    const { url } = await main.launcher.launch(
      player.principal,
      { gameCode, name },
      { language: 'tr', platform: 2, lobbyUrl: 'https://oyna.example/casino/slot' },
    );
    return { ...player, session: sessionOfUrl(url), url };
  }

  const balance = async (playerId: number) => (await ledgerCheck(h.app, playerId)).balance;
  /** The provider's own tables, for assertions. */
  const providerDb = () => h.app.db.withTables<ProviderDatabase>();

  it('serves the page in the session language with its own CSP, framable by the lobby', async () => {
    const p = await session('oyna-aviator-crash', 'Aviator');
    const page = await main.app.inject({ method: 'GET', url: p.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="tr"><title>Aviator</title>');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self' https://oyna.example");
    expect(csp).not.toContain('unsafe-inline');
  });

  it("writes a live session's state into its page and preloads the game's chunk", async () => {
    const p = await session('oyna-lucky-fruits', 'Lucky Fruits', 54_321);
    const page = await main.app.inject({ method: 'GET', url: p.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(
      '<link rel="preload" as="script" href="/provider/games/static/slot-game.456789abcd.js">',
    );
    const block = /<script type="application\/json" id="game-state">([^<]*)<\/script><\/head>/.exec(
      page.body,
    );
    expect(block).not.toBeNull();
    const state = await gameCall(main.app, p.session, 'GET', 'state');
    // The same state the client would otherwise ask for (the page's policy runs no inline script:
    // a JSON block is data).
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(state.body.data);
    expect(state.body.data).toMatchObject({ balanceMinor: 54_321, game: { kind: 'slot' } });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self';");

    // An unknown session still gets the page, without a state: the client asks and shows why.
    const unknown = await main.app.inject({
      method: 'GET',
      url: `/provider/games/play/${'ab'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('game-state');
    expect(unknown.body).not.toContain('rel="preload"');
  });

  it('lists its hashed files for a prefetch and serves them cached for a year', async () => {
    const list = await main.app.inject({ method: 'GET', url: '/provider/games/preload' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(list.json()).toEqual({
      files: HASHED_FILES.map((f) => `/provider/games/static/${f}`).sort(),
    });
    for (const file of HASHED_FILES) {
      const served = await main.app.inject({
        method: 'GET',
        url: `/provider/games/static/${file}`,
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const plain = await main.app.inject({ method: 'GET', url: '/provider/games/static/notes.txt' });
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('allows one slot spin per 2.5 s per player, even in a parallel burst', async () => {
    const p = await session('oyna-lucky-fruits', 'Lucky Fruits');
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        gameCall(main.app, p.session, 'POST', 'slot/spin', { stakeMinor: 100 }),
      ),
    );
    expect(burst.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    const refused = burst.find((r) => r.status === 429);
    expect(refused?.body.data).toMatchObject({ code: 'too_fast', retryAfterMs: 2500 });

    now.ms += 2499;
    const early = await gameCall(main.app, p.session, 'POST', 'slot/spin', { stakeMinor: 100 });
    expect(early.status).toBe(429);
    now.ms += 1;
    const onTime = await gameCall(main.app, p.session, 'POST', 'slot/spin', { stakeMinor: 100 });
    expect(onTime.status).toBe(200);

    // A second session of the same player shares the rule.
    const { url } = await main.launcher.launch(
      p.principal,
      { gameCode: 'oyna-lucky-fruits', name: 'Lucky Fruits' },
      { language: 'en', platform: 1, lobbyUrl: '/casino/slot' },
    );
    const other = await gameCall(main.app, sessionOfUrl(url), 'POST', 'slot/spin', {
      stakeMinor: 100,
    });
    expect(other.status).toBe(429);
    const wins = [burst.find((r) => r.status === 200), onTime].map(
      (r) => (r?.body.data as PlayResult).round.winMinor,
    );
    expect(await balance(p.principal.playerId)).toBe(100_000 - 200 + wins[0]! + wins[1]!);
  });

  /** Crash rounds until one has a crash point of at least `min` (hundredths); lost ones settle. */
  async function crashRoundAtLeast(p: { session: string }, min: number) {
    for (let i = 0; i < 40; i += 1) {
      now.ms += 10;
      const started = await gameCall<Started>(main.app, p.session, 'POST', 'crash/start', {
        stakeMinor: 1000,
      });
      expect(started.status).toBe(200);
      const { outcome } = await providerDb()
        .selectFrom('provider_round')
        .select('outcome')
        .where('id', '=', started.body.data.roundId)
        .executeTakeFirstOrThrow();
      if (outcome.kind !== 'crash') throw new Error('not a crash round');
      if (outcome.crashX100 >= min)
        return { roundId: started.body.data.roundId, crashX100: outcome.crashX100 };
      now.ms += crashMs(outcome.crashX100);
      const status = await gameCall<CrashStatus>(
        main.app,
        p.session,
        'GET',
        `crash/${started.body.data.roundId}`,
      );
      expect(status.body.data.state).toBe('over');
    }
    throw new Error('no crash point high enough in 40 rounds');
  }

  it('decides a crash cash-out by server time: the curve pays until the crash point, then nothing', async () => {
    const p = await session('oyna-aviator-crash', 'Aviator');
    const before = await balance(p.principal.playerId);
    const { roundId, crashX100 } = await crashRoundAtLeast(p, 150);
    const settledBefore = await balance(p.principal.playerId);
    expect((before - settledBefore) % 1000).toBe(0);

    const target = crashMs(149) - 1; // the curve shows 1.49x (crashMs: the first ms past 1.49x)
    now.ms += target;
    const running = await gameCall<CrashStatus>(main.app, p.session, 'GET', `crash/${roundId}`);
    expect(running.body.data).toEqual({ state: 'running', elapsedMs: target, multiplierX100: 149 });
    const cashed = await gameCall<CrashStatus>(main.app, p.session, 'POST', 'crash/cashout', {
      roundId,
    });
    const over = cashed.body.data;
    if (over.state !== 'over') throw new Error('still running');
    expect(over).toMatchObject({ crashX100, cashOutX100: multiplierX100At(target) });
    expect(over.result.round.winMinor).toBe(1490);
    expect(await balance(p.principal.playerId)).toBe(settledBefore + 1490);
    // A second cash-out of the same round pays nothing more.
    await gameCall(main.app, p.session, 'POST', 'crash/cashout', { roundId });
    expect(await balance(p.principal.playerId)).toBe(settledBefore + 1490);

    // Once the curve has passed the crash point, a cash-out is a loss.
    const late = await crashRoundAtLeast(p, 101);
    const stakeTaken = await balance(p.principal.playerId);
    now.ms += crashMs(late.crashX100);
    const lost = await gameCall<CrashStatus>(main.app, p.session, 'POST', 'crash/cashout', {
      roundId: late.roundId,
    });
    expect(lost.body.data).toMatchObject({ state: 'over', cashOutX100: null });
    expect(await balance(p.principal.playerId)).toBe(stakeTaken);
    const record = await h.app.db
      .selectFrom('casino_round')
      .select(['status', 'win_minor'])
      .where('provider_round_id', '=', late.roundId)
      .executeTakeFirstOrThrow();
    expect(record).toEqual({ status: 'closed', win_minor: 0 });
  });

  it('settles a crash round nobody cashed out as lost, from the settlement loop', async () => {
    const p = await session('oyna-aviator-crash', 'Aviator');
    const { roundId, crashX100 } = await crashRoundAtLeast(p, 101);
    // Seeds stay put while the round is in the air.
    const rotate = await gameCall(main.app, p.session, 'POST', 'seeds/rotate', {});
    expect(rotate.status).toBe(409);
    now.ms += crashMs(crashX100);
    await main.games.settleDue();
    const record = await h.app.db
      .selectFrom('casino_round')
      .select(['status', 'win_minor'])
      .where('provider_round_id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(record).toEqual({ status: 'closed', win_minor: 0 });
    expect((await gameCall(main.app, p.session, 'POST', 'seeds/rotate', {})).status).toBe(200);
  });

  it('resends a win whose answer was lost with the same transaction uuid: paid exactly once', async () => {
    const p = await session('oyna-lucky-fruits', 'Lucky Fruits');
    faults.push({ path: 'win', mode: 'lose-answer' });
    const spin = await gameCall<PlayResult>(main.app, p.session, 'POST', 'slot/spin', {
      stakeMinor: 1000,
    });
    expect(spin.body.data).toMatchObject({ pending: true, balanceMinor: null });
    const win = spin.body.data.round.winMinor;

    now.ms += 60_000;
    expect(await main.games.settleDue()).toBe(1);
    expect(await main.games.settleDue()).toBe(0);
    const rows = await h.app.db
      .selectFrom('casino_transaction')
      .innerJoin('casino_round', 'casino_round.id', 'casino_transaction.round_id')
      .select(['casino_transaction.action', 'casino_transaction.amount_minor'])
      .where('casino_round.provider_round_id', '=', spin.body.data.round.roundId)
      .orderBy('casino_transaction.id')
      .execute();
    expect(rows).toEqual([
      { action: 'bet', amount_minor: 1000 },
      { action: 'win', amount_minor: win },
    ]);
    const wins = await h.app.db
      .selectFrom('ledger_entry')
      .select('amount_minor')
      .where('player_id', '=', p.principal.playerId)
      .where('kind', '=', 'casino_win')
      .execute();
    expect(wins).toHaveLength(win > 0 ? 1 : 0);
    expect(await ledgerCheck(h.app, p.principal.playerId)).toEqual({
      balance: 100_000 - 1000 + win,
      ledgerSum: 100_000 - 1000 + win,
    });
    const round = await providerDb()
      .selectFrom('provider_round')
      .select('status')
      .where('id', '=', spin.body.data.round.roundId)
      .executeTakeFirstOrThrow();
    expect(round.status).toBe('closed');
  });

  it('rolls back a bet whose answer was lost, so the balance is whole again', async () => {
    const p = await session('oyna-european-roulette', 'European Roulette');
    faults.push({ path: 'bet', mode: 'lose-answer' });
    const spin = await gameCall(main.app, p.session, 'POST', 'roulette/spin', {
      bets: [{ type: 'odd', amount: 500 }],
    });
    expect(spin.status).toBe(503);
    expect(spin.body.data).toMatchObject({ code: 'wallet_unavailable' });
    expect(await ledgerCheck(h.app, p.principal.playerId)).toEqual({
      balance: 100_000,
      ledgerSum: 100_000,
    });
  });

  it('finishes after a restart what a crashed process left: a bet cut off, its rollback unsent', async () => {
    const p = await session('oyna-lucky-fruits', 'Lucky Fruits');
    faults.push({ path: 'bet', mode: 'lose-answer' }, { path: 'rollback', mode: 'never-send' });
    const spin = await gameCall(main.app, p.session, 'POST', 'slot/spin', { stakeMinor: 2000 });
    expect(spin.status).toBe(503);
    expect(await balance(p.principal.playerId)).toBe(98_000);

    // "Restart": a new provider process on the same database; its loop picks the round up.
    const restarted = await provider();
    now.ms += 60_000;
    await restarted.games.settleDue();
    expect(await ledgerCheck(h.app, p.principal.playerId)).toEqual({
      balance: 100_000,
      ledgerSum: 100_000,
    });
    const statuses = await providerDb()
      .selectFrom('provider_round')
      .select('status')
      .where('player', '=', p.user)
      .execute();
    expect(statuses).toEqual([{ status: 'cancelled' }]);
  });

  it('rolls back, after a restart, a bet whose process died before it heard the answer', async () => {
    const p = await session('oyna-lucky-fruits', 'Lucky Fruits');
    faults.push({ path: 'bet', mode: 'lose-answer' }, { path: 'rollback', mode: 'never-send' });
    await gameCall(main.app, p.session, 'POST', 'slot/spin', { stakeMinor: 3000 });
    // As if the process died right after sending the bet: nothing recorded after `betting`.
    await providerDb()
      .updateTable('provider_round')
      .set({ status: 'betting', rollback_tx: null, next_attempt_ms: now.ms + 60_000 })
      .where('player', '=', p.user)
      .execute();
    expect(await balance(p.principal.playerId)).toBe(97_000);

    const restarted = await provider();
    expect(await restarted.games.settleDue()).toBe(0); // not yet: the bet may still be answered
    now.ms += 60_000;
    expect(await restarted.games.settleDue()).toBe(1);
    expect(await ledgerCheck(h.app, p.principal.playerId)).toEqual({
      balance: 100_000,
      ledgerSum: 100_000,
    });
  });

  it('does not take a bet the wallet refuses for money, and rolls back nothing', async () => {
    const p = await session('oyna-lucky-fruits', 'Lucky Fruits', 500);
    const spin = await gameCall(main.app, p.session, 'POST', 'slot/spin', { stakeMinor: 1000 });
    expect(spin.status).toBe(400);
    expect(spin.body.data).toMatchObject({ code: 'not_enough_money', balanceMinor: 500 });
    const rollbacks = await h.app.db
      .selectFrom('casino_transaction')
      .select('id')
      .where('player_id', '=', p.principal.playerId)
      .where('action', '=', 'rollback')
      .execute();
    expect(rollbacks).toHaveLength(0);
  });
});
