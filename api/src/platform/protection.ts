import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

export type BetPermission =
  | { allowed: true }
  /** excluded / timed-out: RS_ERROR_USER_DISABLED; limit: RS_ERROR_LIMIT_REACHED. */
  | { allowed: false; reason: 'excluded' | 'timed_out' | 'limit' };

/**
 * The player-protection hook of the bet path (notes/payments-and-protection.md: self-exclusion,
 * time-outs and limits refuse new bets). The wallet calls it inside the bet's transaction, after
 * the player's wallet row is locked, so a rule that reads the player's own data (a loss limit
 * over the ledger) sees a consistent picture.
 */
export interface PlayerProtection {
  mayBet(trx: Transaction<Database>, playerId: number, stakeMinor: number): Promise<BetPermission>;
}
