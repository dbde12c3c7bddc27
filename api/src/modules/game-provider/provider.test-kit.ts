import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  createProviderGames,
  fetchTransport,
  type ProviderDatabase,
  type ProviderGames,
  type WalletTransport,
} from '@oyna/provider-games/server';
import type { pgliteBackend } from '../../test/backends';
import { startApp, type Harness } from '../../test/app-harness';
import { fundedPlayer, ledgerCheck, sessionOfUrl } from '../../test/games';
import { ownAddress } from '../../lib/own-address';
import { GameLauncher, WalletQueries } from '../wallet';

/** The client's files as rspack names them, hashed (the provider's page and prefetch list). */
export const HASHED_FILES = [
  'main.0123456789.js',
  'main.abcdef0123.css',
  'slot-game.456789abcd.js',
];

/**
 * The provider as its own service (a second Fastify app on the same database), with a clock the
 * test moves and a transport the test can make lose answers — the operator stays the real api.
 * Started before all the suite's tests on `backend` (the clock a minute on and no faults before
 * each), closed after all (tests only). `h` and `main` are read when used.
 */
export function providerSuite(backend: typeof pgliteBackend) {
  let harness: Harness | undefined;
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
  const h = (): Harness => {
    if (!harness) throw new Error('the provider suite starts its api in beforeAll');
    return harness;
  };

  const providers: FastifyInstance[] = [];
  /** A provider process on the api's database (another one: as after a restart). */
  async function provider(): Promise<{
    app: FastifyInstance;
    games: ProviderGames;
    launcher: GameLauncher;
  }> {
    const app = Fastify();
    const games = createProviderGames({
      db: h().app.db,
      secret: h().app.config.games.providerSecret,
      walletUrl: `${ownAddress(h().app)}/api/wallet`,
      distDir,
      settleIntervalMs: 0,
      clock,
      transport,
    });
    await app.register(games.plugin, { prefix: '/provider/games' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    providers.push(app);
    const launcher = new GameLauncher({
      queries: new WalletQueries(h().app.db),
      providerUrl: () => ownAddress(app),
      secret: h().app.config.games.providerSecret,
      tokenTtlSeconds: 3600,
      minStakeMinor: 100,
      maxStakeMinor: 100_000,
    });
    return { app, games, launcher };
  }

  let main: Awaited<ReturnType<typeof provider>> | undefined;
  const mainProvider = () => {
    if (!main) throw new Error('the provider suite starts its provider in beforeAll');
    return main;
  };
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
    harness = await startApp(backend);
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    main = await provider();
  });
  afterAll(async () => {
    for (const app of providers) await app.close();
    await harness?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    faults.length = 0;
    now.ms += 60_000;
  });

  async function session(gameCode: string, name: string, balanceMinor = 100_000) {
    const player = await fundedPlayer(h().app, balanceMinor);
    const { url } = await mainProvider().launcher.launch(
      player.principal,
      { gameCode, name },
      { language: 'tr', platform: 2, lobbyUrl: 'https://oyna.example/casino/slot' },
    );
    return { ...player, session: sessionOfUrl(url), url };
  }

  const balance = async (playerId: number) => (await ledgerCheck(h().app, playerId)).balance;
  /** The provider's own tables, for assertions. */
  const providerDb = () => h().app.db.withTables<ProviderDatabase>();

  return {
    now,
    faults,
    provider,
    session,
    balance,
    providerDb,
    get h(): Harness {
      return h();
    },
    get main() {
      return mainProvider();
    },
  };
}
