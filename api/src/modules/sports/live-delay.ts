import type { OddsRule, SlipLegProblem } from '@oyna/contracts';
import type { BonusWallet } from '../../platform/bonus-wallet';
import type { Wallets } from '../../platform/wallet';
import { legState, SPORTS_KINDS, unbookable } from './bet-model';
import type { SportsConfig } from './config';
import { acceptOdds, comboOddsMilli, returnMinor } from './odds';
import type { BetQueries, BetRow, Current, Db, LegRow, Trx } from './queries/bets';

export interface LiveDelayDeps {
  db: Db;
  wallets: Wallets;
  /** A rejected bet's stake comes back as it was taken: cash and bonus money (spec §1 bonuses). */
  bonusWallet: Pick<BonusWallet, 'payout'>;
  bets: BetQueries;
  config: SportsConfig;
}

/**
 * The in-play delay (notes › In-play delay): a live bet is held pending, then accepted at the
 * prices valid at the end of the delay or rejected with its stake returned.
 */
export class LiveDelay {
  constructor(private readonly deps: LiveDelayDeps) {}

  /**
   * Ends a live bet's in-play delay: accepted at the prices valid now when every leg is still
   * bookable and its price moved within the slip's rule (none: unchanged; higher: unchanged or
   * up; any), else rejected and the stake returned.
   */
  async resolvePending(betId: number): Promise<SlipLegProblem[]> {
    const { db, wallets, bets } = this.deps;
    return db.transaction().execute(async (trx) => {
      const playerId = await bets.playerOf(trx, betId);
      if (playerId === undefined) return [];
      // Lock order (api/README.md › Lock order): player, wallet, then the bet.
      await wallets.lockBalance(trx, playerId);
      const { bet, legs, current } = await bets.lockedBet(trx, betId);
      if (bet.status !== 'pending') return [];
      const { problems, rebooked } = recheck(bet, legs, current);
      if (problems.length > 0) {
        await this.reject(trx, bet);
        return problems;
      }
      await this.accept(trx, bet, legs, rebooked);
      return [];
    });
  }

  /** Pending bets whose delay ran out long ago (the api restarted mid-delay). */
  async resolveStalePending(): Promise<void> {
    const cutoff = new Date(Date.now() - this.deps.config.liveDelayMs - 5000).toISOString();
    const stale = await this.deps.bets.pendingBefore(cutoff);
    for (const id of stale) await this.resolvePending(id);
  }

  /** Rejected: the stake goes back (`sports:payout:<bet>` is the one payout key). */
  private async reject(trx: Trx, bet: BetRow): Promise<void> {
    await this.deps.bets.close(trx, bet.id, 'rejected', bet.stake_minor);
    await this.deps.bonusWallet.payout(trx, {
      playerId: bet.player_id,
      amountMinor: bet.stake_minor,
      kind: SPORTS_KINDS.refund,
      idempotencyKey: `sports:payout:${bet.id}`,
      reference: `sport_bet:${bet.id}`,
    });
  }

  /** Accepted, its legs booked at the prices valid at the end of the delay. */
  private async accept(
    trx: Trx,
    bet: BetRow,
    legs: LegRow[],
    rebooked: Map<number, number>,
  ): Promise<void> {
    const { bets } = this.deps;
    for (const [legId, odds] of rebooked) await bets.rebookLeg(trx, legId, odds);
    const odds = legs.map((l) => rebooked.get(l.id) ?? l.odds_milli);
    await bets.open(trx, bet.id, comboOddsMilli(odds), returnMinor(bet.stake_minor, odds));
  }
}

/**
 * The legs once more at the end of the delay: each still bookable, its event's score unchanged
 * and its price within the slip's rule; the legs whose price is to be booked anew.
 */
function recheck(
  bet: BetRow,
  legs: LegRow[],
  current: Map<number, Current>,
): { problems: SlipLegProblem[]; rebooked: Map<number, number> } {
  const problems: SlipLegProblem[] = [];
  const rebooked = new Map<number, number>();
  for (const leg of legs) {
    const c = current.get(leg.selection_id);
    const state = legState(c);
    if (state || !c) {
      problems.push(unbookable(leg.selection_id, state ?? 'unknown', c));
    } else if (
      leg.score_at != null &&
      JSON.stringify(leg.score_at) !== JSON.stringify(c.score ?? null)
    ) {
      // notes › In-play delay: a goal or point within the delay is a material change.
      problems.push(unbookable(leg.selection_id, 'suspended', c));
    } else {
      // The slip's odds rule once more, at the price valid at the end of the delay (notes ›
      // "What this means for us" 6): booked at that price, or refused.
      const accepted = acceptOdds(bet.rule as OddsRule, leg.odds_milli, c.oddsMilli);
      if (accepted === null) {
        problems.push(unbookable(leg.selection_id, 'odds_changed', c));
      } else if (accepted !== leg.odds_milli) {
        rebooked.set(leg.id, accepted);
      }
    }
  }
  return { problems, rebooked };
}
