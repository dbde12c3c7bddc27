import crypto from 'node:crypto';
import { providerSession } from '../sports';
import type { FastifyInstance } from 'fastify';
import { AuthQueries } from './queries';
import { authRoutes } from './routes';
import { AuthService } from './service';

/** The auth domain: login, registration, logout and password recovery (spec §7 auth/*). */
export default async function authModule(app: FastifyInstance): Promise<void> {
  // Read once at start-up (config.ts): a bad SPORTS_* value stops the api, never a login.
  const { provider } = app.config.sports;
  const auth = new AuthService({
    ...app.platform,
    db: app.db,
    queries: new AuthQueries(app.db),
    security: app.config.security,
    endLiveSession: (sessionId) => app.notify.endSession(sessionId),
    sportsProvider: (usercode, token) =>
      providerSession(
        provider,
        usercode,
        crypto.createHash('sha256').update(token).digest('hex').slice(0, 16),
      ),
  });
  authRoutes(app, auth);
}
