import type { RotateResult, RoundVerification, SeedsView } from '../api-types';
import { gameByCode, ROUND_CURSOR } from '../engine';
import type { ProviderDb } from './db';
import { GameError } from './errors';
import { computeFloats } from './fairness';
import type { Rounds } from './rounds';
import type { Seeds } from './seeds';
import type { Sessions } from './sessions';
import { seedsView } from './views';

/** Seeds the player controls, and the verification data of any round (notes › verify page). */
export class FairnessService {
  constructor(
    private readonly db: ProviderDb,
    private readonly sessions: Sessions,
    private readonly seeds: Seeds,
    private readonly rounds: Rounds,
  ) {}

  /** Only between rounds: refused while a round of the player is in flight. */
  async setClientSeed(sessionId: string | undefined, clientSeed: string): Promise<SeedsView> {
    const session = await this.sessions.live(sessionId);
    const pair = await this.db
      .transaction()
      .execute((trx) => this.seeds.setClientSeed(trx, session.player, clientSeed));
    return seedsView(pair);
  }

  /** Reveals the server seed in use and starts a new pair at nonce 0. */
  async rotate(sessionId: string | undefined): Promise<RotateResult> {
    const session = await this.sessions.live(sessionId);
    const { revealed, next } = await this.db
      .transaction()
      .execute((trx) => this.seeds.rotate(trx, session.player));
    return {
      revealed: {
        serverSeed: revealed.server_seed,
        serverSeedHash: revealed.server_seed_hash,
        clientSeed: revealed.client_seed,
        nonces: revealed.next_nonce,
      },
      seeds: seedsView(next),
    };
  }

  /**
   * A round's verification data. Its id (a random uuid) is the capability, so the operator's game
   * history can link here after the session is gone. The server seed appears only once rotated
   * out; the outcome only once the round is over.
   */
  async verification(roundId: string): Promise<RoundVerification> {
    const round = await this.rounds.byId(roundId);
    if (!round) throw new GameError('round_not_found');
    const pair = await this.seeds.byId(this.db, round.seed_pair_id);
    if (!pair) throw new GameError('round_not_found');
    const over = !['betting', 'running'].includes(round.status);
    const serverSeed = pair.revealed_at_ms !== null ? pair.server_seed : null;
    const game = gameByCode(round.game_code);
    const floats =
      serverSeed !== null && game
        ? computeFloats(game, { serverSeed, clientSeed: round.client_seed, nonce: round.nonce })
        : null;
    return {
      roundId: round.id,
      gameCode: round.game_code,
      kind: round.kind,
      serverSeedHash: round.server_seed_hash,
      serverSeed,
      clientSeed: round.client_seed,
      nonce: round.nonce,
      cursor: ROUND_CURSOR,
      floats,
      wager: round.wager,
      outcome: over ? round.outcome : null,
      winMinor: over ? round.win_minor : null,
      createdAtMs: round.created_at_ms,
    };
  }
}
