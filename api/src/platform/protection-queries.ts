import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, PaymentStatusColumn, ProtectionStateTable } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

type BlockColumns = Pick<
  Selectable<ProtectionStateTable>,
  'block_kind' | 'block_until' | 'end_requested_at'
>;

/**
 * The statements the player-protection rules (protection-rules.ts) run on every money-in path:
 * a player's block, limits and counted deposits, and the history row of a change.
 */
export class ProtectionRuleQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Runs `work` in one database transaction (committed when it resolves). */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The limits set (a removed one is null and not among them). */
  setLimits(trx: Db, playerId: number) {
    return trx
      .selectFrom('deposit_limit')
      .select(['period', 'amount_minor'])
      .where('player_id', '=', playerId)
      .where('amount_minor', 'is not', null)
      .execute();
  }

  /** Deposits of the player since `since` that count against a limit (in `states`). */
  async depositedMinor(
    playerId: number,
    since: Date,
    states: readonly PaymentStatusColumn[],
    exceptPaymentId?: number,
    db: Db = this.db,
  ): Promise<number> {
    let q = db
      .selectFrom('payment')
      .select(sql<string>`coalesce(sum(amount_minor), 0)`.as('used'))
      .where('player_id', '=', playerId)
      .where('direction', '=', 1)
      .where('status', 'in', [...states])
      .where('created_at', '>', sql<Date>`${since.toISOString()}::timestamptz`);
    if (exceptPaymentId !== undefined) q = q.where('id', '!=', exceptPaymentId);
    const row = await q.executeTakeFirstOrThrow();
    return Number(row.used);
  }

  block(db: Db, playerId: number): Promise<BlockColumns | undefined> {
    return db
      .selectFrom('protection_state')
      .select(['block_kind', 'block_until', 'end_requested_at'])
      .where('player_id', '=', playerId)
      .executeTakeFirst();
  }

  /** A self-excluded player's request to return, recorded once. */
  async requestEnd(trx: Db, playerId: number, now: Date): Promise<void> {
    await trx
      .updateTable('protection_state')
      .set({ end_requested_at: now.toISOString() })
      .where('player_id', '=', playerId)
      .where('end_requested_at', 'is', null)
      .execute();
  }

  async record(
    db: Db,
    row: {
      playerId: number;
      actor: string;
      action: string;
      detail: Record<string, unknown>;
      effectiveAt: Date | null;
      at: Date;
    },
  ): Promise<void> {
    await db
      .insertInto('protection_event')
      .values({
        player_id: row.playerId,
        actor: row.actor,
        action: row.action,
        detail: JSON.stringify(row.detail),
        effective_at: row.effectiveAt?.toISOString() ?? null,
        created_at: row.at.toISOString(),
      })
      .execute();
  }
}
