import type {
  BetLegStatus,
  EventClock,
  EventScore,
  MarketStatus,
  SelectionStatus,
} from '@oyna/contracts';
import type { FeedSink, Publish } from './feed';
import { milliToOdds } from './odds';
import type { MarketSpec } from './pricing';
import type { Db } from './queries/bets';
import type { FeedQueries, PriceUpdate } from './queries/feed';

export interface SportsStoreDeps {
  db: Db;
  queries: FeedQueries;
  /** Pushes a change to the sockets subscribed to its event. */
  publish: Publish;
  /** Settles and pays these bets (each in its own transaction); how many were settled. */
  settleBets: (betIds: number[]) => Promise<number>;
}

type Results = Record<string, BetLegStatus>;

/** A market as read under its row lock, with its selections' ids and keys. */
export interface LockedMarket {
  id: number;
  event_id: number;
  status: string;
  selections: { id: number; key: string }[];
}

type SelectionChange = { id: number; marketId: number; odds: number; status: SelectionStatus };

/**
 * What the feed writes (FeedSink) into the catalogue. Every change the feed makes is pushed to
 * the sockets subscribed to its event (`publish`); a settled market settles its bets.
 */
export class SportsStore implements FeedSink {
  constructor(private readonly deps: SportsStoreDeps) {}

  async upsertSport(s: Parameters<FeedSink['upsertSport']>[0]): Promise<number> {
    return this.deps.queries.upsertSport({
      key: s.key,
      name_tr: s.tr,
      name_en: s.en,
      esports: s.esports,
      sort_order: s.sortOrder,
    });
  }

  async upsertCompetition(c: Parameters<FeedSink['upsertCompetition']>[0]): Promise<number> {
    return this.deps.queries.upsertCompetition({
      sport_id: c.sportId,
      external_id: c.externalId,
      name_tr: c.tr,
      name_en: c.en,
      region: c.region,
    });
  }

  async createEvent(e: Parameters<FeedSink['createEvent']>[0]): Promise<number> {
    const { queries } = this.deps;
    const existing = await queries.eventByExternalId(e.externalId);
    if (existing !== undefined) return existing;
    const id = await queries.insertEvent({
      competition_id: e.competitionId,
      external_id: e.externalId,
      home: e.home,
      away: e.away,
      start_time: e.startTime.toISOString(),
      status: e.status,
      score: e.score ? JSON.stringify(e.score) : null,
      clock: e.clock ? JSON.stringify(e.clock) : null,
      feed_state: JSON.stringify(e.feedState ?? null),
    });
    await this.writeMarkets(id, e.markets, false);
    return id;
  }

  /** Inserts missing markets and selections, updates prices; pushes what changed when asked. */
  private async writeMarkets(eventId: number, specs: MarketSpec[], push: boolean): Promise<void> {
    const { queries } = this.deps;
    const existing = await queries.marketsOfEvent(eventId);
    const byKey = new Map(existing.map((m) => [`${m.key}:${m.line_milli ?? ''}`, m]));
    const selections = existing.length ? await queries.selectionsOf(existing.map((m) => m.id)) : [];
    const changed: SelectionChange[] = [];
    const updates: PriceUpdate[] = [];
    for (const spec of specs) {
      const market = byKey.get(`${spec.key}:${spec.line ?? ''}`);
      if (!market) {
        const created = await queries.insertMarket({
          event_id: eventId,
          key: spec.key,
          name_tr: spec.tr,
          name_en: spec.en,
          line_milli: spec.line,
          sort_order: spec.sortOrder,
        });
        byKey.set(`${spec.key}:${spec.line ?? ''}`, created);
        await queries.insertSelections(
          spec.selections.map((s, i) => ({
            market_id: created.id,
            key: s.key,
            name_tr: s.tr,
            name_en: s.en,
            odds_milli: s.odds ?? 100_000,
            status: s.odds === null ? 'suspended' : 'active',
            sort_order: i,
          })),
        );
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
        changed.push({ id: row.id, marketId: market.id, odds: milliToOdds(odds), status });
      }
    }
    if (updates.length > 0) await queries.updatePrices(updates);
    if (push && changed.length > 0) this.deps.publish({ t: 'odds', eventId, selections: changed });
  }

