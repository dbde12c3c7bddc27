import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LaunchProvider, type CasinoGamesRequest } from '@oyna/contracts';
import { serve } from '../../lib/route';
import { auditDetailOf, principalOf } from '../../plugins/auth';
import type { CatalogueDesk } from './catalogue-desk';
import { softGamesHtml, validLobbyUrl, type CasinoService, type LaunchTarget } from './service';

/**
 * Where a game's Exit leads when the call does not name it (all calls but egt and hub88): the
 * casino lobby of the site the request came from (the browser's Origin), else the api's host.
 */
function lobbyOf(request: FastifyRequest): string {
  const origin = request.headers.origin;
  const base =
    typeof origin === 'string' && validLobbyUrl(origin)
      ? origin
      : `${request.protocol}://${request.host}`;
  return `${base.replace(/\/$/, '')}/casino/slot`;
}

/** spec §7 egt/hub88 name a language; the provider speaks tr and en (anything else: the site's). */
const languageOf = (given: string, fallback: 'tr' | 'en'): 'tr' | 'en' =>
  given === 'tr' || given === 'en' ? given : fallback;

/** The casino's calls (spec §7 casino/*) and its operators' calls, served by `casino`. */
export function casinoRoutes(
  app: FastifyInstance,
  casino: CasinoService,
  desk: CatalogueDesk,
): void {
  serve(app, 'getCasinoGames', async (request) => ({
    // One of the two shapes of spec §7 (the schema is their union; Omit<> of a union is unknown).
    data: await casino.games(
      request.body as CasinoGamesRequest,
      request.locale,
      await app.optionalPrincipal(request),
    ),
  }));
  serve(app, 'toggleFavorite', async (request) =>
    casino.toggleFavourite(principalOf(request), request.body.code, request.body.providerId),
  );

  /** The seven launch calls of spec §7: each names its game its own way, one launch behind. */
  const launchUrl = async (
    request: FastifyRequest,
    target: Omit<LaunchTarget, 'language' | 'lobbyUrl'> & Partial<LaunchTarget>,
  ) => {
    const { url } = await casino.launch(principalOf(request), {
      language: request.locale,
      lobbyUrl: lobbyOf(request),
      ...target,
    });
    return { data: url };
  };
  serve(app, 'getDtLaunchUrl', (request) =>
    launchUrl(request, { providerId: LaunchProvider.Dt, code: request.body.code, platform: 1 }),
  );
  serve(app, 'getPragmaticLaunchUrl', (request) =>
    launchUrl(request, {
      providerId: LaunchProvider.Pragmatic,
      code: request.body.code,
      platform: 1,
    }),
  );
  serve(app, 'getEmLaunchUrl', (request) =>
    launchUrl(request, {
      providerId: LaunchProvider.Em,
      code: request.body.code,
      productId: request.body.productId,
      platform: 1,
    }),
  );
  serve(app, 'getAmusnetLaunchUrl', (request) =>
    launchUrl(request, {
      providerId: LaunchProvider.Amusnet,
      code: request.body.code,
      platform: request.body.isMobile ? 2 : 1,
    }),
  );
  serve(app, 'getEgtLaunchUrl', (request) =>
    launchUrl(request, {
      providerId: LaunchProvider.Egt,
      code: request.body.gameCode,
      platform: request.body.platform,
      language: languageOf(request.body.language, request.locale),
      lobbyUrl: request.body.lobbyUrl,
    }),
  );
  serve(app, 'getHub88LaunchUrl', (request) =>
    launchUrl(request, {
      providerId: LaunchProvider.Hub88,
      code: request.body.gameCode,
      platform: request.body.platform,
      language: languageOf(request.body.language, request.locale),
      lobbyUrl: request.body.lobbyUrl,
    }),
  );
  serve(app, 'getSoftGamingsLaunchUrl', async (request) => {
    const { url, name } = await casino.launch(principalOf(request), {
      providerId: LaunchProvider.SoftGamings,
      code: request.body.pageCode,
      system: request.body.system,
      platform: request.body.isMobile === 1 ? 2 : 1,
      language: request.locale,
      lobbyUrl: lobbyOf(request),
    });
    // spec §7: data is HTML with an embedded script.
    return { data: softGamesHtml(url, name) };
  });

  // Operators (api/README.md › Admin calls): every change leaves an audit record.
  // The back office › the audit: each fills its call's one record with before and after.
  serve(app, 'adminAddCasinoGame', async (request) => ({
    data: await casino.addGame(request.body, request.ip, auditDetailOf(request)),
  }));
  serve(app, 'adminAddCasinoCategory', async (request) => ({
    data: await casino.addCategory(request.body, request.ip, auditDetailOf(request)),
  }));
  serve(app, 'adminEnableCasinoGame', async (request) => ({
    data: await casino.setEnabled(
      'casino_game',
      request.body.id,
      request.body.enabled,
      request.ip,
      auditDetailOf(request),
    ),
  }));
  // The back office's content desk: the catalogue's lists and a game's categories.
  serve(app, 'adminCasinoCategories', async () => ({ data: await desk.categories() }));
  serve(app, 'adminCasinoGames', async (request) => ({ data: await desk.games(request.query) }));
  serve(app, 'adminPlaceCasinoGame', async (request) => ({
    data: await desk.place(request.body, request.ip, auditDetailOf(request)),
  }));
  serve(app, 'adminEnableCasinoCategory', async (request) => ({
    data: await casino.setEnabled(
      'casino_category',
      request.body.id,
      request.body.enabled,
      request.ip,
      auditDetailOf(request),
    ),
  }));
}
