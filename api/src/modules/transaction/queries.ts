import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** SQL of the transaction domain (spec §7: the top-winners list). */
export class TransactionQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** The biggest wins of slots (isLive false) or the live casino, largest first. */
  topWinners(isLive: boolean, count: number) {
    return this.db
      .selectFrom('top_winner')
      .select(['game', 'name', 'amount_minor', 'currency_symbol', 'image'])
      .where('is_live', '=', isLive)
      .orderBy('amount_minor', 'desc')
      .orderBy('id')
      .limit(count)
      .execute();
  }

  /**
   * The biggest real wins recorded by the seamless wallet (closed casino rounds), with the
   * catalogue's picture and live flag of the game the round was launched as.
   */
  realWinners(isLive: boolean, count: number) {
    return this.db
      .selectFrom('casino_round as r')
      .innerJoin('player as p', 'p.id', 'r.player_id')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('casino_game_i18n as gi')
            .innerJoin('casino_game as g', 'g.id', 'gi.game_id')
            .select(['g.image', 'g.is_live'])
            .whereRef('gi.name', '=', 'r.game_name')
            .orderBy('g.id')
            .limit(1)
            .as('g'),
        (join) => join.onTrue(),
      )
      .select([
        'r.game_name as game',
        'p.name',
        'p.surname',
        'r.win_minor as amount_minor',
        'g.image',
      ])
      .where('r.status', '=', 'closed')
      .where('r.win_minor', '>', 0)
      .where(sql<boolean>`coalesce(g.is_live, false) = ${isLive}`)
      .orderBy('r.win_minor', 'desc')
      .orderBy('r.id')
      .limit(count)
      .execute();
  }
}
