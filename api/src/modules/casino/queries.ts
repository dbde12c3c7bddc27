import { expressionBuilder, sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { AdminCasinoCategory, AdminCasinoGame } from '@oyna/contracts';
import type { CasinoGameI18nTable, CasinoGameTable, Database } from '../../db/schema';

/** A catalogue row as the casino lists it, in one language. */
export type GameRow = Pick<
  Selectable<CasinoGameTable>,
  | 'id'
  | 'game_code'
  | 'main_provider_id'
  | 'provider_name'
  | 'system'
  | 'product_id'
  | 'target_code'
  | 'image'
  | 'is_live'
  | 'tags'
> &
  Pick<Selectable<CasinoGameI18nTable>, 'name'>;

/** `%` and `_` typed by a player are letters, not wildcards. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A game (`casino_game as g`) whose code or name in either language contains `text`, in any case:
 * the casino's search and the back office's catalogue filter (desk-queries.ts) alike.
 */
export function gameContains(text: string) {
  const contains = `%${likeEscape(text)}%`;
  const eb = expressionBuilder<Database & { g: CasinoGameTable }, 'g'>();
  return eb.or([
    eb('g.game_code', 'ilike', contains),
    eb.exists(
      eb
        .selectFrom('casino_game_i18n as n')
        .select('n.game_id')
        .whereRef('n.game_id', '=', 'g.id')
        .where('n.name', 'ilike', contains),
    ),
  ]);
}

/** SQL of the casino: catalogue, search, favourites, operators' changes. */
export class CasinoQueries {
  constructor(private readonly db: Kysely<Database>) {}

  private games(locale: string) {
    return this.db
      .selectFrom('casino_game as g')
      .innerJoin('casino_game_i18n as gi', (j) =>
        j.onRef('gi.game_id', '=', 'g.id').on('gi.locale', '=', locale),
      )
      .select([
        'g.id',
        'g.game_code',
        'g.main_provider_id',
        'g.provider_name',
        'g.system',
        'g.product_id',
        'g.target_code',
        'g.image',
        'g.is_live',
        'g.tags',
        'gi.name',
      ])
      .where('g.enabled', '=', true);
  }

  /** spec §7 casino/games by systemCategory: the enabled games of an enabled category. */
  async ofCategory(slug: string, locale: string): Promise<GameRow[]> {
    return this.games(locale)
      .innerJoin('casino_game_category as gc', 'gc.game_id', 'g.id')
      .innerJoin('casino_category as c', 'c.id', 'gc.category_id')
      .where('c.enabled', '=', true)
      .where(sql<boolean>`c.slug_list @> ${JSON.stringify([slug])}::jsonb`)
      .orderBy('gc.sort')
      .orderBy('g.id')
      .execute();
  }

  /** spec §4: the player's favourites, newest first. */
  async favourites(playerId: number, locale: string): Promise<GameRow[]> {
    return this.games(locale)
      .innerJoin('casino_favorite as f', 'f.game_id', 'g.id')
      .where('f.player_id', '=', playerId)
      .orderBy('f.created_at', 'desc')
      .orderBy('g.id')
      .execute();
  }

  /**
   * spec §7 casino/games search (live, search, skip, take): names in either language or the
   * code contain the text, case-insensitively; names that start with it first.
   */
  async search(
    live: boolean,
    text: string,
    skip: number,
    take: number,
    locale: string,
  ): Promise<GameRow[]> {
    const starts = `${likeEscape(text.trim())}%`;
    return this.games(locale)
      .where('g.is_live', '=', live)
      .where(gameContains(text.trim()))
      .orderBy(sql`case when gi.name ilike ${starts} then 0 else 1 end`)
      .orderBy('g.sort')
      .orderBy('g.id')
      .offset(skip)
      .limit(take)
      .execute();
  }

  /** The enabled game a launch call names, by its provider id and code. */
  async launchable(providerId: number, code: string, locale: string): Promise<GameRow | undefined> {
    return this.games(locale)
      .where('g.main_provider_id', '=', providerId)
      .where('g.game_code', '=', code)
      .executeTakeFirst();
  }

  async gameId(providerId: number, code: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('casino_game')
      .select('id')
      .where('main_provider_id', '=', providerId)
      .where('game_code', '=', code)
      .where('enabled', '=', true)
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * spec §4 Favourites toggle, race-free: the player's row is locked first, so toggles of one
   * player run one after the other and each sees the previous one's result. FOR NO KEY UPDATE as
   * every player-row lock (platform/wallet.ts › lockPlayerRow): a money call's foreign-key
   * inserts never wait on a toggle.
   */
  async toggleFavourite(playerId: number, gameId: number): Promise<'added' | 'removed'> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('player')
        .select('id')
        .where('id', '=', playerId)
        .forNoKeyUpdate()
        .executeTakeFirstOrThrow();
      const removed = await trx
        .deleteFrom('casino_favorite')
        .where('player_id', '=', playerId)
        .where('game_id', '=', gameId)
        .returning('game_id')
        .executeTakeFirst();
      if (removed) return 'removed';
      await trx
        .insertInto('casino_favorite')
        .values({ player_id: playerId, game_id: gameId })
        .execute();
      return 'added';
    });
  }

  /** Category ids of the given slugs (each slug the first of a category's slugList). */
  async categoryIds(trx: Transaction<Database>, slugs: string[]): Promise<Map<string, number>> {
    const rows = await trx
      .selectFrom('casino_category')
      .select(['id', sql<string>`slug_list->>0`.as('slug')])
      .execute();
    const all = new Map(rows.map((r) => [r.slug, r.id]));
    return new Map(slugs.flatMap((s) => (all.has(s) ? [[s, all.get(s) as number]] : [])));
  }

  async slugTaken(trx: Transaction<Database>, slugs: string[]): Promise<boolean> {
    const row = await trx
      .selectFrom('casino_category')
      .select('id')
      .where((eb) =>
        eb.or(slugs.map((slug) => sql<boolean>`slug_list @> ${JSON.stringify([slug])}::jsonb`)),
      )
      .executeTakeFirst();
    return row !== undefined;
  }

  async audit(
    trx: Transaction<Database>,
    entry: { action: string; target: string; detail: Record<string, unknown>; actorIp: string },
  ): Promise<void> {
    await trx
      .insertInto('casino_catalogue_audit')
      .values({
        action: entry.action,
        target: entry.target,
        detail: JSON.stringify(entry.detail),
        actor_ip: entry.actorIp,
      })
      .execute();
  }

  /** Runs `work` in one database transaction (committed when it resolves). */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** A new game; undefined when its (provider, code) exists already. */
  insertGame(trx: Transaction<Database>, input: AdminCasinoGame) {
    return (
      trx
        .insertInto('casino_game')
        .values({
          game_code: input.gameCode,
          main_provider_id: input.mainProviderId,
          provider_name: input.providerName,
          system: input.system,
          product_id: input.productId,
          target_code: input.targetCode,
          image: input.image,
          is_live: input.live,
          tags: JSON.stringify(input.tags),
        })
        // The unique (provider, code) decides a race of two equal adds: one row, one refusal.
        .onConflict((oc) => oc.columns(['main_provider_id', 'game_code']).doNothing())
        .returning('id')
        .executeTakeFirst()
    );
  }

  /** A new game's place: its sort, its names in both languages and its categories. */
  async placeGame(
    trx: Transaction<Database>,
    id: number,
    names: AdminCasinoGame['names'],
    categoryIds: number[],
  ): Promise<void> {
    await trx
      .updateTable('casino_game')
      .set({ sort: 1000 + id })
      .where('id', '=', id)
      .execute();
    await trx
      .insertInto('casino_game_i18n')
      .values([
        { game_id: id, locale: 'tr', name: names.tr },
        { game_id: id, locale: 'en', name: names.en },
      ])
      .execute();
    await trx
      .insertInto('casino_game_category')
      .values(categoryIds.map((category_id) => ({ game_id: id, category_id, sort: 1000 + id })))
      .execute();
  }

  /** Every category row locked: two adds of one slug queue instead of both passing the check. */
  async lockCategories(trx: Transaction<Database>): Promise<void> {
    await trx.selectFrom('casino_category').select('id').forUpdate().execute();
  }

  /** A new category, last in the order, with its names in both languages. */
  async insertCategory(
    trx: Transaction<Database>,
    slugList: string[],
    names: AdminCasinoCategory['names'],
  ): Promise<{ id: number }> {
    const max = await trx
      .selectFrom('casino_category')
      .select((eb) => eb.fn.max('sort').as('sort'))
      .executeTakeFirst();
    const inserted = await trx
      .insertInto('casino_category')
      .values({ slug_list: JSON.stringify(slugList), sort: Number(max?.sort ?? 0) + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('casino_category_i18n')
      .values([
        { category_id: inserted.id, locale: 'tr', name: names.tr },
        { category_id: inserted.id, locale: 'en', name: names.en },
      ])
      .execute();
    return inserted;
  }

  /** Turns a game or a category on or off; undefined when there is no such row. */
  /**
   * Turns a game or category on or off; answers whether it was on before (read under the row's
   * lock, so the audit's before is the state this change replaced), or undefined if none.
   */
  async setEnabled(
    trx: Transaction<Database>,
    table: 'casino_game' | 'casino_category',
    id: number,
    enabled: boolean,
  ): Promise<{ id: number; before: boolean } | undefined> {
    const current = await trx
      .selectFrom(table)
      .select('enabled')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return undefined;
    await trx.updateTable(table).set({ enabled }).where('id', '=', id).execute();
    return { id, before: current.enabled };
  }
}
