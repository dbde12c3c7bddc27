/**
 * The enumerations of spec §3 ("Enumerations" and "Contact types"), as `as const` objects so
 * that both a value (`TransactionStatus.Pending`) and a type (`TransactionStatus`) exist. The
 * numbers are wire format: the api stores and sends them, the screens compare against them.
 *
 * Below them, the enumerations of the calls beyond §3 (casino launch, player protection,
 * sportsbook). This file imports nothing: the request schemas and the entities both import their
 * enumerations from here, so neither imports the other (no cycle).
 */

/** spec §3: transaction status None0, Confirmed1, Pending2, Merged3, Rejected4, Cancelled5, Created6. */
export const TransactionStatus = {
  None: 0,
  Confirmed: 1,
  Pending: 2,
  Merged: 3,
  Rejected: 4,
  Cancelled: 5,
  Created: 6,
} as const;
export type TransactionStatus = (typeof TransactionStatus)[keyof typeof TransactionStatus];

/** spec §3: transaction type All0, Deposit1, Withdraw2. */
export const TransactionType = {
  All: 0,
  Deposit: 1,
  Withdraw: 2,
} as const;
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];

/**
 * spec §3: "status Processing1, Completed2, Cancelled3, Expired4" — the state of a bonus or
 * payment operation. Named OperationStatus because a bare `Status` says nothing at a call site.
 */
export const OperationStatus = {
  Processing: 1,
  Completed: 2,
  Cancelled: 3,
  Expired: 4,
} as const;
export type OperationStatus = (typeof OperationStatus)[keyof typeof OperationStatus];

/** spec §3: game transaction kind Win1, Bet2. */
export const GameTransactionKind = {
  Win: 1,
  Bet: 2,
} as const;
export type GameTransactionKind = (typeof GameTransactionKind)[keyof typeof GameTransactionKind];

/** spec §3: field type String1, Int2, Long3, Decimal4, Bool5, DateTime6, Dropdown7. */
export const FieldType = {
  String: 1,
  Int: 2,
  Long: 3,
  Decimal: 4,
  Bool: 5,
  DateTime: 6,
  Dropdown: 7,
} as const;
export type FieldType = (typeof FieldType)[keyof typeof FieldType];

/** spec §3: notification type Deposit1, Withdraw2, Jackpot3, Bonus4, System5. */
export const NotificationType = {
  Deposit: 1,
  Withdraw: 2,
  Jackpot: 3,
  Bonus: 4,
  System: 5,
} as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];

/**
 * spec §3/§4: phone verification page NotVerifiedPage0, VerifiedPage1, UpdatePage2,
 * VerificationCodePage3.
 */
export const PhoneVerificationPage = {
  NotVerifiedPage: 0,
  VerifiedPage: 1,
  UpdatePage: 2,
  VerificationCodePage: 3,
} as const;
export type PhoneVerificationPage =
  (typeof PhoneVerificationPage)[keyof typeof PhoneVerificationPage];

/** spec §3: contact types 1 Phone, 2 Whatsapp, 3 Telegram, 4 Email. */
export const ContactType = {
  Phone: 1,
  Whatsapp: 2,
  Telegram: 3,
  Email: 4,
} as const;
export type ContactType = (typeof ContactType)[keyof typeof ContactType];

/**
 * spec §3: "each with its own example placeholder". Examples, not translatable text: the same
 * in tr and en.
 */
export const CONTACT_TYPE_PLACEHOLDERS: Record<ContactType, string> = {
  [ContactType.Phone]: '905xxxxxxxxx',
  [ContactType.Whatsapp]: '905xxxxxxxxx',
  [ContactType.Telegram]: '@username',
  [ContactType.Email]: 'name@example.com',
};

/**
 * spec §3 "Payment detail field": objectType is one of String, Int, Long, Decimal, Dropdown
 * (by name on the wire). A field with a non-null `option` list is a dropdown whatever its type.
 */
export const PAYMENT_OBJECT_TYPES = ['String', 'Int', 'Long', 'Decimal', 'Dropdown'] as const;
export type PaymentObjectType = (typeof PAYMENT_OBJECT_TYPES)[number];

/** spec §3: the numeric object types, whose values are sent as numbers (deposit/withdraw detail). */
export const NUMERIC_OBJECT_TYPES: readonly PaymentObjectType[] = ['Int', 'Long', 'Decimal'];

