import type { HealthData } from '@oyna/contracts';
import type { FastifyInstance } from 'fastify';
import { apiMessage } from '../../lib/messages';
import { serve } from '../../lib/route';

/** For load balancers and docker health checks: 200 while the database answers, 503 otherwise. */
export default async function healthModule(app: FastifyInstance): Promise<void> {
  serve(app, 'health', async (request, reply) => {
    const up = await app.database.ping();
    const data: HealthData = {
      status: up ? 'ok' : 'unavailable',
      database: up ? 'up' : 'down',
      databaseKind: app.database.kind,
      uptimeSeconds: Math.floor(process.uptime()),
    };
    reply.code(up ? 200 : 503);
    // The envelope itself: a 503 still carries the data, with success false.
    return {
      success: up,
      message: apiMessage(request.locale, up ? 'api.healthy' : 'api.unhealthy'),
      data,
    };
  });
}
