import type { FastifyInstance } from 'fastify';
import { TransactionQueries } from './queries';
import { transactionRoutes } from './routes';
import { TransactionService } from './service';

/** The transaction domain (spec §7 transaction/topwinners). */
export default async function transactionModule(app: FastifyInstance): Promise<void> {
  transactionRoutes(app, new TransactionService(new TransactionQueries(app.db)));
}
