import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { BalanceCache } from './balance-cache';
import { NO_EVENTS, type LedgerEvents } from './metrics';

export interface LedgerMove {
  playerId: number;
  /** Signed minor units: credits positive, debits negative. */
  amountMinor: number;
  kind: string;
  /** Unique per real-world event; a repeat returns `applied: false` and moves nothing. */
  idempotencyKey: string;
  reference?: string;
  /**
   * Signed: how much of `amountMinor` is bonus money (default 0, a cash move). A cash debit can
   * never take bonus money — a withdrawal is cash only — so it needs the cash, not the total.
   */
  bonusMinor?: number;
  /** The bonus whose money moves (required when `bonusMinor` is not 0). */
  bonusId?: number | null;
}

export interface MoveResult {
  applied: boolean;
  /** The total after the move (cash + bonus). */
  balanceMinor: number;
  bonusMinor: number;
}

/** A wallet's two parts: the total a player can stake, and how much of it is bonus money. */
export interface Balances {
  balanceMinor: number;
  bonusMinor: number;
}

/**
 * The balance poll's read (spec §4 user/balance): the balances and, in the same statement, the
 * active bonus's maximum bet (spec §1 promotions and bonuses), so the poll stays one query.
 */
export interface PolledBalances extends Balances {
  /** Whether a bonus is active (it may be spent: see `BonusWallet.active`). */
  bonusActive: boolean;
  /** The active bonus's maximum bet; null when none is active or its terms set none. */
  bonusMaxBetMinor: number | null;
}

/** Cash: what may be withdrawn. */
export const cashOf = (b: Balances): number => b.balanceMinor - b.bonusMinor;

export class InsufficientFundsError extends Error {
  constructor() {
    super('insufficient funds');
    this.name = 'InsufficientFundsError';
  }
}

/**
 * Per transaction, the players whose row (`lockedPlayers`) and wallet row (`lockedWallets`) it has
 * locked and still holds. A row lock lasts until the transaction ends (PostgreSQL manual ›
 * Explicit Locking › Row-Level Locks; no code here rolls back to a savepoint, which would release
 * it), so a money call that asks again — the seamless wallet's frame, then its stake, then the
 * move, each `lockBalance` — sends the lock once and only reads the balance after that: every
 * statement is a round trip made while the player's rows are held. Keyed by the transaction
 * object, so a retried transaction (a new one) locks afresh, and an entry goes with its
 * transaction.
 */
const lockedPlayers = new WeakMap<Transaction<Database>, Set<number>>();
const lockedWallets = new WeakMap<Transaction<Database>, Set<number>>();

function holds(
  held: WeakMap<Transaction<Database>, Set<number>>,
  trx: Transaction<Database>,
  playerId: number,
): boolean {
  return held.get(trx)?.has(playerId) ?? false;
}

