import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { SportsConfig } from './config';
import type { FeedFactory, FeedSink, SportsFeed } from './feed';
import type { SimulatorQueries } from './queries/simulator';
import { FeedSimulator } from './simulator';

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
 * The feed SPORTS_FEED names (api/README.md › Sportsbook › Feeds): the embedded simulator, none,
 * or a real feed's adapter module exporting `createFeed(sink, {tickMs})`.
 */
export async function chooseFeed(
  config: SportsConfig,
  sink: FeedSink,
  simulator: SimulatorQueries,
  log: FastifyBaseLogger,
): Promise<SportsFeed> {
  if (config.feed === 'simulator') return new FeedSimulator(simulator, sink, config, log);
  if (config.feed === 'none') return new NoFeed();
  if (config.feed.startsWith('module:')) {
    const file = path.resolve(config.feed.slice('module:'.length));
    const mod = (await import(pathToFileURL(file).href)) as { createFeed?: FeedFactory };
    if (typeof mod.createFeed !== 'function')
      throw new Error(`SPORTS_FEED ${file} exports no createFeed`);
    return mod.createFeed(sink, { tickMs: config.tickMs });
  }
  throw new Error('SPORTS_FEED must be simulator, none or module:<path>');
}
