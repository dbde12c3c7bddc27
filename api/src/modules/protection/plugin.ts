import type { FastifyInstance } from 'fastify';
import { Breaks } from './breaks';
import { DepositLimits } from './limits';
import { ProtectionQueries } from './queries';
import { RealityCheck } from './reality-check';
import { protectionRoutes } from './routes';
import { ProtectionService } from './service';

/**
 * The player-protection domain (notes/payments-and-protection.md). Its rules live on
 * `app.platform.protection` (every money-in path asks them); this serves the player's tools.
 */
export default async function protectionModule(app: FastifyInstance): Promise<void> {
  const queries = new ProtectionQueries(app.db);
  const rules = app.platform.protection;
  const protection = new ProtectionService({
    queries,
    rules,
    limits: new DepositLimits({ queries, rules }),
    realityCheck: new RealityCheck({
      queries,
      rules,
      testSeconds: app.config.realityCheckTestSeconds ?? 0,
    }),
    breaks: new Breaks({
      queries,
      rules,
      sessions: app.platform.sessions,
      closeLive: (sessionId) => app.notify.endSession(sessionId),
      payments: app.payments.breaks,
      bonuses: app.platform.bonusWallet,
    }),
  });
  protectionRoutes(app, protection);
}
