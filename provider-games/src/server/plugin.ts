import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ProviderGameList, type ProviderGame } from '@oyna/contracts/game-wallet';
import { declaredGames, type GameInfo } from '../engine';
import { FairnessService } from './fairness-service';
import { BlackjackService } from './blackjack-service';
import blackjackRoutes from './blackjack-routes';
import { ERRORS, GameError } from './errors';
import launchRoutes from './launch';
import { resolveOptions, type ProviderGamesOptions } from './options';
import { GamePage } from './page';
import { HoldemService } from './holdem-service';
import { PlayService } from './play-service';
import { Rounds } from './rounds';
import gameRoutes from './routes';
import { Seeds } from './seeds';
import { Sessions } from './sessions';
import { Settlement } from './settlement';
import { WalletClient } from './wallet-client';

/** Hashed bundle names (rspack's [contenthash]) never change content: cache them for a year. */
const HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|woff2?)$/;

/** A round still `betting` this long after it started was cut off: roll it back. */
const RECOVER_AFTER_MS = 60_000;

export interface ProviderGames {
  /** The Fastify plugin; register it with `{ prefix: basePath }`. */
  plugin: (app: FastifyInstance) => Promise<void>;
  /** One pass of the settlement loop (the timer runs it too); resolves to the rounds handled. */
  settleDue(): Promise<number>;
  /** The game list as declared to the operator (max multipliers with this deployment's crash cap). */
  games: GameInfo[];
}

/** A game as the provider's game list declares it to an operator (the contracts' message). */
export function providerGame(game: GameInfo): ProviderGame {
  return {
    code: game.code,
    name: game.name,
    kind: game.kind,
    rtp: game.rtp,
    maxMultiplierX100: game.maxMultiplierX100,
  };
}

function localeOf(header: string | string[] | undefined): 'tr' | 'en' {
  return header === 'tr' ? 'tr' : 'en';
}

/**
 * The built-in game provider as a Fastify plugin (docs/decisions/007-built-in-game-provider.md).
 * It talks to the operator only over HTTP — the signed launch call in, the seamless-wallet calls
 * out — and keeps its own tables in the host's database.
 */
export function createProviderGames(input: ProviderGamesOptions): ProviderGames {
  const options = resolveOptions(input);
  const { db, clock } = options;
  const wallet = new WalletClient({
    url: options.walletUrl,
    secret: options.secret,
    timeoutMs: options.walletTimeoutMs,
    transport: options.transport,
  });
  const sessions = new Sessions(db, clock, options.sessionTtlSeconds * 1000);
  const seeds = new Seeds(clock, options.testServerSeed);
  const rounds = new Rounds(db, seeds, clock, {
    slotIntervalMs: options.slotIntervalMs,
    crashCapX100: options.crashCapX100,
    recoverAfterMs: RECOVER_AFTER_MS,
  });
  const url = (path: string) => `${options.publicUrl}${options.basePath}${path}`;
  const games = declaredGames(options.crashCapX100);
  let settlement: Settlement | undefined;

  async function plugin(app: FastifyInstance): Promise<void> {
    const active = new Settlement(wallet, rounds, sessions, clock, app.log, {
      retryBaseMs: 2000,
      retryMaxMs: 5 * 60_000,
      leaseMs: 30_000,
      verifyUrl: (roundId) => url(`/verify/${roundId}`),
    });
    settlement = active;
    const playDeps = {
      db,
      sessions,
      seeds,
      rounds,
      settlement: active,
      wallet,
      clock,
      crashCapX100: options.crashCapX100,
      slotIntervalMs: options.slotIntervalMs,
    };
    const play = new PlayService(playDeps);
    const blackjack = new BlackjackService(playDeps);
    const holdem = new HoldemService(playDeps);

    app.setErrorHandler((error: FastifyError | GameError, request, reply) => {
      const locale = localeOf(request.headers['x-locale']);
      if (error instanceof GameError) {
        return reply.code(error.statusCode).send({
          success: false,
          message: ERRORS[error.code][locale],
          data: { code: error.code, ...error.data },
        });
      }
      if ('validation' in error && error.validation) {
        const first = error.validation[0];
        const where = `${error.validationContext ?? ''}${first?.instancePath ?? ''}`;
        return reply.code(400).send({
          success: false,
          message: `${ERRORS.invalid_request[locale]} (${where}: ${first?.message ?? ''})`,
          data: { code: 'invalid_request' },
        });
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'provider-games: unexpected error');
      return reply.code(status >= 400 ? status : 500).send({
        success: false,
        message: status >= 500 ? 'Internal error' : error.message,
        data: { code: status >= 500 ? 'internal' : 'invalid_request' },
      });
    });

    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/static/',
      decorateReply: false,
      index: false,
      // The header below is the one sent: @fastify/static's own (public, max-age=0) would
      // otherwise replace it, and every hashed file would be asked for again on each game.
      cacheControl: false,
      setHeaders: (response, file) => {
        response.setHeader(
          'cache-control',
          HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // The client's hashed files, for a site to fetch ahead of a game (`<link rel=prefetch>` when a
    // tile comes into view): static files only, no session, so no fetch of it opens anything.
    // Asked for again after a deploy (no-cache); the files themselves are cached for a year.
    const page = new GamePage(options.distDir);
    app.get('/preload', async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { files: await page.files() };
    });
    // The provider's game list (what an aggregator's game-list call returns): the operator records
    // each game's declared maximum multiplier and refuses a round's wins above stake × it.
    // The list is the contracts' ProviderGameList, serialised by that schema.
    app.get(
      '/games',
      { schema: { response: { 200: ProviderGameList } } },
      async (): Promise<ProviderGameList> => ({ games: games.map(providerGame) }),
    );
    await app.register(launchRoutes, {
      secret: options.secret,
      sessions,
      wallet,
      playUrl: (sessionId) => url(`/play/${sessionId}`),
    });
    await app.register(gameRoutes, {
      play,
      holdem,
      fairness: new FairnessService(db, sessions, seeds, rounds),
      sessions,
      page,
      frameAncestors: options.frameAncestors,
    });

    await app.register(blackjackRoutes, { blackjack });

    // The settlement loop: at start-up (rounds a crash left unsettled) and on a timer.
    let timer: NodeJS.Timeout | undefined;
    const pass = () =>
      active.runDue().catch((error: unknown) => {
        app.log.error({ err: error }, 'provider-games: settlement loop failed');
        return 0;
      });
    app.addHook('onReady', async () => {
      if (options.settleIntervalMs > 0) {
        void pass();
        timer = setInterval(() => void pass(), options.settleIntervalMs);
        timer.unref();
      }
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  }

  return {
    plugin,
    games,
    settleDue: () => {
      if (!settlement) throw new Error('provider-games is not registered yet');
      return settlement.runDue();
    },
  };
}
