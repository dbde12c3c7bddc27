import crypto from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, GatewaySessionTable } from '../../../db/schema';
import { CHALLENGE_ATTEMPTS, type KeptCard } from './card';
import type { HostedSessionRequest, RefundRequest } from './types';

export type GatewaySession = Selectable<GatewaySessionTable>;
type Closed = 'paid' | 'declined' | 'cancelled';

/**
 * Every statement of the built-in gateway on its own sessions (the hosted page's and the
 * gateway's). Every change is one atomic statement guarded by the session's state (open, its
 * step, not past its time), so a second click or tab finds the session moved on and changes
 * nothing.
 */
export class GatewaySessions {
  constructor(private readonly db: Kysely<Database>) {}

  /** A new open session for a hosted deposit, with the gateway's transaction id for it. */
  async insert(sessionId: string, request: HostedSessionRequest, expiresAt: Date): Promise<void> {
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
  }

  /**
   * Claims a refund of a session's transaction once: the session must carry this transaction
   * for this merchant reference, amount and currency, and must not have been declined. Answers
   * the refund id recorded, or undefined when nothing matched or it was refunded before.
   */
  async claimRefund(request: RefundRequest, refundId: string): Promise<string | undefined> {
    const taken = await this.db
      .updateTable('gateway_session')
      .where('transaction_id', '=', request.transactionId)
      .where('merchant_reference', '=', request.reference)
      .where('amount_minor', '=', request.amountMinor)
      .where('currency', '=', request.currency)
      .where('refund_id', 'is', null)
      .where('status', '!=', 'declined')
      .set({ refund_id: refundId })
      .returning('refund_id')
      .executeTakeFirst();
    return taken?.refund_id ?? undefined;
  }

  /** The refund id recorded earlier for this transaction and merchant reference, if any. */
  async earlierRefund(request: RefundRequest): Promise<string | undefined> {
    const earlier = await this.db
      .selectFrom('gateway_session')
      .select('refund_id')
      .where('transaction_id', '=', request.transactionId)
      .where('merchant_reference', '=', request.reference)
      .executeTakeFirst();
    return earlier?.refund_id ?? undefined;
  }

  /** Closes an open session so that it can no longer be paid. */
  async cancel(sessionId: string): Promise<void> {
    await this.db
      .updateTable('gateway_session')
      .set({ status: 'cancelled' })
      .where('id', '=', sessionId)
      .where('status', '=', 'open')
      .execute();
  }

  /** Open sessions past their time, closed (Expired); how many. */
  async expire(): Promise<number> {
    const result = await this.db
      .updateTable('gateway_session')
      .set({ status: 'expired' })
      .where('status', '=', 'open')
      .where('expires_at', '<', sql<Date>`now()`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  load(id: string): Promise<GatewaySession | undefined> {
    return this.db
      .selectFrom('gateway_session')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  private open(id: string, step?: 'card' | 'challenge') {
    let q = this.db
      .updateTable('gateway_session')
      .where('id', '=', id)
      .where('status', '=', 'open')
      .where('expires_at', '>', sql<Date>`now()`);
    if (step) q = q.where('step', '=', step);
    return q;
  }

  /** PCI DSS 3.3, 3.4: only the brand, last four, expiry and the gateway's token are kept. */
  private kept(card: KeptCard) {
    return {
      card_brand: card.brand,
      card_last4: card.last4,
      card_exp_month: card.expMonth,
      card_exp_year: card.expYear,
      card_token: card.token,
    };
  }

  /** The card step's outcome: closed (paid, declined) or on to the 3-D Secure challenge. */
  withCard(
    id: string,
    card: KeptCard,
    next: 'paid' | 'declined' | 'challenge',
  ): Promise<GatewaySession | undefined> {
    return this.open(id, 'card')
      .set(
        next === 'challenge'
          ? { ...this.kept(card), step: 'challenge' }
          : { ...this.kept(card), status: next },
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** Closes an open session (cancel from any step, or the challenge passed). */
  close(id: string, status: Closed, step?: 'card' | 'challenge') {
    return this.open(id, step).set({ status }).returningAll().executeTakeFirst();
  }

  /**
   * A wrong 3-D Secure code: counted, and at the last allowed try the session is declined, in
   * the same statement.
   */
  failChallenge(id: string): Promise<GatewaySession | undefined> {
    return this.open(id, 'challenge')
      .set({
        challenge_failures: sql<number>`challenge_failures + 1`,
        status: sql<
          'open' | 'declined'
        >`case when challenge_failures + 1 >= ${CHALLENGE_ATTEMPTS} then 'declined' else status end`,
      })
      .returningAll()
      .executeTakeFirst();
  }
}
