import crypto from 'node:crypto';
import type { EventScore } from '@oyna/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { FeedSink, SportsFeed } from './feed';
import { nextGoalResult, resultsOf } from './market-results';
import { clockOf, priceMarkets, type Engine } from './pricing';
import type { LiveRow, SimulatorQueries } from './queries/simulator';
import { SPORTS, type CompetitionDef, type SportDef } from './simulator-catalogue';
import { kickOffScore, newState, playTick, type SimState } from './simulator-game';

/**
 * The embedded default's feed (no real feed is needed to run the site): seeded fixtures across
 * football, basketball, tennis, volleyball and three e-sports titles for the next days, several
 * in play at any time. Each tick a live event's clock runs, goals and points fall, prices move,
 * markets are suspended around goals and set ends, and finished events are settled. It speaks to
 * the book only through the FeedSink, as a real feed's adapter would.
 */
export class FeedSimulator implements SportsFeed {
  readonly name = 'simulator';
  private timer: NodeJS.Timeout | undefined;
  /** One tick at a time (timer, ops step, tests): the catalogue has one writer. */
  private chain: Promise<unknown> = Promise.resolve();
  private sportIds = new Map<string, number>();
  private competitionIds = new Map<string, number>();
  private stopped = false;

  constructor(
    private readonly queries: SimulatorQueries,
    private readonly sink: FeedSink,
    private readonly options: {
      tickMs: number;
      minLive: number;
      minUpcomingPerSport: number;
      random?: () => number;
    },
    private readonly log: FastifyBaseLogger,
  ) {}

