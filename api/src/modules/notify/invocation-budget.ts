import { TokenBucket } from 'limiter';
import type { InvocationRate } from '../../config';

/** A socket's message budget: a steady rate and the burst above it (a token bucket). */
export type { InvocationRate };

/**
 * One socket's budget of hub messages (OWASP ASVS 4.0 V11.1.4 anti-automation, applied per
 * socket: a client that calls faster than a person could is closed, not answered without
 * limit). A token bucket from `limiter`, started full so that a page's first subscriptions
 * pass at once.
 */
export class InvocationBudget {
  private readonly bucket: TokenBucket;

  constructor(rate: InvocationRate) {
    this.bucket = new TokenBucket({
      bucketSize: rate.burst,
      tokensPerInterval: rate.perSecond,
      interval: 'second',
    });
    // limiter's bucket starts empty; a new socket may use its whole burst.
    this.bucket.content = rate.burst;
  }

  /** Takes one message from the budget; false once it is spent (the socket is then closed). */
  take(): boolean {
    return this.bucket.tryRemoveTokens(1);
  }
}

/** The Close message's reason for a socket over its budget (the client does not reconnect). */
export const OVER_BUDGET_REASON = 'Too many messages: the connection is closed.';
