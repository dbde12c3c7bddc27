import type { FastifyInstance } from 'fastify';
import { envelopeSchema, noQuerySchema } from '../../lib/envelope';
import { apiMessage } from '../../lib/messages';

const healthData = {
  type: 'object',
  properties: {
    status: { type: 'string' },
    database: { type: 'string' },
    databaseKind: { type: 'string' },
    uptimeSeconds: { type: 'integer' },
  },
} as const;

/** For load balancers and docker health checks: 200 while the database answers, 503 otherwise. */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        querystring: noQuerySchema,
        response: { 200: envelopeSchema(healthData), 503: envelopeSchema(healthData) },
      },
    },
    async (request, reply) => {
      const up = await app.database.ping();
      return reply.code(up ? 200 : 503).send({
        success: up,
        message: apiMessage(request.locale, up ? 'api.healthy' : 'api.unhealthy'),
        data: {
          status: up ? 'ok' : 'unavailable',
          database: up ? 'up' : 'down',
          databaseKind: app.database.kind,
          uptimeSeconds: Math.floor(process.uptime()),
        },
      });
    },
  );
}
