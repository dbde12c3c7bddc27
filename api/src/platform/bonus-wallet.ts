import type { BonusProduct } from '@oyna/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { NO_EVENTS, type BonusEvents } from './metrics';
import {
  InsufficientFundsError,
  cashOf,
  type LedgerMove,
  type MoveResult,
  type Wallets,
} from './wallet';
import {
  BonusActiveError,
  BonusMaxBetError,
  type BonusClosing,
  type BonusEvent,
  type BonusGrant,
  type PlayerBonusRow,
  type SettledBet,
} from './bonus-records';
import { hasOpenStakes } from './bonus-open-stakes';
import { BonusWagering } from './bonus-wagering';
import { systemClock, type Clock } from './protection-rules';

type Trx = Transaction<Database>;

const DAY_MS = 86_400_000;

/**
 * Bonus money kept apart from cash (ARCHITECTURE.md › api money rules): every move here runs in
 * the caller's transaction after `wallets.lockBalances` (player row, then wallet row — the one
 * lock order), then locks the bonus row. Cash is staked before bonus money; wins, refunds,
 * rollbacks and cash-outs are split as their stakes were; wagering counts by product; a met
 * requirement converts the bonus to cash exactly once (a conditional update on its status).
 */
export class BonusWallet {
  /** Counts stakes toward the active bonus and converts it once met. */
  private readonly wagering: BonusWagering;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly wallets: Wallets,
    /** Staged in the same transaction (a Bonus notification); set by the notifications module. */
    private onEvent: (trx: Trx, event: BonusEvent) => Promise<void> = async () => {},
    /**
     * The time grants, closings and the expiry sweep read; tests move it on to reach a bonus's
     * expiry date through the app (`platform.bonusWallet.clock`, as `platform.protection.clock`).
     */
    public clock: Clock = systemClock,
    /** Counts grants, conversions and closings (docs/ops.md › Metrics and traces). */
    private readonly events: BonusEvents = NO_EVENTS,
  ) {
    this.wagering = new BonusWagering({
      wallets,
      now: () => this.now(),
      events,
      // Asked at the time of the event: the notifications module sets the listener later.
      emit: (trx, event) => this.onEvent(trx, event),
    });
  }

  private now(): Date {
    return this.clock.now();
  }

  /** The notifications module tells players what happened to their bonus (converted, expired, …). */
  listen(onEvent: (trx: Trx, event: BonusEvent) => Promise<void>): void {
    this.onEvent = onEvent;
  }

  /** The player's active bonus (one at a time), as a query. */
  private activeOf(db: Kysely<Database> | Trx, playerId: number) {
    return db
      .selectFrom('player_bonus')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('status', '=', 'active');
  }

  /**
   * The player's active bonus, for reading (not for deciding: see `lockedUnspent`); none when it is
   * spent (`lockedUnspent` closes it at the next stake or withdrawal), so what the player is shown
   * — user/balance's maximum bet — agrees with what the wallet will decide.
   */
  async active(playerId: number): Promise<PlayerBonusRow | undefined> {
    const bonus = await this.activeOf(this.db, playerId).executeTakeFirst();
    if (!bonus) return undefined;
    const { bonusMinor } = await this.wallets.balances(playerId);
    if (bonusMinor > 0 || (await hasOpenStakes(this.db, bonus))) return bonus;
    return undefined;
  }

  /** The active bonus row, locked: call after `wallets.lockBalances` (lock order). */
  lockedActive(trx: Trx, playerId: number): Promise<PlayerBonusRow | undefined> {
    return this.activeOf(trx, playerId).forUpdate().executeTakeFirst();
  }

  /**
   * The active bonus, locked, unless it is spent — then it is closed here first ('spent', nothing
   * to remove) and undefined is returned. Spent (spec §1 promotions and bonuses: bonus money is
   * what the bonus's terms bind): it holds no bonus money and no stake that took its money is
   * still open, so no win or refund can bring bonus money back to it; its maximum bet then no
   * longer limits cash play, and a withdrawal has nothing to forfeit. Call after
   * `wallets.lockBalances` (lock order), as every decision on the bonus.
   */
  async lockedUnspent(trx: Trx, playerId: number): Promise<PlayerBonusRow | undefined> {
    const balances = await this.wallets.lockBalances(trx, playerId);
    const bonus = await this.lockedActive(trx, playerId);
    if (!bonus || balances.bonusMinor > 0 || (await hasOpenStakes(trx, bonus))) return bonus;
    await this.closeLocked(trx, bonus, { status: 'cancelled', reason: 'spent' });
    return undefined;
  }

  /**
   * The active bonus's maximum bet when `stakeMinor` is above it, else null: the slip asks before
   * it books anything, the wallet again when the stake moves.
   */
  async maxBetRefusal(trx: Trx, playerId: number, stakeMinor: number): Promise<number | null> {
    const bonus = await this.lockedUnspent(trx, playerId);
    const max = bonus?.terms.maxBetMinor ?? null;
    return max !== null && stakeMinor > max ? max : null;
  }

  /**
   * A stake (`move.amountMinor` < 0): cash first, then bonus money. Refused above the active
   * bonus's maximum bet. With `product` (casino) the stake counts toward the wagering now, by the
   * bonus's contribution for that product; sports count when they settle (`countSettledBet`).
   * `wageringMinor` is the part of the stake that may count (spec §1 promotions and bonuses: very
   * low-risk play, such as covering both even-money outcomes of one spin, counts nothing); the
   * whole stake when not given. A spent bonus is closed first (`lockedUnspent`): its maximum bet
   * no longer limits cash play.
   */
  async stake(
    trx: Trx,
    move: LedgerMove,
    options: { product?: BonusProduct | null; wageringMinor?: number } = {},
  ): Promise<MoveResult> {
    const stakeMinor = -move.amountMinor;
    if (stakeMinor <= 0) throw new Error('a stake is a debit');
    const balances = await this.wallets.lockBalances(trx, move.playerId);
    const bonus = await this.lockedUnspent(trx, move.playerId);
    const maxBet = bonus?.terms.maxBetMinor ?? null;
    if (maxBet !== null && stakeMinor > maxBet) throw new BonusMaxBetError(maxBet);
    if (stakeMinor > balances.balanceMinor) throw new InsufficientFundsError();
    const fromBonus = Math.max(0, stakeMinor - cashOf(balances));
    const moved = await this.wallets.move(trx, {
      ...move,
      bonusMinor: -fromBonus,
      bonusId: fromBonus > 0 ? (bonus?.id ?? null) : null,
    });
    const countedMinor = Math.min(stakeMinor, Math.max(0, options.wageringMinor ?? stakeMinor));
    if (moved.applied && bonus && options.product && countedMinor > 0) {
      await this.wagering.count(
        trx,
        bonus,
        countedMinor,
        bonus.terms.contributions[options.product] ?? 0,
      );
    }
    return moved;
  }

  /**
   * A credit that returns stakes (a win, a refund, a rollback, a cash-out; `move.reference` names
   * the round or bet): its bonus part is in proportion to what the reference's stakes took from
   * bonus money. When that bonus has since become cash, the part is cash; when it was cancelled
   * or expired, the part is credited and removed again as forfeited winnings (both rows kept).
   */
  async payout(
    trx: Trx,
    move: LedgerMove,
    options: { uncount?: BonusProduct | null } = {},
  ): Promise<MoveResult> {
    if (move.amountMinor <= 0) throw new Error('a payout is a credit');
    if (!move.reference) throw new Error('a payout names its round or bet');
    await this.wallets.lockBalances(trx, move.playerId);
    // A rolled-back stake no longer counts toward the wagering it was counted in.
    if (options.uncount) {
      const bonus = await this.lockedActive(trx, move.playerId);
      if (bonus) await this.wagering.uncount(trx, bonus, move, options.uncount);
    }
    const staked = await trx
      .selectFrom('ledger_entry')
      .select((eb) => [
        eb.fn.sum<string>(eb.neg('amount_minor')).as('total'),
        eb.fn.sum<string>(eb.neg('bonus_amount_minor')).as('bonus'),
        eb.fn.max('bonus_id').as('bonus_id'),
      ])
      .where('player_id', '=', move.playerId)
      .where('reference', '=', move.reference)
      .where('amount_minor', '<', 0)
      .executeTakeFirst();
    const total = Number(staked?.total ?? 0);
    const fromBonus = Number(staked?.bonus ?? 0);
    const bonusId = staked?.bonus_id ?? null;
    const share =
      total > 0 && fromBonus > 0 && bonusId !== null
        ? Math.min(move.amountMinor, Math.floor((move.amountMinor * fromBonus) / total))
        : 0;
    if (share === 0 || bonusId === null) return this.wallets.move(trx, move);

    const bonus = await trx
      .selectFrom('player_bonus')
      .selectAll()
      .where('id', '=', bonusId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (bonus.status === 'active') {
      return this.wallets.move(trx, { ...move, bonusMinor: share, bonusId });
    }
    if (bonus.status === 'completed') return this.wallets.move(trx, move);
    const credited = await this.wallets.move(trx, { ...move, bonusMinor: 0 });
    if (!credited.applied) return credited;
    return this.wallets.move(trx, {
      playerId: move.playerId,
      amountMinor: -share,
      kind: 'bonus_winnings_forfeit',
      idempotencyKey: `${move.idempotencyKey}:bonus-forfeit`,
      reference: move.reference,
    });
  }

  /** A settled sports bet counts toward the bonus active when it was placed (still active now). */
  async countSettledBet(trx: Trx, bet: SettledBet): Promise<void> {
    await this.wallets.lockBalances(trx, bet.playerId);
    const bonus = await this.lockedActive(trx, bet.playerId);
    if (!bonus || bet.excluded) return;
    if (bet.placedAt.getTime() < new Date(bonus.granted_at).getTime()) return;
    if (bet.legs <= 1 && bet.oddsMilli < bonus.terms.sportsMinOddsMilli) return;
    await this.wagering.count(trx, bonus, bet.stakeMinor, bonus.terms.contributions.sports ?? 0);
  }

  /**
   * A bonus granted (a trial bonus, an approved claim, ops): a player_bonus row with a copy of
   * the offer's terms and a credit of bonus money. Refused while another bonus still holds money
   * or funded a stake still open (its winnings would be forfeited); a spent one is closed first
   * (`lockedUnspent`).
   */
  async grant(trx: Trx, grant: BonusGrant): Promise<PlayerBonusRow> {
    if (!(grant.amountMinor > 0)) throw new Error('a bonus has an amount');
    const balances = await this.wallets.lockBalances(trx, grant.playerId);
    if (await this.lockedUnspent(trx, grant.playerId)) {
      throw new BonusActiveError(balances.bonusMinor);
    }
    const now = this.now();
    const row = await trx
      .insertInto('player_bonus')
      .values({
        player_id: grant.playerId,
        offer_code: grant.offerCode,
        source: grant.source,
        request_id: grant.requestId ?? null,
        amount_minor: grant.amountMinor,
        wagering_required_minor: grant.amountMinor * grant.terms.wageringMultiplier,
        terms: JSON.stringify(grant.terms),
        granted_at: now.toISOString(),
        expires_at: new Date(now.getTime() + grant.terms.validDays * DAY_MS).toISOString(),
        granted_by: grant.grantedBy ?? null,
        reason: grant.reason ?? null,
        device: grant.device ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.wallets.move(trx, {
      playerId: grant.playerId,
      amountMinor: grant.amountMinor,
      bonusMinor: grant.amountMinor,
      bonusId: row.id,
      kind: grant.ledgerKind ?? 'bonus',
      idempotencyKey: grant.idempotencyKey ?? `bonus:grant:${row.id}`,
      reference: `player_bonus:${row.id}`,
    });
    this.events.bonusGranted(grant.source);
    // A bonus with nothing to wager (0×) is cash at once.
    if (Number(row.wagering_required_minor) === 0) await this.wagering.convert(trx, row);
    return row;
  }

  /**
   * Closes the player's active bonus (or the one named, if it is the active one): its bonus money
   * is removed with a ledger row, cash stays. Returns the closed row and what was removed, or
   * undefined when there was no such active bonus (a repeat closes nothing).
   */
  async close(
    trx: Trx,
    playerId: number,
    closing: BonusClosing,
    bonusId?: number,
  ): Promise<{ bonus: PlayerBonusRow; removedMinor: number } | undefined> {
    await this.wallets.lockBalances(trx, playerId);
    const bonus = await this.lockedActive(trx, playerId);
    if (!bonus || (bonusId !== undefined && bonus.id !== bonusId)) return undefined;
    return this.closeLocked(trx, bonus, closing);
  }

  private async closeLocked(
    trx: Trx,
    bonus: PlayerBonusRow,
    closing: BonusClosing,
  ): Promise<{ bonus: PlayerBonusRow; removedMinor: number } | undefined> {
    const balances = await this.wallets.lockBalances(trx, bonus.player_id);
    const removed = balances.bonusMinor;
    const closed = await trx
      .updateTable('player_bonus')
      .set({
        status: closing.status,
        closed_at: this.now().toISOString(),
        close_reason: closing.reason,
        removed_minor: removed,
      })
      .where('id', '=', bonus.id)
      .where('status', '=', 'active')
      .returningAll()
      .executeTakeFirst();
    if (!closed) return undefined;
    this.events.bonusClosed(closing.reason);
    if (removed > 0) {
      await this.wallets.move(trx, {
        playerId: bonus.player_id,
        amountMinor: -removed,
        bonusMinor: -removed,
        bonusId: bonus.id,
        kind: closing.status === 'expired' ? 'bonus_expiry' : 'bonus_forfeit',
        idempotencyKey: `bonus:close:${bonus.id}`,
        reference: `player_bonus:${bonus.id}`,
      });
    }
    if (closing.reason !== 'spent') {
      await this.onEvent(trx, { kind: 'closed', bonus: closed, closing, amountMinor: removed });
    }
    return { bonus: closed, removedMinor: removed };
  }

  /**
   * The expiry sweep: every active bonus past its date expires, its bonus money removed. Safe with
   * any number of api replicas running it at once: each bonus is decided under its player's row
   * lock and closed by a conditional update, so a second sweeper finds it no longer active.
   * Returns how many it expired.
   */
  async expireDue(batch = 200): Promise<number> {
    const now = this.now();
    const due = await this.db
      .selectFrom('player_bonus')
      .select(['id', 'player_id'])
      .where('status', '=', 'active')
      .where('expires_at', '<=', sql<Date>`${now.toISOString()}`)
      .orderBy('expires_at')
      .limit(batch)
      .execute();
    let expired = 0;
    for (const row of due) {
      const done = await this.db.transaction().execute(async (trx) => {
        await this.wallets.lockBalances(trx, row.player_id);
        const bonus = await this.lockedActive(trx, row.player_id);
        if (!bonus || bonus.id !== row.id || new Date(bonus.expires_at) > now) return false;
        return (
          (await this.closeLocked(trx, bonus, { status: 'expired', reason: 'expired' })) !==
          undefined
        );
      });
      if (done) expired += 1;
    }
    return expired;
  }
}
