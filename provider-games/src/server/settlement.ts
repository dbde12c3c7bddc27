import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { WalletStatus } from '@oyna/contracts/game-wallet';
import { crashMs, crashVariantOf, hedgedOf, winOf } from '../engine';
import { finishBlackjack, playBlackjack, settleBlackjack } from '../engine';
import type { Updateable } from 'kysely';
import type { ProviderRoundTable, RoundStatus } from './db';
import type { RoundRow, Rounds } from './rounds';
import type { SessionRow, Sessions } from './sessions';
import type { WalletClient, WalletResult } from './wallet-client';

export type BetResult =
  | { ok: true; balanceMinor: number }
  | {
      ok: false;
      reason: 'not_enough_money' | 'limit_reached' | 'bet_refused' | 'wallet_unavailable';
      balanceMinor?: number;
    };

export interface PayResult {
  round: RoundRow;
  /** The balance after the win, when the wallet answered. */
  balanceMinor: number | undefined;
  /** True while the win waits for the settlement loop (the wallet did not answer). */
  pending: boolean;
}

export interface SettlementOptions {
  /** First retry delay after an unanswered call; doubles per attempt. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long the loop's claim on a round lasts (longer than one wallet call). */
  leaseMs: number;
  /** The provider's verification page of a round. */
  verifyUrl: (roundId: string) => string;
}

/** Bets the wallet refused for lack of money or a limit are not rolled back (there is no bet). */
const NO_ROLLBACK: ReadonlySet<string> = new Set([
  WalletStatus.NotEnoughMoney,
  WalletStatus.LimitReached,
]);

/**
 * The player's word for a bet the wallet refused for money or a limit: RS_ERROR_NOT_ENOUGH_MONEY
 * is `not_enough_money`; RS_ERROR_LIMIT_REACHED (a limit the player set, or the operator's
 * largest stake while a bonus is active) is `limit_reached`; anything else `bet_refused`.
 */
export function refusalOf(status: string): 'not_enough_money' | 'limit_reached' | 'bet_refused' {
  if (status === WalletStatus.NotEnoughMoney) return 'not_enough_money';
  if (status === WalletStatus.LimitReached) return 'limit_reached';
  return 'bet_refused';
}

/**
 * The money side of a round (notes/seamless-wallet.md › Failure handling on the game side): bet;
 * on RS_OK fix the win and send it (0 closes a lost round); on no answer or any refusal except
 * NOT_ENOUGH_MONEY / LIMIT_REACHED roll the bet back with a fresh transaction uuid that names it.
 * A win or rollback without an answer stays due and is resent by `runDue` with the SAME
 * transaction uuid — the wallet answers a repeat as the first time, so nothing is paid twice and
 * no win is lost, even across a crash of this process.
 */
export class Settlement {
  constructor(
    private readonly wallet: WalletClient,
    private readonly rounds: Rounds,
    private readonly sessions: Sessions,
    private readonly clock: () => number,
    private readonly log: FastifyBaseLogger,
    private readonly options: SettlementOptions,
  ) {}

  async bet(round: RoundRow, session: SessionRow): Promise<BetResult> {
    // The stake the round's own bets hedge counts toward no bonus (spec §1 promotions and
    // bonuses); sent only when there is some, so other games' bodies stay as they were.
    const hedged = hedgedOf(round.wager);
    const result = await this.wallet.bet({
      token: session.token,
      user: session.player,
      game_code: round.game_code,
      transaction_uuid: round.bet_tx,
      round: round.id,
      round_closed: false,
      currency: session.currency,
      amount: round.stake_minor,
      ...(hedged > 0 ? { hedged_amount: hedged } : {}),
      verification: {
        nonce: round.nonce,
        server_seed_hash: round.server_seed_hash,
        url: this.options.verifyUrl(round.id),
      },
    });
    if (result.answered && result.response.status === WalletStatus.Ok) {
      return { ok: true, balanceMinor: result.response.balance ?? 0 };
    }
    if (result.answered && NO_ROLLBACK.has(result.response.status)) {
      await this.rounds.transition(round.id, ['betting'], {
        status: 'refused',
        last_error: result.response.status,
        settled_at_ms: this.clock(),
      });
      return {
        ok: false,
        reason: refusalOf(result.response.status),
        balanceMinor: result.response.balance,
      };
    }
    this.log.warn(
      { round: round.id, reason: describe(result) },
      'provider-games: bet not accepted, rolling back',
    );
    await this.rollBack(round, session, describe(result));
    return { ok: false, reason: result.answered ? 'bet_refused' : 'wallet_unavailable' };
  }

