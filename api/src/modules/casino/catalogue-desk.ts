import type {
  AdminCasinoCategoryRecord,
  AdminCasinoGamePage,
  AdminCasinoGamesQuery,
  AdminCasinoPlaceGame,
} from '@oyna/contracts';
import { notFound } from '../../lib/errors';
import type { AuditDetail } from '../staff';
import type { CatalogueDeskQueries } from './desk-queries';
import type { CasinoQueries } from './queries';

/**
 * The casino catalogue as the back office's content desk runs it: every category and game, on or
 * off, with both languages' names (for the screen's tr/en preview), and a game put into or taken
 * out of a category. Switching on and off and adding stay CasinoService's (their own calls).
 */
export class CatalogueDesk {
  constructor(private readonly deps: { desk: CatalogueDeskQueries; catalogue: CasinoQueries }) {}

  async categories(): Promise<AdminCasinoCategoryRecord[]> {
    const rows = await this.deps.desk.categories();
    return rows.map((r) => ({
      id: r.id,
      slugList: r.slug_list,
      sort: r.sort,
      enabled: r.enabled,
      names: { tr: r.name_tr ?? '', en: r.name_en ?? '' },
      games: Number(r.games ?? 0),
    }));
  }

  async games(query: AdminCasinoGamesQuery): Promise<AdminCasinoGamePage> {
    const { total, rows, places } = await this.deps.desk.games(query);
    const categories = new Map<number, number[]>();
    for (const p of places) {
      categories.set(p.game_id, [...(categories.get(p.game_id) ?? []), p.category_id]);
    }
    return {
      total,
      items: rows.map((r) => ({
        id: r.id,
        gameCode: r.game_code,
        mainProviderId: r.main_provider_id,
        providerName: r.provider_name,
        image: r.image,
        live: r.is_live,
        enabled: r.enabled,
        sort: r.sort,
        names: { tr: r.name_tr ?? '', en: r.name_en ?? '' },
        categoryIds: categories.get(r.id) ?? [],
      })),
    };
  }

  /**
   * Puts a game into a category or takes it out, under the game's row lock; the call's one audit
   * record keeps the game's categories before and after (the back office › the audit), and the
   * catalogue's own trail records it too.
   */
  async place(
    input: AdminCasinoPlaceGame,
    actorIp: string,
    audit: AuditDetail = {},
  ): Promise<{ id: number }> {
    const { desk, catalogue } = this.deps;
    return catalogue.transaction(async (trx) => {
      if (!(await desk.lockGame(trx, input.gameId))) throw notFound('server.casino.gameNotFound');
      if (!(await desk.categoryExists(trx, input.categoryId))) {
        throw notFound('server.casino.categoryUnknown');
      }
      const before = await desk.categoriesOf(trx, input.gameId);
      if (input.placed) await desk.place(trx, input.gameId, input.categoryId);
      else await desk.unplace(trx, input.gameId, input.categoryId);
      const after = await desk.categoriesOf(trx, input.gameId);
      const target = `game:${input.gameId}`;
      Object.assign(audit, {
        object: target,
        before: { categoryIds: before },
        after: { categoryIds: after },
      });
      await catalogue.audit(trx, {
        action: input.placed ? 'game.place' : 'game.unplace',
        target,
        detail: { categoryId: input.categoryId },
        actorIp,
      });
      return { id: input.gameId };
    });
  }
}
