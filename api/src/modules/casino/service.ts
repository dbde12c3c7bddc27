import crypto from 'node:crypto';
import {
  FAVORITES_CATEGORY,
  type AdminCasinoCategory,
  type AdminCasinoGame,
  type CasinoGamesRequest,
  type CatalogueGame,
} from '@oyna/contracts';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { ApiLocale } from '../../lib/messages';
import type { Principal } from '../../platform/sessions';
import { GameLaunchError, type GameLauncher } from '../wallet';
import type { AuditDetail } from '../staff';
import type { CasinoQueries, GameRow } from './queries';

/** What a launch call names, normalised over the seven payloads of spec §7. */
export interface LaunchTarget {
  providerId: number;
  code: string;
  /** em: the product the game must belong to (spec §7 emlaunchurl code + productId). */
  productId?: string;
  /** softgamings: the game's system (spec §7 softgamingslaunchurl system + pageCode). */
  system?: string;
  language: ApiLocale;
  /** spec §7: 1 desktop, 2 mobile. */
  platform: 1 | 2;
  lobbyUrl: string;
}

export function toWire(row: GameRow): CatalogueGame {
  return {
    gameCode: row.game_code,
    mainProviderId: row.main_provider_id,
    name: row.name,
    image: row.image,
    providerName: row.provider_name,
    system: row.system,
    productId: row.product_id,
    live: row.is_live,
    tags: row.tags,
  };
}

/** Only absolute http(s) lobby URLs: the provider frames and posts messages to their origin. */
export function validLobbyUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The script of the soft-game HTML: it frames the game page named by its mount point's
 * `data-src` and passes the game's messages (spec §4) on to the site. Its text never changes, so
 * the site's CSP allows exactly it by hash: the HTML is mounted in an `srcdoc` frame, which runs
 * under the site's own policy (`script-src 'self'`, no inline scripts) — see SOFT_GAMES_LOADER_CSP
 * and nginx/templates/edge.conf.template.
 */
export const SOFT_GAMES_LOADER =
  '(function(){var m=document.getElementById("oyna-game");' +
  'var f=document.createElement("iframe");f.src=m.getAttribute("data-src");' +
  'f.title=m.getAttribute("data-title");f.allow="fullscreen";m.appendChild(f);' +
  'window.addEventListener("message",function(e){if(e.source===f.contentWindow){' +
  'window.parent.postMessage(e.data,"*");}});})();';

/** The CSP source that allows the loader above ('sha256-…'), listed in the edge's script-src. */
export const SOFT_GAMES_LOADER_CSP = `'sha256-${crypto
  .createHash('sha256')
  .update(SOFT_GAMES_LOADER)
  .digest('base64')}'`;

/** Text for an HTML attribute value in double quotes. */
const attribute = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * spec §7 softgamingslaunchurl: "data is HTML with an embedded script" that mounts the game. The
 * game's URL and title travel as attributes of the mount point, never inside the script.
 */
export function softGamesHtml(url: string, title: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    '<style>html,body,#oyna-game{margin:0;height:100%;width:100%;overflow:hidden}',
    'iframe{border:0;width:100%;height:100%}</style></head><body>',
    `<div id="oyna-game" data-src="${attribute(url)}" data-title="${attribute(title)}"></div>`,
    `<script>${SOFT_GAMES_LOADER}</script></body></html>`,
  ].join('');
}

/** The casino (spec §3, §4, §7): catalogue, search, favourites, launches, operators' changes. */
export class CasinoService {
  constructor(
    private readonly deps: {
      queries: CasinoQueries;
      launcher: () => GameLauncher;
    },
  ) {}

  /**
   * spec §7 casino/games: a category's games as one list, the player's favourites (a visitor
   * has none), or a search page flattened into one list (the client flattens list of lists).
   */
  async games(
    body: CasinoGamesRequest,
    locale: ApiLocale,
    principal: Principal | null,
  ): Promise<CatalogueGame[][]> {
    const q = this.deps.queries;
    if ('systemCategory' in body) {
      if (body.systemCategory === FAVORITES_CATEGORY) {
        if (!principal) return [[]];
        return [(await q.favourites(principal.playerId, locale)).map(toWire)];
      }
      return [(await q.ofCategory(body.systemCategory, locale)).map(toWire)];
    }
    const rows = await q.search(body.live, body.search, body.skip, body.take, locale);
    return [rows.map(toWire)];
  }

