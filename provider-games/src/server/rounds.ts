import crypto from 'node:crypto';
import type { Selectable, Updateable } from 'kysely';
import type { GameInfo, RoundWager } from '../engine';
import { stakeOf } from '../engine';
import {
  first,
  qb,
  rows,
  type ProviderDb,
  type ProviderRoundTable,
  type RoundStatus,
  type SqlExecutor,
} from './db';
import { GameError } from './errors';
import { computeOutcome } from './fairness';
import type { Seeds } from './seeds';
import type { SessionRow } from './sessions';

export type RoundRow = Selectable<ProviderRoundTable>;

export interface RoundsOptions {
  /** UKGC RTS 14: no slot spin sooner than this after the player's previous one. */
  slotIntervalMs: number;
  crashCapX100: number;
  /** A round still `betting` this long after it was created was cut off by a crash: roll back. */
  recoverAfterMs: number;
}

function uniqueViolation(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  if (error.code !== '23505') return undefined;
  return 'constraint' in error && typeof error.constraint === 'string' ? error.constraint : '';
}

/** Round records: creation (nonce, outcome, the 2.5 s rule) and guarded status changes. */
export class Rounds {
  constructor(
    private readonly db: ProviderDb,
    private readonly seeds: Seeds,
    private readonly clock: () => number,
    private readonly options: RoundsOptions,
  ) {}

  /**
   * Opens a round in ONE transaction: for a slot, the 2.5 s rule (one atomic upsert per player);
   * the nonce (one UPDATE … RETURNING); the outcome, fixed now from the seeds; the record, status
   * `betting`. The wallet is called only after this commits — never inside a transaction.
   */
  async create(session: SessionRow, game: GameInfo, wager: RoundWager): Promise<RoundRow> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const now = this.clock();
        // A bingo round's draw is shown over 2.5 s or more: the same pace as a slot's spin.
        if (game.kind === 'slot' || game.kind === 'bingo') {
          await this.claimSlotSpin(trx, session.player, now);
        }
        const seeds = await this.seeds.reserveNonce(trx, session.player);
        const outcome = computeOutcome(game, seeds, this.options.crashCapX100);
        const row = await first(
          trx,
          qb
            .insertInto('provider_round')
            .values({
              id: crypto.randomUUID(),
              session_id: session.id,
              player: session.player,
              game_code: game.code,
              kind: game.kind,
              seed_pair_id: seeds.seedPairId,
              nonce: seeds.nonce,
              client_seed: seeds.clientSeed,
              server_seed_hash: seeds.serverSeedHash,
              stake_minor: stakeOf(wager),
              wager: JSON.stringify(wager),
              outcome: JSON.stringify(outcome),
              status: 'betting',
              win_minor: null,
              bet_tx: crypto.randomUUID(),
              win_tx: null,
              rollback_tx: null,
              started_at_ms: null,
              cashout_x100: null,
              next_attempt_ms: now + this.options.recoverAfterMs,
              last_error: null,
              created_at_ms: now,
              settled_at_ms: null,
            })
            .returningAll(),
        );
        if (!row) throw new Error('round insert returned nothing');
        return row;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      // One crash round in the air and one hold'em hand open per player.
      if (constraint === 'provider_round_one_crash' || constraint === 'provider_round_one_holdem') {
        throw new GameError('round_in_progress');
      }
      throw error;
    }
  }

  /** The 2.5 s rule as one statement: the upsert writes (and returns) only when enough time passed. */
  private async claimSlotSpin(trx: SqlExecutor, player: string, now: number): Promise<void> {
    const interval = this.options.slotIntervalMs;
    const claimed = await first(
      trx,
      qb
        .insertInto('provider_player')
        .values({ player, last_slot_spin_ms: now })
        .onConflict((oc) =>
          oc
            .column('player')
            .doUpdateSet({ last_slot_spin_ms: now })
            .where((eb) =>
              eb.or([
                eb('provider_player.last_slot_spin_ms', 'is', null),
                eb('provider_player.last_slot_spin_ms', '<=', now - interval),
              ]),
            ),
        )
        .returning('player'),
    );
    if (claimed) return;
    const last = await first(
      trx,
      qb.selectFrom('provider_player').select('last_slot_spin_ms').where('player', '=', player),
    );
    const retryAfterMs = Math.max(1, (last?.last_slot_spin_ms ?? now) + interval - now);
    throw new GameError('too_fast', { retryAfterMs });
  }

  async byId(id: string): Promise<RoundRow | undefined> {
    if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
    return first(this.db, qb.selectFrom('provider_round').selectAll().where('id', '=', id));
  }

  /**
   * Moves a round on only if it is still in one of `from` — the guard that makes concurrent
   * cash-outs, status polls and the settlement loop agree on one result.
   */
  async transition(
    id: string,
    from: readonly RoundStatus[],
    set: Updateable<ProviderRoundTable>,
  ): Promise<RoundRow | undefined> {
    return first(
      this.db,
      qb
        .updateTable('provider_round')
        .set(set)
        .where('id', '=', id)
        .where('status', 'in', [...from])
        .returningAll(),
    );
  }

  /** A player's latest settled rounds of one game, newest first. */
  async history(player: string, gameCode: string, limit: number): Promise<RoundRow[]> {
    return rows(
      this.db,
      qb
        .selectFrom('provider_round')
        .selectAll()
        .where('player', '=', player)
        .where('game_code', '=', gameCode)
        .where('status', 'in', ['closed', 'paying', 'failed'])
        .orderBy('created_at_ms', 'desc')
        .limit(limit),
    );
  }

  /** The player's open round of a kind played in steps (a hold'em hand), if any. */
  async runningOf(player: string, kind: 'holdem'): Promise<RoundRow | undefined> {
    return first(
      this.db,
      qb
        .selectFrom('provider_round')
        .selectAll()
        .where('player', '=', player)
        .where('kind', '=', kind)
        .where('status', 'in', ['betting', 'running']),
    );
  }

  /** The player's blackjack round still being played, if any. */
  async openBlackjack(player: string): Promise<RoundRow | undefined> {
    return first(
      this.db,
      qb
        .selectFrom('provider_round')
        .selectAll()
        .where('player', '=', player)
        .where('kind', '=', 'blackjack')
        .where('status', 'in', ['betting', 'running']),
    );
  }

  /** The player's crash round in the air, if any. */
  async runningCrash(player: string): Promise<RoundRow | undefined> {
    return first(
      this.db,
      qb
        .selectFrom('provider_round')
        .selectAll()
        .where('player', '=', player)
        .where('kind', '=', 'crash')
        .where('status', '=', 'running'),
    );
  }

  /**
   * Claims up to `limit` rounds whose next attempt is due, pushing their next attempt out by
   * `leaseMs` so that another replica's loop leaves them alone meanwhile (SKIP LOCKED).
   */
  async claimDue(now: number, leaseMs: number, limit: number): Promise<RoundRow[]> {
    return rows(
      this.db,
      qb
        .updateTable('provider_round')
        .set((eb) => ({ next_attempt_ms: now + leaseMs, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('provider_round')
            .select('id')
            .where('status', 'in', ['betting', 'running', 'paying', 'cancelling'])
            .where('next_attempt_ms', '<=', now)
            .orderBy('next_attempt_ms')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .returningAll(),
    );
  }
}
