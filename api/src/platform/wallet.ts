import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { BalanceCache } from './balance-cache';

export interface LedgerMove {
  playerId: number;
  /** Signed minor units: credits positive, debits negative. */
  amountMinor: number;
  kind: string;
  /** Unique per real-world event; a repeat returns `applied: false` and moves nothing. */
  idempotencyKey: string;
  reference?: string;
}

export interface MoveResult {
  applied: boolean;
  balanceMinor: number;
}

export class InsufficientFundsError extends Error {
  constructor() {
    super('insufficient funds');
    this.name = 'InsufficientFundsError';
  }
}

/**
 * The lock order of every money transaction (ARCHITECTURE.md › api money rules; api/README.md ›
 * Lock order): the PLAYER row first, then the WALLET row, then the rows of the thing being
 * decided (casino round, sports bet, payment, bonus request). A transaction that needs the player
 * row and the wallet takes them in this order — `lockBalance` does it for every wallet move — so
 * two money calls of one player queue instead of deadlocking (Postgres 40P01).
 *
 * The player row is locked `FOR NO KEY UPDATE`, never `FOR UPDATE`: the rows a money call inserts
 * (ledger entries, rounds, bets, payments) reference the player, and their foreign-key checks
 * take `FOR KEY SHARE` on it, which `FOR UPDATE` blocks and `FOR NO KEY UPDATE` does not
 * (PostgreSQL manual › Explicit Locking › Row-Level Locks). Two player-row lockers still
 * exclude each other, which is what the protection checks need.
 */
export async function lockPlayerRow(trx: Transaction<Database>, playerId: number): Promise<void> {
  await trx.selectFrom('player').select('id').where('id', '=', playerId).forNoKeyUpdate().execute();
}

/**
 * The wallet (ARCHITECTURE.md › api): every balance change is a ledger row written in the same
 * transaction as the balance, keyed for idempotency; a balance never goes below zero (checked
 * here and by a CHECK constraint).
 */
export class Wallets {
  constructor(
    private readonly db: Kysely<Database>,
    /** The balance poll's memory (balance-cache.ts); every move drops the player's entry. */
    readonly polled: BalanceCache = new BalanceCache(0),
  ) {}

  async open(trx: Transaction<Database>, playerId: number): Promise<void> {
    await trx
      .insertInto('wallet')
      .values({ player_id: playerId, balance_minor: 0 })
      .onConflict((oc) => oc.column('player_id').doNothing())
      .execute();
  }

  async balanceMinor(playerId: number): Promise<number> {
    const row = await this.db
      .selectFrom('wallet')
      .select('balance_minor')
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    return row?.balance_minor ?? 0;
  }

  /**
   * The balance for the balance poll only (spec §4, every 3000 ms per tab): from memory when no
   * move happened since it was read (balance-cache.ts), else the row. Never use it to decide on a
   * move: those read the locked row (`lockBalance`).
   */
  async polledBalanceMinor(playerId: number): Promise<number> {
    const remembered = this.polled.get(playerId);
    if (remembered !== null) return remembered;
    const read = this.polled.begin(playerId);
    const balance = await this.balanceMinor(playerId);
    this.polled.remember(read, balance);
    return balance;
  }

  /**
   * Locks the player's row, then their wallet row (FOR UPDATE), until the caller's transaction
   * ends and returns the balance: every check-then-move on one wallet (the seamless wallet's bet,
   * win, rollback, sports stakes and payouts, payments) starts here, so concurrent calls of one
   * player run one after the other. The player row comes first (`lockPlayerRow`: the one lock
   * order); call it before locking any round, bet or payment row.
   */
  async lockBalance(trx: Transaction<Database>, playerId: number): Promise<number> {
    await lockPlayerRow(trx, playerId);
    await this.open(trx, playerId);
    const wallet = await trx
      .selectFrom('wallet')
      .select('balance_minor')
      .where('player_id', '=', playerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return wallet.balance_minor;
  }

  /** Applies one move inside the caller's transaction. */
  async move(trx: Transaction<Database>, move: LedgerMove): Promise<MoveResult> {
    const balance = await this.lockBalance(trx, move.playerId);
    const balanceAfter = balance + move.amountMinor;
    if (balanceAfter < 0) throw new InsufficientFundsError();

    const entry = await trx
      .insertInto('ledger_entry')
      .values({
        player_id: move.playerId,
        kind: move.kind,
        amount_minor: move.amountMinor,
        balance_after_minor: balanceAfter,
        idempotency_key: move.idempotencyKey,
        reference: move.reference ?? null,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!entry) return { applied: false, balanceMinor: balance };

    await trx
      .updateTable('wallet')
      .set({ balance_minor: balanceAfter, updated_at: new Date().toISOString() })
      .where('player_id', '=', move.playerId)
      .execute();
    // Before this transaction commits: no replica serves the old balance to a poll from here on.
    await this.polled.moved(move.playerId);
    return { applied: true, balanceMinor: balanceAfter };
  }

  /** A move in its own transaction. */
  async apply(move: LedgerMove): Promise<MoveResult> {
    return this.db.transaction().execute((trx) => this.move(trx, move));
  }
}
