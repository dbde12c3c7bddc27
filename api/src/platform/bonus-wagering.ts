import type { BonusProduct } from '@oyna/contracts';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { BonusEvents } from './metrics';
import type { LedgerMove, Wallets } from './wallet';
import type { BonusEvent, PlayerBonusRow } from './bonus-records';

type Trx = Transaction<Database>;

export interface BonusWageringDeps {
  wallets: Pick<Wallets, 'lockBalances' | 'move'>;
  now: () => Date;
  /** Counts conversions (docs/ops.md › Metrics and traces). */
  events: BonusEvents;
  /** The bonus wallet's listener, asked when a bonus converts (a Bonus notification). */
  emit: (trx: Trx, event: BonusEvent) => Promise<void>;
}

/**
 * The active bonus's wagering (spec §1 promotions and bonuses): stakes count toward it by the
 * product's contribution, a rolled-back stake's count is taken back, and a met requirement
 * converts the bonus money to cash exactly once. BonusWallet is given one and calls it inside its
 * own transaction, after it has locked the balances and the bonus row (ARCHITECTURE.md › api
 * money rules: the one lock order).
 */
export class BonusWagering {
  constructor(private readonly deps: BonusWageringDeps) {}

  /** Counts `percent` of a stake toward `bonus` (still active), converting it once met. */
  async count(trx: Trx, bonus: PlayerBonusRow, stakeMinor: number, percent: number): Promise<void> {
    const counted = Math.floor((stakeMinor * Math.max(0, Math.min(100, percent))) / 100);
    if (counted <= 0) return;
    const updated = await trx
      .updateTable('player_bonus')
      .set((eb) => ({ wagered_minor: eb('wagered_minor', '+', counted) }))
      .where('id', '=', bonus.id)
      .where('status', '=', 'active')
      .returningAll()
      .executeTakeFirst();
    if (updated && Number(updated.wagered_minor) >= Number(updated.wagering_required_minor)) {
      await this.convert(trx, updated);
    }
  }

  /**
   * Takes back what a stake counted toward the active bonus when the stake is rolled back: the
   * product's share of the refund (`uncountStake`).
   */
  async uncount(
    trx: Trx,
    bonus: PlayerBonusRow,
    move: LedgerMove,
    product: BonusProduct,
  ): Promise<void> {
    await uncountStake(trx, bonus, move, product);
  }

  /**
   * The wagering is met: the bonus money becomes cash at once, at most the offer's maximum
   * conversion — two ledger rows (the bonus money out, the cash in). Once: the status moves from
   * active to completed in one conditional update, so a concurrent bet converts nothing more.
   */
  async convert(trx: Trx, bonus: PlayerBonusRow): Promise<void> {
    const { wallets } = this.deps;
    const balances = await wallets.lockBalances(trx, bonus.player_id);
    const held = balances.bonusMinor;
    const cap = bonus.terms.maxConversionMinor;
    const converted = cap === null ? held : Math.min(held, cap);
    const closed = await trx
      .updateTable('player_bonus')
      .set({
        status: 'completed',
        closed_at: this.deps.now().toISOString(),
        close_reason: 'wagered',
        converted_minor: converted,
        removed_minor: held - converted,
      })
      .where('id', '=', bonus.id)
      .where('status', '=', 'active')
      .returningAll()
      .executeTakeFirst();
    if (!closed) return;
    if (held > 0) {
      await wallets.move(trx, {
        playerId: bonus.player_id,
        amountMinor: -held,
        bonusMinor: -held,
        bonusId: bonus.id,
        kind: 'bonus_release',
        idempotencyKey: `bonus:release:${bonus.id}`,
        reference: `player_bonus:${bonus.id}`,
      });
    }
    if (converted > 0) {
      await wallets.move(trx, {
        playerId: bonus.player_id,
        amountMinor: converted,
        kind: 'bonus_conversion',
        idempotencyKey: `bonus:convert:${bonus.id}`,
        reference: `player_bonus:${bonus.id}`,
      });
    }
    this.deps.events.bonusConverted();
    await this.deps.emit(trx, { kind: 'converted', bonus: closed, amountMinor: converted });
  }
}

/**
 * Takes back what a rolled-back stake counted toward the active bonus (spec §1 promotions and
 * bonuses: a rollback is split as its stake was, and takes back its count): the product's share
 * of `countedMinor` — the part of the refund that counted when staked, the whole refund unless the
 * stake named a smaller part (`BonusWallet.stake`'s `wageringMinor`, e.g. a roulette spin whose
 * hedged part counted nothing) — if the reference's stakes came after the bonus was granted (the
 * stake counted toward it), never below nothing. Call it under the player's balance lock and the
 * bonus row's lock (`BonusWallet.lockedActive`), as `BonusWallet.payout` does.
 */
export async function uncountStake(
  trx: Trx,
  bonus: PlayerBonusRow,
  move: Pick<LedgerMove, 'playerId' | 'reference' | 'amountMinor'> & { countedMinor?: number },
  product: BonusProduct,
): Promise<void> {
  const first = await trx
    .selectFrom('ledger_entry')
    .select((eb) => eb.fn.min('created_at').as('at'))
    .where('player_id', '=', move.playerId)
    .where('reference', '=', move.reference ?? '')
    .where('amount_minor', '<', 0)
    .executeTakeFirst();
  if (!first?.at || new Date(first.at) < new Date(bonus.granted_at)) return;
  const percent = Math.max(0, Math.min(100, bonus.terms.contributions[product] ?? 0));
  const countedMinor = Math.min(
    move.amountMinor,
    Math.max(0, move.countedMinor ?? move.amountMinor),
  );
  const counted = Math.floor((countedMinor * percent) / 100);
  if (counted <= 0) return;
  await trx
    .updateTable('player_bonus')
    .set((eb) => ({
      wagered_minor: sql<number>`greatest(0, ${eb.ref('wagered_minor')} - ${counted})`,
    }))
    .where('id', '=', bonus.id)
    .where('status', '=', 'active')
    .execute();
}
