import type { FastifyInstance } from 'fastify';
import { requestMeta } from '../../lib/request-meta';
import { auditDetailOf } from '../../plugins/auth';
import { serve } from '../../lib/route';
import type { CmsService } from './service';
import type { SiteDesk } from './site-desk';

/** spec §7 cms calls, the static page and promotions beyond it, and the operators' content calls. */
export function cmsRoutes(app: FastifyInstance, cms: CmsService, desk: SiteDesk): void {
  serve(app, 'getBootstrap', async (request) => ({ data: await cms.bootstrap(request.locale) }));
  serve(app, 'getTranslations', async (request) => ({
    data: await cms.translations(request.locale),
  }));
  serve(app, 'getContentList', async (request) => ({
    data: await cms.contentList(request.locale, request.body.categoryId, request.body.status),
  }));
  serve(app, 'getContent', async (request) => ({
    data: await cms.content(request.locale, request.params.id),
  }));
  serve(app, 'getSliderList', async (request) => ({
    data: await cms.slides(request.locale, request.body.slug),
  }));
  serve(app, 'getPromotions', async (request) => ({ data: await cms.promotions(request.locale) }));
  serve(app, 'getVideoBanner', async (request) => ({
    data: await cms.videoBanner(request.locale),
  }));
  serve(app, 'sendCallRequest', async (request) =>
    cms.callMe(request.body, request.locale, requestMeta(request)),
  );

  serve(app, 'adminSlides', async (request) => ({
    data: await cms.adminSlides(request.query.slug),
  }));
  // The back office › the audit: each edit fills its call's one record with before and after.
  serve(app, 'adminUpsertSlide', async (request) => ({
    data: await cms.upsertSlide(request.body, auditDetailOf(request)),
  }));
  serve(app, 'adminPromotions', async () => ({ data: await cms.adminPromotions() }));
  serve(app, 'adminUpsertPromotion', async (request) => ({
    data: await cms.upsertPromotion(request.body, auditDetailOf(request)),
  }));
  serve(app, 'adminPages', async () => ({ data: await cms.adminPages() }));
  serve(app, 'adminUpsertPage', async (request) => ({
    data: await cms.upsertPage(request.body, auditDetailOf(request)),
  }));
  // The content desk's site-wide content: the popup, the top bar, message overrides.
  serve(app, 'adminSiteContent', async () => ({ data: await desk.content() }));
  serve(app, 'adminSetPopup', async (request) => ({
    data: await desk.setPopup(request.body, auditDetailOf(request)),
  }));
  serve(app, 'adminSetAnnouncement', async (request) => ({
    data: await desk.setAnnouncement(request.body, auditDetailOf(request)),
  }));
  serve(app, 'adminTranslations', async () => ({ data: await desk.translations() }));
  serve(app, 'adminSetTranslation', async (request) => ({
    data: await desk.setTranslation(request.body, auditDetailOf(request)),
  }));
  serve(app, 'adminCallRequests', async (request) => ({
    data: await cms.recentCallRequests(request.query.limit),
  }));
}
