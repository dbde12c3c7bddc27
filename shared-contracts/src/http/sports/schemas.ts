import { Type, type Static } from '@sinclair/typebox';
import { OddsRuleValues, SportsListKindValues } from '../../domain/enums';
import {
  Amount,
  Flag,
  Id,
  Input,
  Int,
  List,
  NoInput,
  OneOf,
  Skip,
  Take,
  Text,
  TEXT_MAX,
} from '../schemas/formats';

/**
 * Request bodies of the sportsbook calls (beyond spec §7; shared notes › sportsbook.md "What this
 * means for us"). Odds travel as decimal numbers (1.85); the api keeps them as integer
 * thousandths, so an odds value has at most three decimals.
 */

/** The most legs one slip may carry (shared notes: parlays 2..15 legs). */
export const SLIP_MAX_LEGS = 15;
/** Decimal odds bounds any call accepts (the book's own prices sit well inside). */
export const ODDS_MIN = 1.001;
export const ODDS_MAX = 10_000;

/** Decimal odds with at most three decimals. */
export const Odds = (options: Record<string, unknown> = {}) =>
  Type.Number({
    minimum: ODDS_MIN,
    maximum: ODDS_MAX,
    multipleOf: 0.001,
    allOf: [{ type: 'number' }],
    ...options,
  });

/** The enumerations the schemas check, from the leaf both this file and the entities import. */
export { OddsRuleValues, SportsListKindValues };

/** `sports/tree`: sports → competitions → events with their main market. */
export const SportsTreeRequestSchema = Input({
  kind: OneOf(SportsListKindValues),
  /** Only this sport (its key, e.g. 'football'); every sport of the list when absent. */
  sport: Type.Optional(Text(TEXT_MAX.slug, { pattern: '^[a-z0-9-]*$' })),
});

/** `sports/event`: one event with all its markets. */
export const SportsEventRequestSchema = Input({ eventId: Id() });

/** One selection of the slip with the odds the player saw. */
export const SlipLegSchema = Input({ selectionId: Id(), odds: Odds() });

/** A single's stake: which leg (by selection id) and how much. */
export const SlipSingleSchema = Input({ selectionId: Id(), stake: Amount({ minimum: 0.01 }) });

/**
 * `sports/place`: the slip. Singles (a stake per chosen leg) and/or one combo of every leg
 * (`comboStake`); the rule applies to every bet; `requestId` makes a retry place nothing twice.
 */
export const PlaceBetsRequestSchema = Input({
  requestId: Text(64, { minLength: 1, pattern: '^[A-Za-z0-9_-]+$' }),
  legs: List(SlipLegSchema, SLIP_MAX_LEGS, { minItems: 1 }),
  singles: Type.Optional(List(SlipSingleSchema, SLIP_MAX_LEGS)),
  comboStake: Type.Optional(Amount({ minimum: 0.01 })),
  rule: OneOf(OddsRuleValues, { default: 'none' }),
});

/** `sports/mybets`: open (pending and open) or settled bets, newest first. */
export const MyBetsRequestSchema = Input({
  status: OneOf(['open', 'settled'] as const),
  skip: Skip({ default: 0 }),
  take: Take(100, { default: 20 }),
});

/** `sports/cashout/quote`: the value the server offers now. */
export const CashoutQuoteRequestSchema = Input({ betId: Id() });

/** `sports/cashout`: cash out at the value the player confirmed (refused if it moved). */
export const CashoutRequestSchema = Input({ betId: Id(), value: Amount({ minimum: 0.01 }) });

// ── operators and tests (admin/, beyond §7) ──────────────────────────────────────────────────

/** `admin/sports/feed/step`: run the feed simulator `ticks` times now (one event or all live). */
export const AdminSportsFeedStepSchema = Input({
  eventId: Type.Optional(Id()),
  ticks: Int(1000, { minimum: 1, default: 1 }),
});

/** `admin/sports/live`: start an upcoming event now (it goes in play). */
export const AdminSportsEventSchema = Input({ eventId: Id() });

/** `admin/sports/odds`: set one selection's odds (pushed like a feed move). */
export const AdminSportsOddsSchema = Input({ selectionId: Id(), odds: Odds() });

/** `admin/sports/market`: suspend or reopen a market (pushed like a feed suspension). */
export const AdminSportsMarketSchema = Input({
  marketId: Id(),
  status: OneOf(['open', 'suspended'] as const),
});

/**
 * `admin/sports/finish`: end an event with this score (the current one when absent) and settle
 * every leg on it; `cancel` voids every market instead.
 */
