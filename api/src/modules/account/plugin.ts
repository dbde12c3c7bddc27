import type { FastifyInstance } from 'fastify';
import { BonusOfferRecords } from '../bonus';
import { AccountActivity } from './activity';
import { BonusClaims } from './bonus-claims';
import { PlayerBonuses } from './bonus-list';
import { AccountProfile } from './profile';
import { AccountQueries, BonusRequestQueries, PlayerBonusQueries } from './queries';
import { accountRoutes } from './routes';
import { AccountSessions } from './sessions';

/** The account domain (spec §2 account routes): dashboard, history lists, bonus requests, the bonuses list. */
export default async function accountModule(app: FastifyInstance): Promise<void> {
  const queries = new AccountQueries(app.db);
  const bonusRequests = new BonusRequestQueries(app.db);
  const playerBonuses = new PlayerBonusQueries(app.db);
  const offers = new BonusOfferRecords(app.db);
  accountRoutes(app, {
    profile: new AccountProfile({ queries, bonusRequests }),
    activity: new AccountActivity(queries),
    bonuses: new BonusClaims({
      queries,
      bonusRequests,
      playerBonuses,
      offers,
      wallets: app.platform.wallets,
      bonusWallet: app.platform.bonusWallet,
      protection: app.platform.protection,
      notifications: app.platform.notifications,
      log: app.log,
    }),
    bonusList: new PlayerBonuses({
      queries: playerBonuses,
      offers,
      bonusWallet: app.platform.bonusWallet,
      notifications: app.platform.notifications,
      log: app.log,
    }),
    sessions: new AccountSessions({
      queries,
      // The ended session leaves the session cache on every replica (spec §8: its next call is
      // a 401), then its live channel closes.
      endLiveSession: async (sessionId) => {
        await app.platform.sessions.end(sessionId, 'ended by the player');
        await app.notify.endSession(sessionId);
      },
    }),
  });
}
