import crypto from 'node:crypto';
import type { GatewaySessions } from './queries';
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
 * withdraw on `npm start`). Its sessions live in its own table `gateway_session` (queries.ts);
 * its page is `/provider/pay/:session` (page.ts), which tells the api the outcome by a signed
 * callback.
 */
export class BuiltInGateway implements PaymentGateway {
  constructor(
    private readonly sessions: GatewaySessions,
    private readonly options: { publicUrl?: string; sessionTtlSeconds: number },
  ) {}

  async createSession(request: HostedSessionRequest): Promise<HostedSession> {
    const sessionId = crypto.randomBytes(18).toString('base64url');
    const expiresAt = new Date(Date.now() + this.options.sessionTtlSeconds * 1000);
    await this.sessions.insert(sessionId, request, expiresAt);
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
    const taken = await this.sessions.claimRefund(request, refundId);
    if (taken) return taken;
    const earlier = await this.sessions.earlierRefund(request);
    if (earlier) return earlier;
    throw new GatewayRefusal('no refundable transaction matches this refund');
  }

  async cancelSession(sessionId: string): Promise<void> {
    await this.sessions.cancel(sessionId);
  }

  /** Sessions past their time are closed: the page then says so and takes no payment. */
  async expireSessions(): Promise<number> {
    return this.sessions.expire();
  }
}
