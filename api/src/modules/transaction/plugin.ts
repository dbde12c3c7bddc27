import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/route';
import { TransactionQueries } from './queries';
import { TransactionService } from './service';

/** The transaction domain (spec §7 transaction/topwinners). */
export default async function transactionModule(app: FastifyInstance): Promise<void> {
  const transaction = new TransactionService(new TransactionQueries(app.db));
  serve(app, 'getTopWinners', async (request) => ({
    data: await transaction.topWinners(request.body.isLive, request.body.count),
  }));
}
