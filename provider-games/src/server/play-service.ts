import { WalletStatus } from '@oyna/contracts/game-wallet';
import type { CrashStarted, CrashStatus, GameState, PlayResult } from '../api-types';
import {
  BLACKJACK_STAKE_STEP_MINOR,
  crashCapOf,
  crashMs,
  crashVariantOf,
  decideCashOut,
  gameByCode,
  invalidBetReason,
  invalidBaccaratBets,
  invalidBingoPurchase,
  invalidWheelBets,
  multiplierX100At,
  SLOT_STAKE_STEP_MINOR,
  winOf,
  type BaccaratBets,
  type GameInfo,
  type GameKind,
  type RouletteBet,
  type RoundWager,
  type WheelBet,
} from '../engine';
import { GameError } from './errors';
import type { RoundRow, Rounds } from './rounds';
import type { Seeds } from './seeds';
import type { SessionRow, Sessions } from './sessions';
import type { ProviderDb } from './db';
import type { Settlement } from './settlement';
import { roundView, seedsView } from './views';
import type { WalletClient } from './wallet-client';

export interface PlayDeps {
  db: ProviderDb;
  sessions: Sessions;
  seeds: Seeds;
  rounds: Rounds;
  settlement: Settlement;
  wallet: WalletClient;
  clock: () => number;
  crashCapX100: number;
  slotIntervalMs: number;
}

const HISTORY_SIZE = 10;

/** The curve's pace of a crash game (its variant's terms). */
function paceOf(gameCode: string): number {
  return crashVariantOf(gameCode).terms.growthPerMs;
}

function cleanBet(bet: RouletteBet): RouletteBet {
  switch (bet.type) {
    case 'straight':
      return { type: bet.type, number: bet.number, amount: bet.amount };
    case 'split':
      return { type: bet.type, numbers: [bet.numbers[0], bet.numbers[1]], amount: bet.amount };
    case 'dozen':
      return { type: bet.type, dozen: bet.dozen, amount: bet.amount };
    case 'column':
      return { type: bet.type, column: bet.column, amount: bet.amount };
    default:
      return { type: bet.type, amount: bet.amount };
  }
}
export const MAX_ROULETTE_BETS = 60;

/** The games as the client plays them: stakes checked, rounds opened, bets and wins settled. */
export class PlayService {
  constructor(private readonly deps: PlayDeps) {}

  private async sessionFor(
    sessionId: string | undefined,
    kind: GameKind,
  ): Promise<{ session: SessionRow; game: GameInfo }> {
    const session = await this.deps.sessions.live(sessionId);
    const game = gameByCode(session.game_code);
    if (!game) throw new GameError('unknown_game');
    if (game.kind !== kind) throw new GameError('wrong_game');
    return { session, game };
  }

  private checkStake(session: SessionRow, stakeMinor: number, step = 1): void {
    if (
      !Number.isInteger(stakeMinor) ||
      stakeMinor < session.min_stake_minor ||
      stakeMinor > session.max_stake_minor ||
      stakeMinor % step !== 0
    ) {
      throw new GameError('stake_out_of_range', {
        minStakeMinor: session.min_stake_minor,
        maxStakeMinor: session.max_stake_minor,
      });
    }
  }

  async state(sessionId: string | undefined): Promise<GameState> {
    const session = await this.deps.sessions.live(sessionId);
    const game = gameByCode(session.game_code);
    if (!game) throw new GameError('unknown_game');
    const [balance, pair, history, running] = await Promise.all([
      this.deps.wallet.balance({ token: session.token, game_code: game.code }),
      this.deps.seeds.active(this.deps.db, session.player),
      this.deps.rounds.history(session.player, game.code, HISTORY_SIZE),
      game.kind === 'crash' ? this.deps.rounds.runningCrash(session.player) : undefined,
    ]);
    const balanceOk = balance.answered && balance.response.status === WalletStatus.Ok;
    return {
      game: {
        code: game.code,
        // The frame's title in the session's language: the catalogue tile's name.
        name: game.names[session.language],
        kind: game.kind,
        rtp: game.rtp,
      },
      language: session.language,
      currency: session.currency,
      balanceMinor: balanceOk ? (balance.response.balance ?? null) : null,
      minStakeMinor: session.min_stake_minor,
      maxStakeMinor: session.max_stake_minor,
      // Slot stakes are whole line bets; blackjack stakes even (insurance is half, 3:2 exact).
      stakeStepMinor:
        game.kind === 'slot'
          ? SLOT_STAKE_STEP_MINOR
          : game.kind === 'blackjack'
            ? BLACKJACK_STAKE_STEP_MINOR
            : 1,
      lobbyUrl: session.lobby_url,
      slotIntervalMs: this.deps.slotIntervalMs,
      crashCapX100: crashCapOf(game, this.deps.crashCapX100),
      seeds: seedsView(pair),
      history: history.map(roundView),
      crash:
        running && running.started_at_ms !== null
          ? {
              roundId: running.id,
              stakeMinor: running.stake_minor,
              elapsedMs: this.deps.clock() - running.started_at_ms,
            }
          : null,
    };
  }

