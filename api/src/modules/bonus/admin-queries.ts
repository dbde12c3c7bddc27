import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { BonusAuditTable, BonusOfferTable } from '../../db/tables/wallet';

type Trx = Transaction<Database>;
export type AdminOfferRow = Selectable<BonusOfferTable>;
export type BonusAuditRow = Selectable<BonusAuditTable>;
/** An offer's columns as the desk writes them (all but `updated_at`). */
export type OfferColumns = Omit<Insertable<BonusOfferTable>, 'updated_at'>;

/**
 * The ledger kinds of bonus money (platform/bonus-wallet.ts) by what the cost report calls them:
 * credited, become cash, removed on a forfeit or cancellation, removed on expiry.
 */
export const COST_KINDS = {
  granted: ['bonus', 'trial_bonus'],
  converted: ['bonus_conversion'],
  forfeited: ['bonus_forfeit', 'bonus_winnings_forfeit'],
  expired: ['bonus_expiry'],
} as const;

export interface CostRow {
  day: string;
  kind: string;
  /** Signed sum of the day's rows of that kind, in kuruş. */
  total_minor: number;
}

/** SQL of the operators' bonus desk (modules/bonus/admin-*.ts). */
export class BonusAdminQueries {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  offers(): Promise<AdminOfferRow[]> {
    return this.db.selectFrom('bonus_offer').selectAll().orderBy('sort').orderBy('code').execute();
  }

  offer(code: string, db: Kysely<Database> | Trx = this.db): Promise<AdminOfferRow | undefined> {
    return db.selectFrom('bonus_offer').selectAll().where('code', '=', code).executeTakeFirst();
  }

  /**
   * Serialises the desk's offer writes (a kind with fixed eligibility exists once: two creates
   * racing must not both see it missing). A transaction-scoped advisory lock: no table lock, and
   * the players' reads of the offers never wait on it.
   */
  async lockOffers(trx: Trx): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext('bonus_offer_desk'))`.execute(trx);
  }

  /** The offer of a kind other than `code`, if one exists. */
  otherOfKind(trx: Trx, kind: string, code: string): Promise<{ code: string } | undefined> {
    return trx
      .selectFrom('bonus_offer')
      .select('code')
      .where('kind', '=', kind as AdminOfferRow['kind'])
      .where('code', '!=', code)
      .executeTakeFirst();
  }

  insertOffer(trx: Trx, columns: OfferColumns): Promise<AdminOfferRow> {
    return trx
      .insertInto('bonus_offer')
      .values({ ...columns, updated_at: new Date().toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  updateOffer(trx: Trx, code: string, columns: OfferColumns): Promise<AdminOfferRow> {
    const { code: _code, kind: _kind, ...rest } = columns;
    return trx
      .updateTable('bonus_offer')
      .set({ ...rest, updated_at: new Date().toISOString() })
      .where('code', '=', code)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** One audit row, in the transaction of the change it records. */
  async audit(
    trx: Trx,
    entry: { actor: string; action: string; target: string; detail: Record<string, unknown> },
  ): Promise<void> {
    await trx
      .insertInto('bonus_audit')
      .values({ ...entry, detail: JSON.stringify(entry.detail) })
      .execute();
  }

  auditRows(target: string | undefined, take: number): Promise<BonusAuditRow[]> {
    let q = this.db.selectFrom('bonus_audit').selectAll();
    if (target) q = q.where('target', '=', target);
    return q.orderBy('id', 'desc').limit(take).execute();
  }

  /** A player's id by username (case-insensitive, as login finds it). */
  playerByUsername(username: string): Promise<{ id: number; username: string } | undefined> {
    return this.db
      .selectFrom('player')
      .select(['id', 'username'])
      .where('username_key', '=', username.toLowerCase())
      .executeTakeFirst();
  }

  /**
   * The signed sums of the bonus ledger kinds per day of `timeZone` (UTC unless said; the back
   * office's reports count Europe/Istanbul days), `from` to `to` inclusive: the bonus part of each
   * row (the grant's credit, the removals) and for a conversion its cash credit.
   */
  async costRows(
    from: string,
    to: string,
    timeZone: 'UTC' | 'Europe/Istanbul' = 'UTC',
  ): Promise<CostRow[]> {
    // A literal (one of two names), so the select and the group by are the same expression.
    const zone = sql.lit(timeZone);
    // bonus_release: what a conversion's maximum left behind is the release less the cash.
    const kinds = [...Object.values(COST_KINDS).flat(), 'bonus_release'];
    const day = sql<string>`to_char(created_at at time zone ${zone}, 'YYYY-MM-DD')`;
    const rows = await this.db
      .selectFrom('ledger_entry')
      .select([
        day.as('day'),
        'kind',
        sql<string>`coalesce(sum(amount_minor), 0)`.as('total_minor'),
      ])
      .where('kind', 'in', kinds)
      .where('created_at', '>=', sql<Date>`${from}::timestamp at time zone ${zone}`)
      .where('created_at', '<', sql<Date>`(${to}::date + 1)::timestamp at time zone ${zone}`)
      .groupBy([day, 'kind'])
      .execute();
    return rows.map((r) => ({ day: r.day, kind: r.kind, total_minor: Number(r.total_minor) }));
  }
}
