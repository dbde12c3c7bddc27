import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { declaredGames } from '@oyna/provider-games/server';
import { ownAddress } from '../../lib/own-address';
import { GameLauncher } from './launch';
import { WalletQueries } from './queries';
import { RefusedWins } from './refused-wins';
import walletRoutes, { walletAdminRoutes } from './routes';
import { GameWalletService } from './service';
import { BUILTIN_PROVIDER_ID } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's seamless wallet (bet / win / rollback of game providers). */
    gameWallet: GameWalletService;
    /** Opens a game for a logged-in player: the casino's launch-url calls wrap it. */
    gameLauncher: GameLauncher;
  }
}

/**
 * The operator's side of game play (docs/decisions/007): the seamless-wallet endpoints under
 * `/api/wallet` (server to server, signed) and the launch service.
 */
async function walletModule(app: FastifyInstance): Promise<void> {
  const games = app.config.games;
  const queries = new WalletQueries(app.db);
  // The operator's game configuration records what the provider declares in its game list — for
  // the built-in provider its list with this deployment's crash cap (GET /provider/games/games).
  await queries.declareGames(BUILTIN_PROVIDER_ID, declaredGames(games.crashCapX100));
  const wallet = new GameWalletService({
    db: app.db,
    wallets: app.platform.wallets,
    queries,
    protection: app.platform.protection,
    bonusWallet: app.platform.bonusWallet,
    log: app.log,
  });
  app.decorate('gameWallet', wallet);
  app.decorate(
    'gameLauncher',
    new GameLauncher({
      queries,
      // Unset: the built-in provider of this very api, reached over HTTP like any other.
      providerUrl: () => games.providerUrl ?? ownAddress(app),
      secret: games.providerSecret,
      tokenTtlSeconds: games.tokenTtlSeconds,
      minStakeMinor: games.minStakeMinor,
      maxStakeMinor: games.maxStakeMinor,
    }),
  );
  walletAdminRoutes(app, new RefusedWins(queries));
  await app.register(walletRoutes, {
    prefix: '/api/wallet',
    wallet,
    secret: games.providerSecret,
  });
}

export default fp(walletModule, { name: 'wallet', dependencies: ['db', 'platform'] });
