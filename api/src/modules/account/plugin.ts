import type { FastifyInstance } from 'fastify';
import { AccountQueries } from './queries';
import { accountRoutes } from './routes';
import { AccountService } from './service';

/** The account domain (spec §2 account routes): dashboard, history lists, bonus requests. */
export default async function accountModule(app: FastifyInstance): Promise<void> {
  const account = new AccountService({
    db: app.db,
    queries: new AccountQueries(app.db),
    wallets: app.platform.wallets,
    notifications: app.platform.notifications,
    endLiveSession: (sessionId) => app.notify.endSession(sessionId),
    log: app.log,
  });
  accountRoutes(app, account);
}
