import crypto from 'node:crypto';
import { WalletStatus } from '@oyna/contracts/game-wallet';
import type { BlackjackTable } from '../blackjack-api';
import {
  applyBlackjackAction,
  BLACKJACK_STAKE_STEP_MINOR,
  blackjackStakesOf,
  extraStakeOf,
  gameByCode,
  legalActions,
  playBlackjack,
  settleBlackjack,
  type BlackjackAction,
  type BlackjackExtraBet,
  type BlackjackState,
  type RoundWager,
} from '../engine';
import { GameError } from './errors';
import type { PlayDeps } from './play-service';
import type { RoundRow } from './rounds';
import type { SessionRow } from './sessions';
import { refusalOf } from './settlement';
import { roundView, seedsView } from './views';

/** A round left without an action this long is finished by the settlement loop (stand). */
export const BLACKJACK_IDLE_MS = 10 * 60_000;
/** An extra bet cut off between the call and its answer: the round is rolled back after this. */
const EXTRA_RECOVER_MS = 60_000;

type BlackjackWager = Extract<RoundWager, { kind: 'blackjack' }>;

function wagerOf(round: RoundRow): BlackjackWager {
  if (round.wager.kind !== 'blackjack') throw new Error('not a blackjack round');
  return round.wager;
}

function shoeOf(round: RoundRow): number[] {
  if (round.outcome.kind !== 'blackjack') throw new Error('not a blackjack round');
  return round.outcome.shoe;
}

function stateOf(round: RoundRow): BlackjackState {
  const wager = wagerOf(round);
  return playBlackjack(shoeOf(round), wager.stakeMinor, wager.actions);
}

/**
 * Blackjack Classic (GAMES.md: a round is several actions). The deal opens the round with the
 * initial wallet bet; the shoe is fixed by the seeds then and the server keeps the round's state
 * as its list of actions. Double, split and insurance are each a wallet bet of their own
 * (their own transaction uuid, same round); the one win, the sum of every hand and insurance,
 * closes the round. Each step is one guarded status change, so of two parallel actions only one
 * moves the round on. An extra bet the wallet does not clearly answer rolls the whole round back
 * (every stake, Settlement.cancel); one refused for money or a limit leaves the hand to play on.
 */
export class BlackjackService {
  constructor(
    private readonly deps: PlayDeps,
    private readonly idleMs = BLACKJACK_IDLE_MS,
  ) {}

  private async session(sessionId: string | undefined): Promise<SessionRow> {
    const session = await this.deps.sessions.live(sessionId);
    const game = gameByCode(session.game_code);
    if (!game) throw new GameError('unknown_game');
    if (game.kind !== 'blackjack') throw new GameError('wrong_game');
    return session;
  }

  private async table(
    round: RoundRow,
    session: SessionRow,
    balanceMinor: number | null,
    pending = false,
  ): Promise<BlackjackTable> {
    const state = stateOf(round);
    const over = state.phase === 'over' && !['betting', 'running'].includes(round.status);
    const pair = await this.deps.seeds.active(this.deps.db, session.player);
    return {
      roundId: round.id,
      phase: state.phase,
      // The hole card stays secret while the round is played.
      dealer: over ? state.dealer : state.dealer.slice(0, 1),
      hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
      active: state.active,
      insuranceMinor: state.insuranceMinor,
      legal: over ? [] : legalActions(state),
      stakesMinor: blackjackStakesOf(wagerOf(round).stakeMinor, wagerOf(round).extraBets),
      result: over
        ? { round: roundView(round), balanceMinor, pending, seeds: seedsView(pair) }
        : null,
      balanceMinor,
      seeds: seedsView(pair),
    };
  }

  /** The deal: a round opened, its initial bet placed, the cards dealt. */
  async deal(sessionId: string | undefined, stakeMinor: number): Promise<BlackjackTable> {
    const session = await this.session(sessionId);
    const game = gameByCode(session.game_code);
    if (!game) throw new GameError('unknown_game');
    if (
      !Number.isInteger(stakeMinor) ||
      stakeMinor < session.min_stake_minor ||
      stakeMinor > session.max_stake_minor ||
      stakeMinor % BLACKJACK_STAKE_STEP_MINOR !== 0
    ) {
      throw new GameError('stake_out_of_range', {
        minStakeMinor: session.min_stake_minor,
        maxStakeMinor: session.max_stake_minor,
      });
    }
    const open = await this.deps.rounds.openBlackjack(session.player);
    if (open) throw new GameError('round_in_progress');
    const round = await this.deps.rounds
      .create(session, game, { kind: 'blackjack', stakeMinor, actions: [], extraBets: [] })
      .catch((error: unknown) => {
        // A parallel deal: one round being played per player (unique index).
        if (isConstraint(error, 'provider_round_one_blackjack')) {
          throw new GameError('round_in_progress');
        }
        throw error;
      });
    const bet = await this.deps.settlement.bet(round, session);
    if (!bet.ok) throw new GameError(bet.reason, { balanceMinor: bet.balanceMinor ?? null });
    const state = stateOf(round);
    if (state.phase === 'over') return this.finish(round, state, session);
    const running = await this.deps.rounds.transition(round.id, ['betting'], {
      status: 'running',
      next_attempt_ms: this.deps.clock() + this.idleMs,
    });
    if (!running) throw new GameError('round_over');
    return this.table(running, session, bet.balanceMinor);
  }

