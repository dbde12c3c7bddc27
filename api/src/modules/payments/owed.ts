import {
  TransactionType,
  type AdminBalanceOwed,
  type AdminOwedPayout,
  type AdminPaymentRecord,
} from '@oyna/contracts';
import type { Outcome } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import type { Operator } from '../../lib/operator';
import { minorToAmount } from '../../lib/money';
import { cashOf, type Wallets } from '../../platform/wallet';
import type { ProtectionRules } from '../protection';
import type { AuditDetail } from '../staff';
import type { PaymentLedger } from './ledger';
import type { PaymentQueries } from './queries';
import type { PaymentRecords } from './records';
import { decisionView } from './reviews';
import type { GatewayTransfers } from './transfers';

export interface OwedBalancesDeps {
  queries: PaymentQueries;
  ledger: PaymentLedger;
  records: PaymentRecords;
  transfers: GatewayTransfers;
  wallets: Pick<Wallets, 'lockBalances'>;
  /** The time-out or self-exclusion in force for a player (LCCP 3.5), or null. */
  protection: Pick<ProtectionRules, 'currentBlock'>;
}

/** What ops and the player read on a self-excluded player's balance paid out (LCCP 3.5). */
const OWED_REASON = 'balance paid out: self-exclusion';

/**
 * LCCP 3.5: balances owed to self-excluded players (each was told how they are paid out by
 * e-mail when the exclusion began), and their payout by an operator.
 */
export class OwedBalances {
  constructor(private readonly deps: OwedBalancesDeps) {}

  /** Self-excluded players whose balance is still held, to be paid out to them. */
  async balancesOwed(limit: number): Promise<AdminBalanceOwed[]> {
    const rows = await this.deps.queries.owed(limit);
    const owed: AdminBalanceOwed[] = [];
    for (const row of rows) {
      const block = await this.deps.protection.currentBlock(row.player_id);
      if (block?.kind !== 'exclusion') continue;
      owed.push({
        playerId: row.player_id,
        username: row.username,
        email: row.email,
        balance: minorToAmount(Number(row.balance_minor)),
        excludedAt: row.block_from ? new Date(row.block_from).toISOString() : null,
        until: block.until.toISOString(),
      });
    }
    return owed;
  }

  /**
   * An operator pays a self-excluded player's whole cash balance out to them — a withdrawal recorded
   * Confirmed (the ledger's `withdrawal`, under the wallet's row lock, so two operators at once
   * pay it once) and sent through the gateway's payout to the account on file.
   */
  async payOutOwed(
    request: AdminOwedPayout,
    operator: Operator,
    audit: AuditDetail = {},
  ): Promise<Outcome<AdminPaymentRecord>> {
    const { queries, ledger } = this.deps;
    const block = await this.deps.protection.currentBlock(request.playerId);
    if (block?.kind !== 'exclusion') throw new AppError(409, 'server.paymentNothingOwed');
    const method = await queries.payoutMethod();
    if (!method) throw new AppError(409, 'server.paymentNothingOwed');
    const detail = await queries.lastDetail(request.playerId);
    const payment = await queries.transaction(async (trx) => {
      // Cash only (spec §1 promotions and bonuses): bonus money is never paid out.
      const balanceMinor = cashOf(await this.deps.wallets.lockBalances(trx, request.playerId));
      if (balanceMinor <= 0) return undefined;
      const row = await queries.insert(trx, {
        player_id: request.playerId,
        method_id: method.id,
        direction: TransactionType.Withdraw,
        status: 'Pending',
        amount_minor: balanceMinor,
        detail,
        locale: 'tr',
        idempotency_key: null,
      });
      if (!row) return undefined;
      await ledger.holdWithdrawal(trx, row);
      const confirmed = await queries.transition(trx, row.id, ['Pending'], 'Confirmed', {
        decidedBy: operator.name,
        reason: OWED_REASON,
      });
      await queries.audit(
        {
          payment_id: row.id,
          actor: `operator:${operator.name}`,
          action: 'payout:owed',
          from_status: null,
          to_status: 'Confirmed',
          reason: OWED_REASON,
        },
        trx,
      );
      await ledger.stage(trx, confirmed ?? row, 'withdrawApproved');
      return confirmed ?? row;
    });
    if (!payment) throw new AppError(409, 'server.paymentNothingOwed');
    audit.object = `payment:${payment.id}`;
    audit.before = { playerId: request.playerId, owed: minorToAmount(payment.amount_minor) };
    audit.after = decisionView(payment);
    ledger.flush();
    await this.deps.transfers.payOut(payment);
    return { data: await this.deps.records.record(payment), message: 'server.paymentRecorded' };
  }
}
