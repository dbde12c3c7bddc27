import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import {
  GatewayRefusal,
  type HostedSession,
  type HostedSessionRequest,
  type PaymentGateway,
  type PayoutRequest,
  type RefundRequest,
} from './types';

/**
 * The built-in payment gateway (beyond the spec: so the embedded default can deposit and
 * withdraw on `npm start`). Its sessions live in its own table `gateway_session`; its page is
 * `/provider/pay/:session` (page.ts), which tells the api the outcome by a signed callback.
 */
export class BuiltInGateway implements PaymentGateway {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: { publicUrl?: string; sessionTtlSeconds: number },
  ) {}

  async createSession(request: HostedSessionRequest): Promise<HostedSession> {
    const sessionId = crypto.randomBytes(18).toString('base64url');
    const expiresAt = new Date(Date.now() + this.options.sessionTtlSeconds * 1000);
    await this.db
      .insertInto('gateway_session')
      .values({
        id: sessionId,
        merchant_reference: request.reference,
        amount_minor: request.amountMinor,
        currency: request.currency,
        method: request.method,
        locale: request.locale,
        return_url: request.returnUrl,
        status: 'open',
        transaction_id: `gw_${crypto.randomBytes(12).toString('hex')}`,
        expires_at: expiresAt.toISOString(),
      })
      .execute();
    return { sessionId, url: this.urlOf(sessionId, request.origin), expiresAt };
  }

  urlOf(sessionId: string, origin: string): string {
    return `${this.options.publicUrl ?? `${origin}/provider/pay`}/${sessionId}`;
  }

  /** The built-in gateway pays out at once; its id names the payout for reconciliation. */
  async payout(request: PayoutRequest): Promise<string> {
    return `po_${request.reference}_${crypto.randomBytes(6).toString('hex')}`;
  }

  /**
   * Returns a transaction of its own sessions, once (a repeat answers the same id): the session
   * must carry this transaction for this merchant reference, amount and currency, and must not
   * have been declined. Anything else is a transaction it never took, refused.
   */
  async refund(request: RefundRequest): Promise<string> {
    const refundId = `rf_${request.reference}_${crypto.randomBytes(6).toString('hex')}`;
    const taken = await this.sessionOf(request)
      .where('refund_id', 'is', null)
      .where('status', '!=', 'declined')
      .set({ refund_id: refundId })
      .returning('refund_id')
      .executeTakeFirst();
    if (taken?.refund_id) return taken.refund_id;
    const earlier = await this.db
      .selectFrom('gateway_session')
      .select('refund_id')
      .where('transaction_id', '=', request.transactionId)
      .where('merchant_reference', '=', request.reference)
      .executeTakeFirst();
    if (earlier?.refund_id) return earlier.refund_id;
    throw new GatewayRefusal('no refundable transaction matches this refund');
  }

  private sessionOf(request: RefundRequest) {
    return this.db
      .updateTable('gateway_session')
      .where('transaction_id', '=', request.transactionId)
      .where('merchant_reference', '=', request.reference)
      .where('amount_minor', '=', request.amountMinor)
      .where('currency', '=', request.currency);
  }

  async cancelSession(sessionId: string): Promise<void> {
    await this.db
      .updateTable('gateway_session')
      .set({ status: 'cancelled' })
      .where('id', '=', sessionId)
      .where('status', '=', 'open')
      .execute();
  }

  /** Sessions past their time are closed: the page then says so and takes no payment. */
  async expireSessions(): Promise<number> {
    const result = await this.db
      .updateTable('gateway_session')
      .set({ status: 'expired' })
      .where('status', '=', 'open')
      .where('expires_at', '<', sql<Date>`now()`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
