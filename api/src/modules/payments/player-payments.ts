import crypto from 'node:crypto';
import {
  formatMoney,
  TransactionType,
  type DepositResult,
  type PaymentDetailField,
  type PaymentMethod,
  type PaymentRequest,
} from '@oyna/contracts';
import type { Outcome } from '../../lib/envelope';
import { AppError, badRequest } from '../../lib/errors';
import type { ApiLocale } from '../../lib/messages';
import { minorToAmount } from '../../lib/money';
import type { Principal } from '../../platform/sessions';
import type { BonusWallet } from '../../platform/bonus-wallet';
import { cashOf, InsufficientFundsError, type Wallets } from '../../platform/wallet';
import type { ProtectionRules } from '../protection';
import type { PaymentGateway } from './gateway/types';
import type { PaymentLedger } from './ledger';
import { methodText, validatePaymentRequest } from './payment-form';
import type { MethodRow, PaymentQueries, PaymentRow } from './queries';
import type { PaymentReviews } from './reviews';

/** Where the request came from: the site's origin (for the hosted page) and its language. */
export interface RequestContext {
  origin: string;
  locale: ApiLocale;
}

export interface PlayerPaymentsDeps {
  queries: PaymentQueries;
  ledger: PaymentLedger;
  /**
   * RTS 12 deposit limits, time-outs and exclusions (LCCP 3.5), asked in the transaction that
   * records a deposit.
   */
  protection: Pick<ProtectionRules, 'mayDeposit'>;
  gateway: Pick<PaymentGateway, 'createSession' | 'urlOf' | 'cancelSession'>;
  /** The balances a withdrawal is decided on: only cash may leave (spec §1 promotions and bonuses). */
  wallets: Pick<Wallets, 'lockBalances' | 'balances'>;
  /** The active bonus a withdrawal forfeits once the player confirms it (a spent one closes). */
  bonusWallet: Pick<BonusWallet, 'lockedUnspent' | 'close'>;
  /** The account a bank transfer is paid to (payments config). */
  transferIban: string;
  /** Whether a withdrawal is its player's first paid one (the identity review). */
  reviews: Pick<PaymentReviews, 'paidBefore'>;
  /** KYC_HOLD_MINOR: a first withdrawal of at least this waits for an identity review. */
  kycHoldMinor: number;
}

/**
 * The player's payments (spec §2, §3, §7): method lists, the dynamic form fields, deposits
 * through a `PaymentGateway` (hosted page + signed callback) or a bank transfer, and withdrawals
 * held at request until an operator decides.
 */
export class PlayerPayments {
  constructor(private readonly deps: PlayerPaymentsDeps) {}

  /**
   * The method list of /dashboard/deposit or /dashboard/withdraw (spec §2). A withdrawal's
   * maximum is at most the player's cash (spec §1 promotions and bonuses: bonus money cannot be
   * withdrawn).
   */
  async methods(type: number, locale: ApiLocale, playerId?: number): Promise<PaymentMethod[]> {
    const rows = await this.deps.queries.methods(type);
    const cashMinor =
      type === TransactionType.Withdraw && playerId !== undefined
        ? cashOf(await this.deps.wallets.balances(playerId))
        : null;
    return rows.map((m) => ({
      id: m.id,
      type: m.direction,
      name: methodText(m, locale).name,
      logo: m.logo,
      min: minorToAmount(m.min_minor),
      max: minorToAmount(cashMinor === null ? m.max_minor : Math.min(m.max_minor, cashMinor)),
      processingTime: methodText(m, locale).processing,
    }));
  }

  private async method(id: number, type: number): Promise<MethodRow> {
    const method = await this.deps.queries.method(id, type);
    if (!method) throw badRequest('server.paymentMethodUnknown');
    return method;
  }

  /** spec §7 `payment/detail`: the method's fields (spec §3 Payment detail field). */
  async detail(id: number, type: number): Promise<PaymentDetailField[]> {
    const method = await this.method(id, type);
    return method.fields.map((f) => ({
      key: f.key,
      mask: f.mask,
      objectType: f.objectType,
      option: f.option,
      value: f.value,
    }));
  }

