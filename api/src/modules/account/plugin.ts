import type { FastifyInstance } from 'fastify';
import { BonusRequestQueries } from './bonus-request-queries';
import { AccountQueries } from './queries';
import { accountRoutes } from './routes';
import { AccountService } from './service';

/** The account domain (spec §2 account routes): dashboard, history lists, bonus requests. */
export default async function accountModule(app: FastifyInstance): Promise<void> {
  const account = new AccountService({
    db: app.db,
    queries: new AccountQueries(app.db),
    bonusRequests: new BonusRequestQueries(app.db),
    wallets: app.platform.wallets,
    notifications: app.platform.notifications,
    // The ended session leaves the session cache on every replica (spec §8: its next call is a
    // 401), then its live channel closes.
    endLiveSession: async (sessionId) => {
      await app.platform.sessions.end(sessionId, 'ended by the player');
      await app.notify.endSession(sessionId);
    },
    log: app.log,
  });
  accountRoutes(app, account);
}
