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
      message: apiMessage(request.locale, up ? 'api.healthy' : 'api.unhealthy'),
      data,
    };
  });

  serve(app, 'healthLive', async (request) => ({
    success: true,
    message: apiMessage(request.locale, 'api.healthy'),
    data: health.live(),
  }));

  serve(app, 'healthReady', async (request, reply) => {
    const data = await health.ready();
    const ready = data.status === 'ok';
    reply.code(ready ? 200 : 503);
    const message = ready
      ? 'api.healthy'
      : data.draining
        ? 'api.draining'
        : data.database === 'down'
          ? 'api.unhealthy'
          : 'api.migrationsPending';
    return { success: ready, message: apiMessage(request.locale, message), data };
  });
}
