import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The ledger kinds of game play by product, as the wallet writes them (modules/wallet: the
 * casino; modules/sports/bet-model.ts SPORTS_KINDS). Stakes are debits, the rest credits: a
 * refund or rollback gives a stake back, a win or cash-out pays.
 */
export const PRODUCT_KINDS = {
  casino: { stakes: ['casino_bet', 'casino_rollback'], wins: ['casino_win'] },
  sports: { stakes: ['sports_stake', 'sports_refund'], wins: ['sports_win', 'sports_cashout'] },
} as const;
export type Product = keyof typeof PRODUCT_KINDS;

const PLAY_KINDS = Object.values(PRODUCT_KINDS).flatMap((k) => [...k.stakes, ...k.wins]);

/** spec §3 transaction type: Deposit 1, Withdraw 2. */
export const DEPOSIT = 1;
export const WITHDRAWAL = 2;

/** The back office counts days in Europe/Istanbul (a literal: the same expression everywhere). */
const ZONE = sql.lit('Europe/Istanbul');
const dayOf = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone ${ZONE}, 'YYYY-MM-DD')`;
/** The first instant of a day, and of the day after the last. */
const startOf = (day: string): RawBuilder<Date> =>
  sql<Date>`${day}::timestamp at time zone ${ZONE}`;
const endOf = (day: string): RawBuilder<Date> =>
  sql<Date>`(${day}::date + 1)::timestamp at time zone ${ZONE}`;

export interface KindDayRow {
  day: string;
  kind: string;
  total_minor: number;
}

export interface PaymentSumRow {
  day: string;
  direction: number;
  method: string;
  count: number;
  total_minor: number;
}

/** SQL of the dashboard and the reports (modules/backoffice/reports.ts). */
export class ReportQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** The signed sums of the game-play ledger kinds per day and kind, `from` to `to` inclusive. */
  async play(from: string, to: string): Promise<KindDayRow[]> {
    const day = dayOf('created_at');
    const rows = await this.db
      .selectFrom('ledger_entry')
      .select([day.as('day'), 'kind', sql<string>`sum(amount_minor)`.as('total_minor')])
      .where('kind', 'in', PLAY_KINDS)
      .where('created_at', '>=', startOf(from))
      .where('created_at', '<', endOf(to))
      .groupBy([day, 'kind'])
      .execute();
    return rows.map((r) => ({ ...r, total_minor: Number(r.total_minor) }));
  }

  /**
   * Confirmed deposits and paid-out withdrawals per day, direction and method, by when they were
   * confirmed (the decision, or the gateway's confirmation: the record's last change).
   */
  async payments(from: string, to: string): Promise<PaymentSumRow[]> {
    const at = sql<Date>`coalesce(p.decided_at, p.updated_at)`;
    const day = sql<string>`to_char(coalesce(p.decided_at, p.updated_at) at time zone ${ZONE}, 'YYYY-MM-DD')`;
    const rows = await this.db
      .selectFrom('payment as p')
      .innerJoin('payment_method as m', 'm.id', 'p.method_id')
      .select([
        day.as('day'),
        'p.direction',
        'm.code as method',
        sql<string>`count(*)`.as('count'),
        sql<string>`sum(p.amount_minor)`.as('total_minor'),
      ])
      .where('p.status', '=', 'Confirmed')
      .where(at, '>=', startOf(from))
      .where(at, '<', endOf(to))
      .groupBy([day, 'p.direction', 'm.code'])
      .execute();
    return rows.map((r) => ({
      ...r,
      count: Number(r.count),
      total_minor: Number(r.total_minor),
    }));
  }

  async newPlayers(from: string, to: string): Promise<number> {
    const row = await this.db
      .selectFrom('player')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('created_at', '>=', startOf(from))
      .where('created_at', '<', endOf(to))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** What waits for a decision: withdrawals, bank transfers, bonus claims, call requests. */
  async queues() {
    const count = sql<string>`count(*)`.as('n');
    const [withdrawals, transfers, claims, calls] = await Promise.all([
      this.db
        .selectFrom('payment')
        .select(count)
        .where('direction', '=', WITHDRAWAL)
        .where('status', '=', 'Pending')
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('payment as p')
        .innerJoin('payment_method as m', 'm.id', 'p.method_id')
        .select(count)
        .where('p.direction', '=', DEPOSIT)
        .where('m.flow', '=', 'transfer')
        .where('p.status', '=', 'Pending')
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('bonus_request')
        .select(count)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('call_request')
        .select(count)
        .where('handled_at', 'is', null)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      withdrawals: Number(withdrawals.n),
      bankTransfers: Number(transfers.n),
      bonusClaims: Number(claims.n),
      callRequests: Number(calls.n),
    };
  }
}