  /** One slot spin: no sooner than 2.5 s after the player's last (enforced in Rounds.create). */
  async slotSpin(sessionId: string | undefined, stakeMinor: number): Promise<PlayResult> {
    const { session, game } = await this.sessionFor(sessionId, 'slot');
    this.checkStake(session, stakeMinor, SLOT_STAKE_STEP_MINOR);
    return this.playAtOnce(session, game, { kind: 'slot', stakeMinor });
  }

  async rouletteSpin(sessionId: string | undefined, input: RouletteBet[]): Promise<PlayResult> {
    const { session, game } = await this.sessionFor(sessionId, 'roulette');
    // Only the fields a bet has are recorded, whatever else a client sent.
    const bets = input.map(cleanBet);
    if (bets.length === 0 || bets.length > MAX_ROULETTE_BETS) {
      throw new GameError('invalid_request', { reason: `1 to ${MAX_ROULETTE_BETS} bets` });
    }
    for (const bet of bets) {
      const reason = invalidBetReason(bet);
      if (reason) throw new GameError('invalid_request', { reason });
      if (!Number.isInteger(bet.amount) || bet.amount <= 0) {
        throw new GameError('invalid_request', { reason: 'every bet needs an amount' });
      }
    }
    this.checkStake(
      session,
      bets.reduce((sum, bet) => sum + bet.amount, 0),
    );
    return this.playAtOnce(session, game, { kind: 'roulette', bets });
  }

  /** Punto banco: the spots staked together are one wallet bet, settled by one win. */
  async baccaratDeal(sessionId: string | undefined, input: BaccaratBets): Promise<PlayResult> {
    const { session, game } = await this.sessionFor(sessionId, 'baccarat');
    const bets: BaccaratBets = { player: input.player, banker: input.banker, tie: input.tie };
    const reason = invalidBaccaratBets(bets);
    if (reason) throw new GameError('invalid_request', { reason });
    this.checkStake(session, bets.player + bets.banker + bets.tie);
    return this.playAtOnce(session, game, { kind: 'baccarat', bets });
  }

  /**
   * Bingo against the house: 1–4 cards at one stake each are one wallet bet; the draw is fixed
   * at the bet, so the cards' prizes are one win that closes the round.
   */
  async bingoPlay(
    sessionId: string | undefined,
    cards: number,
    stakePerCardMinor: number,
  ): Promise<PlayResult> {
    const { session, game } = await this.sessionFor(sessionId, 'bingo');
    const reason = invalidBingoPurchase(cards, stakePerCardMinor);
    if (reason) throw new GameError('invalid_request', { reason });
    this.checkStake(session, cards * stakePerCardMinor);
    return this.playAtOnce(session, game, { kind: 'bingo', cards, stakePerCardMinor });
  }

  /** The money wheel: bets on one or more spots, one wallet bet, one win. */
  async wheelSpin(sessionId: string | undefined, input: WheelBet[]): Promise<PlayResult> {
    const { session, game } = await this.sessionFor(sessionId, 'wheel');
    const bets = input.map((bet) => ({ spot: bet.spot, amount: bet.amount }));
    const reason = invalidWheelBets(bets);
    if (reason) throw new GameError('invalid_request', { reason });
    this.checkStake(
      session,
      bets.reduce((sum, bet) => sum + bet.amount, 0),
    );
    return this.playAtOnce(session, game, { kind: 'wheel', bets });
  }

  /** Slot and roulette: the outcome is fixed at the bet, so bet and win follow at once. */
  private async playAtOnce(
    session: SessionRow,
    game: GameInfo,
    wager: RoundWager,
  ): Promise<PlayResult> {
    const round = await this.deps.rounds.create(session, game, wager);
    await this.placeBet(round, session);
    const win = winOf(round.outcome, wager);
    if (win === null) throw new Error('outcome and wager of different games');
    const paid = await this.deps.settlement.settle(round, ['betting'], win, {}, session);
    if (!paid) throw new GameError('round_over');
    return this.result(paid.round, session, paid.balanceMinor ?? null, paid.pending);
  }

  private async placeBet(round: RoundRow, session: SessionRow): Promise<number> {
    const bet = await this.deps.settlement.bet(round, session);
    if (!bet.ok) throw new GameError(bet.reason, { balanceMinor: bet.balanceMinor ?? null });
    return bet.balanceMinor;
  }

