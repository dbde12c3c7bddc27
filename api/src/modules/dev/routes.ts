import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';

interface OutboxQuery {
  recipient?: string;
  limit: number;
}

/**
 * Development only (never registered when NODE_ENV=production): the outbox, newest first, so
 * that a person and the e2e tests can complete flows that need an SMS or e-mail code.
 */
export default async function devRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: OutboxQuery }>(
    '/outbox',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            recipient: { type: 'string', maxLength: 200 },
            limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
          },
        },
      },
    },
    async (request) => {
      const rows = await app.services.outbox.list(request.query.limit, request.query.recipient);
      return ok(
        rows.map((r) => ({
          id: r.id,
          channel: r.channel,
          recipient: r.recipient,
          subject: r.subject,
          text: r.text,
          code: r.code,
          time: new Date(r.created_at).toISOString(),
        })),
      );
    },
  );
}
