import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/route';
import type { TransactionService } from './service';

/** spec §7 transaction calls. */
export function transactionRoutes(app: FastifyInstance, transaction: TransactionService): void {
  serve(app, 'getTopWinners', async (request) => ({
    data: await transaction.topWinners(request.body.isLive, request.body.count),
  }));
}
