import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { GameTransactionKind } from '@oyna/contracts';
import {
  WalletStatus,
  type WalletBalanceRequest,
  type WalletBetRequest,
  type WalletResponse,
  type WalletRollbackRequest,
  type WalletWinRequest,
} from '@oyna/contracts/game-wallet';
import { retryOnLockConflict, violatedUniqueConstraint } from '../../lib/db-errors';
import type { CasinoAction, CasinoRoundTable, Database, RefusedWinReason } from '../../db/schema';
import { BonusMaxBetError } from '../../platform/bonus-records';
import type { BonusWallet } from '../../platform/bonus-wallet';
import { InsufficientFundsError, type Wallets } from '../../platform/wallet';
import type { PlayerProtection } from '../../platform/protection';
import { bonusProductOf } from './bonus-product';
import type { TokenRow, WalletQueries } from './queries';
import { hashToken } from './tokens';

type TokenInfo = TokenRow;

type MoneyRequest = WalletBetRequest | WalletWinRequest | WalletRollbackRequest;

/** The business fields a repeat must match exactly (notes: same uuid, other data → duplicate). */
function fingerprint(action: CasinoAction, request: MoneyRequest): string {
  return JSON.stringify([
    action,
    'amount' in request ? request.amount : null,
    'currency' in request ? request.currency : null,
    request.round,
    'reference_transaction_uuid' in request ? request.reference_transaction_uuid : null,
    request.user,
    request.game_code,
  ]);
}

/** An answer that is not stored: the next call with this uuid is judged afresh. */
class Refusal {
  constructor(
    readonly status: WalletStatus,
    readonly balanceMinor?: number,
  ) {}
}

export interface GameWalletDeps {
  db: Kysely<Database>;
  wallets: Wallets;
  queries: WalletQueries;
  protection: PlayerProtection;
  /**
   * Bonus money beside cash (spec §1 promotions and bonuses): stakes take cash first, then bonus
   * money, and count toward the active bonus's wagering by the game's product; wins and
   * rollbacks are split as the round's stakes were.
   */
  bonusWallet: Pick<BonusWallet, 'lockedActive' | 'stake' | 'payout'>;
  /** Where a refused win is reported for ops (besides its casino_refused_win row). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

type RoundRow = Selectable<CasinoRoundTable>;

/** The most a round's wins may pay in all: its standing stakes × the declared maximum multiplier. */
export function roundCapMinor(stakeMinor: number, maxMultiplierX100: number): number {
  // BigInt: stakes up to 10^12 kuruş × multipliers up to 10^7 hundredths exceed 2^53.
  return Number((BigInt(stakeMinor) * BigInt(maxMultiplierX100)) / 100n);
}

/**
 * The operator's seamless wallet (notes/seamless-wallet.md › Our rule): one transaction per call
 * that locks the player's wallet row, looks the transaction uuid up (a repeat with the same data
 * gets the stored first answer, with other data DUPLICATE_TRANSACTION), applies the rule, and
 * writes the call, the ledger row (through Wallets, the only writer of balances) and the round
 * record together. Amounts are integer kuruş.
 */
export class GameWalletService {
  constructor(private readonly deps: GameWalletDeps) {}

  private answer(
    request: { request_uuid: string },
    status: WalletStatus,
    token?: TokenInfo,
    balanceMinor?: number,
  ): WalletResponse {
    return {
      status,
      request_uuid: request.request_uuid,
      ...(token ? { user: token.usercode, currency: token.currency } : {}),
      ...(balanceMinor === undefined ? {} : { balance: balanceMinor }),
    };
  }

  private async token(request: { token: string }): Promise<TokenInfo | undefined> {
    return this.deps.queries.token(hashToken(request.token));
  }

  async balance(request: WalletBalanceRequest): Promise<WalletResponse> {
    const token = await this.token(request);
    if (!token) return this.answer(request, WalletStatus.InvalidToken);
    if (token.expired) return this.answer(request, WalletStatus.TokenExpired, token);
    if (request.game_code !== token.game_code) {
      return this.answer(request, WalletStatus.InvalidGame, token);
    }
    const balance = await this.deps.wallets.balanceMinor(token.player_id);
    return this.answer(request, WalletStatus.Ok, token, balance);
  }

