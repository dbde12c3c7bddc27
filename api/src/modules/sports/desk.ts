import type { EventScore, Market, SportEventDetail } from '@oyna/contracts';
import { badRequest, notFound } from '../../lib/errors';
import type { BetSettlement } from './bet-settlement';
import type { SportsCatalogue } from './catalogue';
import type { SportsFeed } from './feed';
import { oddsToMilli } from './odds';
import type { BetQueries } from './queries/bets';
import type { SportsStore } from './store';

export interface SportsDeskDeps {
  feed: SportsFeed;
  catalogue: SportsCatalogue;
  store: SportsStore;
  settlement: BetSettlement;
  bets: BetQueries;
}

/** What a feed run did: events touched and bets settled. */
export interface FeedRun {
  events: number;
  settledBets: number;
}

/** The operators' feed controls (admin/, api/README.md › Sportsbook), also used by tests. */
export class SportsDesk {
  constructor(private readonly deps: SportsDeskDeps) {}

  async step(ticks: number, eventId?: number): Promise<FeedRun> {
    const r = await this.deps.feed.step(ticks, eventId);
    return { events: r.events, settledBets: r.settledBets };
  }

  /** Starts an upcoming event now. */
  async goLive(eventId: number): Promise<SportEventDetail> {
    const { catalogue, feed } = this.deps;
    const before = await catalogue.existingEvent(eventId);
    if (before.status !== 'upcoming') throw badRequest('server.sports.notUpcoming');
    await feed.goLive(eventId);
    return (await catalogue.event(eventId))!;
  }

  /** Moves one price (pushed like a feed move); the market as it is now. */
  async setOdds(selectionId: number, odds: number): Promise<Market> {
    const marketId = await this.deps.store.setOdds(selectionId, oddsToMilli(odds));
    if (marketId === undefined) throw notFound('server.sports.selectionUnknown');
    return (await this.deps.catalogue.market(marketId))!;
  }

  /** Ends (or voids) an event with this score, its current one when none is given; settles it. */
  async finish(finish: {
    eventId: number;
    homeScore?: number;
    awayScore?: number;
    cancel?: boolean;
  }): Promise<FeedRun> {
    const { eventId, homeScore, awayScore, cancel } = finish;
    await this.deps.catalogue.existingEvent(eventId);
    const score: EventScore | undefined =
      homeScore !== undefined || awayScore !== undefined
        ? { home: homeScore ?? 0, away: awayScore ?? 0 }
        : undefined;
    const settledBets = await this.deps.feed.finish(eventId, score, cancel);
    return { events: 1, settledBets };
  }

  /** Settles what is still open on an ended event, then every open bet on it again (idempotent). */
  async settle(eventId: number): Promise<FeedRun> {
    const { bets, catalogue, feed, settlement } = this.deps;
    const event = await catalogue.existingEvent(eventId);
    if (event.status === 'upcoming' || event.status === 'live')
      throw badRequest('server.sports.notEnded');
    let settledBets = await feed.finish(eventId);
    settledBets += await settlement.settleBets(await bets.openOnEvent(eventId));
    return { events: 1, settledBets };
  }
}
