import { LIVE_CMD_SPORTS, type SportsPush } from '@oyna/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BetCashout } from './bet-cashout';
import { BetPlacement } from './bet-placement';
import { BetReads } from './bet-reads';
import { BetSettlement } from './bet-settlement';
import { SportsCatalogue } from './catalogue';
import { SportsDesk } from './desk';
import type { SportsFeed } from './feed';
import { chooseFeed } from './feed-choice';
import { LiveDelay } from './live-delay';
import { BetQueries } from './queries/bets';
import { CatalogueQueries } from './queries/catalogue';
import { FeedQueries } from './queries/feed';
import { RiskQueries } from './queries/risk';
import { SimulatorQueries } from './queries/simulator';
import { RiskDesk } from './risk-desk';
import { sportsRoutes } from './routes';
import { SportsStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sportsbook's feed (simulator by default), for ops calls, tests and the bench. */
    sportsFeed: SportsFeed | undefined;
  }
}

/** The lease the feed runs under (docs/ops.md › Many replicas). */
export const SPORTS_FEED_LEASE = 'sports-feed';
/** How often pending live bets past their delay are resolved. */
const STALE_PENDING_SWEEP_MS = 10_000;

/**
 * The sportsbook (beyond spec §7; shared notes › sportsbook.md): the catalogue the feed fills,
 * the slip, my bets and cash-out, and the operators' feed controls. Changes are pushed over the
 * notify hub as `NotifyMessage('Sports', json)` to the sockets subscribed to the event.
 */
async function sportsModule(app: FastifyInstance): Promise<void> {
  const config = app.config.sports;
  const publish = (push: SportsPush) => {
    void app.notify
      .publishEvent(push.eventId, LIVE_CMD_SPORTS, JSON.stringify(push))
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'sports: push failed');
      });
  };
  app.notify.anonymousPerAddress = config.anonymousSocketsPerAddress;

  const { wallets, bonusWallet, notifications } = app.platform;
  const bets = new BetQueries(app.db);
  const reads = new BetReads({ bets, config });
  const delay = new LiveDelay({ db: app.db, wallets, bonusWallet, bets, config });
  const placement = new BetPlacement({
    db: app.db,
    wallets,
    bonusWallet,
    // Read at call time: the protection domain replaces the hook on app.platform.
    protection: () => app.platform.protection,
    config,
    bets,
    delay,
    reads,
    events: app.metrics,
  });
  const settlement = new BetSettlement({
    db: app.db,
    wallets,
    bonusWallet,
    notifications,
    bets,
    events: app.metrics,
  });
  const cashout = new BetCashout({
    db: app.db,
    wallets,
    bonusWallet,
    bets,
    reads,
    config,
    events: app.metrics,
  });
  const catalogue = new SportsCatalogue(new CatalogueQueries(app.db));
  const store = new SportsStore({
    db: app.db,
    queries: new FeedQueries(app.db),
    publish,
    settleBets: (ids) => settlement.settleBets(ids),
  });
  const feed = await chooseFeed(config, store, new SimulatorQueries(app.db), app.log);
  app.decorate('sportsFeed', feed);
  const desk = new SportsDesk({ feed, catalogue, store, settlement, bets });
  const risk = new RiskDesk({ catalogue, store, risk: new RiskQueries(app.db), reads });

  // A socket that subscribes gets the events' prices as they are now: what moved while its page
  // loaded or while it was away is shown at once, not at the page's next refresh.
  app.notify.onSubscribe = (eventIds, reply) => {
    void catalogue
      .currentPrices(eventIds)
      .then((pushes) => {
        for (const push of pushes) reply(LIVE_CMD_SPORTS, JSON.stringify(push));
      })
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'sports: prices on subscribe failed');
      });
  };

  // docs/ops.md › Many replicas: the feed runs on the one replica holding lease `sports-feed`
  // (it keeps its state in the database, so a new holder resumes where the last one was), and
  // stops there when the lease is lost. Ops and tests step it directly (feedAutostart off).
  if (config.feedAutostart) {
    app.background.leased(SPORTS_FEED_LEASE, {
      // Seeding a fresh catalogue takes a while: the api serves meanwhile (lists fill as it goes).
      start: () => feed.start(),
      stop: () => feed.stop(),
    });
    // Bets whose live delay ended while no call resolved them (their replica died).
    app.background.every('sports-stale-pending', STALE_PENDING_SWEEP_MS, () =>
      delay.resolveStalePending(),
    );
  }
  app.addHook('preClose', async () => {
    await feed.stop();
  });

  sportsRoutes(app, { config, catalogue, placement, reads, cashout, desk, risk });
}

/** Not encapsulated: `app.sportsFeed` is for ops tools, tests and the bench. */
export default fp(sportsModule, {
  name: 'sports',
  dependencies: ['notify', 'platform', 'background'],
});
