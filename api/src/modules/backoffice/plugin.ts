import type { FastifyInstance } from 'fastify';
import { BonusAdminQueries } from '../bonus';
import { PlayerDeskQueries } from './player-queries';
import { PlayerDesk } from './players';
import { ReportQueries } from './report-queries';
import { Reports } from './reports';
import { backofficeRoutes } from './routes';

/**
 * The back office's screens (the back office › the web app): the dashboard, players and reports,
 * every call an admin call checked against the caller's role (modules/staff/roles.ts).
 */
export default async function backofficeModule(app: FastifyInstance): Promise<void> {
  const players = new PlayerDesk({
    queries: new PlayerDeskQueries(app.db),
    sessions: app.platform.sessions,
    // The ended sessions' live channels close on every replica (spec §8).
    closeLive: (sessionId) => app.notify.endSession(sessionId),
  });
  const reports = new Reports({
    queries: new ReportQueries(app.db),
    bonusCost: new BonusAdminQueries(app.db),
  });
  backofficeRoutes(app, players, reports);
}