/** Values of an `as const` enum object, for schemas and select lists. */
export function enumValues<E extends Record<string, number>>(e: E): E[keyof E][] {
  return Object.values(e) as E[keyof E][];
}

/** Whether a value belongs to an `as const` enum object (the api checks wire values with it). */
export function isEnumValue<E extends Record<string, number>>(
  e: E,
  value: unknown,
): value is E[keyof E] {
  return typeof value === 'number' && (Object.values(e) as number[]).includes(value);
}

// ── casino (spec §7 launch calls) ────────────────────────────────────────────────────────────

/** spec §7: platform 1 desktop, 2 mobile (egt and hub88). */
export const LaunchPlatform = { Desktop: 1, Mobile: 2 } as const;
export type LaunchPlatform = (typeof LaunchPlatform)[keyof typeof LaunchPlatform];

/**
 * spec §3 mainProviderId → the launch call of §7 that opens the game. One table for the api (which
 * refuses a call that does not match the game's provider) and the casino remote (which picks it).
 */
export const LaunchProvider = {
  Dt: 1,
  Pragmatic: 2,
  Em: 3,
  Amusnet: 4,
  Egt: 5,
  Hub88: 6,
  SoftGamings: 7,
} as const;
export type LaunchProvider = (typeof LaunchProvider)[keyof typeof LaunchProvider];

// ── player protection (UKGC RTS 12, 13, LCCP 3.5) ────────────────────────────────────────────

/** RTS 12B: limits per 24 hours, 7 days and one month (30 days), any combination. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
/** LCCP 3.5 time-outs (24 h, 7 d, 30 d, 6 weeks) and self-exclusions (6 months, 1 y, 5 y). */
export const TIMEOUT_DURATIONS = ['24h', '7d', '30d', '6w'] as const;
export const EXCLUSION_DURATIONS = ['6m', '1y', '5y'] as const;
/** The largest deposit limit in lira (the api's amount bound). */
export const DEPOSIT_LIMIT_MAX = 1_000_000_000;

export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export type BlockKind = 'timeout' | 'exclusion';
export type BreakDuration =
  (typeof TIMEOUT_DURATIONS)[number] | (typeof EXCLUSION_DURATIONS)[number];

// ── sportsbook (shared notes › sportsbook.md) ────────────────────────────────────────────────

/** Which list: pre-match (`/spor`), in play (`/livespor`) or e-sports (`/esports`). */
export const SportsListKindValues = ['prematch', 'live', 'esports'] as const;
export type SportsListKind = (typeof SportsListKindValues)[number];

export const EventStatus = {
  Upcoming: 'upcoming',
  Live: 'live',
  Ended: 'ended',
  Cancelled: 'cancelled',
  Postponed: 'postponed',
} as const;
export type EventStatus = (typeof EventStatus)[keyof typeof EventStatus];

/** A market is bookable only while `open`; the feed suspends it around goals and points. */
export const MarketStatus = {
  Open: 'open',
  Suspended: 'suspended',
  Settled: 'settled',
  Cancelled: 'cancelled',
} as const;
export type MarketStatus = (typeof MarketStatus)[keyof typeof MarketStatus];

/** A selection is bookable only while `active` (and its market open). After settlement its result. */
export const SelectionStatus = {
  Active: 'active',
  Suspended: 'suspended',
  Won: 'won',
  Lost: 'lost',
  Void: 'void',
  Push: 'push',
} as const;
export type SelectionStatus = (typeof SelectionStatus)[keyof typeof SelectionStatus];

/** The odds-change acceptance rule the player chose on the slip (shared notes: default none). */
export const OddsRuleValues = ['none', 'higher', 'any'] as const;
export type OddsRule = (typeof OddsRuleValues)[number];

export const BetStatus = {
  /** A live bet within the in-play delay. */
  Pending: 'pending',
  Open: 'open',
  Won: 'won',
  Lost: 'lost',
  Void: 'void',
  CashedOut: 'cashed_out',
  /** A live bet refused after its in-play delay (stake returned); never listed in my bets. */
  Rejected: 'rejected',
} as const;
export type BetStatus = (typeof BetStatus)[keyof typeof BetStatus];

export const BetLegStatus = {
  Open: 'open',
  Won: 'won',
  Lost: 'lost',
  Void: 'void',
  Push: 'push',
} as const;
export type BetLegStatus = (typeof BetLegStatus)[keyof typeof BetLegStatus];
