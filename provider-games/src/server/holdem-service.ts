import crypto from 'node:crypto';
import { WalletStatus } from '@oyna/contracts/game-wallet';
import type { HoldemHand, HoldemResult } from '../holdem-api';
import {
  CALL_ANTES,
  gameByCode,
  invalidAnte,
  settleHoldem,
  winOf,
  type HoldemAction,
  type RoundWager,
} from '../engine';
import { GameError } from './errors';
import type { PlayDeps } from './play-service';
import type { RoundRow } from './rounds';
import type { SessionRow } from './sessions';
import { refusalOf } from './settlement';
import { roundView, seedsView } from './views';

/** A hand the player leaves undecided folds by itself after this long (settlement loop). */
export const HOLDEM_DECISION_MS = 10 * 60_000;
/** A call cut off between the bet and its answer is rolled back (both stakes) after this long. */
const CALL_RECOVER_MS = 60_000;

/** Casino Hold'em's wager with the player's decision. */
function decided(round: RoundRow, action: HoldemAction): RoundWager {
  if (round.wager.kind !== 'holdem') throw new Error('not a hold’em round');
  return { ...round.wager, action };
}

/**
 * Casino Hold'em: two wallet bets in one round (GAMES.md: several bets per round, the last win
 * closes it). The ante opens the round (status running: the cards are fixed, the decision
 * awaited); the call is a second bet of 2× the ante under its own transaction id; the one win
 * (0 after a fold) closes the round. A call the wallet does not clearly answer rolls back both
 * stakes (Settlement.cancel); one refused for money or a limit leaves the hand to decide again.
 */
export class HoldemService {
  constructor(
    private readonly deps: PlayDeps,
    private readonly decisionMs = HOLDEM_DECISION_MS,
  ) {}

  private async session(sessionId: string | undefined): Promise<SessionRow> {
    const session = await this.deps.sessions.live(sessionId);
    const game = gameByCode(session.game_code);
    if (!game) throw new GameError('unknown_game');
    if (game.kind !== 'holdem') throw new GameError('wrong_game');
    return session;
  }

  private hand(
    round: RoundRow,
    balanceMinor: number | null,
    seeds: HoldemHand['seeds'],
  ): HoldemHand {
    if (round.outcome.kind !== 'holdem' || round.wager.kind !== 'holdem') {
      throw new Error('not a hold’em round');
    }
    return {
      roundId: round.id,
      anteMinor: round.wager.anteMinor,
      aaMinor: round.wager.aaMinor ?? 0,
      player: round.outcome.player,
      // Only the flop: the dealer's cards, turn and river stay secret until the hand is over.
      flop: round.outcome.board.slice(0, 3),
      decideWithinMs: Math.max(0, round.next_attempt_ms - this.deps.clock()),
      balanceMinor,
      seeds,
    };
  }

  /** The ante: a round opened, its bet placed, the hand dealt and waiting for the decision. */
  async ante(sessionId: string | undefined, anteMinor: number, aaMinor = 0): Promise<HoldemHand> {
    const session = await this.session(sessionId);
    const game = gameByCode(session.game_code);
    if (!game) throw new GameError('unknown_game');
    const reason = invalidAnte(anteMinor, aaMinor);
    if (reason) throw new GameError('invalid_request', { reason });
    // The ante and the call it may need (3 antes in all), with the AA bonus, within the
    // session's stake range.
    if (
      anteMinor < session.min_stake_minor ||
      anteMinor * (1 + CALL_ANTES) + aaMinor > session.max_stake_minor
    ) {
      throw new GameError('stake_out_of_range', {
        minStakeMinor: session.min_stake_minor,
        maxStakeMinor: Math.floor(session.max_stake_minor / (1 + CALL_ANTES)),
      });
    }
    const round = await this.deps.rounds.create(session, game, {
      kind: 'holdem',
      anteMinor,
      action: null,
      ...(aaMinor > 0 ? { aaMinor } : {}),
    });
    const bet = await this.deps.settlement.bet(round, session);
    if (!bet.ok) throw new GameError(bet.reason, { balanceMinor: bet.balanceMinor ?? null });
    const running = await this.deps.rounds.transition(round.id, ['betting'], {
      status: 'running',
      next_attempt_ms: this.deps.clock() + this.decisionMs,
    });
    if (!running) throw new GameError('round_over');
    const pair = await this.deps.seeds.active(this.deps.db, session.player);
    return this.hand(running, bet.balanceMinor, seedsView(pair));
  }

