import type {
  AdminSportsBetsPage,
  AdminSportsEventRow,
  AdminSportsLiability,
  AdminSportsResult,
  CashoutQuote,
  CashoutResult,
  Market,
  MyBetsPage,
  PlaceBetsResult,
  SportEventDetail,
  SportsConfig,
  SportsTree,
} from '../../domain/sports';
import { endpoint, type CallsOf, type NoPayload } from '../endpoint-def';
import type {
  AdminSportsEvent,
  AdminSportsEventBetsQuery,
  AdminSportsFeedStep,
  AdminSportsLiabilityQuery,
  AdminSportsSetEvent,
  AdminSportsSettleMarket,
  AdminSportsFinish,
  AdminSportsMarket,
  AdminSportsOdds,
  AdminSportsSettle,
  CashoutQuoteRequest,
  CashoutRequest,
  MyBetsRequest,
  PlaceBetsRequest,
  SPORTS_REQUEST_SCHEMAS,
  SportsEventRequest,
  SportsTreeRequest,
} from './schemas';

/** The sportsbook calls (beyond §7; shared notes › sportsbook.md). */
export const SPORTS_CALLS = {
  /** The slip rules: min/max stakes, max legs, in-play delay, quick stakes, cash-out margin. */
  getSportsConfig: endpoint<NoPayload, SportsConfig>().get('sports/config', 'public'),
  /** Sports → competitions → events with their main market, for /spor, /livespor, /esports. */
  getSportsTree: endpoint<SportsTreeRequest, SportsTree>().post('sports/tree', 'public'),
  /** One event with all its markets. */
  getSportsEvent: endpoint<SportsEventRequest, SportEventDetail>().post('sports/event', 'public'),
  /** Place the slip: singles and/or a combo, one transaction, idempotent by requestId. */
  placeBets: endpoint<PlaceBetsRequest, PlaceBetsResult>().post('sports/place', 'player'),
  getMyBets: endpoint<MyBetsRequest, MyBetsPage>().post('sports/mybets', 'player'),
  getCashoutQuote: endpoint<CashoutQuoteRequest, CashoutQuote>().post(
    'sports/cashout/quote',
    'player',
  ),
  cashout: endpoint<CashoutRequest, CashoutResult>().post('sports/cashout', 'player'),
  /** Operators and tests: run the feed now, start/finish an event, move odds, suspend, settle. */
  adminSportsFeedStep: endpoint<AdminSportsFeedStep, AdminSportsResult>().post(
    'admin/sports/feed/step',
    'admin',
  ),
  adminSportsGoLive: endpoint<AdminSportsEvent, SportEventDetail>().post(
    'admin/sports/live',
    'admin',
  ),
  adminSportsSetOdds: endpoint<AdminSportsOdds, Market>().post('admin/sports/odds', 'admin'),
  adminSportsSetMarket: endpoint<AdminSportsMarket, Market>().post('admin/sports/market', 'admin'),
  adminSportsFinish: endpoint<AdminSportsFinish, AdminSportsResult>().post(
    'admin/sports/finish',
    'admin',
  ),
  adminSportsSettle: endpoint<AdminSportsSettle, AdminSportsResult>().post(
    'admin/sports/settle',
    'admin',
  ),
  /** The back office (risk): liability per selection of an event (api: sports queries). */
  adminSportsLiability: endpoint<AdminSportsLiabilityQuery, AdminSportsLiability>().get(
    'admin/sports/liability',
    'admin',
  ),
  /**
   * Events the lists no longer show that still need a hand: ended, cancelled or postponed, or
   * past their start without going live, with markets not settled yet.
   */
  adminSportsUnsettled: endpoint<NoPayload, AdminSportsEventRow[]>().get(
    'admin/sports/unsettled',
    'admin',
  ),
  /** The bets with a leg on an event, newest first, with their players. */
  adminSportsEventBets: endpoint<AdminSportsEventBetsQuery, AdminSportsBetsPage>().get(
    'admin/sports/bets',
    'admin',
  ),
  /** Suspend or reopen every market of an event; the event as it is now. */
  adminSportsSetEvent: endpoint<AdminSportsSetEvent, SportEventDetail>().post(
    'admin/sports/event',
    'admin',
  ),
  /** Settle or void one market by hand, with a reason. */
  adminSportsSettleMarket: endpoint<AdminSportsSettleMarket, AdminSportsResult>().post(
    'admin/sports/market/settle',
    'admin',
  ),
} as const satisfies CallsOf<typeof SPORTS_REQUEST_SCHEMAS>;
