import type { FastifyBaseLogger } from 'fastify';
import { GatewayRefusal, type PaymentGateway } from './gateway/types';
import type { PaymentQueries, PaymentRow } from './queries';

export interface GatewayTransfersDeps {
  queries: PaymentQueries;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
}

/**
 * Money leaving through the gateway, after the transaction that decided it (the gateway is
 * another service): an approved withdrawal paid out, a deposit not credited returned to its
 * source. Each gateway answer is audited on the payment.
 */
export class GatewayTransfers {
  constructor(private readonly deps: GatewayTransfersDeps) {}

  /** A Confirmed withdrawal sent through the gateway's payout; its payout id audited. */
  async payOut(payment: PaymentRow): Promise<void> {
    const payoutId = await this.deps.gateway.payout({
      reference: String(payment.id),
      amountMinor: payment.amount_minor,
      currency: payment.currency,
      detail: payment.detail,
    });
    await this.deps.queries.audit({
      payment_id: payment.id,
      actor: 'gateway',
      action: 'payout',
      from_status: 'Confirmed',
      to_status: 'Confirmed',
      reason: payoutId,
    });
  }

  /**
   * A deposit not credited goes back to where it came from through the gateway's refund call. A
   * refusal, or no answer, leaves it in the operators' refund queue (api/README.md › Payments)
   * with the reason.
   */
  async returnToSource(payment: PaymentRow): Promise<PaymentRow> {
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
    await this.deps.queries.audit({
      payment_id: payment.id,
      actor: 'gateway',
      action: 'refundId' in outcome ? 'refund' : 'refund:refused',
      from_status: payment.status,
      to_status: payment.status,
      reason: 'refundId' in outcome ? outcome.refundId : outcome.error,
    });
    return settled ?? payment;
  }
}
