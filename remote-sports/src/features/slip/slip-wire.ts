import { request, type PlaceBetsRequest, type PlaceBetsResult } from '@oyna/contracts';
import type { SlipEntry, SlipNotice, SlipState } from '../../lib/slip-slice';

/** What a placement came to: the selections booked, why not, the prices the server reported. */
export interface PlaceOutcome {
  placedIds: number[];
  refusal: SlipNotice | null;
  moves: { selectionId: number; odds?: number; suspended?: boolean }[];
  /** The balance after the call, when the server said. */
  balance: number | null;
}

/**
 * The slip as `sports/place` takes it: every leg with the odds the player accepted, and from the
 * form the rule and the singles' stakes or the combo's.
 */
export function placeRequest(
  slip: SlipState,
  entry: SlipEntry,
  requestId: string,
): PlaceBetsRequest {
  const legs = slip.selections.map((s) => ({ selectionId: s.selectionId, odds: s.odds }));
  if (slip.mode === 'combo') {
    return { requestId, legs, comboStake: entry.comboStake ?? 0, rule: entry.rule };
  }
  return {
    requestId,
    legs,
    singles: slip.selections.map((s) => ({
      selectionId: s.selectionId,
      stake: entry.stakes[String(s.selectionId)] ?? 0,
    })),
    rule: entry.rule,
  };
}

function outcomeOf(slip: SlipState, result: PlaceBetsResult): PlaceOutcome {
  const moves = result.problems.map((p) =>
    p.odds === null
      ? { selectionId: p.selectionId, suspended: true }
      : {
          selectionId: p.selectionId,
          odds: p.odds,
          ...(p.reason === 'suspended' || p.reason === 'ended' ? { suspended: true } : {}),
        },
  );
  if (result.accepted) {
    return {
      placedIds: slip.selections.map((s) => s.selectionId),
      refusal: null,
      moves: [],
      balance: result.balance,
    };
  }
  let refusal: SlipNotice;
  if (result.reason === 'insufficient_funds') {
    refusal = { kind: 'error', key: 'sports.slip.lowBalance' };
  } else if (
    (result.reason === 'legs' || result.reason === 'live_changed') &&
    result.problems.some((p) => p.reason === 'odds_changed')
  ) {
    // The odds moved outside the player's rule: nothing placed, the new odds on the slip.
    refusal = { kind: 'error', key: 'sports.slip.refusedOdds' };
  } else if (result.problems.some((p) => p.reason === 'duplicate_event')) {
    refusal = { kind: 'error', key: 'sports.slip.sameEvent' };
  } else {
    refusal = {
      kind: 'error',
      key: 'sports.slip.failed',
      values: { message: result.message ?? '' },
    };
  }
  return { placedIds: [], refusal, moves, balance: result.balance };
}

/** Sends the slip once (`sports/place`, idempotent by its request id). */
export function* placeSlip(
  slip: SlipState,
  placement: PlaceBetsRequest,
): Generator<unknown, PlaceOutcome, unknown> {
  const r = yield* request('placeBets', placement, { errorToast: false });
  if (!r.ok) {
    return {
      placedIds: [],
      refusal: { kind: 'error', key: 'sports.slip.failed', values: { message: r.message } },
      moves: [],
      balance: null,
    };
  }
  return outcomeOf(slip, r.data);
}
