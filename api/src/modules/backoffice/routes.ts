import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/route';
import { adminActorOf, auditDetailOf } from '../../plugins/auth';
import type { PlayerDesk } from './players';
import type { Reports } from './reports';

/** The back office's screen calls (api/README.md › Admin calls; roles: staff/roles.ts). */
export function backofficeRoutes(
  app: FastifyInstance,
  players: PlayerDesk,
  reports: Reports,
): void {
  serve(app, 'adminDashboard', async () => ({ data: await reports.dashboard() }));
  serve(app, 'adminReport', async (request) => ({ data: await reports.report(request.query) }));
  serve(app, 'adminReportExport', async (request) => ({
    data: await reports.csv(request.query, auditDetailOf(request)),
  }));

  serve(app, 'adminPlayerSearch', async (request) => ({
    data: await players.search(request.query, adminActorOf(request)),
  }));
  serve(app, 'adminPlayer', async (request) => ({
    data: await players.profile(request.params.id, adminActorOf(request)),
  }));
  const page = (request: { params: { id: number }; query: { skip: number; take: number } }) => ({
    id: request.params.id,
    skip: request.query.skip,
    take: request.query.take,
  });
  serve(app, 'adminPlayerLedger', async (request) => ({
    data: await players.ledger(page(request)),
  }));
  serve(app, 'adminPlayerPayments', async (request) => ({
    data: await players.payments(page(request), adminActorOf(request)),
  }));
  serve(app, 'adminPlayerBets', async (request) => ({ data: await players.bets(page(request)) }));
  serve(app, 'adminPlayerRounds', async (request) => ({
    data: await players.rounds(page(request)),
  }));
  serve(app, 'adminPlayerSessions', async (request) => ({
    data: await players.sessions(page(request)),
  }));
  serve(app, 'adminPlayerBonuses', async (request) => ({
    data: await players.bonuses(page(request)),
  }));
  serve(app, 'adminPlayerNotes', async (request) => ({ data: await players.notes(page(request)) }));
  serve(app, 'adminAddPlayerNote', async (request) => ({
    data: await players.addNote(
      request.body.id,
      request.body.text,
      adminActorOf(request),
      auditDetailOf(request),
    ),
  }));
  serve(app, 'adminLockPlayer', async (request) => ({
    data: await players.setLocked(request.body, adminActorOf(request), auditDetailOf(request)),
  }));
  serve(app, 'adminEndPlayerSession', async (request) => ({
    data: await players.endSession(request.body.id, request.body.sessionId, auditDetailOf(request)),
  }));
}