  private rnd(): number {
    return (this.options.random ?? Math.random)();
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.chain.then(work, work);
    this.chain = next.catch(() => undefined);
    return next;
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.seed();
    if (this.stopped) return;
    const run = () => {
      if (this.stopped) return;
      this.serial(() => this.tickAll())
        .catch((error: unknown) => this.log.warn({ err: error }, 'sports feed: tick failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(run, this.options.tickMs);
        });
    };
    this.timer = setTimeout(run, this.options.tickMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.chain;
  }

  async seed(): Promise<void> {
    await this.serial(() => this.topUp());
  }

  private async ids(def: SportDef): Promise<void> {
    if (this.sportIds.has(def.key)) return;
    const sportId = await this.sink.upsertSport({
      key: def.key,
      tr: def.tr,
      en: def.en,
      esports: def.esports,
      sortOrder: SPORTS.indexOf(def),
    });
    this.sportIds.set(def.key, sportId);
    for (const c of def.competitions) {
      this.competitionIds.set(
        c.id,
        await this.sink.upsertCompetition({
          sportId,
          externalId: c.id,
          tr: c.tr,
          en: c.en,
          region: c.region,
        }),
      );
    }
  }

  /**
   * Two different teams of the competition: a fixture is played inside its competition, and a
   * card never has the same two sides twice at once (either way round) while another pairing is
   * free — players and the slip tell events apart by their names.
   */
  private pair(comp: CompetitionDef, onCard: Set<string>): [string, string] {
    const { teams } = comp;
    let pick: [string, string] = [teams[0]!, teams[1]!];
    for (let tries = 0; tries < 20; tries += 1) {
      const i = Math.floor(this.rnd() * teams.length);
      let j = Math.floor(this.rnd() * (teams.length - 1));
      if (j >= i) j += 1;
      pick = [teams[i]!, teams[j]!];
      if (!onCard.has(`${pick[0]} - ${pick[1]}`) && !onCard.has(`${pick[1]} - ${pick[0]}`)) break;
    }
    onCard.add(`${pick[0]} - ${pick[1]}`);
    return pick;
  }

  private async create(def: SportDef, live: boolean, onCard: Set<string>): Promise<number> {
    const comp = def.competitions[Math.floor(this.rnd() * def.competitions.length)]!;
    const [home, away] = this.pair(comp, onCard);
    const state = newState(def, () => this.rnd());
    const score = kickOffScore(def.engine);
    let start: Date;
    if (live) {
      state.minute = def.engine === 'sets' ? 0 : Math.floor(this.rnd() * def.length * 0.6);
      start = new Date(Date.now() - state.minute * 60_000);
    } else {
      // The next days, on the quarter hour.
      const ahead = 20 * 60_000 + this.rnd() * 3 * 24 * 3600_000;
      start = new Date(Math.ceil((Date.now() + ahead) / 900_000) * 900_000);
    }
    return this.sink.createEvent({
      competitionId: this.competitionIds.get(comp.id)!,
      externalId: `sim:${def.key}:${crypto.randomUUID()}`,
      home,
      away,
      startTime: start,
      status: live ? 'live' : 'upcoming',
      score: live ? score : null,
      clock: live ? clockOf(state, score) : null,
      feedState: state,
      markets: priceMarkets(state, score, live),
    });
  }

  /** Keeps enough events in play and enough ahead per sport. */
  private async topUp(): Promise<void> {
    for (const def of SPORTS) await this.ids(def);
    const counts = await this.queries.countsBySportAndStatus();
    const onCard = await this.queries.openFixtures();
    const count = (key: string | null, status: string) =>
      counts
        .filter((c) => (key === null || c.key === key) && c.status === status)
        .reduce((n, c) => n + Number(c.n), 0);
    // Spread the live events over the sports: each new one goes to the sport with fewest in play
    // (football first on a tie).
    const liveBy = new Map(SPORTS.map((d) => [d.key, count(d.key, 'live')]));
    for (let live = count(null, 'live'); live < this.options.minLive; live += 1) {
      const def = [...SPORTS].sort(
        (x, y) => (liveBy.get(x.key) ?? 0) - (liveBy.get(y.key) ?? 0),
      )[0]!;
      liveBy.set(def.key, (liveBy.get(def.key) ?? 0) + 1);
      await this.create(def, true, onCard);
    }
    for (const def of SPORTS) {
      for (let n = count(def.key, 'upcoming'); n < this.options.minUpcomingPerSport; n += 1) {
        await this.create(def, false, onCard);
      }
    }
  }

  private async tickAll(): Promise<{ events: number; settledBets: number }> {
    // Upcoming events whose start time came go in play.
    for (const id of await this.queries.due()) await this.startEvent(id);
    const live = await this.queries.live();
    let settledBets = 0;
    for (const row of live) settledBets += await this.tick(row);
    await this.topUp();
    return { events: live.length, settledBets };
  }

  private async startEvent(eventId: number): Promise<void> {
    const row = await this.queries.event(eventId);
    if (!row || row.status !== 'upcoming' || !row.feed_state) return;
    const state = row.feed_state as SimState;
    const score = kickOffScore(state.engine);
    await this.sink.updateEvent(eventId, {
      status: 'live',
      score,
      clock: clockOf(state, score),
      feedState: state,
    });
    await this.sink.setPrices(eventId, priceMarkets(state, score, true));
  }

  /** One tick of one live event; returns bets settled. */
  private async tick(row: LiveRow): Promise<number> {
    const s = row.feed_state as SimState;
    const score = (row.score as EventScore | null) ?? { home: 0, away: 0 };
    const id = row.id;
    let settled = 0;
    if (s.suspendTicks > 0) {
      s.suspendTicks -= 1;
      if (s.suspendTicks === 0) await this.sink.setMarketsStatus(id, 'open');
    }
    const { scored, goal, finished } = playTick(s, score, () => this.rnd());
    if (goal !== null && scored) {
      // notes: suspend around goals; the next-goal market of this goal is settled.
      const market = await this.queries.nextGoalMarket(id, goal);
      if (market !== undefined)
        settled += await this.sink.settleMarket(market, nextGoalResult(scored));
    }

    if (finished) {
      await this.sink.updateEvent(id, { score, clock: clockOf(s, score), feedState: s });
      return settled + (await this.finishWith(id, s.engine, score, false));
    }
    if (scored && s.engine !== 'points') {
      s.suspendTicks = 1;
      await this.sink.setMarketsStatus(id, 'suspended');
    } else if (s.engine === 'goals' && s.suspendTicks === 0 && this.rnd() < 0.05) {
      // A dangerous attack: the main markets are held for a tick.
      s.suspendTicks = 1;
      await this.sink.setMarketsStatus(id, 'suspended', ['1x2', 'next-goal']);
    }
    await this.sink.updateEvent(id, { score, clock: clockOf(s, score), feedState: s });
    await this.sink.setPrices(id, priceMarkets(s, score, true));
    return settled;
  }

  /** Ends the event and settles every open market from the final score (void when cancelled). */
  private async finishWith(
    eventId: number,
    engine: Engine,
    score: EventScore,
    cancel: boolean,
  ): Promise<number> {
    await this.sink.updateEvent(eventId, {
      status: cancel ? 'cancelled' : 'ended',
      score,
      clock: null,
    });
    const markets = await this.queries.openMarkets(eventId);
    let settled = 0;
    for (const m of markets) {
      settled += await this.sink.settleMarket(
        m.id,
        cancel ? { '*': 'void' } : resultsOf(engine, { key: m.key, line: m.line_milli }, score),
      );
    }
    return settled;
  }

  step(ticks: number, eventId?: number): Promise<{ events: number; settledBets: number }> {
    return this.serial(async () => {
      let events = 0;
      let settledBets = 0;
      for (let i = 0; i < ticks; i += 1) {
        if (eventId === undefined) {
          const r = await this.tickAll();
          events = Math.max(events, r.events);
          settledBets += r.settledBets;
        } else {
          const [row] = await this.queries.live(eventId);
          if (!row) break;
          events = 1;
          settledBets += await this.tick(row);
        }
      }
      return { events, settledBets };
    });
  }

  goLive(eventId: number): Promise<void> {
    return this.serial(() => this.startEvent(eventId));
  }

  finish(eventId: number, score?: EventScore, cancel = false): Promise<number> {
    return this.serial(async () => {
      const row = await this.queries.event(eventId);
      if (!row || (row.status !== 'upcoming' && row.status !== 'live')) {
        // Already over: settle whatever is still open on it (idempotent).
        return this.finishOpen(
          eventId,
          row?.score as EventScore | null,
          row?.feed_state as SimState | null,
          row?.status === 'cancelled',
        );
      }
      const final = score ?? (row.score as EventScore | null) ?? { home: 0, away: 0 };
      const engine = (row.feed_state as SimState | null)?.engine ?? 'goals';
      return this.finishWith(eventId, engine, final, cancel);
    });
  }

  private async finishOpen(
    eventId: number,
    score: EventScore | null,
    state: SimState | null,
    cancelled: boolean,
  ): Promise<number> {
    const markets = await this.queries.openMarkets(eventId);
    let settled = 0;
    for (const m of markets) {
      settled += await this.sink.settleMarket(
        m.id,
        cancelled || !score
          ? { '*': 'void' }
          : resultsOf(state?.engine ?? 'goals', { key: m.key, line: m.line_milli }, score),
      );
    }
    return settled;
  }
}