  private async result(
    round: RoundRow,
    session: SessionRow,
    balanceMinor: number | null,
    pending: boolean,
  ): Promise<PlayResult> {
    const pair = await this.deps.seeds.active(this.deps.db, session.player);
    return { round: roundView(round), balanceMinor, pending, seeds: seedsView(pair) };
  }

  /** Crash: the bet, then the curve starts on the server's clock. */
  async crashStart(sessionId: string | undefined, stakeMinor: number): Promise<CrashStarted> {
    const { session, game } = await this.sessionFor(sessionId, 'crash');
    this.checkStake(session, stakeMinor);
    const round = await this.deps.rounds.create(session, game, {
      kind: 'crash',
      stakeMinor,
      capX100: crashCapOf(game, this.deps.crashCapX100),
      cashOutX100: null,
    });
    const balanceMinor = await this.placeBet(round, session);
    if (round.outcome.kind !== 'crash') throw new Error('crash round without a crash point');
    const startedAt = this.deps.clock();
    const running = await this.deps.rounds.transition(round.id, ['betting'], {
      status: 'running',
      started_at_ms: startedAt,
      // The settlement loop settles it as lost if nobody asks once the curve has crashed.
      next_attempt_ms: startedAt + crashMs(round.outcome.crashX100, paceOf(game.code)),
    });
    if (!running) throw new GameError('round_over');
    const pair = await this.deps.seeds.active(this.deps.db, session.player);
    return {
      roundId: round.id,
      stakeMinor,
      elapsedMs: 0,
      balanceMinor,
      seeds: seedsView(pair),
    };
  }

  private async crashRound(
    sessionId: string | undefined,
    roundId: string,
  ): Promise<{ session: SessionRow; round: RoundRow }> {
    const { session } = await this.sessionFor(sessionId, 'crash');
    const round = await this.deps.rounds.byId(roundId);
    if (!round || round.player !== session.player || round.kind !== 'crash') {
      throw new GameError('round_not_found');
    }
    return { session, round };
  }

  /**
   * The cash-out is decided by the SERVER's clock: time since the curve started on this server,
   * never anything the client sends. Once the curve has reached the crash point, it is a loss.
   */
  async crashCashOut(sessionId: string | undefined, roundId: string): Promise<CrashStatus> {
    const { session, round } = await this.crashRound(sessionId, roundId);
    if (round.status !== 'running' || round.started_at_ms === null) {
      return this.crashOver(round, session);
    }
    if (round.outcome.kind !== 'crash') throw new Error('crash round without a crash point');
    const decision = decideCashOut(
      round.outcome.crashX100,
      this.deps.clock() - round.started_at_ms,
      paceOf(round.game_code),
    );
    const cashOutX100 = decision.cashedOut ? decision.multiplierX100 : null;
    const wager: RoundWager = {
      kind: 'crash',
      stakeMinor: round.stake_minor,
      capX100: round.wager.kind === 'crash' ? round.wager.capX100 : this.deps.crashCapX100,
      cashOutX100,
    };
    await this.deps.settlement.settle(round, ['running'], winOf(round.outcome, wager) ?? 0, {
      cashout_x100: cashOutX100,
      wager: JSON.stringify(wager),
    });
    return this.crashOver(round, session);
  }

  /** Where the curve is now; a round whose curve has crashed is settled as lost here. */
  async crashStatus(sessionId: string | undefined, roundId: string): Promise<CrashStatus> {
    const { session, round } = await this.crashRound(sessionId, roundId);
    if (
      round.status === 'running' &&
      round.started_at_ms !== null &&
      round.outcome.kind === 'crash'
    ) {
      const elapsedMs = this.deps.clock() - round.started_at_ms;
      const pace = paceOf(round.game_code);
      if (elapsedMs < crashMs(round.outcome.crashX100, pace)) {
        return { state: 'running', elapsedMs, multiplierX100: multiplierX100At(elapsedMs, pace) };
      }
      await this.deps.settlement.settle(round, ['running'], 0);
    }
    return this.crashOver(round, session);
  }

  private async crashOver(round: RoundRow, session: SessionRow): Promise<CrashStatus> {
    const now = (await this.deps.rounds.byId(round.id)) ?? round;
    if (now.status === 'running' || now.status === 'betting' || now.outcome.kind !== 'crash') {
      throw new GameError('round_in_progress');
    }
    const balance = await this.deps.wallet.balance({
      token: session.token,
      game_code: now.game_code,
    });
    const balanceMinor =
      balance.answered && balance.response.status === WalletStatus.Ok
        ? (balance.response.balance ?? null)
        : null;
    return {
      state: 'over',
      crashX100: now.outcome.crashX100,
      cashOutX100: now.cashout_x100,
      result: await this.result(now, session, balanceMinor, now.status === 'paying'),
    };
  }
}
