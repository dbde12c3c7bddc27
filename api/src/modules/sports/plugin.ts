import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LIVE_CMD_SPORTS, type EventScore, type SportsPush } from '@oyna/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, notFound } from '../../lib/errors';
import { minorToAmount } from '../../lib/money';
import { serve } from '../../lib/route';
import { principalOf } from '../../plugins/auth';
import { BetService } from './bets';
import { sportsConfigFrom } from './config';
import type { FeedFactory, SportsFeed } from './feed';
import { oddsToMilli } from './odds';
import { FeedSimulator } from './simulator';
import { SportsStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sportsbook's feed (simulator by default), for ops calls, tests and the bench. */
    sportsFeed: SportsFeed | undefined;
  }
}

/** A feed with nothing behind it (SPORTS_FEED=none): the catalogue is whatever is stored. */
class NoFeed implements SportsFeed {
  readonly name = 'none';
  async start() {}
  async stop() {}
  async seed() {}
  async step() {
    return { events: 0, settledBets: 0 };
  }
  async goLive() {}
  async finish() {
    return 0;
  }
}

/**
 * The sportsbook (beyond spec §7; shared notes › sportsbook.md): the catalogue the feed fills,
 * the slip, my bets and cash-out, and the operators' feed controls. Changes are pushed over the
 * notify hub as `NotifyMessage('Sports', json)` to the sockets subscribed to the event.
 */
