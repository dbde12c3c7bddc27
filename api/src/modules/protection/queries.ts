import type { LimitPeriod } from '@oyna/contracts';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, DepositLimitTable, ProtectionEventTable } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export type DepositLimitRow = Selectable<DepositLimitTable>;
export type ProtectionEventRow = Selectable<ProtectionEventTable>;

/** Every statement of the player-protection domain (RTS 12, RTS 13, LCCP 3.5). */
export class ProtectionQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Runs `work` in one database transaction (committed when it resolves). */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  // ── deposit limits (RTS 12) ──────────────────────────────────────────────────────────────

  limits(playerId: number, db: Db = this.db): Promise<DepositLimitRow[]> {
    return db.selectFrom('deposit_limit').selectAll().where('player_id', '=', playerId).execute();
  }

  limit(trx: Db, playerId: number, period: LimitPeriod): Promise<DepositLimitRow | undefined> {
    return trx
      .selectFrom('deposit_limit')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('period', '=', period)
      .executeTakeFirst();
  }

  /** A limit that applies at once: a pending raise or removal is dropped. */
  async applyLimit(
    trx: Db,
    playerId: number,
    period: LimitPeriod,
    amountMinor: number | null,
    now: Date,
  ): Promise<void> {
    await trx
      .insertInto('deposit_limit')
      .values({ player_id: playerId, period, amount_minor: amountMinor })
      .onConflict((oc) =>
        oc.columns(['player_id', 'period']).doUpdateSet({
          amount_minor: amountMinor,
          pending: false,
          pending_minor: null,
          pending_at: null,
          updated_at: now.toISOString(),
        }),
      )
      .execute();
  }

  /** A raise or removal waiting for its cooling-off (RTS 12D). */
  async requestLimit(
    trx: Db,
    playerId: number,
    period: LimitPeriod,
    amountMinor: number | null,
    effectiveAt: Date,
    now: Date,
  ): Promise<void> {
    await trx
      .updateTable('deposit_limit')
      .set({
        pending: true,
        pending_minor: amountMinor,
        pending_at: effectiveAt.toISOString(),
        updated_at: now.toISOString(),
      })
      .where('player_id', '=', playerId)
      .where('period', '=', period)
      .execute();
  }

  /** The pending raise or removal takes effect. */
  async confirmLimit(
    trx: Db,
    playerId: number,
    period: LimitPeriod,
    amountMinor: number | null,
    now: Date,
  ): Promise<void> {
    await trx
      .updateTable('deposit_limit')
      .set({
        amount_minor: amountMinor,
        pending: false,
        pending_minor: null,
        pending_at: null,
        updated_at: now.toISOString(),
      })
      .where('player_id', '=', playerId)
      .where('period', '=', period)
      .execute();
  }

  // ── reality check and the session's net position (RTS 13) ────────────────────────────────

  async ownRealityCheckSeconds(playerId: number): Promise<number | null | undefined> {
    const own = await this.db
      .selectFrom('protection_state')
      .select('reality_check_seconds')
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    return own?.reality_check_seconds;
  }

  async siteRealityCheckSeconds(): Promise<number | undefined> {
    const site = await this.db
      .selectFrom('site_settings')
      .select('reality_check_seconds')
      .executeTakeFirst();
    return site?.reality_check_seconds;
  }

  async setRealityCheck(trx: Db, playerId: number, seconds: number): Promise<void> {
    await trx
      .insertInto('protection_state')
      .values({ player_id: playerId, reality_check_seconds: seconds })
      .onConflict((oc) => oc.column('player_id').doUpdateSet({ reality_check_seconds: seconds }))
      .execute();
  }

  async sessionStart(sessionId: string): Promise<Date> {
    const session = await this.db
      .selectFrom('session')
      .select('created_at')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    return new Date(session.created_at);
  }

  /** The sum of the player's ledger entries of these kinds since `since`. */
  async netMinor(playerId: number, kinds: readonly string[], since: Date): Promise<number> {
    const net = await this.db
      .selectFrom('ledger_entry')
      // Cash only: the bonus part of each stake and win is left out.
      .select(sql<string>`coalesce(sum(amount_minor - bonus_amount_minor), 0)`.as('net'))
      .where('player_id', '=', playerId)
      .where('kind', 'in', [...kinds])
      .where('created_at', '>=', sql<Date>`${since.toISOString()}::timestamptz`)
      .executeTakeFirstOrThrow();
    return Number(net.net);
  }

  // ── time-outs and self-exclusion (LCCP 3.5) ──────────────────────────────────────────────

  /** Whether the session is the player's and still open (read under the player's lock). */
  async liveSession(trx: Db, playerId: number, sessionId: string): Promise<boolean> {
    const live = await trx
      .selectFrom('session')
      .select('id')
      .where('id', '=', sessionId)
      .where('player_id', '=', playerId)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    return live !== undefined;
  }

  async startBlock(
    trx: Db,
    playerId: number,
    kind: 'timeout' | 'exclusion',
    from: Date,
    until: Date,
  ): Promise<void> {
    const values = {
      block_kind: kind,
      block_from: from.toISOString(),
      block_until: until.toISOString(),
      end_requested_at: null,
    };
    await trx
      .insertInto('protection_state')
      .values({ player_id: playerId, ...values })
      .onConflict((oc) => oc.column('player_id').doUpdateSet(values))
      .execute();
  }

  // ── history ──────────────────────────────────────────────────────────────────────────────

  history(playerId: number, limit: number): Promise<ProtectionEventRow[]> {
    return this.db
      .selectFrom('protection_event')
      .selectAll()
      .where('player_id', '=', playerId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async playerExists(playerId: number): Promise<boolean> {
    const player = await this.db
      .selectFrom('player')
      .select('id')
      .where('id', '=', playerId)
      .executeTakeFirst();
    return player !== undefined;
  }
}