export const AdminSportsFinishSchema = Input({
  eventId: Id(),
  homeScore: Type.Optional(Int(999)),
  awayScore: Type.Optional(Int(999)),
  cancel: Flag({ default: false }),
});

/** `admin/sports/settle`: settle again every bet on an ended event (idempotent). */
export const AdminSportsSettleSchema = Input({ eventId: Id() });

// ── the back office's sportsbook (risk) ───────────────────────────────────────────────────────

/** The largest page of `admin/sports/bets`. */
export const SPORTS_BETS_PAGE_MAX = 100;

/** `admin/sports/liability`: what the site pays on each selection of an event if it wins. */
export const AdminSportsLiabilitySchema = Input({ eventId: Id() });

/** `admin/sports/unsettled`: events past their time whose markets are not all settled. */
export const AdminSportsUnsettledSchema = NoInput;

/** `admin/sports/bets`: the bets with a leg on an event, newest first, one page. */
export const AdminSportsEventBetsSchema = Input({
  eventId: Id(),
  skip: Skip({ default: 0 }),
  take: Take(SPORTS_BETS_PAGE_MAX, { default: 20 }),
});

/** `admin/sports/event`: suspend or reopen every market of an event not settled yet. */
export const AdminSportsSetEventSchema = Input({
  eventId: Id(),
  status: OneOf(['open', 'suspended'] as const),
});

/**
 * `admin/sports/market/settle`: settle a market by hand (`winners` won, its other selections
 * lost) or void it (every stake on it returned), with a reason of at least three characters
 * once trimmed (checked by the api, which also checks that the winners are the market's).
 */
export const AdminSportsSettleMarketSchema = Input({
  marketId: Id(),
  result: OneOf(['settle', 'void'] as const),
  winners: Type.Optional(List(Id(), 50)),
  reason: Text(TEXT_MAX.message, { minLength: 1 }),
});

/** The request schema of each sportsbook call (calls.ts), by the call's name. */
export const SPORTS_REQUEST_SCHEMAS = {
  getSportsConfig: NoInput,
  getSportsTree: SportsTreeRequestSchema,
  getSportsEvent: SportsEventRequestSchema,
  placeBets: PlaceBetsRequestSchema,
  getMyBets: MyBetsRequestSchema,
  getCashoutQuote: CashoutQuoteRequestSchema,
  cashout: CashoutRequestSchema,
  adminSportsFeedStep: AdminSportsFeedStepSchema,
  adminSportsGoLive: AdminSportsEventSchema,
  adminSportsSetOdds: AdminSportsOddsSchema,
  adminSportsSetMarket: AdminSportsMarketSchema,
  adminSportsFinish: AdminSportsFinishSchema,
  adminSportsSettle: AdminSportsSettleSchema,
  adminSportsLiability: AdminSportsLiabilitySchema,
  adminSportsUnsettled: AdminSportsUnsettledSchema,
  adminSportsEventBets: AdminSportsEventBetsSchema,
  adminSportsSetEvent: AdminSportsSetEventSchema,
  adminSportsSettleMarket: AdminSportsSettleMarketSchema,
} as const;

// ── request types (the schemas are their source) ─────────────────────────────────────────────

export type SportsTreeRequest = Static<typeof SportsTreeRequestSchema>;
export type SportsEventRequest = Static<typeof SportsEventRequestSchema>;
export type SlipLeg = Static<typeof SlipLegSchema>;
export type PlaceBetsRequest = Static<typeof PlaceBetsRequestSchema>;
export type MyBetsRequest = Static<typeof MyBetsRequestSchema>;
export type CashoutQuoteRequest = Static<typeof CashoutQuoteRequestSchema>;
export type CashoutRequest = Static<typeof CashoutRequestSchema>;
export type AdminSportsFeedStep = Static<typeof AdminSportsFeedStepSchema>;
export type AdminSportsEvent = Static<typeof AdminSportsEventSchema>;
export type AdminSportsOdds = Static<typeof AdminSportsOddsSchema>;
export type AdminSportsMarket = Static<typeof AdminSportsMarketSchema>;
export type AdminSportsFinish = Static<typeof AdminSportsFinishSchema>;
export type AdminSportsSettle = Static<typeof AdminSportsSettleSchema>;
export type AdminSportsLiabilityQuery = Static<typeof AdminSportsLiabilitySchema>;
export type AdminSportsEventBetsQuery = Static<typeof AdminSportsEventBetsSchema>;
export type AdminSportsSetEvent = Static<typeof AdminSportsSetEventSchema>;
export type AdminSportsSettleMarket = Static<typeof AdminSportsSettleMarketSchema>;