  /** Expiry is checked for bets only (in `bet`): wins and rollbacks may come long after. */
  private async checkedToken(
    request: MoneyRequest,
  ): Promise<{ token: TokenInfo } | { refused: WalletResponse }> {
    const token = await this.token(request);
    if (!token || request.user !== token.usercode) {
      return { refused: this.answer(request, WalletStatus.InvalidToken) };
    }
    if (request.game_code !== token.game_code) {
      return { refused: this.answer(request, WalletStatus.InvalidGame, token) };
    }
    if ('currency' in request && request.currency !== token.currency) {
      return { refused: this.answer(request, WalletStatus.WrongCurrency, token) };
    }
    return { token };
  }

  /**
   * The common frame of bet, win and rollback: lock, look up the uuid, apply. `apply` returns the
   * new balance after writing its rows, or throws a Refusal (nothing is written, nothing stored).
   */
  private async record(
    action: CasinoAction,
    request: MoneyRequest,
    apply: (
      trx: Transaction<Database>,
      token: TokenInfo,
      balance: number,
    ) => Promise<WalletResponse>,
  ): Promise<WalletResponse> {
    const checked = await this.checkedToken(request);
    if ('refused' in checked) return checked.refused;
    const { token } = checked;
    const print = fingerprint(action, request);
    try {
      // A provider cannot read the site's 503: a lock conflict is run again here, once.
      return await retryOnLockConflict(() =>
        this.deps.db.transaction().execute(async (trx) => {
          const balance = await this.deps.wallets.lockBalance(trx, token.player_id);
          const seen = await this.deps.queries.transaction(
            trx,
            token.provider_id,
            request.transaction_uuid,
          );
          if (seen) {
            if (seen.request_fingerprint !== print)
              throw new Refusal(WalletStatus.DuplicateTransaction, balance);
            // A repeat: the first answer, as it was.
            return seen.response;
          }
          return apply(trx, token, balance);
        }),
      );
    } catch (error) {
      if (error instanceof Refusal)
        return this.answer(request, error.status, token, error.balanceMinor);
      // Another player's call took this uuid first (caught by the unique constraint).
      if (violatedUniqueConstraint(error) === 'casino_transaction_uuid') {
        return this.answer(request, WalletStatus.DuplicateTransaction, token);
      }
      throw error;
    }
  }

  async bet(request: WalletBetRequest): Promise<WalletResponse> {
    const { queries, bonusWallet, protection } = this.deps;
    return this.record('bet', request, async (trx, token, balance) => {
      // A rollback came first (the bet was slow): its tombstone refuses the late bet.
      if (await queries.rollbackOf(trx, token.provider_id, request.transaction_uuid)) {
        throw new Refusal(WalletStatus.DuplicateTransaction, balance);
      }
      if (token.expired) throw new Refusal(WalletStatus.TokenExpired, balance);
      const permission = await protection.mayBet(trx, token.player_id, request.amount);
      if (!permission.allowed) {
        throw new Refusal(
          permission.reason === 'limit' ? WalletStatus.LimitReached : WalletStatus.UserDisabled,
          balance,
        );
      }
      // spec §1 promotions and bonuses: while a bonus is active no stake above its maximum bet
      // (RS_ERROR_LIMIT_REACHED: the game says a limit stops the stake; nothing moves).
      const bonus = await bonusWallet.lockedActive(trx, token.player_id);
      const maxBet = bonus?.terms.maxBetMinor ?? null;
      if (maxBet !== null && request.amount > maxBet) {
        throw new Refusal(WalletStatus.LimitReached, balance);
      }
      // The total (cash + bonus) is what a game may stake, and what it is told.
      if (request.amount > balance) throw new Refusal(WalletStatus.NotEnoughMoney, balance);
      // No stake is taken for a game whose provider declared no maximum multiplier: its wins
      // could not be bounded.
      if (
        (await queries.maxMultiplierX100(trx, token.provider_id, token.game_code)) === undefined
      ) {
        throw new Refusal(WalletStatus.InvalidGame, balance);
      }
      const round = await queries.openRound(trx, {
        playerId: token.player_id,
        providerId: token.provider_id,
        gameCode: token.game_code,
        gameName: token.game_name,
        providerRoundId: request.round,
        nonce: request.verification?.nonce ?? null,
        serverSeedHash: request.verification?.server_seed_hash ?? null,
        verifyUrl: request.verification?.url ?? null,
      });
      if (round.player_id !== token.player_id || round.status !== 'open') {
        throw new Refusal(WalletStatus.Unknown, balance);
      }
      // Counted toward the bonus by the game's shelves in the catalogue (bonus-product.ts).
      const product = bonus
        ? bonusProductOf(await queries.catalogueEntriesOf(trx, token.game_code))
        : null;
      try {
        await bonusWallet.stake(
          trx,
          {
            playerId: token.player_id,
            amountMinor: -request.amount,
            kind: 'casino_bet',
            idempotencyKey: `casino:${token.provider_id}:${request.transaction_uuid}`,
            reference: `casino_round:${round.id}`,
          },
          { product },
        );
      } catch (error) {
        // Decided above under the same locks; kept as the wallet's own word (nothing moved).
        if (error instanceof BonusMaxBetError)
          throw new Refusal(WalletStatus.LimitReached, balance);
        if (error instanceof InsufficientFundsError) {
          throw new Refusal(WalletStatus.NotEnoughMoney, balance);
        }
        throw error;
      }
      // The balance after the stake, read again: a stake that meets the wagering converts the
      // bonus at once, and a capped conversion removes the rest (it may differ from balance − amount).
      const after = await this.deps.wallets.lockBalance(trx, token.player_id);
      const response = this.answer(request, WalletStatus.Ok, token, after);
      await this.store(trx, 'bet', request, token, round.id, request.amount, response);
      await queries.addStake(trx, round.id, request.amount);
      return response;
    });
  }

