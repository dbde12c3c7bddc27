import type { Selectable, Transaction } from 'kysely';
import type { CasinoRoundTable, Database, RefusedWinReason } from '../../db/schema';
import type { WalletQueries } from './queries';

type RoundRow = Selectable<CasinoRoundTable>;

/** Why a win was refused, and the round's figures at the time (stored for ops). */
export interface WinRefusal {
  reason: RefusedWinReason;
  stakeMinor: number;
  paidMinor: number;
  capMinor: number | null;
}

/** The most a round's wins may pay in all: its standing stakes × the declared maximum multiplier. */
export function roundCapMinor(stakeMinor: number, maxMultiplierX100: number): number {
  // BigInt: stakes up to 10^12 kuruş × multipliers up to 10^7 hundredths exceed 2^53.
  return Number((BigInt(stakeMinor) * BigInt(maxMultiplierX100)) / 100n);
}

/**
 * The bound on what a round pays (seamless wallet: no win after `round_closed`; a round's wins in
 * all never above its standing stakes × the game's declared maximum multiplier — several wins per
 * round stay possible: free spins, splits, bingo prizes). GameWalletService asks it before a win
 * is paid and before a stake is rolled back.
 */
export class RoundPayoutCap {
  constructor(private readonly queries: WalletQueries) {}

  /** Why a win may not be paid, or null. The round must be locked. */
  async winRefusal(
    trx: Transaction<Database>,
    round: RoundRow,
    amountMinor: number,
  ): Promise<WinRefusal | null> {
    const { queries } = this;
    const paidMinor = await queries.paidOf(trx, round.id);
    const stakeMinor = Number(round.stake_minor);
    const multiplier = await queries.maxMultiplierX100(trx, round.provider_id, round.game_code);
    const capMinor = multiplier === undefined ? null : roundCapMinor(stakeMinor, multiplier);
    const seen = { stakeMinor, paidMinor, capMinor };
    if (round.status !== 'open') return { reason: 'round_closed', ...seen };
    if (capMinor === null) return { reason: 'undeclared_game', ...seen };
    if (paidMinor + amountMinor > capMinor) return { reason: 'over_cap', ...seen };
    return null;
  }

  /**
   * Whether undoing `refundMinor` of the round's stakes would leave the wins it already paid above
   * the stakes that remain × the declared maximum. Locks the round.
   */
  async refundBreaksCap(
    trx: Transaction<Database>,
    roundId: number,
    refundMinor: number,
  ): Promise<boolean> {
    const { queries } = this;
    const round = await queries.lockRound(trx, roundId);
    const paid = await queries.paidOf(trx, round.id);
    if (paid > 0) {
      const multiplier = await queries.maxMultiplierX100(trx, round.provider_id, round.game_code);
      const remaining = Number(round.stake_minor) - refundMinor;
      return multiplier === undefined || paid > roundCapMinor(remaining, multiplier);
    }
    return false;
  }
}
