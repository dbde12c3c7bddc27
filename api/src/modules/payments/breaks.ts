import { formatMoney } from '@oyna/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { apiMessage, type ApiLocale } from '../../lib/messages';
import { minorToAmount } from '../../lib/money';
import type { Outbox } from '../../platform/outbox';
import { cashOf, type Wallets } from '../../platform/wallet';
import type { BreakPayments } from '../protection';
import type { PaymentGateway } from './gateway/types';
import type { PaymentQueries, PaymentRow } from './queries';

export interface PaymentBreaksDeps {
  queries: PaymentQueries;
  gateway: Pick<PaymentGateway, 'cancelSession'>;
  wallets: Pick<Wallets, 'balances'>;
  /** The e-mail outbox (a self-excluded player told how their balance is paid out). */
  outbox: Outbox;
  log: FastifyBaseLogger;
}

/** The payments domain's part of a player's break (LCCP 3.5), asked by the protection domain. */
export class PaymentBreaks implements BreakPayments<PaymentRow> {
  constructor(private readonly deps: PaymentBreaksDeps) {}

  /**
   * A player taking a break has their open hosted deposits closed (Cancelled), in the break's
   * transaction, under the player's lock it holds; `afterBreak` then closes their gateway
   * sessions. Money the gateway takes all the same is returned (callbacks.ts).
   */
  async closeForBreak(trx: Transaction<Database>, playerId: number): Promise<PaymentRow[]> {
    const closed = await this.deps.queries.closeOpenHosted(trx, playerId);
    for (const payment of closed) {
      await this.deps.queries.audit(
        {
          payment_id: payment.id,
          actor: 'system',
          action: 'break',
          from_status: 'Pending',
          to_status: 'Cancelled',
          reason: payment.reason,
        },
        trx,
      );
    }
    return closed;
  }

  /**
   * After a break committed: its deposits' gateway sessions are cancelled at once; a
   * self-excluded player is told by e-mail how the balance left is paid out to them (LCCP 3.5),
   * and ops see it in the balances owed (api/README.md › Payments).
   */
  async afterBreak(
    playerId: number,
    closed: PaymentRow[],
    exclusion: { until: string; locale: ApiLocale } | null,
  ): Promise<void> {
    for (const payment of closed) {
      if (!payment.gateway_session) continue;
      await this.deps.gateway.cancelSession(payment.gateway_session).catch((error: unknown) => {
        this.deps.log.error({ err: error, payment: payment.id }, 'gateway session cancel');
      });
    }
    if (!exclusion) return;
    // Cash only: the exclusion forfeited the bonus money (spec §1 promotions and bonuses).
    const balanceMinor = cashOf(await this.deps.wallets.balances(playerId));
    const player = await this.deps.queries.player(playerId);
    if (balanceMinor <= 0 || !player) return;
    const { locale } = exclusion;
    const values = {
      amount: formatMoney(minorToAmount(balanceMinor), locale),
      date: exclusion.until,
    };
    await this.deps.outbox.send({
      channel: 'email',
      recipient: player.email,
      subject: apiMessage(locale, 'server.mail.exclusionPayout.subject'),
      text: apiMessage(locale, 'server.mail.exclusionPayout.text', values),
    });
  }
}