  async setPrices(eventId: number, markets: MarketSpec[]): Promise<void> {
    await this.writeMarkets(eventId, markets, true);
  }

  /** `byHand`: the back office's suspension, which the feed does not reopen (queries/feed.ts). */
  async setMarketsStatus(
    eventId: number,
    status: 'open' | 'suspended',
    keys?: string[],
    byHand = false,
  ): Promise<void> {
    const ids = await this.deps.queries.setMarketsStatus(eventId, status, keys, byHand);
    for (const marketId of ids) this.deps.publish({ t: 'market', eventId, marketId, status });
  }

  async setMarketStatus(
    marketId: number,
    status: 'open' | 'suspended',
    byHand = false,
  ): Promise<void> {
    const eventId = await this.deps.queries.setMarketStatus(marketId, status, byHand);
    if (eventId !== undefined) this.deps.publish({ t: 'market', eventId, marketId, status });
  }

  /** Sets one selection's odds (operators, tests) and pushes it like a feed move. */
  async setOdds(selectionId: number, oddsMilli: number): Promise<number | undefined> {
    const { queries, publish } = this.deps;
    const row = await queries.setOdds(selectionId, oddsMilli);
    if (!row) return undefined;
    const ref = await queries.eventOfSelection(selectionId);
    if (ref) {
      publish({
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
    const { queries, publish } = this.deps;
    const before = await queries.eventState(eventId);
    if (!before) return;
    await queries.updateEvent(eventId, {
      ...(change.status ? { status: change.status } : {}),
      ...(change.score !== undefined
        ? { score: change.score ? JSON.stringify(change.score) : null }
        : {}),
      ...(change.clock !== undefined
        ? { clock: change.clock ? JSON.stringify(change.clock) : null }
        : {}),
      ...(change.feedState !== undefined ? { feed_state: JSON.stringify(change.feedState) } : {}),
    });
    const score =
      change.score !== undefined ? change.score : ((before.score as EventScore | null) ?? null);
    if (change.status && change.status !== before.status) {
      publish({ t: 'event', eventId, status: change.status, score });
    }
    const scoreMoved =
      change.score !== undefined && JSON.stringify(change.score) !== JSON.stringify(before.score);
    const clockMoved =
      change.clock !== undefined && JSON.stringify(change.clock) !== JSON.stringify(before.clock);
    if (scoreMoved || clockMoved) {
      const clock =
        change.clock !== undefined ? change.clock : ((before.clock as EventClock | null) ?? null);
      publish({ t: 'score', eventId, score, clock });
    }
  }

  /**
   * Settles a market: each selection by its key's result ('*' for the rest, void when neither).
   * `decide` may be a function of the market and its selections as read under the market's row
   * lock (the back office's settlement by hand checks and decides there; throwing rolls back).
   */
  async settleMarket(
    marketId: number,
    decide: Results | ((locked: LockedMarket) => Results),
  ): Promise<number> {
    const { db, queries, publish } = this.deps;
    const betIds = await db.transaction().execute(async (trx) => {
      const market = await queries.lockMarket(trx, marketId);
      if (!market) return [];
      const selections = await queries.selectionKeys(trx, marketId);
      const results = typeof decide === 'function' ? decide({ ...market, selections }) : decide;
      for (const s of selections) {
        await queries.settleSelection(trx, s.id, results[s.key] ?? results['*'] ?? 'void');
      }
      const allVoid = selections.every(
        (s) => (results[s.key] ?? results['*'] ?? 'void') === 'void',
      );
      await queries.closeMarket(trx, marketId, allVoid ? 'cancelled' : 'settled');
      return queries.openBetsOnMarket(trx, marketId);
    });
    const ref = await queries.marketRef(marketId);
    if (ref) {
      publish({ t: 'market', eventId: ref.event_id, marketId, status: ref.status as MarketStatus });
    }
    return betIds.length ? this.deps.settleBets(betIds) : 0;
  }
}