  /** The player's round still being played (after a reload), or null. */
  async open(sessionId: string | undefined): Promise<BlackjackTable | null> {
    const session = await this.session(sessionId);
    const round = await this.deps.rounds.openBlackjack(session.player);
    if (!round || round.status !== 'running') return null;
    return this.table(round, session, null);
  }

  /**
   * One action. The round is claimed first (running → betting, one guarded statement), so of two
   * parallel actions only one moves it on; the other is answered round_over (409).
   */
  async act(
    sessionId: string | undefined,
    roundId: string,
    action: BlackjackAction,
  ): Promise<BlackjackTable> {
    const session = await this.session(sessionId);
    const found = await this.deps.rounds.byId(roundId);
    if (!found || found.player !== session.player || found.kind !== 'blackjack') {
      throw new GameError('round_not_found');
    }
    const round = await this.deps.rounds.transition(found.id, ['running'], {
      status: 'betting',
      next_attempt_ms: this.deps.clock() + EXTRA_RECOVER_MS,
    });
    if (!round) throw new GameError('round_over');
    const before = stateOf(round);
    if (!legalActions(before).includes(action)) {
      await this.release(round, wagerOf(round));
      throw new GameError('invalid_request', { reason: `${action} is not allowed now` });
    }
    const after = applyBlackjackAction(before, shoeOf(round), action);
    const extra = extraStakeOf(before, action);
    if (extra === 0) {
      const wager = { ...wagerOf(round), actions: after.actions };
      if (after.phase === 'over') return this.finish({ ...round, wager }, after, session);
      return this.table(await this.release(round, wager), session, null);
    }
    return this.extraBet(round, session, after, action as BlackjackExtraBet['action'], extra);
  }

  /** Back to running with the wager given (the round waits for the next action). */
  private async release(round: RoundRow, wager: BlackjackWager): Promise<RoundRow> {
    const running = await this.deps.rounds.transition(round.id, ['betting'], {
      status: 'running',
      wager: JSON.stringify(wager),
      stake_minor: blackjackStakesOf(wager.stakeMinor, wager.extraBets),
      next_attempt_ms: this.deps.clock() + this.idleMs,
    });
    if (!running) throw new GameError('round_over');
    return running;
  }

  /**
   * Double, split or insurance (the round already claimed): the extra bet is recorded first (so
   * the settlement loop can roll it back after a crash), then the wallet is asked.
   */
  private async extraBet(
    round: RoundRow,
    session: SessionRow,
    after: BlackjackState,
    action: BlackjackExtraBet['action'],
    amountMinor: number,
  ): Promise<BlackjackTable> {
    const before = wagerOf(round);
    const extraBet: BlackjackExtraBet = {
      action,
      amountMinor,
      tx: crypto.randomUUID(),
      rollbackTx: crypto.randomUUID(),
    };
    const wager: BlackjackWager = {
      ...before,
      actions: after.actions,
      extraBets: [...before.extraBets, extraBet],
    };
    const betting = await this.deps.rounds.transition(round.id, ['betting'], {
      wager: JSON.stringify(wager),
      stake_minor: blackjackStakesOf(wager.stakeMinor, wager.extraBets),
    });
    if (!betting) throw new GameError('round_over');
    const result = await this.deps.wallet.bet({
      token: session.token,
      user: session.player,
      game_code: round.game_code,
      transaction_uuid: extraBet.tx,
      round: round.id,
      round_closed: false,
      currency: session.currency,
      amount: amountMinor,
    });
    if (result.answered && result.response.status === WalletStatus.Ok) {
      const balanceMinor = result.response.balance ?? null;
      if (after.phase === 'over') return this.finish(betting, after, session);
      return this.table(await this.release(betting, wager), session, balanceMinor);
    }
    if (
      result.answered &&
      (result.response.status === WalletStatus.NotEnoughMoney ||
        result.response.status === WalletStatus.LimitReached)
    ) {
      // No extra stake was taken: the hand waits as before (it may stand or hit instead).
      await this.release(betting, before);
      throw new GameError(refusalOf(result.response.status), {
        balanceMinor: result.response.balance ?? null,
      });
    }
    // Unknown whether the extra bet landed: every stake of the round is rolled back.
    await this.deps.settlement.rollBack(
      betting,
      session,
      result.answered ? result.response.status : `no answer: ${result.reason}`,
    );
    throw new GameError(result.answered ? 'bet_refused' : 'wallet_unavailable');
  }

  /** The one win closing the round (claimed, status betting): every hand's and the insurance's. */
  private async finish(
    round: RoundRow,
    state: BlackjackState,
    session: SessionRow,
  ): Promise<BlackjackTable> {
    const wager = { ...wagerOf(round), actions: state.actions };
    const paid = await this.deps.settlement.settle(
      round,
      ['betting'],
      settleBlackjack(state).totalMinor,
      { wager: JSON.stringify(wager) },
    );
    if (!paid) throw new GameError('round_over');
    return this.table(paid.round, session, paid.balanceMinor ?? null, paid.pending);
  }
}

function isConstraint(error: unknown, name: string): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === '23505' &&
    'constraint' in error &&
    error.constraint === name
  );
}
