import type { Static } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import {
  Amount,
  Flag,
  Id,
  Input,
  INT_MAX,
  Int,
  NoInput,
  OneOf,
  SafeNumber,
  Take,
  Text,
  TEXT_MAX,
} from '../schemas/formats';

/**
 * Request bodies of the operators' bonus calls (`admin/bonus*`, behind the admin token; issue
 * "bonuses that behave like money" › for ops): offers created and edited, bonuses granted and
 * cancelled by hand, the cost per day and the audit.
 */

/** The offer kinds of migration 0090; the first four have fixed eligibility (one offer each). */
export const BONUS_OFFER_KINDS = [
  'trial',
  'first_deposit',
  'weekly_cashback',
  'birthday',
  'manual',
] as const;

/** The most rows an operator list returns at once. */
const BONUS_PAGE_MAX = 500;

/**
 * Who acts is the caller (the back office › staff identity): a staff member or a machine token is
 * recorded under its own name and `operator` is ignored; only the shared admin token (the CLIs)
 * may name the person it acts for, recorded "on behalf of" beside its integration name.
 */
const operator = () => Type.Optional(Text(TEXT_MAX.field, { minLength: 1 }));
/** An offer's code: lower-case letters, digits and `_`. */
const offerCode = () => Text(40, { minLength: 1, pattern: '^[a-z0-9_]+$' });
/** A positive amount in lira (at most two decimals). */
const positive = () => Amount({ minimum: 0.01 });
/** A product's share of a stake that counts toward the wagering, in percent. */
const share = () => Int(100);
/** A day of the calendar, UTC. */
/** A calendar day, YYYY-MM-DD: the service checks that it is one (a 400 naming the field). */
const day = () => Text(10);

/**
 * An offer, created (a new code) or edited (an existing code) as a whole record: a field left out
 * is stored as none. An edit changes only bonuses granted afterwards (each bonus keeps a copy of
 * the terms it was granted under).
 */
export const AdminBonusOfferUpsertSchema = Input({
  operator: operator(),
  code: offerCode(),
  kind: OneOf(BONUS_OFFER_KINDS),
  titleTr: Text(TEXT_MAX.title, { minLength: 1 }),
  titleEn: Text(TEXT_MAX.title, { minLength: 1 }),
  /** Percent of the deposit (first deposit) or the loss (cashback). */
  percent: Type.Optional(Int(1000, { minimum: 1 })),
  /** A fixed amount (birthday; a manual offer's default grant). */
  amount: Type.Optional(positive()),
  /** The most one bonus of the offer pays. */
  cap: Type.Optional(positive()),
  /** The least loss that earns a cashback. */
  minimum: Type.Optional(Amount()),
  /** Days of history a cashback looks back over, or a birthday's window. */
  windowDays: Type.Optional(Int(366, { minimum: 1 })),
  wageringMultiplier: Int(100),
  contributions: Input({
    slots: share(),
    table: share(),
    live: share(),
    crash: share(),
    bingo: share(),
    sports: share(),
  }),
  /** Sports singles count at odds of at least this (decimal odds). */
  sportsMinOdds: SafeNumber({ minimum: 1, maximum: 1000, multipleOf: 0.001 }),
  /** The largest stake while a bonus of the offer is active. */
  maxBet: Type.Optional(positive()),
  /** The most a bonus of the offer can become as cash. */
  maxConversion: Type.Optional(Amount()),
  validDays: Int(365, { minimum: 1 }),
  enabled: Flag({ default: true }),
  sort: Type.Optional(Int(INT_MAX)),
});

/** A bonus granted by hand to one player, under an offer's terms, with the reason. */
export const AdminBonusGrantSchema = Input({
  operator: operator(),
  username: Text(TEXT_MAX.field, { minLength: 1 }),
  offer: offerCode(),
  /** Left out: the offer's own amount. */
  amount: Type.Optional(positive()),
  reason: Text(TEXT_MAX.message, { minLength: 1 }),
});

/** A player's active bonus cancelled by ops: its bonus money is removed, cash stays. */
export const AdminBonusCancelSchema = Input({
  operator: operator(),
  username: Text(TEXT_MAX.field, { minLength: 1 }),
  /** The bonus meant (refused if it is not the player's active one); left out: the active one. */
  bonusId: Type.Optional(Id()),
  reason: Text(TEXT_MAX.message, { minLength: 1 }),
});

/** The bonus cost per day (UTC), both days included. */
export const AdminBonusCostQuerySchema = Input({ from: day(), to: day() });

/** The audit, newest first, optionally of one target (`offer:<code>`, `player:<username>`). */
export const AdminBonusAuditQuerySchema = Input({
  target: Type.Optional(Text(TEXT_MAX.field, { minLength: 1 })),
  take: Take(BONUS_PAGE_MAX, { default: 50 }),
});

/** The request schema of each operator bonus call (calls.ts), by the call's name. */
export const BONUS_REQUEST_SCHEMAS = {
  adminBonusOffers: NoInput,
  adminUpsertBonusOffer: AdminBonusOfferUpsertSchema,
  adminGrantBonus: AdminBonusGrantSchema,
  adminCancelBonus: AdminBonusCancelSchema,
  adminBonusCost: AdminBonusCostQuerySchema,
  adminBonusAudit: AdminBonusAuditQuerySchema,
} as const;

// ── request types (the schemas are their source) ─────────────────────────────────────────────

/** `admin/bonusoffer`: an offer's whole record. */
export type AdminBonusOfferUpsert = Static<typeof AdminBonusOfferUpsertSchema>;

/** `admin/bonusgrant`: a bonus granted by hand. */
export type AdminBonusGrant = Static<typeof AdminBonusGrantSchema>;

/** `admin/bonuscancel`: a player's active bonus cancelled. */
export type AdminBonusCancel = Static<typeof AdminBonusCancelSchema>;

/** `admin/bonuscost`: the days, UTC, both included. */
export type AdminBonusCostQuery = Static<typeof AdminBonusCostQuerySchema>;

/** `admin/bonusaudit`: newest first, optionally of one target. */
export type AdminBonusAuditQuery = Static<typeof AdminBonusAuditQuerySchema>;
