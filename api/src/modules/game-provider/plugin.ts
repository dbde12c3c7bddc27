import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createProviderGames, type ProviderGames } from '@oyna/provider-games/server';
import { IN_PROCESS_WALLET_URL, inProcessTransport } from '../../lib/in-process-transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built-in game provider hosted by this api (its settlement loop, for tests and ops). */
    providerGames: ProviderGames;
  }
}

/**
 * Hosts the built-in game provider (`@oyna/provider-games`) at /provider/games: nginx and the
 * dev server already send /provider/ here. It shares only the database with the api — its own
 * tables — and reaches the operator's wallet with signed HTTP requests: dispatched in-process to
 * this api's own wallet unless GAME_WALLET_URL names another.
 */
async function gameProviderModule(app: FastifyInstance): Promise<void> {
  const { games, nodeEnv } = app.config;
  const provider = createProviderGames({
    db: app.db,
    secret: games.providerSecret,
    // The wallet of this very api: its calls go through the router in-process (a draining replica
    // accepts no connection, not even its own); GAME_WALLET_URL set: over HTTP, as any provider.
    ...(games.walletUrl
      ? { walletUrl: games.walletUrl }
      : { walletUrl: IN_PROCESS_WALLET_URL, transport: inProcessTransport(app) }),
    publicUrl: games.publicUrl,
    sessionTtlSeconds: games.sessionTtlSeconds,
    crashCapX100: games.crashCapX100,
    frameAncestors: games.frameAncestors,
    testServerSeed: games.testServerSeed,
    // Tests drive the settlement loop themselves.
    settleIntervalMs: nodeEnv === 'test' ? 0 : undefined,
  });
  app.decorate('providerGames', provider);
  await app.register(provider.plugin, { prefix: '/provider/games' });
}

export default fp(gameProviderModule, { name: 'game-provider', dependencies: ['db'] });
