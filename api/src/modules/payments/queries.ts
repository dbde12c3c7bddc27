import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type {
  Database,
  PaymentMethodTable,
  PaymentStatusColumn,
  PaymentTable,
} from '../../db/schema';

export type MethodRow = Selectable<PaymentMethodTable>;
export type PaymentRow = Selectable<PaymentTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** Every statement of the payments domain. */
export class PaymentQueries {
  constructor(private readonly db: Kysely<Database>) {}

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
    },
  ): Promise<PaymentRow | undefined> {
    return trx
      .insertInto('payment')
      .values({ ...row, detail: JSON.stringify(row.detail) })
      .onConflict((oc) => oc.columns(['player_id', 'idempotency_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  byKey(playerId: number, key: string, db: Db = this.db): Promise<PaymentRow | undefined> {
    return db
      .selectFrom('payment')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  byId(trx: Db, id: number): Promise<PaymentRow | undefined> {
    return trx.selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async setSession(trx: Db, id: number, session: string, expiresAt: Date): Promise<void> {
    await trx
      .updateTable('payment')
      .set({
        gateway_session: session,
        expires_at: expiresAt.toISOString(),
        status: 'Pending',
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .where('status', '=', 'Created')
      .execute();
  }

  /**
   * The one atomic state change of a payment: only from `from` (and, when given, only for this
   * amount), so of any number of concurrent callers exactly one gets the row back.
   */
  transition(
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
      })
      .where('id', '=', id)
      .where('status', 'in', from);
    if (extra.direction !== undefined) q = q.where('direction', '=', extra.direction);
    if (extra.amountMinor !== undefined) q = q.where('amount_minor', '=', extra.amountMinor);
    return q.returningAll().executeTakeFirst();
  }

  async audit(
    trx: Db,
    row: {
      payment_id: number;
      actor: string;
      action: string;
      from_status: string | null;
      to_status: string | null;
      reason?: string | null;
    },
  ): Promise<void> {
    await trx
      .insertInto('payment_audit')
      .values({ ...row, reason: row.reason ?? null })
      .execute();
  }

  /** Hosted deposits whose session ran out: Expired, one statement. */
  expire(): Promise<PaymentRow[]> {
    return this.db
      .updateTable('payment')
      .set({ status: 'Expired', updated_at: new Date().toISOString() })
      .where('direction', '=', 1)
      .where('status', 'in', ['Created', 'Pending'])
      .where('expires_at', 'is not', null)
      .where('expires_at', '<', sql<Date>`now()`)
      .returningAll()
      .execute();
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
