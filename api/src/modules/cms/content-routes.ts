import type { FastifyInstance } from 'fastify';
import { envelopeOf, ok } from '../../lib/envelope';
import { requestMeta } from '../../lib/request-meta';
import {
  callMeSchema,
  promotionListSchema,
  sliderListSchema,
  videoBannerSchema,
  type SliderListBody,
} from './content-schemas';

/** issue 4 cms calls (prefix /api/cms): banners, promotions, video banner, call requests. */
export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  const content = app.services.content;

  app.post<{ Body: SliderListBody }>('/sliderlist', { schema: sliderListSchema }, async (request) =>
    ok(await content.slides(request.locale, request.body.slug)),
  );

  app.post('/promotionlist', { schema: promotionListSchema }, async (request) =>
    ok(await content.promotions(request.locale)),
  );

  app.get('/videobanner', { schema: videoBannerSchema }, async (request) =>
    ok(await content.videoBanner(request.locale)),
  );

  app.post('/callme', { schema: callMeSchema }, async (request) =>
    envelopeOf(
      request.locale,
      await content.callMe(request.body, request.locale, requestMeta(request)),
    ),
  );
}
