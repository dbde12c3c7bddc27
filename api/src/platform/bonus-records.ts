import type { Selectable } from 'kysely';
import type { GrantedTerms, PlayerBonusSource, PlayerBonusTable } from '../db/tables/wallet';

/**
 * The records and refusals of bonus money (bonus-wallet.ts): a bonus's row, why it closed, what
 * the wallet tells the notices, a grant, a settled sports bet, and the two refusals.
 */

export type PlayerBonusRow = Selectable<PlayerBonusTable>;
/** A stake above the active bonus's maximum bet (the bonus terms: enforced by the wallet and the slip). */
export class BonusMaxBetError extends Error {
  constructor(readonly maxBetMinor: number) {
    super('stake above the bonus maximum bet');
    this.name = 'BonusMaxBetError';
  }
}

/** Another bonus is active and still holds bonus money: one active bonus at a time. */
export class BonusActiveError extends Error {
  constructor(readonly bonusMinor: number) {
    super('another bonus is active');
    this.name = 'BonusActiveError';
  }
}

/** Why a bonus closed: its ledger kind and status. */
export type BonusClosing =
  | { status: 'cancelled'; reason: 'forfeited' | 'withdrawal' | 'self_exclusion' | 'ops' | 'spent' }
  | { status: 'expired'; reason: 'expired' };

/** What happened to a bonus, for the notification staged in the same transaction. */
export type BonusEvent =
  | { kind: 'converted'; bonus: PlayerBonusRow; amountMinor: number }
  | { kind: 'closed'; bonus: PlayerBonusRow; closing: BonusClosing; amountMinor: number };

export interface BonusGrant {
  playerId: number;
  offerCode: string;
  source: PlayerBonusSource;
  amountMinor: number;
  terms: GrantedTerms;
  requestId?: number | null;
  grantedBy?: string | null;
  reason?: string | null;
  device?: string | null;
  /** The ledger row's kind: 'bonus' (default) or 'trial_bonus' (the registration's trial bonus). */
  ledgerKind?: string;
  /** The credit's idempotency key (default `bonus:grant:<id>`). */
  idempotencyKey?: string;
}

/** Sports bets count toward wagering when they settle (singles at odds ≥ the minimum, combos). */
export interface SettledBet {
  playerId: number;
  stakeMinor: number;
  placedAt: Date;
  /** Legs of the bet (1: a single). */
  legs: number;
  /** The bet's odds × 1000 (a combo's product). */
  oddsMilli: number;
  /** Excluded low-risk play (e.g. both outcomes of one market covered): counts nothing. */
  excluded?: boolean;
}
