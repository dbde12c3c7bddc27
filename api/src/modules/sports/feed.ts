import type { BetLegStatus, EventScore, EventClock, SportsPush } from '@oyna/contracts';
import type { MarketSpec } from './pricing';

/**
 * The feed interface (api/README.md › Sportsbook › Feeds): whatever fills the catalogue — the
 * embedded simulator, or an adapter of a real odds feed — talks to the book only through a
 * FeedSink. The book stores, pushes to subscribed sockets and settles; the feed decides prices,
 * suspensions, scores and results.
 */
export interface FeedSink {
  upsertSport(s: {
    key: string;
    tr: string;
    en: string;
    esports: boolean;
    sortOrder: number;
  }): Promise<number>;
  upsertCompetition(c: {
    sportId: number;
    externalId: string;
    tr: string;
    en: string;
    region: string;
  }): Promise<number>;
  /** Creates the event (or finds it by external id) with its markets; returns its id. */
  createEvent(e: {
    competitionId: number;
    externalId: string;
    home: string;
    away: string;
    startTime: Date;
    status: 'upcoming' | 'live';
    score: EventScore | null;
    clock: EventClock | null;
    feedState: unknown;
    markets: MarketSpec[];
  }): Promise<number>;
  /** New prices (a null price suspends that selection); unknown markets are created. */
  setPrices(eventId: number, markets: MarketSpec[]): Promise<void>;
  /** Suspend or reopen every market of an event (or those of these keys). */
  setMarketsStatus(eventId: number, status: 'open' | 'suspended', keys?: string[]): Promise<void>;
  setMarketStatus(marketId: number, status: 'open' | 'suspended'): Promise<void>;
  /** Score, clock, status and the feed's own state of an event. */
  updateEvent(
    eventId: number,
    change: {
      status?: 'upcoming' | 'live' | 'ended' | 'cancelled';
      score?: EventScore | null;
      clock?: EventClock | null;
      feedState?: unknown;
    },
  ): Promise<void>;
  /**
   * Settles one market: each selection key's result ('*' for every other key). Every open leg
   * on it is settled and every bet it completes is paid (idempotent). Returns bets settled.
   */
  settleMarket(marketId: number, results: Record<string, BetLegStatus>): Promise<number>;
}

/** A feed: started with the app (timers) and stopped on close; `step` runs it now (ops, tests). */
export interface SportsFeed {
  readonly name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Seeds the catalogue if needed (no timers). */
  seed(): Promise<void>;
  /** Runs `ticks` ticks now, for one event or every live one; returns events touched. */
  step(ticks: number, eventId?: number): Promise<{ events: number; settledBets: number }>;
  /** Starts an upcoming event now. */
  goLive(eventId: number): Promise<void>;
  /** Ends an event with this score (its current one when absent), or cancels it; settles it. */
  finish(eventId: number, score?: EventScore, cancel?: boolean): Promise<number>;
}

/** A feed module named by SPORTS_FEED=module:<path> exports `createFeed`. */
export type FeedFactory = (sink: FeedSink, options: { tickMs: number }) => SportsFeed;

export type Publish = (push: SportsPush) => void;
