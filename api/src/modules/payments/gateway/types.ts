/**
 * What the payments domain needs of a payment gateway (api/README.md › Payments). The built-in
 * one (`builtin.ts`, its hosted page at /provider/pay) implements it; a real provider is another
 * class with the same shape, chosen in the payments plugin.
 */
export interface HostedSessionRequest {
  /** Our payment id: the gateway echoes it in its callback as `reference`. */
  reference: string;
  amountMinor: number;
  currency: string;
  /** The method's code (card, ewallet), shown on the page. */
  method: string;
  locale: 'tr' | 'en';
  /** Where the page sends the player back to when done. */
  returnUrl: string;
  /** Public origin of the site, for a gateway served on the same origin. */
  origin: string;
}

export interface HostedSession {
  sessionId: string;
  /** The page the player pays on (spec §2: a deposit answered with an http URL). */
  url: string;
  expiresAt: Date;
}

export interface PayoutRequest {
  reference: string;
  amountMinor: number;
  currency: string;
  detail: Record<string, unknown>;
}

/** A confirmed payment sent back to where it came from (the card or account that paid). */
export interface RefundRequest {
  /** Our payment id. */
  reference: string;
  /** The gateway's transaction id of the payment being returned. */
  transactionId: string;
  amountMinor: number;
  currency: string;
}

/** The gateway said no to a refund (unknown transaction, already settled elsewhere, …). */
export class GatewayRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayRefusal';
  }
}

/** The outcome a gateway reports in a signed callback. */
export type GatewayOutcome = 'paid' | 'declined' | 'cancelled';

/** The body of a callback (JSON; signed over its raw bytes). */
export interface GatewayCallback {
  /** The gateway's transaction id: callbacks are idempotent by it. */
  transactionId: string;
  /** Our payment id, as given to createSession. */
  reference: string;
  outcome: GatewayOutcome;
  /** Lira, two decimals. */
  amount: number;
  currency: string;
}

export interface PaymentGateway {
  createSession(request: HostedSessionRequest): Promise<HostedSession>;
  /** The page of a session created before (a repeated request answers the same URL). */
  urlOf(sessionId: string, origin: string): string;
  /** Sends an approved withdrawal's money; returns the gateway's payout id. */
  payout(request: PayoutRequest): Promise<string>;
  /**
   * Returns a payment to its source; the gateway's refund id. Idempotent per transaction (a
   * repeated call answers the same id); throws `GatewayRefusal` when the gateway says no.
   */
  refund(request: RefundRequest): Promise<string>;
  /** Closes an open hosted session so it can no longer be paid (a player's break). */
  cancelSession(sessionId: string): Promise<void>;
}
