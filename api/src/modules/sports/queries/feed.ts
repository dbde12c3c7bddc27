import {
  sql,
  type Insertable,
  type Kysely,
  type Selectable,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { Database } from '../../../db/schema';
import type {
  CompetitionTable,
  MarketTable,
  SelectionTable,
  SportEventTable,
  SportTable,
} from '../tables';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

type MarketRow = Selectable<MarketTable>;
type SelectionRow = Selectable<SelectionTable>;

/** A selection's new price and status (the feed's move). */
export interface PriceUpdate {
  id: number;
  odds: number;
  status: string;
}

/** What the feed writes into the catalogue (the FeedSink's statements), and market settlement. */
export class FeedQueries {
  constructor(private readonly db: Db) {}

  /** The sport of this key, created when missing; its id. */
  async upsertSport(row: Insertable<SportTable>): Promise<number> {
    await this.db
      .insertInto('sport')
      .values(row)
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const found = await this.db
      .selectFrom('sport')
      .select('id')
      .where('key', '=', row.key)
      .executeTakeFirstOrThrow();
    return found.id;
  }

  /** The competition of this external id, created when missing; its id. */
  async upsertCompetition(row: Insertable<CompetitionTable>): Promise<number> {
    await this.db
      .insertInto('competition')
      .values(row)
      .onConflict((oc) => oc.column('external_id').doNothing())
      .execute();
    const found = await this.db
      .selectFrom('competition')
      .select('id')
      .where('external_id', '=', row.external_id)
      .executeTakeFirstOrThrow();
    return found.id;
  }

  async eventByExternalId(externalId: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('sport_event')
      .select('id')
      .where('external_id', '=', externalId)
      .executeTakeFirst();
    return row?.id;
  }

  async insertEvent(row: Insertable<SportEventTable>): Promise<number> {
    const inserted = await this.db
      .insertInto('sport_event')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  /** Every market of an event, whatever its status. */
  marketsOfEvent(eventId: number): Promise<MarketRow[]> {
    return this.db.selectFrom('market').selectAll().where('event_id', '=', eventId).execute();
  }

  selectionsOf(marketIds: number[]): Promise<SelectionRow[]> {
    return this.db
      .selectFrom('selection')
      .selectAll()
      .where('market_id', 'in', marketIds)
      .execute();
  }

  insertMarket(row: Insertable<MarketTable>): Promise<MarketRow> {
    return this.db.insertInto('market').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async insertSelections(rows: Insertable<SelectionTable>[]): Promise<void> {
    await this.db.insertInto('selection').values(rows).execute();
  }

  /** New prices in one statement; a selection settled meanwhile keeps its result. */
  async updatePrices(updates: PriceUpdate[]): Promise<void> {
    const values = sql.join(
      updates.map((u) => sql`(${u.id}::int, ${u.odds}::int, ${u.status}::text)`),
    );
    await sql`update selection set odds_milli = v.odds, status = v.status, updated_at = now()
        from (values ${values}) as v(id, odds, status)
        where selection.id = v.id and selection.status in ('active', 'suspended')`.execute(this.db);
  }

  /**
   * Suspends the open markets of an event (or reopens the suspended ones); their ids. The feed's
   * reopening skips a market held by hand; `byHand` (the back office) holds what it suspends —
   * the already suspended ones too — and releases what it reopens.
   */
  async setMarketsStatus(
    eventId: number,
    status: 'open' | 'suspended',
    keys?: string[],
    byHand = false,
  ): Promise<number[]> {
    let q = this.db
      .updateTable('market')
      .set(byHand ? { status, held: status === 'suspended' } : { status })
      .where('event_id', '=', eventId);
    if (byHand) q = q.where('status', 'in', ['open', 'suspended']);
    else if (status === 'open') q = q.where('status', '=', 'suspended').where('held', '=', false);
    else q = q.where('status', '=', 'open');
    if (keys) q = q.where('key', 'in', keys);
    const rows = await q.returning('id').execute();
    return rows.map((r) => r.id);
  }

  /**
   * Opens or suspends a market not settled yet; its event, or undefined when none changed. The
   * feed does not reopen a market held by hand; `byHand` holds or releases it.
   */
  async setMarketStatus(
    marketId: number,
    status: 'open' | 'suspended',
    byHand = false,
  ): Promise<number | undefined> {
    let q = this.db
      .updateTable('market')
      .set(byHand ? { status, held: status === 'suspended' } : { status })
      .where('id', '=', marketId)
      .where('status', 'in', ['open', 'suspended']);
    if (!byHand && status === 'open') q = q.where('held', '=', false);
    const row = await q.returning('event_id').executeTakeFirst();
    return row?.event_id;
  }

  /** Sets the price of a selection not settled yet; its market and status when it changed. */
  setOdds(selectionId: number, oddsMilli: number) {
    return this.db
      .updateTable('selection')
      .set({ odds_milli: oddsMilli, updated_at: new Date().toISOString() })
      .where('id', '=', selectionId)
      .where('status', 'in', ['active', 'suspended'])
      .returning(['market_id', 'status'])
      .executeTakeFirst();
  }

  /** An event's status, score and clock as they stand. */
  eventState(eventId: number) {
    return this.db
      .selectFrom('sport_event')
      .select(['status', 'score', 'clock'])
      .where('id', '=', eventId)
      .executeTakeFirst();
  }

  async updateEvent(eventId: number, change: Updateable<SportEventTable>): Promise<void> {
    await this.db
      .updateTable('sport_event')
      .set({ ...change, updated_at: new Date().toISOString() })
      .where('id', '=', eventId)
      .execute();
  }

  // ── settling one market, in the caller's transaction ──────────────────────────────────────

  /** The market under its row lock (FOR UPDATE). */
  lockMarket(trx: Trx, marketId: number) {
    return trx
      .selectFrom('market')
      .select(['id', 'event_id', 'status'])
      .where('id', '=', marketId)
      .forUpdate()
      .executeTakeFirst();
  }

  selectionKeys(trx: Trx, marketId: number) {
    return trx
      .selectFrom('selection')
      .select(['id', 'key'])
      .where('market_id', '=', marketId)
      .execute();
  }

  /** A selection's result, and its open legs settled with it. */
  async settleSelection(trx: Trx, selectionId: number, result: string): Promise<void> {
    await trx
      .updateTable('selection')
      .set({
        status: result === 'open' ? 'suspended' : result,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', selectionId)
      .execute();
    await trx
      .updateTable('sport_bet_leg')
      .set({ status: result })
      .where('selection_id', '=', selectionId)
      .where('status', '=', 'open')
      .execute();
  }

  async closeMarket(trx: Trx, marketId: number, status: 'cancelled' | 'settled'): Promise<void> {
    await trx.updateTable('market').set({ status }).where('id', '=', marketId).execute();
  }

  /** Open bets with a leg on this market (once each). */
  async openBetsOnMarket(trx: Trx, marketId: number): Promise<number[]> {
    const bets = await trx
      .selectFrom('sport_bet_leg as l')
      .innerJoin('sport_bet as b', 'b.id', 'l.bet_id')
      .select('b.id')
      .where('l.market_id', '=', marketId)
      .where('b.status', '=', 'open')
      .execute();
    return [...new Set(bets.map((b) => b.id))];
  }

  /** A market's event and status. */
  marketRef(marketId: number) {
    return this.db
      .selectFrom('market')
      .select(['event_id', 'status'])
      .where('id', '=', marketId)
      .executeTakeFirst();
  }

  /** The event and market a selection belongs to. */
  async eventOfSelection(
    selectionId: number,
  ): Promise<{ eventId: number; marketId: number } | undefined> {
    const row = await this.db
      .selectFrom('selection as s')
      .innerJoin('market as m', 'm.id', 's.market_id')
      .select(['m.event_id', 'm.id'])
      .where('s.id', '=', selectionId)
      .executeTakeFirst();
    return row ? { eventId: row.event_id, marketId: row.id } : undefined;
  }
}
