import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type ColumnType,
  type CompiledQuery,
  type Generated,
  type QueryResult,
} from 'kysely';
import type { GameKind, RoundOutcome, RoundWager } from '../engine';

/**
 * The provider's own tables (prefix `provider_`). It never reads the operator's: everything it
 * knows about a player came over the wallet protocol (the `user` id and the balance).
 *
 * The host lends its database as anything that can run a compiled query and open a transaction —
 * a Kysely instance fits — so the provider shares the host's connection pool (and PGlite's single
 * connection) without sharing its table types. Queries are built with a typed Kysely that has no
 * connection (Kysely's "splitting query building and execution") and run on the host's executor.
 */
export interface SqlExecutor {
  executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
}

export interface ProviderDb extends SqlExecutor {
  transaction(): { execute<T>(callback: (trx: SqlExecutor) => Promise<T>): Promise<T> };
}

/** jsonb: read as the parsed value, written as a JSON string. */
type Json<T> = ColumnType<T, string, string>;
/** Epoch milliseconds (bigint, read as a JS number by the host's int8 parser). */
type Ms = number;

export interface ProviderSessionTable {
  /** 32 random bytes, hex: the capability in the game page's URL. */
  id: string;
  /** The operator's player id (the wallet's `user`). */
  player: string;
  /** The operator's game token, sent on every wallet call. */
  token: string;
  game_code: string;
  currency: string;
  language: 'tr' | 'en';
  platform: number;
  lobby_url: string;
  min_stake_minor: number;
  max_stake_minor: number;
  created_at_ms: Ms;
  expires_at_ms: Ms;
}

export interface ProviderPlayerTable {
  player: string;
  /** When the player's last slot spin was accepted (UKGC RTS 14: 2.5 s between spins). */
  last_slot_spin_ms: Ms | null;
}

export interface ProviderSeedPairTable {
  id: Generated<number>;
  player: string;
  /** Secret until `revealed_at_ms`. */
  server_seed: string;
  /** SHA-256 of the server seed, shown before play. */
  server_seed_hash: string;
  client_seed: string;
  next_nonce: ColumnType<number, number | undefined, number>;
  created_at_ms: Ms;
  revealed_at_ms: ColumnType<Ms | null, never, Ms>;
}

/**
 * betting → bet call in flight · running → crash round in the air · paying → win (maybe 0) to send
 * or resend · closed · cancelling → rollback to send or resend · cancelled · refused (not enough
 * money / limit: nothing to undo) · failed (a definitive error answer to a win or rollback: an
 * operator must look).
 */
export type RoundStatus =
  'betting' | 'running' | 'paying' | 'closed' | 'cancelling' | 'cancelled' | 'refused' | 'failed';

export interface ProviderRoundTable {
  /** uuid: the round id on the wallet wire and in verification links. */
  id: string;
  session_id: string;
  player: string;
  game_code: string;
  kind: GameKind;
  seed_pair_id: number;
  nonce: number;
  client_seed: string;
  server_seed_hash: string;
  stake_minor: number;
  wager: Json<RoundWager>;
  /** Fixed when the nonce is reserved; secret until the round is over. */
  outcome: Json<RoundOutcome>;
  status: RoundStatus;
  win_minor: number | null;
  bet_tx: string;
  win_tx: string | null;
  rollback_tx: string | null;
  /** Crash only: when the curve started (server clock) and the cash-out multiplier. */
  started_at_ms: Ms | null;
  cashout_x100: number | null;
  /** Casino Hold'em: the call's own bet transaction, and the rollback that undoes it. */
  call_tx: ColumnType<string | null, string | null | undefined, string | null>;
  call_rollback_tx: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: ColumnType<number, number | undefined, number>;
  /** When the settlement loop may take the round over (retry, or recovery after a crash). */
  next_attempt_ms: Ms;
  last_error: string | null;
  created_at_ms: Ms;
  settled_at_ms: Ms | null;
}

/** A type alias, not an interface, so that a host can `withTables<ProviderDatabase>()`. */
export type ProviderDatabase = {
  provider_session: ProviderSessionTable;
  provider_player: ProviderPlayerTable;
  provider_seed_pair: ProviderSeedPairTable;
  provider_round: ProviderRoundTable;
};

/** Builds (never runs) the provider's queries, typed against its tables. */
export const qb = new Kysely<ProviderDatabase>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

interface Compilable<R> {
  compile(): CompiledQuery<R>;
}

export async function rows<R>(db: SqlExecutor, query: Compilable<R>): Promise<R[]> {
  return (await db.executeQuery(query.compile())).rows;
}

export async function first<R>(db: SqlExecutor, query: Compilable<R>): Promise<R | undefined> {
  return (await rows(db, query))[0];
}

export async function affected(db: SqlExecutor, query: Compilable<unknown>): Promise<number> {
  const result = await db.executeQuery(query.compile());
  return Number(result.numAffectedRows ?? 0n);
}
