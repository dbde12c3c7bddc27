import {
  formatMoney,
  NotificationType,
  type AdminPaymentRecord,
  type PaymentStatusName,
} from '@oyna/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ApiLocale, ApiMessageKey } from '../../lib/messages';
import { minorToAmount } from '../../lib/money';
import { notificationMessage, type NotificationService } from '../notifications/service';
import type { ProtectionRules } from '../protection/rules';
import type { Outbox } from '../../platform/outbox';
import type { Wallets } from '../../platform/wallet';
import type { PaymentsConfig } from './config';
import { GatewayRefusal, type PaymentGateway } from './gateway/types';
import type { PaymentQueries, PaymentRow } from './queries';

export interface PaymentDeps {
  db: Kysely<Database>;
  queries: PaymentQueries;
  wallets: Wallets;
  notifications: NotificationService;
  /**
   * RTS 12 deposit limits, time-outs and exclusions (LCCP 3.5), asked in the transaction that
   * records a deposit (`mayDeposit`) and in every one that credits it (`mayCredit`).
   */
  protection: Pick<ProtectionRules, 'mayDeposit' | 'mayCredit' | 'lockPlayer' | 'block'>;
  gateway: PaymentGateway;
  /** The e-mail outbox (a self-excluded player told how their balance is paid out). */
  outbox: Outbox;
  config: PaymentsConfig;
  log: FastifyBaseLogger;
}

/** Where the request came from: the site's origin (for the hosted page) and its language. */
export interface RequestContext {
  origin: string;
  locale: ApiLocale;
}

export const statusOf = (s: string) => s as PaymentStatusName;

/**
 * What every payment path shares: the credit of a confirmed deposit, the notification staged in
 * the payment's transaction and pushed after it, and the operators' view of a payment.
 */
export class PaymentBooks {
  constructor(protected readonly deps: PaymentDeps) {}

  /**
   * A confirmed deposit's credit, in the transaction that confirmed it: once per payment (the
   * ledger's idempotency key), with its Deposit notification staged beside it.
   */
  protected async creditDeposit(trx: Transaction<Database>, payment: PaymentRow): Promise<void> {
    await this.deps.wallets.move(trx, {
      playerId: payment.player_id,
      amountMinor: payment.amount_minor,
      kind: 'deposit',
      idempotencyKey: `deposit:${payment.id}`,
      reference: `payment:${payment.id}`,
    });
    await this.stage(trx, payment, 'depositConfirmed');
  }

  protected async stage(
    trx: Transaction<Database>,
    payment: PaymentRow,
    kind:
      | 'depositConfirmed'
      | 'depositRejected'
      | 'depositReturned'
      | 'withdrawApproved'
      | 'withdrawRejected',
    reason = '',
  ): Promise<void> {
    const locale: ApiLocale = payment.locale === 'en' ? 'en' : 'tr';
    const values = { amount: formatMoney(minorToAmount(payment.amount_minor), locale), reason };
    await this.deps.notifications.stage(trx, payment.player_id, {
      type: kind.startsWith('deposit') ? NotificationType.Deposit : NotificationType.Withdraw,
      // spec §1: stored as message ids and values, read in the player's language.
      ...notificationMessage(
        locale,
        `api.notify.${kind}.title` as ApiMessageKey,
        `api.notify.${kind}.note` as ApiMessageKey,
        values,
      ),
    });
  }

  /**
   * A deposit not credited goes back to where it came from through the gateway's refund call,
   * after the transaction that decided it (the gateway is another service). A refusal, or no
   * answer, leaves it in the operators' refund queue (api/README.md › Payments) with the reason.
   */
  protected async returnToSource(payment: PaymentRow): Promise<PaymentRow> {
    let outcome: { refundId: string } | { error: string };
    try {
      const refundId = await this.deps.gateway.refund({
        reference: String(payment.id),
        // A bank transfer has no gateway transaction: its reference names it to the bank.
        transactionId: payment.gateway_transaction ?? payment.reference ?? String(payment.id),
        amountMinor: payment.amount_minor,
        currency: payment.currency,
      });
      outcome = { refundId };
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      outcome = { error: error instanceof GatewayRefusal ? text : `gateway unreachable: ${text}` };
      this.deps.log.warn({ payment: payment.id, err: error }, 'deposit refund refused');
    }
    const settled = await this.deps.queries.settleRefund(payment.id, outcome);
    await this.deps.queries.audit(this.deps.db, {
      payment_id: payment.id,
      actor: 'gateway',
      action: 'refundId' in outcome ? 'refund' : 'refund:refused',
      from_status: payment.status,
      to_status: payment.status,
      reason: 'refundId' in outcome ? outcome.refundId : outcome.error,
    });
    return settled ?? payment;
  }

  protected flush(): void {
    this.deps.notifications.flush().catch((error: unknown) => {
      this.deps.log.error({ err: error }, 'payment notification push');
    });
  }

  protected async record(row: PaymentRow): Promise<AdminPaymentRecord> {
    const method = await this.deps.queries.methodById(row.method_id);
    return {
      id: row.id,
      username: await this.deps.queries.username(row.player_id),
      type: row.direction,
      method: method?.code ?? '',
      amount: minorToAmount(row.amount_minor),
      status: statusOf(row.status),
      detail: row.detail,
      reference: row.reference,
      reason: row.reason,
      createdAt: new Date(row.created_at).toISOString(),
      decidedBy: row.decided_by,
      decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
      refundState: row.refund_state,
      refundId: row.refund_id,
      refundError: row.refund_error,
    };
  }
}
