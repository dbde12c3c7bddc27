import type { FastifyInstance } from 'fastify';
import { CustomerQueries } from './queries';
import { customerRoutes } from './routes';
import { CustomerService } from './service';

/** The customer domain: the player's phone and password (spec §7 customer/*). */
export default async function customerModule(app: FastifyInstance): Promise<void> {
  const customer = new CustomerService({
    ...app.platform,
    db: app.db,
    queries: new CustomerQueries(app.db),
    security: app.config.security,
    endLiveSession: (sessionId) => app.notify.endSession(sessionId),
  });
  customerRoutes(app, customer);
}
