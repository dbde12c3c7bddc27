import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createProviderGames, type ProviderGames } from '@oyna/provider-games/server';
import { ownAddress } from '../../lib/own-address';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built-in game provider hosted by this api (its settlement loop, for tests and ops). */
    providerGames: ProviderGames;
  }
}

/**
 * Hosts the built-in game provider (`@oyna/provider-games`) at /provider/games: nginx and the
 * dev server already send /provider/ here. It shares only the database with the api — its own
 * tables — and reaches the operator's wallet over HTTP, at this api's own address unless
 * GAME_WALLET_URL says otherwise.
 */
async function gameProviderModule(app: FastifyInstance): Promise<void> {
  const { games, nodeEnv } = app.config;
  const provider = createProviderGames({
    db: app.db,
    secret: games.providerSecret,
    walletUrl: () => games.walletUrl ?? `${ownAddress(app)}/api/wallet`,
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