  /**
   * Fixes the win of a round that is still in one of `from` (the guard makes a cash-out, a status
   * poll and the loop agree on one result), then sends it. Undefined when another path won.
   * `session`: the round's session when the caller has just read it (a session row never
   * changes after it is opened), else it is read here.
   */
  async settle(
    round: RoundRow,
    from: readonly RoundStatus[],
    winMinor: number,
    extra: Pick<Updateable<ProviderRoundTable>, 'cashout_x100' | 'wager'> = {},
    known?: SessionRow,
  ): Promise<PayResult | undefined> {
    const paying = await this.rounds.transition(round.id, from, {
      ...extra,
      status: 'paying',
      win_minor: winMinor,
      win_tx: crypto.randomUUID(),
      next_attempt_ms: this.clock() + this.options.leaseMs,
    });
    if (!paying) return undefined;
    const session =
      known?.id === paying.session_id ? known : await this.sessions.find(paying.session_id);
    if (!session) throw new Error('round without session');
    return this.pay(paying, session);
  }

  private async pay(round: RoundRow, session: SessionRow): Promise<PayResult> {
    if (!round.win_tx || round.win_minor === null) throw new Error('paying round without a win');
    const result = await this.wallet.win({
      token: session.token,
      user: session.player,
      game_code: round.game_code,
      transaction_uuid: round.win_tx,
      reference_transaction_uuid: round.bet_tx,
      round: round.id,
      round_closed: true,
      currency: session.currency,
      amount: round.win_minor,
    });
    const done = await this.conclude(round, ['paying'], 'closed', result);
    return {
      round: done ?? round,
      balanceMinor: result.answered ? result.response.balance : undefined,
      pending: !result.answered,
    };
  }

  async rollBack(round: RoundRow, session: SessionRow, reason: string): Promise<void> {
    const cancelling = await this.rounds.transition(round.id, ['betting'], {
      status: 'cancelling',
      rollback_tx: crypto.randomUUID(),
      // A hold'em call (a second bet of the round) is rolled back too, first.
      call_rollback_tx: round.call_tx ? crypto.randomUUID() : null,
      last_error: reason,
      next_attempt_ms: this.clock() + this.options.leaseMs,
    });
    if (cancelling) await this.cancel(cancelling, session);
  }

  private async cancel(round: RoundRow, session: SessionRow): Promise<void> {
    if (!round.rollback_tx) throw new Error('cancelling round without a rollback uuid');
    // Blackjack: the round's extra bets (double, split, insurance) are rolled back first, each
    // with its own uuid fixed when it was placed (resent as is; an unknown bet answers RS_OK).
    if (round.wager.kind === 'blackjack') {
      for (const extra of round.wager.extraBets) {
        const undone = await this.wallet.rollback({
          token: session.token,
          user: session.player,
          game_code: round.game_code,
          transaction_uuid: extra.rollbackTx,
          reference_transaction_uuid: extra.tx,
          round: round.id,
          round_closed: false,
        });
        if (!undone.answered || undone.response.status !== WalletStatus.Ok) {
          await this.conclude(round, ['cancelling'], 'cancelled', undone);
          return;
        }
      }
    }
    if (round.call_tx && round.call_rollback_tx) {
      const call = await this.wallet.rollback({
        token: session.token,
        user: session.player,
        game_code: round.game_code,
        transaction_uuid: round.call_rollback_tx,
        reference_transaction_uuid: round.call_tx,
        round: round.id,
        round_closed: false,
      });
      // Not answered RS_OK: resent (same uuid) before the ante's rollback is sent.
      if (!call.answered || call.response.status !== WalletStatus.Ok) {
        await this.conclude(round, ['cancelling'], 'cancelled', call);
        return;
      }
    }
    const result = await this.wallet.rollback({
      token: session.token,
      user: session.player,
      game_code: round.game_code,
      transaction_uuid: round.rollback_tx,
      reference_transaction_uuid: round.bet_tx,
      round: round.id,
      round_closed: true,
    });
    await this.conclude(round, ['cancelling'], 'cancelled', result);
  }

