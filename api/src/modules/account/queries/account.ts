import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { CasinoRoundTable, Database, LedgerEntryTable } from '../../../db/schema';
import { FINANCIAL_KINDS, PAYMENT_STATUS, RETURNED_DEPOSIT_KIND } from '../financial-kinds';

type Db = Kysely<Database> | Transaction<Database>;

/** A half-open UTC period [start, end). */
export interface Period {
  start: string;
  end: string;
}

/** A row of the financial activities: a ledger entry with its spec §3 transaction status. */
export type LedgerRow = Pick<
  Selectable<LedgerEntryTable>,
  'id' | 'kind' | 'amount_minor' | 'balance_after_minor' | 'reference' | 'created_at'
> & { status: number };

/** A row of the game history: a casino round. */
export type RoundRow = Pick<
  Selectable<CasinoRoundTable>,
  | 'id'
  | 'provider_id'
  | 'game_code'
  | 'game_name'
  | 'stake_minor'
  | 'win_minor'
  | 'status'
  | 'verify_url'
  | 'created_at'
>;

/**
 * spec §3 transaction status of a ledger row, as SQL, from the one mapping (financial-kinds.ts):
 * so that the status filter and the paging run in the database.
 */
function statusOf() {
  const paymentStatus = sql.join(
    Object.entries(PAYMENT_STATUS).map(([text, n]) => sql`when ${text} then ${n}::int`),
    sql` `,
  );
  const cases = Object.entries(FINANCIAL_KINDS).flatMap(([kind, k]) => [
    ...(k.fromPayment
      ? [
          sql`when l.kind = ${kind} and exists (select 1 from payment p where 'payment:' || p.id::text = l.reference) then (select case p.status ${paymentStatus} else ${k.status}::int end from payment p where 'payment:' || p.id::text = l.reference)`,
        ]
      : []),
    ...(k.refundedBy && k.refundedStatus !== undefined
      ? [
          sql`when l.kind = ${kind} and exists (select 1 from ledger_entry r where r.player_id = l.player_id and r.kind = ${k.refundedBy} and r.reference = l.reference) then ${k.refundedStatus}::int`,
        ]
      : []),
    sql`when l.kind = ${kind} then ${k.status}::int`,
  ]);
  return sql<number>`(case ${sql.join(cases, sql` `)} else 0 end)`;
}

const NET_KINDS = Object.entries(FINANCIAL_KINDS).filter(([, k]) => k.net !== 0);
const DEPOSIT_KINDS = NET_KINDS.filter(([, k]) => k.net === 1).map(([kind]) => kind);
const WITHDRAW_KINDS = NET_KINDS.filter(([, k]) => k.net === -1).map(([kind]) => kind);

