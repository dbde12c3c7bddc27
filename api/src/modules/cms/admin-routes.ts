import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { notFound, unauthorized } from '../../lib/errors';
import {
  callRequestsSchema,
  pageUpsertSchema,
  promotionUpsertSchema,
  slideUpsertSchema,
  type PageBody,
  type PromotionBody,
  type SlideBody,
} from './admin-schemas';

export const ADMIN_TOKEN_HEADER = 'x-admin-token';

function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * Operator calls (prefix /api/cms/admin): ops change slides, promotions and pages without a
 * rebuild (issue 4). Guarded by `x-admin-token` = ADMIN_TOKEN; with no token configured
 * (production default) the calls do not exist (404).
 */
export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  const content = app.services.content;
  const expected = app.config.adminToken;

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!expected) throw notFound();
    const given = request.headers[ADMIN_TOKEN_HEADER];
    if (typeof given !== 'string' || !sameSecret(given, expected)) throw unauthorized();
  });

  app.post<{ Body: SlideBody }>('/slide', { schema: slideUpsertSchema }, async (request) =>
    ok(await content.upsertSlide(request.body)),
  );

  app.post<{ Body: PromotionBody }>(
    '/promotion',
    { schema: promotionUpsertSchema },
    async (request) => ok(await content.upsertPromotion(request.body)),
  );

  app.post<{ Body: PageBody }>('/page', { schema: pageUpsertSchema }, async (request) =>
    ok(await content.upsertPage(request.body)),
  );

  app.get<{ Querystring: { limit: number } }>(
    '/callrequests',
    { schema: callRequestsSchema },
    async (request) => ok(await content.recentCallRequests(request.query.limit)),
  );
}
