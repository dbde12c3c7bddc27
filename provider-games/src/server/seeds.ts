import { sql } from 'kysely';
import { first, qb, type ProviderSeedPairTable, type SqlExecutor } from './db';
import { GameError } from './errors';
import { newClientSeed, newServerSeed, seedHash } from './fairness';
import type { Selectable } from 'kysely';

export type SeedPairRow = Selectable<ProviderSeedPairTable>;

export interface ReservedNonce {
  seedPairId: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/**
 * Per-player seed pairs (notes/provably-fair.md › What this means for us, 2–3): the active pair's
 * server seed is secret and only its hash is shown; rotation reveals it, starts a new pair and
 * resets the nonce; the client seed can be set only between rounds.
 */
export class Seeds {
  constructor(
    private readonly clock: () => number,
    /** Test-only (never set in production): see ProviderGamesOptions.testServerSeed. */
    private readonly testServerSeed = '',
  ) {}

  /**
   * The player's active pair, created on first use; `lock` holds it until the transaction ends.
   * Read first and created only when missing: every round's answer reads it, and a new pair is
   * needed once per player (and after each rotation, which makes it itself).
   */
  async active(db: SqlExecutor, player: string, lock = false): Promise<SeedPairRow> {
    const query = qb
      .selectFrom('provider_seed_pair')
      .selectAll()
      .where('player', '=', player)
      .where('revealed_at_ms', 'is', null);
    const read = () => first(db, lock ? query.forUpdate() : query);
    const found = await read();
    if (found) return found;
    // Two first rounds of a new player may both miss: the partial unique index keeps one pair.
    await this.ensure(db, player);
    const row = await read();
    if (!row) throw new Error('no active seed pair');
    return row;
  }

  private async ensure(db: SqlExecutor, player: string, clientSeed?: string): Promise<void> {
    const serverSeed =
      this.testServerSeed && clientSeed?.startsWith('test-')
        ? this.testServerSeed
        : newServerSeed();
    await first(
      db,
      qb
        .insertInto('provider_seed_pair')
        .values({
          player,
          server_seed: serverSeed,
          server_seed_hash: seedHash(serverSeed),
          client_seed: clientSeed ?? newClientSeed(),
          created_at_ms: this.clock(),
        })
        .onConflict((oc) => oc.column('player').where('revealed_at_ms', 'is', null).doNothing()),
    );
  }

  /**
   * Takes the next nonce of the active pair in ONE statement (UPDATE … RETURNING), so two rounds
   * never share a nonce. No active pair (a new player, or a rotation revealed it in between): one
   * is made and the statement tried again.
   */
  async reserveNonce(db: SqlExecutor, player: string): Promise<ReservedNonce> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (attempt > 0) await this.ensure(db, player);
      const row = await first(
        db,
        qb
          .updateTable('provider_seed_pair')
          .set({ next_nonce: sql<number>`next_nonce + 1` })
          .where('player', '=', player)
          .where('revealed_at_ms', 'is', null)
          .returning([
            'id',
            'server_seed',
            'server_seed_hash',
            'client_seed',
            sql<number>`next_nonce - 1`.as('nonce'),
          ]),
      );
      if (row) {
        return {
          seedPairId: row.id,
          serverSeed: row.server_seed,
          serverSeedHash: row.server_seed_hash,
          clientSeed: row.client_seed,
          nonce: row.nonce,
        };
      }
    }
    throw new Error('could not reserve a nonce');
  }

  /** Locks the active pair and refuses while a round is in flight (call inside a transaction). */
  private async lockBetweenRounds(trx: SqlExecutor, player: string): Promise<SeedPairRow> {
    const pair = await this.active(trx, player, true);
    // A crash round still in the air must not learn its server seed.
    const busy = await first(
      trx,
      qb
        .selectFrom('provider_round')
        .select('id')
        .where('player', '=', player)
        .where('status', 'in', ['betting', 'running']),
    );
    if (busy) throw new GameError('round_in_progress');
    return pair;
  }

  async setClientSeed(trx: SqlExecutor, player: string, clientSeed: string): Promise<SeedPairRow> {
    const pair = await this.lockBetweenRounds(trx, player);
    const row = await first(
      trx,
      qb
        .updateTable('provider_seed_pair')
        .set({ client_seed: clientSeed })
        .where('id', '=', pair.id)
        .returningAll(),
    );
    if (!row) throw new Error('seed pair vanished');
    return row;
  }

  /** Reveals the active pair and starts a new one (same client seed, nonce 0). */
  async rotate(
    trx: SqlExecutor,
    player: string,
  ): Promise<{ revealed: SeedPairRow; next: SeedPairRow }> {
    const pair = await this.lockBetweenRounds(trx, player);
    const revealed = await first(
      trx,
      qb
        .updateTable('provider_seed_pair')
        .set({ revealed_at_ms: this.clock() })
        .where('id', '=', pair.id)
        .returningAll(),
    );
    if (!revealed) throw new Error('seed pair vanished');
    await this.ensure(trx, player, pair.client_seed);
    return { revealed, next: await this.active(trx, player) };
  }

  async byId(db: SqlExecutor, id: number): Promise<SeedPairRow | undefined> {
    return first(db, qb.selectFrom('provider_seed_pair').selectAll().where('id', '=', id));
  }
}
