import type { RoundView, SeedsView } from '../api-types';
import type { RoundRow } from './rounds';
import type { SeedPairRow } from './seeds';

export function seedsView(pair: SeedPairRow): SeedsView {
  return {
    serverSeedHash: pair.server_seed_hash,
    clientSeed: pair.client_seed,
    nextNonce: pair.next_nonce,
  };
}

/** A round the player may see in full (its outcome is no secret once it is settled). */
export function roundView(round: RoundRow): RoundView {
  return {
    roundId: round.id,
    nonce: round.nonce,
    stakeMinor: round.stake_minor,
    winMinor: round.win_minor ?? 0,
    wager: round.wager,
    outcome: round.outcome,
    createdAtMs: round.created_at_ms,
  };
}