function hold(
  held: WeakMap<Transaction<Database>, Set<number>>,
  trx: Transaction<Database>,
  playerId: number,
): void {
  const players = held.get(trx);
  if (players) players.add(playerId);
  else held.set(trx, new Set([playerId]));
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
  if (holds(lockedPlayers, trx, playerId)) return;
  await trx.selectFrom('player').select('id').where('id', '=', playerId).forNoKeyUpdate().execute();
  hold(lockedPlayers, trx, playerId);
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
    readonly polled: BalanceCache<PolledBalances> = new BalanceCache<PolledBalances>(0),
    /** Counts each ledger row written (docs/ops.md › Metrics and traces). */
    private readonly events: LedgerEvents = NO_EVENTS,
  ) {}

  async open(trx: Transaction<Database>, playerId: number): Promise<void> {
    await trx
      .insertInto('wallet')
      .values({ player_id: playerId, balance_minor: 0 })
      .onConflict((oc) => oc.column('player_id').doNothing())
      .execute();
  }

  async balanceMinor(playerId: number): Promise<number> {
    return (await this.balances(playerId)).balanceMinor;
  }

  /** The total and its bonus part, as committed (not for deciding a move: see `lockBalances`). */
  async balances(playerId: number): Promise<Balances> {
    const row = await this.db
      .selectFrom('wallet')
      .select(['balance_minor', 'bonus_minor'])
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    return { balanceMinor: row?.balance_minor ?? 0, bonusMinor: Number(row?.bonus_minor ?? 0) };
  }

  /**
   * The balance for the balance poll only (spec §4, every 3000 ms per tab): from memory when no
   * move happened since it was read (balance-cache.ts), else the row. Never use it to decide on a
   * move: those read the locked row (`lockBalance`).
   */
  async polledBalances(playerId: number): Promise<PolledBalances> {
    const remembered = this.polled.get(playerId);
    if (remembered !== null) return remembered;
    const read = this.polled.begin(playerId);
    // A grant or a closing that removes bonus money is a move (`moved` forgets this); a spent
    // bonus closes without one, which the caller checks itself (UserBalance).
    const row = await this.db
      .selectFrom('wallet as w')
      .leftJoin('player_bonus as b', (join) =>
        join.onRef('b.player_id', '=', 'w.player_id').on('b.status', '=', 'active'),
      )
      .select([
        'w.balance_minor',
        'w.bonus_minor',
        'b.id as bonus_id',
        sql<string | null>`b.terms->>'maxBetMinor'`.as('max_bet'),
      ])
      .where('w.player_id', '=', playerId)
      .executeTakeFirst();
    const balances: PolledBalances = {
      balanceMinor: row?.balance_minor ?? 0,
      bonusMinor: Number(row?.bonus_minor ?? 0),
      bonusActive: row?.bonus_id != null,
      bonusMaxBetMinor: row?.max_bet == null ? null : Number(row.max_bet),
    };
    this.polled.remember(read, balances);
    return balances;
  }

  /**
   * Locks the player's row, then their wallet row (FOR UPDATE), until the caller's transaction
   * ends and returns the balance: every check-then-move on one wallet (the seamless wallet's bet,
   * win, rollback, sports stakes and payouts, payments) starts here, so concurrent calls of one
   * player run one after the other. The player row comes first (`lockPlayerRow`: the one lock
   * order); call it before locking any round, bet or payment row.
   */
  async lockBalance(trx: Transaction<Database>, playerId: number): Promise<number> {
    return (await this.lockBalances(trx, playerId)).balanceMinor;
  }

  /** `lockBalance`, with the bonus part of the balance. */
  async lockBalances(trx: Transaction<Database>, playerId: number): Promise<Balances> {
    // Held already in this transaction (see lockedWallets): the row as it is now, no new lock.
    const held = holds(lockedWallets, trx, playerId);
    if (!held) {
      await lockPlayerRow(trx, playerId);
      await this.open(trx, playerId);
    }
    const query = trx
      .selectFrom('wallet')
      .select(['balance_minor', 'bonus_minor'])
      .where('player_id', '=', playerId);
    const wallet = await (held ? query : query.forUpdate()).executeTakeFirstOrThrow();
    hold(lockedWallets, trx, playerId);
    return { balanceMinor: wallet.balance_minor, bonusMinor: Number(wallet.bonus_minor) };
  }

  /**
   * Applies one move inside the caller's transaction. Neither part may go below zero: the total,
   * the bonus money, and cash (the total less the bonus) — so a cash debit needs the cash.
   */
  async move(trx: Transaction<Database>, move: LedgerMove): Promise<MoveResult> {
    const before = await this.lockBalances(trx, move.playerId);
    const bonusPart = move.bonusMinor ?? 0;
    const balanceAfter = before.balanceMinor + move.amountMinor;
    const bonusAfter = before.bonusMinor + bonusPart;
    if (balanceAfter < 0 || bonusAfter < 0 || bonusAfter > balanceAfter) {
      throw new InsufficientFundsError();
    }

    const entry = await trx
      .insertInto('ledger_entry')
      .values({
        player_id: move.playerId,
        kind: move.kind,
        amount_minor: move.amountMinor,
        balance_after_minor: balanceAfter,
        bonus_amount_minor: bonusPart,
        bonus_after_minor: bonusAfter,
        bonus_id: move.bonusId ?? null,
        idempotency_key: move.idempotencyKey,
        reference: move.reference ?? null,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!entry) return { applied: false, ...before };
    // Counted as written, in the caller's transaction: a move rolled back later is still counted
    // (rare: every check comes before the row; docs/ops.md › Metrics and traces).
    this.events.ledgerMoved(move.kind, move.amountMinor);

    await trx
      .updateTable('wallet')
      .set({
        balance_minor: balanceAfter,
        bonus_minor: bonusAfter,
        updated_at: new Date().toISOString(),
      })
      .where('player_id', '=', move.playerId)
      .execute();
    // Before this transaction commits: no replica serves the old balance to a poll from here on.
    await this.polled.moved(move.playerId);
    return { applied: true, balanceMinor: balanceAfter, bonusMinor: bonusAfter };
  }

  /** A move in its own transaction. */
  async apply(move: LedgerMove): Promise<MoveResult> {
    return this.db.transaction().execute((trx) => this.move(trx, move));
  }
}
