import type {
  BetLegStatus,
  BetStatus,
  EventStatus,
  MarketStatus,
  SelectionStatus,
  SportsListKind,
} from './enums';

/**
 * The sportsbook (beyond spec §3; shared notes › sportsbook.md): Sport → Competition → Event →
 * Market → Selection, and Bet → BetLeg. Wire format: amounts are two-decimal lira (as every
 * amount of §3), odds are decimal numbers (1.85; the api keeps integer thousandths and its own
 * prices are whole hundredths, shown with two decimals), times are UTC ISO 8601. Its enumerations
 * live in ./enums, its request types beside their schemas (../http/sports/schemas.ts).
 */

/** A text in both interface languages (spec: tr and en). */
export interface LocalizedText {
  tr: string;
  en: string;
}

/** Sport keys of the embedded feed; a real feed may add others (the UI falls back to `name`). */
export type SportKey =
  | 'football'
  | 'basketball'
  | 'tennis'
  | 'volleyball'
  | 'counter-strike'
  | 'dota-2'
  | 'league-of-legends'
  | (string & {});

/**
 * Market keys of the embedded feed (the UI may translate by key; `name` carries tr and en):
 * `1x2` (football main), `winner` (match winner: basketball, tennis, volleyball, e-sports main),
 * `total` (over/under `line`), `btts` (both teams to score), `handicap` (`line` for home),
 * `correct-score`, `next-goal` (live football only).
 */
export type MarketKey =
  '1x2' | 'winner' | 'total' | 'btts' | 'handicap' | 'correct-score' | 'next-goal' | (string & {});

export interface Sport {
  id: number;
  key: SportKey;
  name: LocalizedText;
  esports: boolean;
  sortOrder: number;
}

export interface Competition {
  id: number;
  sportId: number;
  name: LocalizedText;
  /** Country or region, e.g. 'TR', 'EN', 'INT'. */
  region: string;
}

/** The score of an event; `periods` are set scores (tennis, volleyball) or quarter/half scores. */
export interface EventScore {
  home: number;
  away: number;
  periods?: { home: number; away: number }[];
}

/** The live clock: the minute (football), quarter/set and its label; absent before kick-off. */
export interface EventClock {
  /** Elapsed game minutes (football, basketball) or 0 for sports without a clock. */
  minute: number;
  /** The period in play: half, quarter, set or map (1-based). */
  period: number;
  /** A short label, e.g. "67'", "Q3", "Set 2", "Map 1", "HT". */
  label: string;
}

export interface Selection {
  id: number;
  marketId: number;
  /** e.g. 'home', 'draw', 'away', 'over', 'under', 'yes', 'no', '2-1', 'none'. */
  key: string;
  name: LocalizedText;
  /** Decimal odds, e.g. 1.85 (shown with two decimals). */
  odds: number;
  status: SelectionStatus;
}

export interface Market {
  id: number;
  eventId: number;
  key: MarketKey;
  name: LocalizedText;
  /** The line of an over/under or handicap market, e.g. 2.5 or -1.5. */
  line: number | null;
  status: MarketStatus;
  sortOrder: number;
  selections: Selection[];
}

export interface SportEvent {
  id: number;
  sportId: number;
  competitionId: number;
  home: string;
  away: string;
  /** Scheduled start (UTC ISO 8601). */
  startTime: string;
  status: EventStatus;
  score: EventScore | null;
  clock: EventClock | null;
  /** The main market (1X2 or match winner) on lists; null when it has none open. */
  mainMarket: Market | null;
  /** How many markets the event view shows. */
  marketCount: number;
}

/** `sports/event`: the event and every market. */
export interface SportEventDetail extends SportEvent {
  sport: Sport;
  competition: Competition;
  markets: Market[];
}

export interface CompetitionWithEvents extends Competition {
  events: SportEvent[];
}

export interface SportWithCompetitions extends Sport {
  competitions: CompetitionWithEvents[];
}

