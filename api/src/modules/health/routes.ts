import type { FastifyInstance } from 'fastify';
import { apiMessage } from '../../lib/messages';
import { serve } from '../../lib/route';
import type { HealthService } from './service';

export function healthRoutes(app: FastifyInstance, health: HealthService): void {
  serve(app, 'health', async (request, reply) => {
    const data = await health.check();
    const up = data.status === 'ok';
    reply.code(up ? 200 : 503);
    // The envelope itself: a 503 still carries the data, with success false.
    return {
      success: up,
      message: apiMessage(request.locale, up ? 'server.healthy' : 'server.unhealthy'),
      data,
    };
  });

  serve(app, 'healthLive', async (request) => ({
    success: true,
    message: apiMessage(request.locale, 'server.healthy'),
    data: health.live(),
  }));

  serve(app, 'healthReady', async (request, reply) => {
    const data = await health.ready();
    const ready = data.status === 'ok';
    reply.code(ready ? 200 : 503);
    const message = ready
      ? 'server.healthy'
      : data.draining
        ? 'server.draining'
        : data.database === 'down'
          ? 'server.unhealthy'
          : 'server.migrationsPending';
    return { success: ready, message: apiMessage(request.locale, message), data };
  });
}
