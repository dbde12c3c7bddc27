import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { topWinnersSchema, type TopWinnersBody } from './schemas';

/** spec §7 transaction calls (prefix /api/transaction). */
export default async function transactionRoutes(app: FastifyInstance): Promise<void> {
  const transaction = app.services.transaction;

  app.post<{ Body: TopWinnersBody }>('/topwinners', { schema: topWinnersSchema }, async (request) =>
    ok(await transaction.topWinners(request.body.isLive, request.body.count)),
  );
}