/** `sports/tree`: the sports of one list, only those with events. */
export interface SportsTree {
  kind: SportsListKind;
  sports: SportWithCompetitions[];
}

/** `sports/config`: the slip rules the UI shows and checks before sending. */
export interface SportsConfig {
  /** Lira. */
  minStake: number;
  maxStake: number;
  /** Largest potential return of one bet, lira. */
  maxPayout: number;
  maxLegs: number;
  /** The in-play delay before a live bet is accepted (ms). */
  liveDelayMs: number;
  /** Suggested quick-stake amounts (lira). */
  quickStakes: number[];
  /** The cash-out margin applied to the fair value (e.g. 0.95). */
  cashoutFactor: number;
}

// ── bets ─────────────────────────────────────────────────────────────────────────────────────

export type BetKind = 'single' | 'combo';

export interface BetLeg {
  selectionId: number;
  eventId: number;
  marketId: number;
  /** Snapshots at placement. */
  eventName: string;
  marketName: LocalizedText;
  selectionName: LocalizedText;
  startTime: string;
  /** The odds accepted at placement. */
  odds: number;
  status: BetLegStatus;
}

export interface Bet {
  id: number;
  kind: BetKind;
  status: BetStatus;
  /** Lira. */
  stake: number;
  /** Product of the legs' odds (two decimals shown). */
  odds: number;
  potentialReturn: number;
  /** What was paid (win, void refund or cash-out), lira; null while open. */
  payout: number | null;
  live: boolean;
  placedAt: string;
  settledAt: string | null;
  legs: BetLeg[];
  /** Whether a cash-out may be quoted now (open, no leg lost, every open leg's market open). */
  cashoutAvailable: boolean;
}

export interface MyBetsPage {
  bets: Bet[];
  total: number;
}

/** A leg the server would not take as sent: its current odds or state, so the slip can show it. */
export interface SlipLegProblem {
  selectionId: number;
  reason: 'odds_changed' | 'suspended' | 'ended' | 'unknown' | 'duplicate_event';
  /** The current odds (null when the selection is gone). */
  odds: number | null;
}

/**
 * Why a slip was not placed (nothing debited, nothing recorded):
 * - `legs`: some legs are not bookable as sent (`problems`: odds changed outside the rule,
 *   suspended, ended, two legs of one event in a combo) — the slip shows old → new odds;
 * - `stake`: a stake outside the min/max stakes or payout (message says which);
 * - `insufficient_funds`: the balance does not cover the stakes (the UI offers Deposit);
 * - `protection`: a player-protection rule refuses (limits, time-out, self-exclusion);
 * - `live_changed`: a live bet whose market or odds changed during the in-play delay (stake
 *   returned; `problems` carry the new state).
 */
export type PlaceRefusal = 'legs' | 'stake' | 'insufficient_funds' | 'protection' | 'live_changed';

/**
 * `sports/place` answer (success true whenever the slip was understood): `accepted` with the
 * bets (odds as accepted) and the new balance, or not, with the reason, a translated message and
 * the legs' problems. A repeated requestId answers the first placement's bets again.
 */
export interface PlaceBetsResult {
  accepted: boolean;
  reason: PlaceRefusal | null;
  /** Translated; null when accepted. */
  message: string | null;
  bets: Bet[];
  problems: SlipLegProblem[];
  /** Balance after the call (lira). */
  balance: number;
}

export interface CashoutQuote {
  betId: number;
  available: boolean;
  /** Lira; 0 when not available. */
  value: number;
  /** Why not, translated (null when available). */
  reason: string | null;
}

export interface CashoutResult {
  /** false: the value moved (or the bet cannot be cashed out); `quote` is the current offer. */
  cashedOut: boolean;
  quote: CashoutQuote;
  bet: Bet | null;
  balance: number;
}

export interface AdminSportsResult {
  events: number;
  settledBets: number;
}

/** One selection's exposure (`admin/sports/liability`); amounts in lira. */
export interface SelectionLiability {
  selectionId: number;
  marketId: number;
  /** Open (and in-play pending) bets with an open leg on it. */
  bets: number;
  /** Their stakes. */
  stakes: number;
  /** What the site pays if this selection wins: the sum of those bets' potential returns. */
  liability: number;
}

