import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { BonusRequestStatus, BonusRequestTable, Database } from '../../../db/schema';

/** One `bonus_request` row: a player's request for an offer, and its decision. */
export type BonusRequestRow = Selectable<BonusRequestTable>;

/**
 * SQL of the account area's bonus offers and requests (spec §2 /dashboard/claim-bonus,
 * /dashboard/bonuses; operators decide): what makes a player eligible, and the requests. Every
 * player query names the player: a player reads only their own rows.
 */
export class BonusRequestQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Runs `work` in one database transaction (committed when it resolves). */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The first deposit's amount in kuruş, or null without one. */
  async firstDepositMinor(playerId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('ledger_entry')
      .where('player_id', '=', playerId)
      .where('kind', '=', 'deposit')
      .select('amount_minor')
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row ? row.amount_minor : null;
  }

  /**
   * Net casino loss of CASH since `since` in kuruş (bets − wins − rolled back bets; < 0 is a gain):
   * each row's bonus part is left out (spec §1: a cashback pays back cash lost, not bonus money).
   */
  async casinoLossMinor(playerId: number, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('ledger_entry')
      .where('player_id', '=', playerId)
      .where('kind', 'in', ['casino_bet', 'casino_win', 'casino_rollback'])
      .where('created_at', '>=', since as never)
      .select(sql<number>`coalesce(-sum(amount_minor - bonus_amount_minor), 0)::bigint`.as('loss'))
      .executeTakeFirstOrThrow();
    return Number(row.loss);
  }

  /** Offers the player has already requested (pending or approved) for a period. */
  async takenPeriods(playerId: number): Promise<{ offer_code: string; period_key: string }[]> {
    return this.db
      .selectFrom('bonus_request')
      .where('player_id', '=', playerId)
      .where('status', '<>', 'rejected')
      .select(['offer_code', 'period_key'])
      .execute();
  }

  /** The device a session was opened on (spec §7 x-fingerprint, stored at login): '' if none. */
  async sessionDevice(sessionId: string): Promise<string> {
    const row = await this.db
      .selectFrom('session')
      .select('fingerprint')
      .where('id', '=', sessionId)
      .executeTakeFirst();
    return row?.fingerprint ?? '';
  }

  /**
   * Serialises bonus requests made on one device until the transaction ends (a transaction-level
   * advisory lock, as the trial bonus's), so two accounts on one device never both pass the
   * device check.
   */
  async lockDevice(trx: Transaction<Database>, device: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`bonus-request-device:${device}`}))`.execute(
      trx,
    );
  }

  /**
   * Whether ANOTHER player on this device has requested (not rejected) or received the offer for
   * the period (spec §1: one bonus of a kind per person and device).
   */
  async takenOnDevice(
    trx: Transaction<Database>,
    device: string,
    offerCode: string,
    periodKey: string,
    playerId: number,
  ): Promise<boolean> {
    const row = await trx
      .selectFrom('bonus_request')
      .select('id')
      .where('device', '=', device)
      .where('offer_code', '=', offerCode)
      .where('period_key', '=', periodKey)
      .where('status', '<>', 'rejected')
      .where('player_id', '<>', playerId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async hasPendingRequest(playerId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('bonus_request')
      .where('player_id', '=', playerId)
      .where('status', '=', 'pending')
      .select('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A new pending request; the partial unique indexes refuse a second pending one atomically. */
  async insertRequest(
    trx: Transaction<Database>,
    values: {
      playerId: number;
      device: string | null;
      offerCode: string;
      periodKey: string;
      amountMinor: number;
      wageringRequiredMinor: number;
    },
  ): Promise<BonusRequestRow> {
    return trx
      .insertInto('bonus_request')
      .values({
        player_id: values.playerId,
        offer_code: values.offerCode,
        period_key: values.periodKey,
        amount_minor: values.amountMinor,
        wagering_required_minor: values.wageringRequiredMinor,
        device: values.device,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async adminRequests(status: BonusRequestStatus | undefined, take: number) {
    let q = this.db
      .selectFrom('bonus_request as b')
      .innerJoin('player as p', 'p.id', 'b.player_id')
      .selectAll('b')
      .select('p.username');
    if (status) q = q.where('b.status', '=', status);
    return q.orderBy('b.id', 'desc').limit(take).execute();
  }

  /** Whose request `id` is and its offer (read before the lock order's player and wallet locks). */
  async requestOwner(id: number): Promise<{ player_id: number; offer_code: string } | undefined> {
    return this.db
      .selectFrom('bonus_request')
      .where('id', '=', id)
      .select(['player_id', 'offer_code'])
      .executeTakeFirst();
  }

  /** Locks one request until the transaction ends (a decision is made once). */
  async lockRequest(trx: Transaction<Database>, id: number) {
    return trx
      .selectFrom('bonus_request as b')
      .innerJoin('player as p', 'p.id', 'b.player_id')
      .where('b.id', '=', id)
      .selectAll('b')
      .select('p.username')
      .forUpdate('b')
      .executeTakeFirst();
  }

  async decide(
    trx: Transaction<Database>,
    id: number,
    status: 'approved' | 'rejected',
    note: string | null,
    validDays: number,
  ) {
    return trx
      .updateTable('bonus_request')
      .set({
        status,
        note,
        decided_at: sql<string>`now()`,
        expires_at:
          status === 'approved' ? sql<string>`now() + make_interval(days => ${validDays})` : null,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