  async win(request: WalletWinRequest): Promise<WalletResponse> {
    const { queries, bonusWallet } = this.deps;
    return this.record('win', request, async (trx, token, balance) => {
      const bet = await queries.transaction(
        trx,
        token.provider_id,
        request.reference_transaction_uuid,
      );
      // The round stays locked until this call commits: a parallel win of the same round waits
      // and then sees this one's payment (the cap holds for the sum, not for each win alone).
      const round = bet?.round_id ? await queries.lockRound(trx, bet.round_id) : undefined;
      if (
        !bet ||
        !round ||
        bet.action !== 'bet' ||
        bet.rolled_back ||
        bet.player_id !== token.player_id ||
        round.provider_round_id !== request.round
      ) {
        throw new Refusal(WalletStatus.TransactionDoesNotExist, balance);
      }
      const refused = await this.winRefusal(trx, round, request.amount);
      if (refused) {
        // Stored for ops, not as the call's answer: a resend is judged again (and counted).
        await queries.insertRefusedWin(trx, {
          providerId: token.provider_id,
          transactionUuid: request.transaction_uuid,
          playerId: token.player_id,
          roundId: round.id,
          gameCode: round.game_code,
          amountMinor: request.amount,
          ...refused,
        });
        this.deps.log?.warn(
          { round: round.id, transaction: request.transaction_uuid, ...refused },
          'wallet: win refused',
        );
        return this.answer(request, WalletStatus.Unknown, token, balance);
      }
      // A win of 0 closes a lost round: recorded as a Win1 transaction of 0, no ledger row
      // (no balance changes). A win is split between cash and bonus money as the round's stakes
      // were (spec §1 promotions and bonuses).
      let after = balance;
      if (request.amount > 0) {
        const paid = await bonusWallet.payout(trx, {
          playerId: token.player_id,
          amountMinor: request.amount,
          kind: 'casino_win',
          idempotencyKey: `casino:${token.provider_id}:${request.transaction_uuid}`,
          reference: `casino_round:${round.id}`,
        });
        after = paid.balanceMinor;
      }
      const response = this.answer(request, WalletStatus.Ok, token, after);
      await this.store(trx, 'win', request, token, round.id, request.amount, response);
      await queries.markBet(trx, bet.id, { won: true });
      await queries.addWin(trx, round.id, request.amount, request.round_closed);
      return response;
    });
  }

