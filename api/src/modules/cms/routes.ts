import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import adminRoutes from './admin-routes';
import contentRoutes from './content-routes';
import mediaRoutes from './media-routes';
import {
  contentListSchema,
  contentSchema,
  groupedSchema,
  translationListSchema,
  type ContentListBody,
  type ContentParams,
} from './schemas';

/** spec §7 cms calls (prefix /api/cms). */
export default async function cmsRoutes(app: FastifyInstance): Promise<void> {
  const cms = app.services.cms;

  // issue 4: slides, promotions, video banner, call requests, pictures and the operator calls.
  await app.register(contentRoutes);
  await app.register(mediaRoutes);
  await app.register(adminRoutes, { prefix: '/admin' });

  app.get('/grouped', { schema: groupedSchema }, async (request) =>
    ok(await cms.bootstrap(request.locale)),
  );

  app.get('/translationlist', { schema: translationListSchema }, async (request) =>
    ok(await cms.translations(request.locale)),
  );

  app.post<{ Body: ContentListBody }>(
    '/contentlist',
    { schema: contentListSchema },
    async (request) =>
      ok(await cms.contentList(request.locale, request.body.categoryId, request.body.status)),
  );

  // Not in spec §7, but /pages/{id} (spec §2) needs the page text.
  app.get<{ Params: ContentParams }>('/content/:id', { schema: contentSchema }, async (request) =>
    ok(await cms.content(request.locale, request.params.id)),
  );
}