/** `admin/sports/liability`: every selection of the event's markets, settled ones at 0. */
export interface AdminSportsLiability {
  eventId: number;
  selections: SelectionLiability[];
}

/** An event of the back office's lists (`admin/sports/unsettled`). */
export interface AdminSportsEventRow {
  id: number;
  sport: LocalizedText;
  competition: LocalizedText;
  home: string;
  away: string;
  startTime: string;
  status: EventStatus;
  /** Its markets not settled yet (open or suspended). */
  marketCount: number;
}

/** A bet on the back office's event page: the player's bet and whose it is. */
export interface AdminSportsBet extends Bet {
  playerId: number;
  username: string;
}

/** `admin/sports/bets`: one page of the bets with a leg on the event, newest first. */
export interface AdminSportsBetsPage {
  eventId: number;
  bets: AdminSportsBet[];
  total: number;
}

// ── live hub (spec §4 Live channel, protocol unchanged) ──────────────────────────────────────

/**
 * The notify hub's command for sportsbook pushes: `NotifyMessage('Sports', json)` where json is a
 * SportsPush. Only sockets that subscribed to the event receive it.
 */
export const LIVE_CMD_SPORTS = 'Sports';

/**
 * Client → server hub methods (invocations with an invocationId; the completion's result is the
 * number of events now subscribed, or an error): `invoke(SPORTS_HUB_SUBSCRIBE, [eventId, …])`.
 * At most SPORTS_MAX_SUBSCRIPTIONS events per socket; unsubscribing from an unknown id is fine.
 */
export const SPORTS_HUB_SUBSCRIBE = 'SportsSubscribe';
export const SPORTS_HUB_UNSUBSCRIBE = 'SportsUnsubscribe';
export const SPORTS_MAX_SUBSCRIPTIONS = 500;

/**
 * Visitors see live odds too: a socket opened at `/notify?scope=sports` (negotiate at
 * `/notify/negotiate?scope=sports`) needs no token; it may only subscribe to sports events and
 * receives nothing else. The api caps such sockets per address. A logged-in player's usual
 * socket (with its token) may subscribe as well.
 */
export const SPORTS_HUB_SCOPE = 'sports';

/** New prices or states of some selections (one market or several of one event). */
export interface SportsOddsPush {
  t: 'odds';
  eventId: number;
  selections: { id: number; marketId: number; odds: number; status: SelectionStatus }[];
}

/** A market suspended or reopened (or settled/cancelled). */
export interface SportsMarketPush {
  t: 'market';
  eventId: number;
  marketId: number;
  status: MarketStatus;
}

/** Score and clock of a live event. */
export interface SportsScorePush {
  t: 'score';
  eventId: number;
  score: EventScore | null;
  clock: EventClock | null;
}

/** The event's status changed: went live, ended (leaves the live list), cancelled. */
export interface SportsEventPush {
  t: 'event';
  eventId: number;
  status: EventStatus;
  score: EventScore | null;
}

export type SportsPush = SportsOddsPush | SportsMarketPush | SportsScorePush | SportsEventPush;

/** Parse the message of a 'Sports' live message; undefined when it is not one. */
export function parseSportsPush(message: string): SportsPush | undefined {
  try {
    const value: unknown = JSON.parse(message);
    if (!value || typeof value !== 'object') return undefined;
    const push = value as Partial<SportsPush>;
    if (typeof push.eventId !== 'number') return undefined;
    if (push.t === 'odds') return Array.isArray(push.selections) ? (push as SportsPush) : undefined;
    if (push.t === 'market' || push.t === 'score' || push.t === 'event') {
      return push as SportsPush;
    }
    return undefined;
  } catch {
    return undefined;
  }
}

/** Decimal odds as shown: two decimals (1.85). */
export function formatOdds(odds: number): string {
  return odds.toFixed(2);
}
