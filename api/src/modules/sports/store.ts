import type {
  BetLegStatus,
  EventClock,
  EventScore,
  MarketStatus,
  SelectionStatus,
} from '@oyna/contracts';
import { sql } from 'kysely';
import type { FeedSink, Publish } from './feed';
import { milliToOdds } from './odds';
import type { MarketSpec } from './pricing';
import './tables';
import { SportsCatalogue, type Db, type MarketRow, type SelectionRow } from './catalogue';

/**
 * The catalogue: what the feed writes (FeedSink) here, what the lists read in SportsCatalogue.
 * Every change the feed makes is pushed to the sockets subscribed to its event (`publish`).
 */
export class SportsStore extends SportsCatalogue implements FeedSink {
  /** Set by the bets service: settles and pays these bets (each in its own transaction). */
  settleBets: (betIds: number[]) => Promise<number> = async () => 0;

  constructor(
    db: Db,
    private readonly publish: Publish,
  ) {
    super(db);
  }

  // ── the feed's writes (FeedSink) ──────────────────────────────────────────────────────────

  async upsertSport(s: {
    key: string;
    tr: string;
    en: string;
    esports: boolean;
    sortOrder: number;
  }) {
    await this.db
      .insertInto('sport')
      .values({
        key: s.key,
        name_tr: s.tr,
        name_en: s.en,
        esports: s.esports,
        sort_order: s.sortOrder,
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('sport')
      .select('id')
      .where('key', '=', s.key)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async upsertCompetition(c: {
    sportId: number;
    externalId: string;
    tr: string;
    en: string;
    region: string;
  }) {
    await this.db
      .insertInto('competition')
      .values({
        sport_id: c.sportId,
        external_id: c.externalId,
        name_tr: c.tr,
        name_en: c.en,
        region: c.region,
      })
      .onConflict((oc) => oc.column('external_id').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('competition')
      .select('id')
      .where('external_id', '=', c.externalId)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async createEvent(e: Parameters<FeedSink['createEvent']>[0]): Promise<number> {
    const existing = await this.db
      .selectFrom('sport_event')
      .select('id')
      .where('external_id', '=', e.externalId)
      .executeTakeFirst();
    if (existing) return existing.id;
    const row = await this.db
      .insertInto('sport_event')
      .values({
        competition_id: e.competitionId,
        external_id: e.externalId,
        home: e.home,
        away: e.away,
        start_time: e.startTime.toISOString(),
        status: e.status,
        score: e.score ? JSON.stringify(e.score) : null,
        clock: e.clock ? JSON.stringify(e.clock) : null,
        feed_state: JSON.stringify(e.feedState ?? null),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.writeMarkets(row.id, e.markets, false);
    return row.id;
  }

  /** Inserts missing markets and selections, updates prices; returns what changed. */
  private async writeMarkets(eventId: number, specs: MarketSpec[], push: boolean): Promise<void> {
    const existing = (await this.db
      .selectFrom('market')
      .selectAll()
      .where('event_id', '=', eventId)
      .execute()) as MarketRow[];
    const byKey = new Map(existing.map((m) => [`${m.key}:${m.line_milli ?? ''}`, m]));
    const selections = existing.length
      ? ((await this.db
          .selectFrom('selection')
          .selectAll()
          .where(
            'market_id',
            'in',
            existing.map((m) => m.id),
          )
          .execute()) as SelectionRow[])
      : [];
    const changed: { id: number; marketId: number; odds: number; status: SelectionStatus }[] = [];
    const updates: { id: number; odds: number; status: string }[] = [];
    for (const spec of specs) {
      let market = byKey.get(`${spec.key}:${spec.line ?? ''}`);
      if (!market) {
        market = (await this.db
          .insertInto('market')
          .values({
            event_id: eventId,
            key: spec.key,
            name_tr: spec.tr,
            name_en: spec.en,
            line_milli: spec.line,
            sort_order: spec.sortOrder,
          })
          .returningAll()
          .executeTakeFirstOrThrow()) as MarketRow;
        byKey.set(`${spec.key}:${spec.line ?? ''}`, market);
        await this.db
          .insertInto('selection')
          .values(
            spec.selections.map((s, i) => ({
              market_id: market!.id,
              key: s.key,
              name_tr: s.tr,
              name_en: s.en,
              odds_milli: s.odds ?? 100_000,
              status: s.odds === null ? 'suspended' : 'active',
              sort_order: i,
            })),
          )
          .execute();
        continue;
      }
      if (market.status !== 'open' && market.status !== 'suspended') continue;
      for (const s of spec.selections) {
        const row = selections.find((x) => x.market_id === market.id && x.key === s.key);
        if (!row || (row.status !== 'active' && row.status !== 'suspended')) continue;
        const odds = s.odds ?? row.odds_milli;
        const status = s.odds === null ? 'suspended' : 'active';
        if (odds === row.odds_milli && status === row.status) continue;
        updates.push({ id: row.id, odds, status });
        changed.push({
          id: row.id,
          marketId: market.id,
          odds: milliToOdds(odds),
          status: status as SelectionStatus,
        });
      }
    }
    if (updates.length > 0) {
      const values = sql.join(
        updates.map((u) => sql`(${u.id}::int, ${u.odds}::int, ${u.status}::text)`),
      );
      await sql`update selection set odds_milli = v.odds, status = v.status, updated_at = now()
        from (values ${values}) as v(id, odds, status)
        where selection.id = v.id and selection.status in ('active', 'suspended')`.execute(this.db);
    }
    if (push && changed.length > 0) this.publish({ t: 'odds', eventId, selections: changed });
  }

  async setPrices(eventId: number, markets: MarketSpec[]): Promise<void> {
    await this.writeMarkets(eventId, markets, true);
  }

  async setMarketsStatus(
    eventId: number,
    status: 'open' | 'suspended',
    keys?: string[],
  ): Promise<void> {
    let q = this.db
      .updateTable('market')
      .set({ status })
      .where('event_id', '=', eventId)
      .where('status', '=', status === 'open' ? 'suspended' : 'open');
    if (keys) q = q.where('key', 'in', keys);
    const rows = await q.returning('id').execute();
    for (const r of rows) this.publish({ t: 'market', eventId, marketId: r.id, status });
  }

  async setMarketStatus(marketId: number, status: 'open' | 'suspended'): Promise<void> {
    const row = await this.db
      .updateTable('market')
      .set({ status })
      .where('id', '=', marketId)
      .where('status', 'in', ['open', 'suspended'])
      .returning('event_id')
      .executeTakeFirst();
    if (row) this.publish({ t: 'market', eventId: row.event_id, marketId, status });
  }

  /** Sets one selection's odds (operators, tests) and pushes it like a feed move. */
  async setOdds(selectionId: number, oddsMilli: number): Promise<number | undefined> {
    const row = await this.db
      .updateTable('selection')
      .set({ odds_milli: oddsMilli, updated_at: new Date().toISOString() })
      .where('id', '=', selectionId)
      .where('status', 'in', ['active', 'suspended'])
      .returning(['market_id', 'status'])
      .executeTakeFirst();
    if (!row) return undefined;
    const ref = await this.eventIdOfSelection(selectionId);
    if (ref) {
      this.publish({
        t: 'odds',
        eventId: ref.eventId,
        selections: [
          {
            id: selectionId,
            marketId: row.market_id,
            odds: milliToOdds(oddsMilli),
            status: row.status as SelectionStatus,
          },
        ],
      });
    }
    return row.market_id;
  }

  async updateEvent(
    eventId: number,
    change: Parameters<FeedSink['updateEvent']>[1],
  ): Promise<void> {
    const before = await this.db
      .selectFrom('sport_event')
      .select(['status', 'score', 'clock'])
      .where('id', '=', eventId)
      .executeTakeFirst();
    if (!before) return;
    await this.db
      .updateTable('sport_event')
      .set({
        ...(change.status ? { status: change.status } : {}),
        ...(change.score !== undefined
          ? { score: change.score ? JSON.stringify(change.score) : null }
          : {}),
        ...(change.clock !== undefined
          ? { clock: change.clock ? JSON.stringify(change.clock) : null }
          : {}),
        ...(change.feedState !== undefined ? { feed_state: JSON.stringify(change.feedState) } : {}),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', eventId)
      .execute();
    const score =
      change.score !== undefined ? change.score : ((before.score as EventScore | null) ?? null);
    if (change.status && change.status !== before.status) {
      this.publish({ t: 'event', eventId, status: change.status, score });
    }
    const scoreMoved =
      change.score !== undefined && JSON.stringify(change.score) !== JSON.stringify(before.score);
    const clockMoved =
      change.clock !== undefined && JSON.stringify(change.clock) !== JSON.stringify(before.clock);
    if (scoreMoved || clockMoved) {
      const clock =
        change.clock !== undefined ? change.clock : ((before.clock as EventClock | null) ?? null);
      this.publish({ t: 'score', eventId, score, clock });
    }
  }

  async settleMarket(marketId: number, results: Record<string, BetLegStatus>): Promise<number> {
    const betIds = await this.db.transaction().execute(async (trx) => {
      const market = await trx
        .selectFrom('market')
        .select(['id', 'event_id', 'status'])
        .where('id', '=', marketId)
        .forUpdate()
        .executeTakeFirst();
      if (!market) return [];
      const selections = await trx
        .selectFrom('selection')
        .select(['id', 'key'])
        .where('market_id', '=', marketId)
        .execute();
      for (const s of selections) {
        const result = results[s.key] ?? results['*'] ?? 'void';
        await trx
          .updateTable('selection')
          .set({
            status: result === 'open' ? 'suspended' : result,
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', s.id)
          .execute();
        await trx
          .updateTable('sport_bet_leg')
          .set({ status: result })
          .where('selection_id', '=', s.id)
          .where('status', '=', 'open')
          .execute();
      }
      const allVoid = selections.every(
        (s) => (results[s.key] ?? results['*'] ?? 'void') === 'void',
      );
      await trx
        .updateTable('market')
        .set({ status: allVoid ? 'cancelled' : 'settled' })
        .where('id', '=', marketId)
        .execute();
      const bets = await trx
        .selectFrom('sport_bet_leg as l')
        .innerJoin('sport_bet as b', 'b.id', 'l.bet_id')
        .select('b.id')
        .where('l.market_id', '=', marketId)
        .where('b.status', '=', 'open')
        .execute();
      return [...new Set(bets.map((b) => b.id))];
    });
    const ref = await this.db
      .selectFrom('market')
      .select(['event_id', 'status'])
      .where('id', '=', marketId)
      .executeTakeFirst();
    if (ref)
      this.publish({
        t: 'market',
        eventId: ref.event_id,
        marketId,
        status: ref.status as MarketStatus,
      });
    return betIds.length ? this.settleBets(betIds) : 0;
  }
}
