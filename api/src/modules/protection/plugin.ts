import type { FastifyInstance } from 'fastify';
import { protectionRoutes } from './routes';
import { ProtectionService } from './service';

/**
 * The player-protection domain (notes/payments-and-protection.md). Its rules live on
 * `app.platform.protection` (every money-in path asks them); this serves the player's tools.
 */
export default async function protectionModule(app: FastifyInstance): Promise<void> {
  const protection = new ProtectionService({
    db: app.db,
    rules: app.platform.protection,
    sessions: app.platform.sessions,
    closeLive: (sessionId) => app.notify.endSession(sessionId),
    realityCheckTestSeconds: app.config.realityCheckTestSeconds ?? 0,
    payments: app.payments,
  });
  protectionRoutes(app, protection);
}