  /** RS_OK → `done`; no answer → due again after a back-off; any other answer → failed. */
  private async conclude(
    round: RoundRow,
    from: readonly RoundStatus[],
    done: RoundStatus,
    result: WalletResult,
  ): Promise<RoundRow | undefined> {
    const now = this.clock();
    if (result.answered && result.response.status === WalletStatus.Ok) {
      return this.rounds.transition(round.id, from, { status: done, settled_at_ms: now });
    }
    if (!result.answered) {
      const delay = Math.min(
        this.options.retryBaseMs * 2 ** Math.min(round.attempts, 16),
        this.options.retryMaxMs,
      );
      await this.rounds.transition(round.id, from, {
        next_attempt_ms: now + delay,
        last_error: result.reason,
      });
      return undefined;
    }
    this.log.error(
      { round: round.id, status: result.response.status },
      'provider-games: the wallet refused a settlement; an operator must reconcile this round',
    );
    return this.rounds.transition(round.id, from, {
      status: 'failed',
      last_error: result.response.status,
      settled_at_ms: now,
    });
  }

  /**
   * The settlement loop's pass (on a timer and at start-up): resend due wins and rollbacks, roll
   * back bets cut off by a crash, and settle crash rounds whose curve has passed the crash point
   * as lost. Returns how many rounds it handled.
   */
  async runDue(limit = 50): Promise<number> {
    const now = this.clock();
    const due = await this.rounds.claimDue(now, this.options.leaseMs, limit);
    for (const round of due) {
      try {
        await this.resume(round, now);
      } catch (error) {
        this.log.error({ err: error, round: round.id }, 'provider-games: settlement pass failed');
      }
    }
    return due.length;
  }

  private async resume(round: RoundRow, now: number): Promise<void> {
    const session = await this.sessions.find(round.session_id);
    if (!session) throw new Error('round without session');
    switch (round.status) {
      case 'betting':
        // Cut off between the bet and its answer: the bet may or may not have landed, and a
        // rollback of an unknown bet is harmless (RS_OK, a tombstone on the operator's side).
        return this.rollBack(round, session, 'recovered after an interruption');
      case 'running': {
        const outcome = round.outcome;
        const started = round.started_at_ms;
        // A blackjack round left idle: insurance declined, every open hand stands, one win.
        if (outcome.kind === 'blackjack' && round.wager.kind === 'blackjack') {
          const state = finishBlackjack(
            playBlackjack(outcome.shoe, round.wager.stakeMinor, round.wager.actions),
            outcome.shoe,
          );
          await this.settle(round, ['running'], settleBlackjack(state).totalMinor, {
            wager: JSON.stringify({ ...round.wager, actions: state.actions }),
          });
          return;
        }
        // A hold'em hand left undecided past its deadline folds: the ante is lost, an AA bonus
        // still pays on the player's cards and the flop.
        if (outcome.kind === 'holdem' && round.wager.kind === 'holdem') {
          const folded = { ...round.wager, action: 'fold' as const };
          await this.settle(round, ['running'], winOf(outcome, folded) ?? 0, {
            wager: JSON.stringify(folded),
          });
          return;
        }
        if (outcome.kind !== 'crash' || started === null) return;
        const pace = crashVariantOf(round.game_code).terms.growthPerMs;
        if (now - started >= crashMs(outcome.crashX100, pace)) {
          await this.settle(round, ['running'], 0);
        }
        return;
      }
      case 'paying':
        await this.pay(round, session);
        return;
      case 'cancelling':
        return this.cancel(round, session);
      default:
        return;
    }
  }
}

function describe(result: WalletResult): string {
  return result.answered ? result.response.status : `no answer: ${result.reason}`;
}
