import { expressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { AdminCasinoGamesQuery } from '@oyna/contracts';
import type { CasinoCategoryTable, CasinoGameTable, Database } from '../../db/schema';
import { gameContains } from './queries';

/** A category's (`c`) name in one language, as a column of the category's row. */
const categoryName = (locale: 'tr' | 'en') =>
  expressionBuilder<Database & { c: CasinoCategoryTable }, 'c'>()
    .selectFrom('casino_category_i18n as n')
    .select('n.name')
    .whereRef('n.category_id', '=', 'c.id')
    .where('n.locale', '=', locale);

/** A game's (`g`) name in one language, as a column of the game's row. */
const gameName = (locale: 'tr' | 'en') =>
  expressionBuilder<Database & { g: CasinoGameTable }, 'g'>()
    .selectFrom('casino_game_i18n as n')
    .select('n.name')
    .whereRef('n.game_id', '=', 'g.id')
    .where('n.locale', '=', locale);

/**
 * The back office's reads of the casino catalogue (every game and category, on or off, with
 * both languages' names) and its one placement change. Plain rows; the desk shapes them.
 */
export class CatalogueDeskQueries {
  constructor(private readonly db: Kysely<Database>) {}

  categories() {
    return this.db
      .selectFrom('casino_category as c')
      .select(['c.id', 'c.slug_list', 'c.sort', 'c.enabled'])
      .select((eb) => [
        categoryName('tr').as('name_tr'),
        categoryName('en').as('name_en'),
        eb
          .selectFrom('casino_game_category as gc')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('gc.category_id', '=', 'c.id')
          .as('games'),
      ])
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute();
  }

  /** The games of one category, or whose name (either language) or code contains `q`. */
  private matching(query: AdminCasinoGamesQuery) {
    let games = this.db.selectFrom('casino_game as g');
    if (query.categoryId !== undefined) {
      const categoryId = query.categoryId;
      games = games.where((eb) =>
        eb.exists(
          eb
            .selectFrom('casino_game_category as gc')
            .select('gc.game_id')
            .whereRef('gc.game_id', '=', 'g.id')
            .where('gc.category_id', '=', categoryId),
        ),
      );
    }
    const text = query.q?.trim();
    if (text) games = games.where(gameContains(text));
    return games;
  }

  async games(query: AdminCasinoGamesQuery) {
    const total = await this.matching(query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await this.matching(query)
      .select([
        'g.id',
        'g.game_code',
        'g.main_provider_id',
        'g.provider_name',
        'g.image',
        'g.is_live',
        'g.enabled',
        'g.sort',
      ])
      .select([gameName('tr').as('name_tr'), gameName('en').as('name_en')])
      .orderBy('g.sort')
      .orderBy('g.id')
      .offset(query.skip)
      .limit(query.take)
      .execute();
    const ids = rows.map((r) => r.id);
    const places =
      ids.length === 0
        ? []
        : await this.db
            .selectFrom('casino_game_category')
            .select(['game_id', 'category_id'])
            .where('game_id', 'in', ids)
            .orderBy('category_id')
            .execute();
    return { total: Number(total.n), rows, places };
  }

  /** The game's row, locked: placements of one game queue, so each reads the one before it. */
  async lockGame(trx: Transaction<Database>, id: number): Promise<boolean> {
    const row = await trx
      .selectFrom('casino_game')
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return row !== undefined;
  }

  async categoryExists(trx: Transaction<Database>, id: number): Promise<boolean> {
    const row = await trx
      .selectFrom('casino_category')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  async categoriesOf(trx: Transaction<Database>, gameId: number): Promise<number[]> {
    const rows = await trx
      .selectFrom('casino_game_category')
      .select('category_id')
      .where('game_id', '=', gameId)
      .orderBy('category_id')
      .execute();
    return rows.map((r) => r.category_id);
  }

  /** In the category, last in its order (one statement; a second add of the pair is a no-op). */
  async place(trx: Transaction<Database>, gameId: number, categoryId: number): Promise<void> {
    const last = await trx
      .selectFrom('casino_game_category')
      .select((eb) => eb.fn.max('sort').as('sort'))
      .where('category_id', '=', categoryId)
      .executeTakeFirst();
    await trx
      .insertInto('casino_game_category')
      .values({ game_id: gameId, category_id: categoryId, sort: Number(last?.sort ?? 0) + 1 })
      .onConflict((oc) => oc.columns(['category_id', 'game_id']).doNothing())
      .execute();
  }

  async unplace(trx: Transaction<Database>, gameId: number, categoryId: number): Promise<void> {
    await trx
      .deleteFrom('casino_game_category')
      .where('game_id', '=', gameId)
      .where('category_id', '=', categoryId)
      .execute();
  }
}