  /** The player's hand waiting for a decision (after a reload), or null. */
  async open(sessionId: string | undefined): Promise<HoldemHand | null> {
    const session = await this.session(sessionId);
    const round = await this.deps.rounds.runningOf(session.player, 'holdem');
    if (!round || round.status !== 'running') return null;
    const pair = await this.deps.seeds.active(this.deps.db, session.player);
    return this.hand(round, null, seedsView(pair));
  }

  async decide(
    sessionId: string | undefined,
    roundId: string,
    action: 'call' | 'fold',
  ): Promise<HoldemResult> {
    const session = await this.session(sessionId);
    const round = await this.deps.rounds.byId(roundId);
    if (!round || round.player !== session.player || round.kind !== 'holdem') {
      throw new GameError('round_not_found');
    }
    if (round.status !== 'running') throw new GameError('round_over');
    return action === 'fold' ? this.fold(round, session) : this.call(round, session);
  }

  private async fold(round: RoundRow, session: SessionRow): Promise<HoldemResult> {
    // A fold loses the ante; an AA bonus still pays on the player's cards and the flop.
    const wager = decided(round, 'fold');
    const paid = await this.deps.settlement.settle(
      round,
      ['running'],
      winOf(round.outcome, wager) ?? 0,
      {
        wager: JSON.stringify(wager),
      },
    );
    if (!paid) throw new GameError('round_over');
    return this.result(paid.round, session, paid.balanceMinor ?? null, paid.pending);
  }

  private async call(round: RoundRow, session: SessionRow): Promise<HoldemResult> {
    if (round.wager.kind !== 'holdem' || round.outcome.kind !== 'holdem') {
      throw new Error('not a hold’em round');
    }
    const anteMinor = round.wager.anteMinor;
    const aaMinor = round.wager.aaMinor ?? 0;
    const callMinor = CALL_ANTES * anteMinor;
    const wager = decided(round, 'call');
    // One guarded step: only one of two parallel decisions moves the hand on.
    const calling = await this.deps.rounds.transition(round.id, ['running'], {
      status: 'betting',
      wager: JSON.stringify(wager),
      stake_minor: anteMinor + callMinor + aaMinor,
      call_tx: crypto.randomUUID(),
      next_attempt_ms: this.deps.clock() + CALL_RECOVER_MS,
    });
    if (!calling?.call_tx) throw new GameError('round_over');
    const result = await this.deps.wallet.bet({
      token: session.token,
      user: session.player,
      game_code: calling.game_code,
      transaction_uuid: calling.call_tx,
      round: calling.id,
      round_closed: false,
      currency: session.currency,
      amount: callMinor,
    });
    if (result.answered && result.response.status === WalletStatus.Ok) {
      const paid = await this.deps.settlement.settle(
        calling,
        ['betting'],
        settleHoldem(anteMinor, 'call', round.outcome, aaMinor),
      );
      if (!paid) throw new GameError('round_over');
      return this.result(paid.round, session, paid.balanceMinor ?? null, paid.pending);
    }
    if (
      result.answered &&
      (result.response.status === WalletStatus.NotEnoughMoney ||
        result.response.status === WalletStatus.LimitReached)
    ) {
      // No call was taken: the hand waits again (the player may fold or top up and call).
      await this.deps.rounds.transition(calling.id, ['betting'], {
        status: 'running',
        wager: JSON.stringify(decided(round, null)),
        stake_minor: anteMinor + aaMinor,
        call_tx: null,
        next_attempt_ms: this.deps.clock() + this.decisionMs,
      });
      throw new GameError(refusalOf(result.response.status), {
        balanceMinor: result.response.balance ?? null,
      });
    }
    // Unknown whether the call landed: both stakes are rolled back, the round cancelled.
    await this.deps.settlement.rollBack(
      calling,
      session,
      result.answered ? result.response.status : `no answer: ${result.reason}`,
    );
    throw new GameError(result.answered ? 'bet_refused' : 'wallet_unavailable');
  }

  private async result(
    round: RoundRow,
    session: SessionRow,
    balanceMinor: number | null,
    pending: boolean,
  ): Promise<HoldemResult> {
    const pair = await this.deps.seeds.active(this.deps.db, session.player);
    return { round: roundView(round), balanceMinor, pending, seeds: seedsView(pair) };
  }
}
