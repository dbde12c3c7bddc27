import type { BlockKind, LimitPeriod } from '@oyna/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest } from '../lib/errors';
import type { BetPermission, PlayerProtection } from './protection';
import { lockPlayerRow } from './wallet';
import { ProtectionRuleQueries } from './protection-queries';

type Db = Kysely<Database> | Transaction<Database>;

/** The time the rules read; tests replace it to move 24 hours on (api/README.md › Protection). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** A date as the login message names it (UTC, the same in both languages). */
export function blockDate(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** RTS 12B: the periods as rolling windows (24 hours, 7 days, one month of 30 days). */
export const PERIOD_MS: Record<LimitPeriod, number> = {
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
};
export const PERIODS: LimitPeriod[] = ['day', 'week', 'month'];

/** RTS 12D: a raise or removal waits this long before the player may confirm it. */
export const COOLING_OFF_MS = DAY_MS;

/** Deposit states that count against a limit: confirmed and still pending (RTS 12). */
export const COUNTED_DEPOSIT_STATES = ['Created', 'Pending', 'Confirmed'] as const;

/**
 * The ledger kinds of play whose sum is the session's net position (wins minus stakes): the
 * casino wallet's kinds (wallet/service.ts) and the sportsbook's stake, win, refund and cash-out.
 * Only their cash part counts (the issue terms: the reality check's net position counts cash
 * only; a bonus grant is no win).
 */
export const PLAY_KINDS = [
  'casino_bet',
  'casino_win',
  'casino_rollback',
  'sports_stake',
  'sports_win',
  'sports_refund',
  'sports_cashout',
  // A win returned from a stake of a bonus since cancelled is credited and removed again as
  // forfeited winnings: the removal counts too, so the net is the cash the player kept.
  'bonus_winnings_forfeit',
] as const;

export interface Block {
  kind: BlockKind;
  until: Date;
  endRequestedAt: Date | null;
}

export type DepositPermission =
  | { allowed: true }
  | { allowed: false; reason: 'blocked' }
  | { allowed: false; reason: 'limit'; period: LimitPeriod; remainingMinor: number };

/**
 * The player-protection rules every money-in path asks inside its own transaction
 * (notes/payments-and-protection.md): casino bets through the seamless wallet and sports stakes
 * (`mayBet`), deposits (`mayDeposit`). Both lock the player's row first, so a limit check and the
 * insert that follows it are one step for that player: concurrent deposits queue behind the lock
 * and each sees the ones before it.
 */
export class ProtectionRules implements PlayerProtection {
  constructor(
    private readonly db: Kysely<Database>,
    public clock: Clock = systemClock,
    private readonly queries: ProtectionRuleQueries = new ProtectionRuleQueries(db),
  ) {}

  now(): Date {
    return this.clock.now();
  }

  /**
   * Serialises a player's deposits and limit changes (RTS 12: no two pass a limit together). The
   * lock order's first lock (platform/wallet.ts › lockPlayerRow: player row, then wallet row,
   * then round/bet/payment rows), FOR NO KEY UPDATE so that foreign-key inserts of a wallet call
   * holding the wallet row never wait on it.
   */
  async lockPlayer(trx: Transaction<Database>, playerId: number): Promise<void> {
    await lockPlayerRow(trx, playerId);
  }

  /**
   * The time-out or self-exclusion in force, or null. A time-out ends by itself; a
   * self-exclusion stays until the player asked after its end and 24 hours passed (LCCP 3.5).
   */
  async block(db: Db, playerId: number): Promise<Block | null> {
    const row = await this.queries.block(db, playerId);
    if (!row?.block_kind || !row.block_until) return null;
    const now = this.now().getTime();
    const until = new Date(row.block_until);
    const endRequestedAt = row.end_requested_at ? new Date(row.end_requested_at) : null;
    if (row.block_kind === 'timeout' && until.getTime() <= now) return null;
    if (
      row.block_kind === 'exclusion' &&
      endRequestedAt &&
      endRequestedAt.getTime() >= until.getTime() &&
      endRequestedAt.getTime() + COOLING_OFF_MS <= now
    ) {
      return null;
    }
    return { kind: row.block_kind, until, endRequestedAt };
  }

  /** The time-out or self-exclusion in force as committed (outside any transaction), or null. */
  currentBlock(playerId: number): Promise<Block | null> {
    return this.block(this.db, playerId);
  }

  async mayBet(trx: Transaction<Database>, playerId: number): Promise<BetPermission> {
    const block = await this.block(trx, playerId);
    if (!block) return { allowed: true };
    return { allowed: false, reason: block.kind === 'timeout' ? 'timed_out' : 'excluded' };
  }

  /**
   * Whether the player may be granted a bonus now (issue terms: a player under a break receives
   * no bonus offers — LCCP 3.5). Locks the player's row (the lock order's first lock): call it
   * in the transaction that grants, before the grant, so a break taken meanwhile waits for it or
   * is seen by it. Every grant path (the trial bonus, claim approvals, ops' grants) asks it.
   */
  async mayReceiveBonus(trx: Transaction<Database>, playerId: number): Promise<boolean> {
    await this.lockPlayer(trx, playerId);
    return (await this.block(trx, playerId)) === null;
  }

  /** Deposits of the player in the period that count against a limit (confirmed and pending). */
  async usedMinor(
    playerId: number,
    period: LimitPeriod,
    exceptPaymentId?: number,
    db?: Db,
  ): Promise<number> {
    const since = new Date(this.now().getTime() - PERIOD_MS[period]);
    return this.queries.depositedMinor(
      playerId,
      since,
      COUNTED_DEPOSIT_STATES,
      exceptPaymentId,
      db,
    );
  }

  /**
   * Whether a deposit of `amountMinor` may be recorded now (RTS 12B: the system stops deposits
   * once a limit is reached). Locks the player's row: call it in the transaction that records
   * the deposit, before the insert.
   */
  async mayDeposit(
    trx: Transaction<Database>,
    playerId: number,
    amountMinor: number,
  ): Promise<DepositPermission> {
    await this.lockPlayer(trx, playerId);
    return this.permission(trx, playerId, amountMinor);
  }

  /**
   * Whether a deposit recorded earlier (`paymentId`) may be credited now that its money arrived
   * (LCCP 3.5: nothing reaches a player under a break; RTS 12B: the limits as they stand now,
   * a lowering applying at once, every other pending and confirmed deposit counted). Locks the
   * player's row: call it in the transaction that credits, before the payment's transition.
   */
  async mayCredit(
    trx: Transaction<Database>,
    playerId: number,
    paymentId: number,
    amountMinor: number,
  ): Promise<DepositPermission> {
    await this.lockPlayer(trx, playerId);
    return this.permission(trx, playerId, amountMinor, paymentId);
  }

  private async permission(
    trx: Transaction<Database>,
    playerId: number,
    amountMinor: number,
    exceptPaymentId?: number,
  ): Promise<DepositPermission> {
    if (await this.block(trx, playerId)) return { allowed: false, reason: 'blocked' };
    const limits = await this.queries.setLimits(trx, playerId);
    // RTS 12B (2025 guidance): with several periods set, the lowest remaining one applies.
    let refusal: DepositPermission = { allowed: true };
    for (const limit of limits) {
      const used = await this.usedMinor(playerId, limit.period, exceptPaymentId, trx);
      const remainingMinor = Math.max(0, (limit.amount_minor ?? 0) - used);
      if (
        amountMinor > remainingMinor &&
        (refusal.allowed || (refusal.reason === 'limit' && remainingMinor < refusal.remainingMinor))
      ) {
        refusal = { allowed: false, reason: 'limit', period: limit.period, remainingMinor };
      }
    }
    return refusal;
  }

  async record(
    db: Db,
    playerId: number,
    actor: string,
    action: string,
    detail: Record<string, unknown>,
    effectiveAt: Date | null,
  ): Promise<void> {
    await this.queries.record(db, {
      playerId,
      actor,
      action,
      detail,
      effectiveAt,
      at: this.now(),
    });
  }

  /**
   * The login refusal (LCCP 3.5), asked only once the password was right: the message names the
   * end date. A self-exclusion past its end date counts the login as the player's request to
   * return; the account opens 24 hours later.
   */
  async refuseLogin(playerId: number): Promise<void> {
    const block = await this.currentBlock(playerId);
    if (!block) return;
    if (block.kind === 'timeout') {
      throw badRequest('server.protection.loginTimedOut', { date: blockDate(block.until) });
    }
    const now = this.now();
    if (block.until.getTime() > now.getTime()) {
      throw badRequest('server.protection.loginExcluded', { date: blockDate(block.until) });
    }
    let asked = block.endRequestedAt;
    if (!asked) {
      asked = now;
      await this.queries.transaction(async (trx) => {
        await this.queries.requestEnd(trx, playerId, now);
        await this.record(
          trx,
          playerId,
          'player',
          'exclusion.end.requested',
          {},
          new Date(now.getTime() + COOLING_OFF_MS),
        );
      });
    }
    throw badRequest('server.protection.loginReopening', {
      date: blockDate(new Date(asked.getTime() + COOLING_OFF_MS)),
    });
  }
}