async function sportsModule(app: FastifyInstance): Promise<void> {
  const config = sportsConfigFrom(process.env, app.config.nodeEnv, app.config.sports);
  const publish = (push: SportsPush) => {
    void app.notify
      .publishEvent(push.eventId, LIVE_CMD_SPORTS, JSON.stringify(push))
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'sports: push failed');
      });
  };
  app.notify.anonymousPerAddress = config.anonymousSocketsPerAddress;
  const store = new SportsStore(app.db, publish);
  // A socket that subscribes gets the events' prices as they are now: what moved while its page
  // loaded or while it was away is shown at once, not at the page's next refresh.
  app.notify.onSubscribe = (eventIds, reply) => {
    void store
      .currentPrices(eventIds)
      .then((pushes) => {
        for (const push of pushes) reply(LIVE_CMD_SPORTS, JSON.stringify(push));
      })
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'sports: prices on subscribe failed');
      });
  };
  const bets = new BetService({
    db: app.db,
    wallets: app.platform.wallets,
    // Read at call time: the protection domain replaces the hook on app.platform.
    protection: () => app.platform.protection,
    notifications: app.platform.notifications,
    config,
  });
  store.settleBets = (ids) => bets.settleBets(ids);

  let feed: SportsFeed;
  if (config.feed === 'simulator') {
    feed = new FeedSimulator(app.db, store, config, app.log);
  } else if (config.feed === 'none') {
    feed = new NoFeed();
  } else if (config.feed.startsWith('module:')) {
    const file = path.resolve(config.feed.slice('module:'.length));
    const mod = (await import(pathToFileURL(file).href)) as { createFeed?: FeedFactory };
    if (typeof mod.createFeed !== 'function')
      throw new Error(`SPORTS_FEED ${file} exports no createFeed`);
    feed = mod.createFeed(store, { tickMs: config.tickMs });
  } else {
    throw new Error('SPORTS_FEED must be simulator, none or module:<path>');
  }
  app.decorate('sportsFeed', feed);

  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (!config.feedAutostart) return;
    // Seeding a fresh catalogue takes a while: the api serves meanwhile (lists fill as it goes).
    feed
      .start()
      .catch((error: unknown) => app.log.error({ err: error }, 'sports: feed did not start'));
    sweeper = setInterval(() => {
      bets
        .resolveStalePending()
        .catch((error: unknown) => app.log.warn({ err: error }, 'sports: pending sweep failed'));
    }, 10_000);
    sweeper.unref();
  });
  app.addHook('preClose', async () => {
    if (sweeper) clearInterval(sweeper);
    await feed.stop();
  });

  serve(app, 'getSportsConfig', async () => ({
    data: {
      minStake: minorToAmount(config.minStakeMinor),
      maxStake: minorToAmount(config.maxStakeMinor),
      maxPayout: minorToAmount(config.maxPayoutMinor),
      maxLegs: 15,
      liveDelayMs: config.liveDelayMs,
      quickStakes: [10, 25, 50, 100],
      cashoutFactor: config.cashoutMarginBp / 10_000,
    },
  }));
  serve(app, 'getSportsTree', async (request) => ({
    data: await store.tree(request.body.kind, request.body.sport || undefined),
  }));
  serve(app, 'getSportsEvent', async (request) => {
    const event = await store.event(request.body.eventId);
    if (!event) throw notFound('api.sports.eventNotFound');
    return { data: event };
  });
  serve(app, 'placeBets', async (request) => {
    const result = await bets.place(principalOf(request).playerId, request.body, request.locale);
    return { data: result, ...(result.accepted ? { message: 'api.sports.placed' as const } : {}) };
  });
  serve(app, 'getMyBets', async (request) => ({
    data: await bets.myBets(
      principalOf(request).playerId,
      request.body.status,
      request.body.skip,
      request.body.take,
    ),
  }));
  serve(app, 'getCashoutQuote', async (request) => ({
    data: await bets.quote(principalOf(request).playerId, request.body.betId, request.locale),
  }));
  serve(app, 'cashout', async (request) => {
    const result = await bets.cashout(
      principalOf(request).playerId,
      request.body.betId,
      request.body.value,
      request.locale,
    );
    return {
      data: result,
      ...(result.cashedOut ? { message: 'api.sports.cashedOut' as const } : {}),
    };
  });

  // Operators and tests (admin/, api/README.md › Sportsbook).
  serve(app, 'adminSportsFeedStep', async (request) => {
    const r = await feed.step(request.body.ticks, request.body.eventId);
    return { data: { events: r.events, settledBets: r.settledBets } };
  });
  serve(app, 'adminSportsGoLive', async (request) => {
    const before = await store.event(request.body.eventId);
    if (!before) throw notFound('api.sports.eventNotFound');
    if (before.status !== 'upcoming') throw badRequest('api.sports.notUpcoming');
    await feed.goLive(request.body.eventId);
    return { data: (await store.event(request.body.eventId))! };
  });
  serve(app, 'adminSportsSetOdds', async (request) => {
    const marketId = await store.setOdds(request.body.selectionId, oddsToMilli(request.body.odds));
    if (marketId === undefined) throw notFound('api.sports.selectionUnknown');
    return { data: (await store.market(marketId))! };
  });
  serve(app, 'adminSportsSetMarket', async (request) => {
    const market = await store.market(request.body.marketId);
    if (!market) throw notFound('api.sports.marketNotFound');
    await store.setMarketStatus(request.body.marketId, request.body.status);
    return { data: (await store.market(request.body.marketId))! };
  });
  serve(app, 'adminSportsFinish', async (request) => {
    const { eventId, homeScore, awayScore, cancel } = request.body;
    if (!(await store.event(eventId))) throw notFound('api.sports.eventNotFound');
    const score: EventScore | undefined =
      homeScore !== undefined || awayScore !== undefined
        ? { home: homeScore ?? 0, away: awayScore ?? 0 }
        : undefined;
    const settledBets = await feed.finish(eventId, score, cancel);
    return { data: { events: 1, settledBets } };
  });
  serve(app, 'adminSportsSettle', async (request) => {
    const event = await store.event(request.body.eventId);
    if (!event) throw notFound('api.sports.eventNotFound');
    if (event.status === 'upcoming' || event.status === 'live')
      throw badRequest('api.sports.notEnded');
    // Settle what is still open on the event, then every open bet on it again (idempotent).
    let settledBets = await feed.finish(request.body.eventId);
    const open = await app.db
      .selectFrom('sport_bet_leg as l')
      .innerJoin('sport_bet as b', 'b.id', 'l.bet_id')
      .select('b.id')
      .distinct()
      .where('l.event_id', '=', request.body.eventId)
      .where('b.status', '=', 'open')
      .execute();
    settledBets += await bets.settleBets(open.map((b) => b.id));
    return { data: { events: 1, settledBets } };
  });
}

/** Not encapsulated: `app.sportsFeed` is for ops tools, tests and the bench. */
export default fp(sportsModule, { name: 'sports', dependencies: ['notify', 'platform'] });
