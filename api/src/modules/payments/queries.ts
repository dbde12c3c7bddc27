import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type {
  Database,
  PaymentMethodTable,
  PaymentStatusColumn,
  PaymentTable,
} from '../../db/schema';
import { NO_EVENTS, type PaymentEvents } from '../../platform/metrics';

export type MethodRow = Selectable<PaymentMethodTable>;
export type PaymentRow = Selectable<PaymentTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** What ops and the player are told of a deposit that was not credited (spec §3 Cancelled). */
export const RETURNED_REASON = 'returned to source';
/** A hosted deposit closed because its player took a break (LCCP 3.5). */
export const BREAK_REASON = 'player took a break';

type StatusChange = Pick<PaymentRow, 'direction' | 'status'>;

/** Every statement of the payments domain. */
export class PaymentQueries {
  /** The status changes of each open transaction of `transaction`, counted once it commits. */
  private readonly uncommitted = new WeakMap<Db, StatusChange[]>();

  constructor(
    private readonly db: Kysely<Database>,
    /** Payments entering a status (docs/ops.md › Metrics and traces). */
    private readonly events: PaymentEvents = NO_EVENTS,
  ) {}

  /** Runs `work` in one database transaction (committed when it resolves). */
  async transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    const changes: StatusChange[] = [];
    const result = await this.db.transaction().execute((trx) => {
      this.uncommitted.set(trx, changes);
      return work(trx);
    });
    for (const c of changes) this.events.paymentStatus(c.direction, c.status);
    return result;
  }

  /**
   * Counts payments that entered a status: after the commit when `db` is a transaction of
   * `transaction`, at once otherwise (a statement of its own, or another domain's transaction).
   */
  private counted<R extends StatusChange | undefined>(db: Db, rows: R[]): void {
    const changes = this.uncommitted.get(db);
    for (const row of rows) {
      if (!row) continue;
      if (changes) changes.push({ direction: row.direction, status: row.status });
      else this.events.paymentStatus(row.direction, row.status);
    }
  }

  methods(direction: number): Promise<MethodRow[]> {
    return this.db
      .selectFrom('payment_method')
      .selectAll()
      .where('direction', '=', direction)
      .where('enabled', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  method(id: number, direction: number): Promise<MethodRow | undefined> {
    return this.db
      .selectFrom('payment_method')
      .selectAll()
      .where('id', '=', id)
      .where('direction', '=', direction)
      .where('enabled', '=', true)
      .executeTakeFirst();
  }

  methodById(id: number): Promise<MethodRow | undefined> {
    return this.db.selectFrom('payment_method').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A new payment, or undefined when this player's request key made one already. */
  async insert(
    trx: Db,
    row: {
      player_id: number;
      method_id: number;
      direction: number;
      status: PaymentStatusColumn;
      amount_minor: number;
      detail: Record<string, unknown>;
      locale: string;
      idempotency_key: string | null;
      reference?: string | null;
      /** A large first withdrawal held for an identity (KYC) review (modules/payments/reviews). */
      kyc_hold?: boolean;
    },
  ): Promise<PaymentRow | undefined> {
    const inserted = await trx
      .insertInto('payment')
      .values({ ...row, detail: JSON.stringify(row.detail) })
      .onConflict((oc) => oc.columns(['player_id', 'idempotency_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    this.counted(trx, [inserted]);
    return inserted;
  }

  byKey(playerId: number, key: string, db: Db = this.db): Promise<PaymentRow | undefined> {
    return db
      .selectFrom('payment')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  byId(id: number, db: Db = this.db): Promise<PaymentRow | undefined> {
    return db.selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Whether the payment was still Created (a break may have closed it meanwhile). */
  async setSession(trx: Db, id: number, session: string, expiresAt: Date): Promise<boolean> {
    const result = await trx
      .updateTable('payment')
      .set({
        gateway_session: session,
        expires_at: expiresAt.toISOString(),
        status: 'Pending',
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .where('status', '=', 'Created')
      .executeTakeFirst();
    const opened = Number(result.numUpdatedRows) === 1;
    // A gateway session is a hosted deposit's (direction 1).
    if (opened) this.counted(trx, [{ direction: 1, status: 'Pending' }]);
    return opened;
  }

  /**
   * The one atomic state change of a payment: only from `from` (and, when given, only for this
   * amount), so of any number of concurrent callers exactly one gets the row back.
   */
  async transition(
    trx: Db,
    id: number,
    from: PaymentStatusColumn[],
    to: PaymentStatusColumn,
    extra: {
      direction?: number;
      amountMinor?: number;
      gatewayTransaction?: string;
      decidedBy?: string;
      reason?: string | null;
      /** Not credited but returned to its source: the refund is to be asked of the gateway. */
      returned?: boolean;
    } = {},
  ): Promise<PaymentRow | undefined> {
    let q = trx
      .updateTable('payment')
      .set({
        status: to,
        updated_at: new Date().toISOString(),
        ...(extra.gatewayTransaction ? { gateway_transaction: extra.gatewayTransaction } : {}),
        ...(extra.decidedBy
          ? {
              decided_by: extra.decidedBy,
              decided_at: new Date().toISOString(),
              reason: extra.reason ?? null,
            }
          : {}),
        ...(extra.returned ? { reason: RETURNED_REASON, refund_state: 'pending' } : {}),
      })
      .where('id', '=', id)
      .where('status', 'in', from);
    if (extra.direction !== undefined) q = q.where('direction', '=', extra.direction);
    if (extra.amountMinor !== undefined) q = q.where('amount_minor', '=', extra.amountMinor);
    const changed = await q.returningAll().executeTakeFirst();
    this.counted(trx, [changed]);
    return changed;
  }

  /**
   * A paid callback for a hosted deposit closed before its money arrived (expired, or cancelled
   * at a break): the money is the player's, so it is returned. One atomic claim, once per payment
   * (no gateway transaction recorded yet).
   */
  async claimClosed(
    trx: Db,
    id: number,
    amountMinor: number,
    gatewayTransaction: string,
  ): Promise<PaymentRow | undefined> {
    const claimed = await trx
      .updateTable('payment')
      .set({
        status: 'Cancelled',
        reason: RETURNED_REASON,
        refund_state: 'pending',
        gateway_transaction: gatewayTransaction,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .where('direction', '=', 1)
      .where('status', 'in', ['Cancelled', 'Expired'])
      .where('gateway_transaction', 'is', null)
      .where('amount_minor', '=', amountMinor)
      .returningAll()
      .executeTakeFirst();
    this.counted(trx, [claimed]);
    return claimed;
  }

  /** The gateway's answer to a refund, recorded once (only from `pending`). */
  settleRefund(
    id: number,
    outcome: { refundId: string } | { error: string },
  ): Promise<PaymentRow | undefined> {
    return this.db
      .updateTable('payment')
      .set({
        refund_state: 'refundId' in outcome ? 'refunded' : 'refused',
        refund_id: 'refundId' in outcome ? outcome.refundId : null,
        refund_error: 'error' in outcome ? outcome.error : null,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .where('refund_state', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
  }

  /** An operator's retry of a refused refund: back to `pending`, by one caller only. */
  claimRetry(id: number): Promise<PaymentRow | undefined> {
    return this.db
      .updateTable('payment')
      .set({ refund_state: 'pending', updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('refund_state', '=', 'refused')
      .returningAll()
      .executeTakeFirst();
  }

  /** The operators' queue: refunds the gateway refused, and any still waiting for its answer. */
  refunds(limit: number): Promise<PaymentRow[]> {
    return this.db
      .selectFrom('payment')
      .selectAll()
      .where('refund_state', 'in', ['refused', 'pending'])
      .orderBy('updated_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /**
   * LCCP 3.5: a player's open hosted deposits closed at a break (Cancelled), in the break's
   * transaction; answers them for their gateway sessions to be cancelled.
   */
  async closeOpenHosted(trx: Db, playerId: number): Promise<PaymentRow[]> {
    const closed = await trx
      .updateTable('payment')
      .set({ status: 'Cancelled', reason: BREAK_REASON, updated_at: new Date().toISOString() })
      .where('player_id', '=', playerId)
      .where('direction', '=', 1)
      .where('status', 'in', ['Created', 'Pending'])
      .where(
        'method_id',
        'in',
        trx.selectFrom('payment_method').select('id').where('flow', '=', 'hosted'),
      )
      .returningAll()
      .execute();
    this.counted(trx, closed);
    return closed;
  }

  /** Self-excluded players (LCCP 3.5) whose cash is still with us, largest first. */
  owed(limit: number) {
    return this.db
      .selectFrom('protection_state as s')
      .innerJoin('wallet as w', 'w.player_id', 's.player_id')
      .innerJoin('player as p', 'p.id', 's.player_id')
      .select([
        's.player_id',
        'p.username',
        'p.email',
        // Cash only (spec §1 promotions and bonuses): bonus money is never paid out.
        sql<number>`w.balance_minor - w.bonus_minor`.as('balance_minor'),
        's.block_from',
        's.block_until',
      ])
      .where('s.block_kind', '=', 'exclusion')
      .where(sql<number>`w.balance_minor - w.bonus_minor`, '>', 0)
      .orderBy(sql`w.balance_minor - w.bonus_minor`, 'desc')
      .orderBy('s.player_id')
      .limit(limit)
      .execute();
  }

  /** The method a balance owed is paid out by (the first withdrawal method that pays out). */
  payoutMethod(): Promise<MethodRow | undefined> {
    return this.db
      .selectFrom('payment_method')
      .selectAll()
      .where('direction', '=', 2)
      .where('flow', '=', 'payout')
      .orderBy('sort')
      .orderBy('id')
      .executeTakeFirst();
  }

  /** Where the player was last paid to or paid from: the account on file for a payout. */
  async lastDetail(playerId: number): Promise<Record<string, unknown>> {
    const row = await this.db
      .selectFrom('payment')
      .select('detail')
      .where('player_id', '=', playerId)
      .where('direction', '=', 2)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row?.detail ?? {};
  }

  async player(playerId: number) {
    return this.db
      .selectFrom('player')
      .select(['email', 'username'])
      .where('id', '=', playerId)
      .executeTakeFirst();
  }

  async audit(
    row: {
      payment_id: number;
      actor: string;
      action: string;
      from_status: string | null;
      to_status: string | null;
      reason?: string | null;
    },
    db: Db = this.db,
  ): Promise<void> {
    await db
      .insertInto('payment_audit')
      .values({ ...row, reason: row.reason ?? null })
      .execute();
  }

  /** Hosted deposits whose session ran out: Expired, one statement. */
  async expire(): Promise<PaymentRow[]> {
    const expired = await this.db
      .updateTable('payment')
      .set({ status: 'Expired', updated_at: new Date().toISOString() })
      .where('direction', '=', 1)
      .where('status', 'in', ['Created', 'Pending'])
      .where('expires_at', 'is not', null)
      .where('expires_at', '<', sql<Date>`now()`)
      .returningAll()
      .execute();
    this.counted(this.db, expired);
    return expired;
  }

  list(status: PaymentStatusColumn, direction: number, limit: number) {
    let q = this.db
      .selectFrom('payment')
      .innerJoin('player', 'player.id', 'payment.player_id')
      .innerJoin('payment_method', 'payment_method.id', 'payment.method_id')
      .selectAll('payment')
      .select(['player.username', 'payment_method.code as method_code'])
      .where('payment.status', '=', status)
      .orderBy('payment.created_at')
      .orderBy('payment.id')
      .limit(limit);
    if (direction !== 0) q = q.where('payment.direction', '=', direction);
    return q.execute();
  }

  async username(playerId: number): Promise<string> {
    const row = await this.db
      .selectFrom('player')
      .select('username')
      .where('id', '=', playerId)
      .executeTakeFirst();
    return row?.username ?? '';
  }
}