/** SQL of the account area. Every query names the player: a player reads only their own rows. */
export class AccountQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The player's ledger rows, and their deposits returned to source (payment rows that moved no
   * money, listed Cancelled: negative ids keep them apart from ledger ids), as one row source.
   */
  private rows() {
    return sql<{
      id: number;
      player_id: number;
      kind: string;
      amount_minor: number;
      balance_after_minor: number;
      reference: string | null;
      created_at: Date;
    }>`(select id, player_id, kind, amount_minor, balance_after_minor, reference, created_at
        from ledger_entry
      union all
      select -p.id, p.player_id, ${RETURNED_DEPOSIT_KIND}, p.amount_minor,
        coalesce((select e.balance_after_minor from ledger_entry e
          where e.player_id = p.player_id and e.created_at <= p.updated_at
          order by e.created_at desc, e.id desc limit 1), 0),
        'payment:' || p.id::text, p.updated_at
        from payment p where p.refund_state is not null)`.as('l');
  }

  private ledger(playerId: number, kinds: string[], period: Period | null, status: number) {
    let q = this.db
      .selectFrom(this.rows())
      .where('l.player_id', '=', playerId)
      .where('l.kind', 'in', kinds.length > 0 ? kinds : ['-']);
    if (period) {
      q = q
        .where('l.created_at', '>=', period.start as never)
        .where('l.created_at', '<', period.end as never);
    }
    if (status !== 0) q = q.where(statusOf(), '=', status);
    return q;
  }

  async ledgerPage(
    playerId: number,
    kinds: string[],
    period: Period | null,
    status: number,
    skip: number,
    take: number,
  ): Promise<LedgerRow[]> {
    return this.ledger(playerId, kinds, period, status)
      .select([
        'l.id',
        'l.kind',
        'l.amount_minor',
        'l.balance_after_minor',
        'l.reference',
        'l.created_at',
        statusOf().as('status'),
      ])
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .offset(skip)
      .limit(take)
      .execute();
  }

  async ledgerCount(
    playerId: number,
    kinds: string[],
    period: Period | null,
    status: number,
  ): Promise<number> {
    const row = await this.ledger(playerId, kinds, period, status)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** Deposits and withdrawals (net of refunds) of a period, in kuruş (UKGC RTS 1 net deposits). */
  async netTotals(
    playerId: number,
    period: Period,
  ): Promise<{ deposits: number; withdrawals: number }> {
    const row = await this.db
      .selectFrom('ledger_entry')
      .where('player_id', '=', playerId)
      .where('kind', 'in', [...DEPOSIT_KINDS, ...WITHDRAW_KINDS])
      .where('created_at', '>=', period.start as never)
      .where('created_at', '<', period.end as never)
      .select([
        sql<number>`coalesce(sum(amount_minor) filter (where kind in (${sql.join(DEPOSIT_KINDS)})), 0)::bigint`.as(
          'deposits',
        ),
        sql<number>`coalesce(-sum(amount_minor) filter (where kind in (${sql.join(WITHDRAW_KINDS)})), 0)::bigint`.as(
          'withdrawals',
        ),
      ])
      .executeTakeFirstOrThrow();
    return { deposits: Number(row.deposits), withdrawals: Number(row.withdrawals) };
  }

  private rounds(playerId: number, period: Period | null, game: string | undefined) {
    let q = this.db.selectFrom('casino_round').where('player_id', '=', playerId);
    if (period) {
      q = q
        .where('created_at', '>=', period.start as never)
        .where('created_at', '<', period.end as never);
    }
    if (game) q = q.where('game_code', '=', game);
    return q;
  }

  async roundPage(
    playerId: number,
    period: Period | null,
    game: string | undefined,
    skip: number,
    take: number,
  ): Promise<RoundRow[]> {
    return this.rounds(playerId, period, game)
      .select([
        'id',
        'provider_id',
        'game_code',
        'game_name',
        'stake_minor',
        'win_minor',
        'status',
        'verify_url',
        'created_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(skip)
      .limit(take)
      .execute();
  }

  async roundCount(playerId: number, period: Period | null, game: string | undefined) {
    const row = await this.rounds(playerId, period, game)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** The games a player has rounds of (the game filter), by name. */
  async playedGames(playerId: number): Promise<{ code: string; name: string }[]> {
    const rows = await this.db
      .selectFrom('casino_round')
      .where('player_id', '=', playerId)
      .select(['game_code as code', sql<string>`max(game_name)`.as('name')])
      .groupBy('game_code')
      .orderBy('name')
      .limit(200)
      .execute();
    return rows;
  }

  async player(playerId: number, locale: string) {
    return this.db
      .selectFrom('player as p')
      .leftJoin('country_i18n as c', (j) =>
        j.onRef('c.country_id', '=', 'p.country_id').on('c.locale', '=', locale),
      )
      .leftJoin('wallet as w', 'w.player_id', 'p.id')
      .where('p.id', '=', playerId)
      .select([
        'p.id',
        'p.name',
        'p.surname',
        'p.username',
        'p.usercode',
        'p.email',
        'p.phone',
        'p.sms_verified',
        'p.personal_no',
        'p.birth_date',
        'p.created_at',
        'c.name as country',
        sql<number>`coalesce(w.balance_minor, 0)`.as('balance_minor'),
      ])
      .executeTakeFirst();
  }

  // ── sessions ─────────────────────────────────────────────────────────────────────────────

  async sessions(playerId: number, take: number) {
    return this.db
      .selectFrom('session')
      .where('player_id', '=', playerId)
      .select(['id', 'user_agent', 'ip', 'created_at', 'last_seen_at', 'ended_at', 'end_reason'])
      .orderBy('created_at', 'desc')
      .limit(take)
      .execute();
  }

  /** Ends every open session of the player but one; returns the ended ids. */
  async endOthers(
    playerId: number,
    keep: string,
    reason: string,
    db: Db = this.db,
  ): Promise<string[]> {
    const rows = await db
      .updateTable('session')
      .set({ ended_at: sql<string>`now()`, end_reason: reason })
      .where('player_id', '=', playerId)
      .where('id', '<>', keep)
      .where('ended_at', 'is', null)
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }
}
