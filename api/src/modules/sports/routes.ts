import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/route';
import { auditDetailOf, principalOf } from '../../plugins/auth';
import type { BetCashout } from './bet-cashout';
import type { BetPlacement } from './bet-placement';
import type { BetReads } from './bet-reads';
import type { SportsCatalogue } from './catalogue';
import type { SportsConfig } from './config';
import type { SportsDesk } from './desk';
import type { RiskDesk } from './risk-desk';
import { slipLimits } from './slip';

export interface SportsServices {
  config: SportsConfig;
  catalogue: SportsCatalogue;
  placement: BetPlacement;
  reads: BetReads;
  cashout: BetCashout;
  desk: SportsDesk;
  risk: RiskDesk;
}

/** The sportsbook's calls (api/README.md › Sportsbook): lists, the slip, my bets, cash-out, ops. */
export function sportsRoutes(app: FastifyInstance, sports: SportsServices): void {
  const { config, catalogue, placement, reads, cashout, desk, risk } = sports;
  serve(app, 'getSportsConfig', async () => ({ data: slipLimits(config) }));
  serve(app, 'getSportsTree', async (request) => ({
    data: await catalogue.tree(request.body.kind, request.body.sport || undefined),
  }));
  serve(app, 'getSportsEvent', async (request) => ({
    data: await catalogue.existingEvent(request.body.eventId),
  }));
  serve(app, 'placeBets', async (request) =>
    placement.place(principalOf(request).playerId, request.body, request.locale),
  );
  serve(app, 'getMyBets', async (request) => ({
    data: await reads.myBets(
      principalOf(request).playerId,
      request.body.status,
      request.body.skip,
      request.body.take,
    ),
  }));
  serve(app, 'getCashoutQuote', async (request) => ({
    data: await cashout.quote(principalOf(request).playerId, request.body.betId, request.locale),
  }));
  serve(app, 'cashout', async (request) =>
    cashout.cashout(
      principalOf(request).playerId,
      request.body.betId,
      request.body.value,
      request.locale,
    ),
  );

  // Operators and tests (admin/, api/README.md › Sportsbook).
  serve(app, 'adminSportsFeedStep', async (request) => ({
    data: await desk.step(request.body.ticks, request.body.eventId),
  }));
  serve(app, 'adminSportsGoLive', async (request) => ({
    data: await desk.goLive(request.body.eventId),
  }));
  serve(app, 'adminSportsSetOdds', async (request) => ({
    data: await desk.setOdds(request.body.selectionId, request.body.odds),
  }));
  serve(app, 'adminSportsSetMarket', async (request) => ({
    data: await risk.setMarket(request.body.marketId, request.body.status, auditDetailOf(request)),
  }));
  serve(app, 'adminSportsFinish', async (request) => ({ data: await desk.finish(request.body) }));
  serve(app, 'adminSportsSettle', async (request) => ({
    data: await desk.settle(request.body.eventId),
  }));

  // The back office's sportsbook (risk): exposure, bets on an event, suspend, settle by hand.
  serve(app, 'adminSportsLiability', async (request) => ({
    data: await risk.liability(request.query.eventId),
  }));
  serve(app, 'adminSportsUnsettled', async () => ({ data: await risk.unsettled() }));
  serve(app, 'adminSportsEventBets', async (request) => ({
    data: await risk.eventBets(request.query.eventId, request.query.skip, request.query.take),
  }));
  serve(app, 'adminSportsSetEvent', async (request) => ({
    data: await risk.setEvent(request.body.eventId, request.body.status, auditDetailOf(request)),
  }));
  serve(app, 'adminSportsSettleMarket', async (request) => ({
    data: await risk.settleMarket(request.body, auditDetailOf(request)),
  }));
}
