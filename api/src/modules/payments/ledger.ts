import { formatMoney, NotificationType } from '@oyna/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ApiLocale } from '../../lib/messages';
import { minorToAmount } from '../../lib/money';
import type { Wallets } from '../../platform/wallet';
import { notificationMessage, type NotificationService } from '../notifications';
import type { PaymentRow } from './queries';

/** What a payment's player is told of it (spec §3 Deposit and Withdraw notifications). */
export type PaymentNotice =
  | 'depositConfirmed'
  | 'depositRejected'
  | 'depositReturned'
  | 'withdrawApproved'
  | 'withdrawRejected';

export interface PaymentLedgerDeps {
  wallets: Wallets;
  notifications: NotificationService;
  log: FastifyBaseLogger;
}

/**
 * The payments domain's money moves and what the player is told of them: every move a ledger
 * entry through `wallets.move`, keyed by the payment (a repeat moves nothing), in the caller's
 * transaction beside the payment's state change; the notification staged there too and pushed
 * after the commit.
 */
export class PaymentLedger {
  constructor(private readonly deps: PaymentLedgerDeps) {}

  /**
   * A confirmed deposit's credit, in the transaction that confirmed it: once per payment (the
   * ledger's idempotency key), with its Deposit notification staged beside it.
   */
  async creditDeposit(trx: Transaction<Database>, payment: PaymentRow): Promise<void> {
    await this.deps.wallets.move(trx, {
      playerId: payment.player_id,
      amountMinor: payment.amount_minor,
      kind: 'deposit',
      idempotencyKey: `deposit:${payment.id}`,
      reference: `payment:${payment.id}`,
    });
    await this.stage(trx, payment, 'depositConfirmed');
  }

  /**
   * A withdrawal's amount leaves the balance at once (a hold); the wallet's row lock serialises
   * a player's withdrawals, so they never take more than the balance.
   */
  async holdWithdrawal(trx: Transaction<Database>, payment: PaymentRow): Promise<void> {
    await this.deps.wallets.move(trx, {
      playerId: payment.player_id,
      amountMinor: -payment.amount_minor,
      kind: 'withdrawal',
      idempotencyKey: `withdrawal:${payment.id}`,
      reference: `payment:${payment.id}`,
    });
  }

  /** A rejected withdrawal's hold returns to the balance. */
  async releaseWithdrawal(trx: Transaction<Database>, payment: PaymentRow): Promise<void> {
    await this.deps.wallets.move(trx, {
      playerId: payment.player_id,
      amountMinor: payment.amount_minor,
      kind: 'withdrawal_refund',
      idempotencyKey: `withdrawal-refund:${payment.id}`,
      reference: `payment:${payment.id}`,
    });
  }

  /** The payment's notification, stored in its transaction (pushed by `flush` after it). */
  async stage(
    trx: Transaction<Database>,
    payment: PaymentRow,
    kind: PaymentNotice,
    reason = '',
  ): Promise<void> {
    const locale: ApiLocale = payment.locale === 'en' ? 'en' : 'tr';
    const values = { amount: formatMoney(minorToAmount(payment.amount_minor), locale), reason };
    await this.deps.notifications.stage(trx, payment.player_id, {
      type: kind.startsWith('deposit') ? NotificationType.Deposit : NotificationType.Withdraw,
      // spec §1: stored as message ids and values, read in the player's language.
      ...notificationMessage(
        locale,
        `server.notify.${kind}.title`,
        `server.notify.${kind}.note`,
        values,
      ),
    });
  }

  /** Pushes the staged notifications; a failed push is logged (the sweeper retries it). */
  flush(): void {
    this.deps.notifications.flush().catch((error: unknown) => {
      this.deps.log.error({ err: error }, 'payment notification push');
    });
  }
}