  /** spec §4 Favourites: toggles membership; the message says which way it went. */
  async toggleFavourite(principal: Principal, code: string, providerId: number) {
    const gameId = await this.deps.queries.gameId(providerId, code);
    if (gameId === undefined) throw notFound('server.casino.gameNotFound');
    const result = await this.deps.queries.toggleFavourite(principal.playerId, gameId);
    return result === 'added'
      ? ({ data: null, message: 'server.casino.favoriteAdded' } as const)
      : ({ data: null, message: 'server.casino.favoriteRemoved' } as const);
  }

  /**
   * spec §4 Opening a game, §7 the seven launch calls: the game must exist under the call's
   * provider id (and match its product or system); the adapter behind `GameLauncher` opens it —
   * with no provider configured, the built-in provider's game the entry names.
   */
  async launch(principal: Principal, target: LaunchTarget): Promise<{ url: string; name: string }> {
    if (!validLobbyUrl(target.lobbyUrl)) throw badRequest('server.casino.badLobbyUrl');
    const game = await this.deps.queries.launchable(
      target.providerId,
      target.code,
      target.language,
    );
    if (
      !game ||
      (target.productId !== undefined && game.product_id !== target.productId) ||
      (target.system !== undefined && game.system !== target.system)
    ) {
      throw notFound('server.casino.gameNotFound');
    }
    try {
      const { url } = await this.deps
        .launcher()
        .launch(
          principal,
          { gameCode: game.target_code, name: game.name },
          { language: target.language, platform: target.platform, lobbyUrl: target.lobbyUrl },
        );
      return { url, name: game.name };
    } catch (error) {
      if (!(error instanceof GameLaunchError)) throw error;
      // spec §8: success false with the message; never a 500 for a provider's refusal.
      if (error.reason === 'unknown_game') throw notFound('server.casino.gameNotFound');
      if (error.reason === 'unavailable')
        throw new AppError(503, 'server.casino.launchUnavailable');
      throw badRequest('server.casino.launchRefused');
    }
  }

  /** Operators: a new game with its names and categories, and the audit record, together. */
  async addGame(
    input: AdminCasinoGame,
    actorIp: string,
    audit: AuditDetail = {},
  ): Promise<{ id: number }> {
    const q = this.deps.queries;
    return this.deps.queries.transaction(async (trx) => {
      const categories = await q.categoryIds(trx, input.categories);
      if (categories.size !== new Set(input.categories).size) {
        throw badRequest('server.casino.categoryUnknown');
      }
      const inserted = await q.insertGame(trx, input);
      if (!inserted) throw badRequest('server.casino.gameExists');
      await q.placeGame(trx, inserted.id, input.names, [...categories.values()]);
      // The back office › the audit: the call's one record keeps the new game (none before).
      Object.assign(audit, { object: `game:${inserted.id}`, before: null, after: { ...input } });
      await q.audit(trx, {
        action: 'game.add',
        target: `game:${inserted.id}`,
        detail: { ...input },
        actorIp,
      });
      return { id: inserted.id };
    });
  }

  async addCategory(
    input: AdminCasinoCategory,
    actorIp: string,
    audit: AuditDetail = {},
  ): Promise<{ id: number }> {
    const q = this.deps.queries;
    return this.deps.queries.transaction(async (trx) => {
      // Categories are found by slug: a slug already used would make two answers for one call.
      await q.lockCategories(trx);
      if (await q.slugTaken(trx, input.slugList)) throw badRequest('server.casino.categoryExists');
      const inserted = await q.insertCategory(trx, input.slugList, input.names);
      Object.assign(audit, {
        object: `category:${inserted.id}`,
        before: null,
        after: { ...input },
      });
      await q.audit(trx, {
        action: 'category.add',
        target: `category:${inserted.id}`,
        detail: { ...input },
        actorIp,
      });
      return { id: inserted.id };
    });
  }

  async setEnabled(
    table: 'casino_game' | 'casino_category',
    id: number,
    enabled: boolean,
    actorIp: string,
    audit: AuditDetail = {},
  ): Promise<{ id: number }> {
    return this.deps.queries.transaction(async (trx) => {
      const row = await this.deps.queries.setEnabled(trx, table, id, enabled);
      if (!row) {
        throw notFound(
          table === 'casino_game' ? 'server.casino.gameNotFound' : 'server.casino.categoryUnknown',
        );
      }
      const kind = table === 'casino_game' ? 'game' : 'category';
      Object.assign(audit, {
        object: `${kind}:${id}`,
        before: { enabled: row.before },
        after: { enabled },
      });
      await this.deps.queries.audit(trx, {
        action: `${kind}.${enabled ? 'enable' : 'disable'}`,
        target: `${kind}:${id}`,
        detail: { enabled },
        actorIp,
      });
      return { id };
    });
  }
}
