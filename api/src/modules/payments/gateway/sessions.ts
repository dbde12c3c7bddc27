import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, GatewaySessionTable } from '../../../db/schema';
import { CHALLENGE_ATTEMPTS, type KeptCard } from './card';

export type GatewaySession = Selectable<GatewaySessionTable>;
type Closed = 'paid' | 'declined' | 'cancelled';

/**
 * The hosted page's statements on the gateway's own sessions. Every change is one atomic
 * statement guarded by the session's state (open, its step, not past its time), so a second
 * click or tab finds the session moved on and changes nothing.
 */
export class GatewaySessions {
  constructor(private readonly db: Kysely<Database>) {}

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
