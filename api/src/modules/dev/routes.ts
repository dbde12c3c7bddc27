import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/route';
import type { DevService } from './service';

export function devRoutes(app: FastifyInstance, dev: DevService): void {
  serve(app, 'getDevOutbox', async (request) => ({
    data: await dev.outboxEntries(request.query.limit, request.query.recipient),
  }));
}
