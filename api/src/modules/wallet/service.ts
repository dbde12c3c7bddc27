import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  WalletStatus,
  type WalletBalanceRequest,
  type WalletBetRequest,
  type WalletResponse,
  type WalletRollbackRequest,
  type WalletWinRequest,
} from '@oyna/contracts/game-wallet';
import type { Database } from '../../db/schema';
import { BonusMaxBetError } from '../../platform/bonus-records';
import { uncountStake } from '../../platform/bonus-wagering';
import type { BonusWallet } from '../../platform/bonus-wallet';
import { InsufficientFundsError, type Wallets } from '../../platform/wallet';
import type { PlayerProtection } from '../../platform/protection';
import { bonusProductOf } from './bonus-product';
import type { WalletQueries } from './queries';
import { RoundPayoutCap } from './round-cap';
import { hedgedOfPrint, Refusal, WalletCalls } from './wallet-calls';

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
  bonusWallet: Pick<BonusWallet, 'lockedActive' | 'lockedUnspent' | 'stake' | 'payout'>;
  /** Where a refused win is reported for ops (besides its casino_refused_win row). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The operator's seamless wallet (notes/seamless-wallet.md › Our rule): one transaction per call
 * that locks the player's wallet row, looks the transaction uuid up (a repeat with the same data
 * gets the stored first answer, with other data DUPLICATE_TRANSACTION), applies the rule, and
 * writes the call, the ledger row (through Wallets, the only writer of balances) and the round
 * record together. Amounts are integer kuruş.
 */
export class GameWalletService {
  /** The shared frame of every call: token check, lock, uuid lookup, answer, stored call. */
  private readonly calls: WalletCalls;
  /** The bound on what a round may pay. */
  private readonly cap: RoundPayoutCap;

  constructor(private readonly deps: GameWalletDeps) {
    this.calls = new WalletCalls(deps);
    this.cap = new RoundPayoutCap(deps.queries);
  }

  async balance(request: WalletBalanceRequest): Promise<WalletResponse> {
    const token = await this.calls.token(request);
    if (!token) return this.calls.answer(request, WalletStatus.InvalidToken);
    if (token.expired) return this.calls.answer(request, WalletStatus.TokenExpired, token);
    if (request.game_code !== token.game_code) {
      return this.calls.answer(request, WalletStatus.InvalidGame, token);
    }
    const balance = await this.deps.wallets.balanceMinor(token.player_id);
    return this.calls.answer(request, WalletStatus.Ok, token, balance);
  }

  async bet(request: WalletBetRequest): Promise<WalletResponse> {
    const { queries, bonusWallet, protection } = this.deps;
    return this.calls.record('bet', request, async (trx, token, balance) => {
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
      // (RS_ERROR_LIMIT_REACHED: the game says a limit stops the stake; nothing moves). A spent
      // bonus (no money, no open stake it funded) is closed here and limits nothing.
      const bonus = await bonusWallet.lockedUnspent(trx, token.player_id);
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
          // spec §1 promotions and bonuses: the part of the stake the bet's own positions hedge
          // (the provider's `hedged_amount`, e.g. red and black on one spin) counts nothing.
          { product, wageringMinor: request.amount - (request.hedged_amount ?? 0) },
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
      const response = this.calls.answer(request, WalletStatus.Ok, token, after);
      await this.calls.store(trx, 'bet', request, token, round.id, request.amount, response);
      await queries.addStake(trx, round.id, request.amount);
      return response;
    });
  }

  async win(request: WalletWinRequest): Promise<WalletResponse> {
    const { queries, bonusWallet } = this.deps;
    return this.calls.record('win', request, async (trx, token, balance) => {
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
      const refused = await this.cap.winRefusal(trx, round, request.amount);
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
        return this.calls.answer(request, WalletStatus.Unknown, token, balance);
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
      const response = this.calls.answer(request, WalletStatus.Ok, token, after);
      await this.calls.store(trx, 'win', request, token, round.id, request.amount, response);
      await queries.markBet(trx, bet.id, { won: true });
      await queries.addWin(trx, round.id, request.amount, request.round_closed);
      return response;
    });
  }

  async rollback(request: WalletRollbackRequest): Promise<WalletResponse> {
    const { queries, bonusWallet } = this.deps;
    return this.calls.record('rollback', request, async (trx, token, balance) => {
      const bet = await queries.transaction(
        trx,
        token.provider_id,
        request.reference_transaction_uuid,
      );
      if (!bet || bet.action !== 'bet') {
        // Unknown bet: RS_OK, nothing moves, and the tombstone refuses the bet if it comes late.
        const response = this.calls.answer(request, WalletStatus.Ok, token, balance);
        await this.calls.store(trx, 'rollback', request, token, null, 0, response);
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
      if (
        refund > 0 &&
        bet.round_id !== null &&
        (await this.cap.refundBreaksCap(trx, bet.round_id, refund))
      ) {
        throw new Refusal(WalletStatus.Unknown, balance);
      }
      let after = balance;
      if (refund > 0 && bet.round_id !== null) {
        // The stake comes back split as the round's stakes were (cash and bonus money).
        const move = {
          playerId: token.player_id,
          amountMinor: refund,
          kind: 'casino_rollback',
          idempotencyKey: `casino:${token.provider_id}:${request.transaction_uuid}`,
          reference: `casino_round:${bet.round_id}`,
        };
        // A rolled-back stake's count toward an active bonus is taken back: its product's share
        // of what counted — the stake less the part it hedged, which counted nothing (spec §1
        // promotions and bonuses). Under the balance lock (the call's frame) and the bonus row's.
        const bonus = await bonusWallet.lockedActive(trx, token.player_id);
        if (bonus) {
          const product = bonusProductOf(await queries.catalogueEntriesOf(trx, token.game_code));
          const countedMinor = refund - hedgedOfPrint(bet.request_fingerprint);
          await uncountStake(trx, bonus, { ...move, countedMinor }, product);
        }
        const paid = await bonusWallet.payout(trx, move);
        after = paid.balanceMinor;
      }
      const response = this.calls.answer(request, WalletStatus.Ok, token, after);
      await this.calls.store(trx, 'rollback', request, token, bet.round_id, refund, response);
      if (refund > 0 && bet.round_id !== null) {
        await queries.markBet(trx, bet.id, { rolled_back: true });
        await queries.rollBackStake(trx, bet.round_id, refund);
      }
      return response;
    });
  }
}