  /**
   * Why a win may not be paid (seamless wallet: no win after `round_closed`; a round's wins in all
   * never above its standing stakes × the game's declared maximum multiplier — several wins per
   * round stay possible: free spins, splits, bingo prizes), or null. The round must be locked.
   */
  private async winRefusal(
    trx: Transaction<Database>,
    round: RoundRow,
    amountMinor: number,
  ): Promise<{
    reason: RefusedWinReason;
    stakeMinor: number;
    paidMinor: number;
    capMinor: number | null;
  } | null> {
    const { queries } = this.deps;
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

  async rollback(request: WalletRollbackRequest): Promise<WalletResponse> {
    const { queries, bonusWallet } = this.deps;
    return this.record('rollback', request, async (trx, token, balance) => {
      const bet = await queries.transaction(
        trx,
        token.provider_id,
        request.reference_transaction_uuid,
      );
      if (!bet || bet.action !== 'bet') {
        // Unknown bet: RS_OK, nothing moves, and the tombstone refuses the bet if it comes late.
        const response = this.answer(request, WalletStatus.Ok, token, balance);
        await this.store(trx, 'rollback', request, token, null, 0, response);
        return response;
      }
      if (bet.player_id !== token.player_id) {
        throw new Refusal(WalletStatus.TransactionDoesNotExist, balance);
      }
      // Refused after a win: the round is settled, undoing its stake would pay twice.
      if (bet.won) throw new Refusal(WalletStatus.Unknown, balance);
      const refund = bet.rolled_back ? 0 : bet.amount_minor;
      // Undoing one stake of a round whose other bets were paid must leave those wins within the
      // stakes that remain × the declared maximum: refused (as after its own win) otherwise.
      if (refund > 0 && bet.round_id !== null) {
        const round = await queries.lockRound(trx, bet.round_id);
        const paid = await queries.paidOf(trx, round.id);
        if (paid > 0) {
          const multiplier = await queries.maxMultiplierX100(
            trx,
            round.provider_id,
            round.game_code,
          );
          const remaining = Number(round.stake_minor) - refund;
          if (multiplier === undefined || paid > roundCapMinor(remaining, multiplier)) {
            throw new Refusal(WalletStatus.Unknown, balance);
          }
        }
      }
      let after = balance;
      if (refund > 0 && bet.round_id !== null) {
        // The stake comes back split as the round's stakes were (cash and bonus money).
        // A rolled-back stake's count toward an active bonus is taken back (its product's share).
        const bonus = await bonusWallet.lockedActive(trx, token.player_id);
        const product = bonus
          ? bonusProductOf(await queries.catalogueEntriesOf(trx, token.game_code))
          : null;
        const paid = await bonusWallet.payout(
          trx,
          {
            playerId: token.player_id,
            amountMinor: refund,
            kind: 'casino_rollback',
            idempotencyKey: `casino:${token.provider_id}:${request.transaction_uuid}`,
            reference: `casino_round:${bet.round_id}`,
          },
          { uncount: product },
        );
        after = paid.balanceMinor;
      }
      const response = this.answer(request, WalletStatus.Ok, token, after);
      await this.store(trx, 'rollback', request, token, bet.round_id, refund, response);
      if (refund > 0 && bet.round_id !== null) {
        await queries.markBet(trx, bet.id, { rolled_back: true });
        await queries.rollBackStake(trx, bet.round_id, refund);
      }
      return response;
    });
  }

  private async store(
    trx: Transaction<Database>,
    action: CasinoAction,
    request: MoneyRequest,
    token: TokenInfo,
    roundId: number | null,
    amountMinor: number,
    response: WalletResponse,
  ): Promise<void> {
    await this.deps.queries.insertTransaction(trx, {
      providerId: token.provider_id,
      transactionUuid: request.transaction_uuid,
      action,
      kind:
        action === 'bet'
          ? GameTransactionKind.Bet
          : action === 'win'
            ? GameTransactionKind.Win
            : null,
      playerId: token.player_id,
      roundId,
      amountMinor,
      currency: token.currency,
      reference:
        'reference_transaction_uuid' in request ? request.reference_transaction_uuid : null,
      fingerprint: fingerprint(action, request),
      response,
    });
  }
}
