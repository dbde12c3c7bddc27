import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { sendSchema, type SendBody } from './schemas';

function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  // Compare digests so that neither the length nor the content leaks through timing.
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * Operator calls (prefix /api/admin), behind the `x-admin-token` header. Registered only when
 * ADMIN_TOKEN is configured (development has a default; production has none unless set).
 */
export default async function adminRoutes(
  app: FastifyInstance,
  opts: { adminToken: string },
): Promise<void> {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!sameToken(request.headers['x-admin-token'], opts.adminToken)) {
      throw new AppError(403, 'api.adminForbidden');
    }
  });

  /** A System notification to one player (by username) or to all, stored and pushed live. */
  app.post<{ Body: SendBody }>('/notifications', { schema: sendSchema }, async (request) =>
    envelopeOf(request.locale, await app.notifications.send(request.body)),
  );
}