  private transferOutcome(payment: PaymentRow, locale: ApiLocale): Outcome<DepositResult> {
    return {
      data: { reference: payment.reference },
      message: 'server.depositTransferPending',
      values: {
        amount: formatMoney(minorToAmount(payment.amount_minor), locale),
        iban: this.deps.transferIban,
        reference: payment.reference ?? '',
      },
    };
  }

  /** Waits for a concurrent request with the same key to finish creating its session. */
  private async settledByKey(playerId: number, key: string): Promise<PaymentRow> {
    for (let i = 0; i < 100; i++) {
      const row = await this.deps.queries.byKey(playerId, key);
      if (row && (row.status !== 'Created' || row.gateway_session)) return row;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new AppError(409, 'server.paymentNotPending');
  }

  /**
   * spec §7 `payment/deposit`. A hosted method answers the gateway's page URL (spec §2: a string
   * starting with http opens in a new tab); a bank transfer answers its instructions with a
   * reference code as the message, the deposit Pending until ops confirm it.
   */
  async deposit(
    principal: Principal,
    body: PaymentRequest,
    ctx: RequestContext,
  ): Promise<Outcome<DepositResult>> {
    const { queries, gateway } = this.deps;
    const method = await this.method(body.id, TransactionType.Deposit);
    const { amountMinor, detail } = validatePaymentRequest(method, body, ctx.locale);
    const transfer = method.flow === 'transfer';
    const key = body.requestKey ?? null;
    // RTS 12: the limits are checked and the deposit recorded in one transaction, under the
    // player's row lock (mayDeposit), so concurrent deposits never pass a limit together; the
    // recorded deposit counts against the limit while it is pending.
    const inserted = await queries.transaction(async (trx) => {
      const permission = await this.deps.protection.mayDeposit(
        trx,
        principal.playerId,
        amountMinor,
      );
      // The same request key again answers as the first request did (counted once already).
      const repeated = key ? await queries.byKey(principal.playerId, key, trx) : undefined;
      if (!permission.allowed && !repeated) {
        if (permission.reason === 'blocked') throw badRequest('server.protection.depositBlocked');
        throw badRequest(`server.protection.depositLimit.${permission.period}`, {
          remaining: formatMoney(minorToAmount(permission.remainingMinor), ctx.locale),
        });
      }
      return queries.insert(trx, {
        player_id: principal.playerId,
        method_id: method.id,
        direction: TransactionType.Deposit,
        status: transfer ? 'Pending' : 'Created',
        amount_minor: amountMinor,
        detail,
        locale: ctx.locale,
        idempotency_key: key,
        reference: transfer ? `OY${crypto.randomBytes(4).toString('hex').toUpperCase()}` : null,
      });
    });
    // A repeated request key (double click, retry) answers as the first request did.
    const payment = inserted ?? (await this.settledByKey(principal.playerId, key ?? ''));
    if (transfer) {
      return this.transferOutcome(payment, ctx.locale);
    }
    if (payment.gateway_session) {
      return { data: gateway.urlOf(payment.gateway_session, ctx.origin) };
    }
    if (!inserted) throw new AppError(409, 'server.paymentNotPending');
    // Outside the insert's transaction: the gateway is another service with its own storage.
    const session = await gateway.createSession({
      reference: String(payment.id),
      amountMinor,
      currency: payment.currency,
      method: methodText(method, ctx.locale).name,
      locale: ctx.locale,
      returnUrl: `${ctx.origin}/dashboard/deposit`,
      origin: ctx.origin,
    });
    const opened = await queries.transaction(async (trx) => {
      if (!(await queries.setSession(trx, payment.id, session.sessionId, session.expiresAt))) {
        return false;
      }
      await queries.audit(
        {
          payment_id: payment.id,
          actor: 'player',
          action: 'session',
          from_status: 'Created',
          to_status: 'Pending',
        },
        trx,
      );
      return true;
    });
    if (!opened) {
      // LCCP 3.5: a break closed the deposit while its session was being made; so is the session.
      await gateway.cancelSession(session.sessionId);
      throw new AppError(409, 'server.paymentNotPending');
    }
    return { data: session.url };
  }

  /**
   * spec §7 `payment/withdraw`: the amount leaves the balance at once (a ledger hold) and the
   * request waits Pending for an operator. Only cash may be withdrawn (spec §1 promotions and
   * bonuses); while a bonus is active the player must confirm forfeiting it (`forfeitBonus`;
   * the refusal's data says so to the form), unless it is spent (no bonus money and no open
   * stake it funded: closed without asking), and then the bonus closes (its bonus money removed, cash kept) in the transaction that
   * holds the cash. Everything is decided under the player's and wallet's row locks (the lock
   * order: player, wallet, bonus, payment), so a player's concurrent requests run one after the
   * other and never take more than the cash.
   */
  async withdraw(
    principal: Principal,
    body: PaymentRequest,
    locale: ApiLocale,
  ): Promise<Outcome<null>> {
    const { queries, wallets, bonusWallet } = this.deps;
    const method = await this.method(body.id, TransactionType.Withdraw);
    const { amountMinor, detail } = validatePaymentRequest(method, body, locale);
    const playerId = principal.playerId;
    const key = body.requestKey ?? null;
    const money = (minor: number) => formatMoney(minorToAmount(minor), locale);
    let cashMinor = 0;
    try {
      await queries.transaction(async (trx) => {
        const balances = await wallets.lockBalances(trx, playerId);
        cashMinor = cashOf(balances);
        // The same request key again answers as the first request did (held once already).
        if (key && (await queries.byKey(playerId, key, trx))) return;
        if (amountMinor > cashMinor) {
          throw badRequest('server.withdraw.cashOnly', { amount: money(cashMinor) });
        }
        // A spent bonus (no bonus money, no open stake it funded) is closed here, not forfeited:
        // there is nothing to lose, so nothing to confirm (BonusWallet.lockedUnspent).
        const bonus = await bonusWallet.lockedUnspent(trx, playerId);
        if (bonus) {
          if (body.forfeitBonus !== true) {
            // `data` tells the withdraw form to show its confirm box, whatever the bonus money
            // it read (a bonus of ₺0 whose open stakes may still win bonus money).
            throw new AppError(
              400,
              balances.bonusMinor > 0
                ? 'server.withdraw.forfeitBonus'
                : 'server.withdraw.forfeitOpenBets',
              { amount: money(balances.bonusMinor) },
              { forfeitBonus: true, bonus: minorToAmount(balances.bonusMinor) },
            );
          }
          await bonusWallet.close(trx, playerId, { status: 'cancelled', reason: 'withdrawal' });
        }
        // The back office › the audit: a large first withdrawal waits for an identity (KYC)
        // review before it may be approved (decided under the player's lock, as is the request).
        const kycHold =
          amountMinor >= this.deps.kycHoldMinor &&
          !(await this.deps.reviews.paidBefore(trx, playerId));
        const payment = await queries.insert(trx, {
          player_id: playerId,
          method_id: method.id,
          direction: TransactionType.Withdraw,
          status: 'Pending',
          amount_minor: amountMinor,
          detail,
          locale,
          idempotency_key: key,
          kyc_hold: kycHold,
        });
        if (!payment) return; // the same request again: held once already
        await this.deps.ledger.holdWithdrawal(trx, payment);
        await queries.audit(
          {
            payment_id: payment.id,
            actor: 'player',
            action: 'request',
            from_status: null,
            to_status: 'Pending',
          },
          trx,
        );
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw badRequest('server.withdraw.cashOnly', { amount: money(cashMinor) });
      }
      throw error;
    }
    return {
      data: null,
      message: 'server.withdrawPending',
      values: { amount: money(amountMinor) },
    };
  }
}
