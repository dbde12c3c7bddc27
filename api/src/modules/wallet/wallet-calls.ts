import type { Kysely, Transaction } from 'kysely';
import { GameTransactionKind } from '@oyna/contracts';
import {
  WalletStatus,
  type WalletBetRequest,
  type WalletResponse,
  type WalletRollbackRequest,
  type WalletWinRequest,
} from '@oyna/contracts/game-wallet';
import { retryOnLockConflict, violatedUniqueConstraint } from '../../lib/db-errors';
import type { CasinoAction, Database } from '../../db/schema';
import type { Wallets } from '../../platform/wallet';
import type { TokenRow, WalletQueries } from './queries';
import { hashToken } from './tokens';

export type MoneyRequest = WalletBetRequest | WalletWinRequest | WalletRollbackRequest;

/** Where a bet's hedged part sits in its fingerprint (only when the bet named one). */
const HEDGED_AT = 7;

/**
 * The business fields a repeat must match exactly (notes: same uuid, other data → duplicate). A
 * bet's hedged part is one of them when given, appended so that the prints of bets without it
 * stay as they were; the rollback of that bet reads it back (`hedgedOfPrint`).
 */
function fingerprint(action: CasinoAction, request: MoneyRequest): string {
  const hedged = 'hedged_amount' in request ? request.hedged_amount : undefined;
  return JSON.stringify([
    action,
    'amount' in request ? request.amount : null,
    'currency' in request ? request.currency : null,
    request.round,
    'reference_transaction_uuid' in request ? request.reference_transaction_uuid : null,
    request.user,
    request.game_code,
    ...(hedged === undefined ? [] : [hedged]),
  ]);
}

/** The hedged part a stored bet named (its fingerprint), 0 when it named none. */
export function hedgedOfPrint(print: string): number {
  const fields: unknown = JSON.parse(print);
  const hedged = Array.isArray(fields) ? fields[HEDGED_AT] : undefined;
  return typeof hedged === 'number' && Number.isInteger(hedged) && hedged > 0 ? hedged : 0;
}

/** An answer that is not stored: the next call with this uuid is judged afresh. */
export class Refusal {
  constructor(
    readonly status: WalletStatus,
    readonly balanceMinor?: number,
  ) {}
}

export interface WalletCallsDeps {
  db: Kysely<Database>;
  wallets: Pick<Wallets, 'lockBalance'>;
  queries: WalletQueries;
}

/**
 * The frame every seamless-wallet call shares (notes/seamless-wallet.md › Our rule), whatever it
 * decides: the token check, one transaction that locks the player's wallet row and looks the
 * transaction uuid up (a repeat with the same data gets the stored first answer, with other data
 * DUPLICATE_TRANSACTION), the answer's shape, and the stored call. GameWalletService is given one
 * and puts the bet, win and rollback rules inside it.
 */
export class WalletCalls {
  constructor(private readonly deps: WalletCallsDeps) {}

  answer(
    request: { request_uuid: string },
    status: WalletStatus,
    token?: TokenRow,
    balanceMinor?: number,
  ): WalletResponse {
    return {
      status,
      request_uuid: request.request_uuid,
      ...(token ? { user: token.usercode, currency: token.currency } : {}),
      ...(balanceMinor === undefined ? {} : { balance: balanceMinor }),
    };
  }

  token(request: { token: string }): Promise<TokenRow | undefined> {
    return this.deps.queries.token(hashToken(request.token));
  }

  /** Expiry is checked for bets only (in `bet`): wins and rollbacks may come long after. */
  private async checkedToken(
    request: MoneyRequest,
  ): Promise<{ token: TokenRow } | { refused: WalletResponse }> {
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
  async record(
    action: CasinoAction,
    request: MoneyRequest,
    apply: (
      trx: Transaction<Database>,
      token: TokenRow,
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

  /** The call and its answer, stored: a repeat of its uuid gets this answer again. */
  async store(
    trx: Transaction<Database>,
    action: CasinoAction,
    request: MoneyRequest,
    token: TokenRow,
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
