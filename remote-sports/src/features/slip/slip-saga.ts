import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { events, selectBalance, selectIsLoggedIn, selectTyped, callTyped } from '@oyna/contracts';
import { slipTotals } from './slip-totals';
import {
  comboConflict,
  persistedSlip,
  selectSlip,
  SLIP_STORAGE_KEY,
  slipActions,
  type SlipEntry,
  type SlipState,
} from '../../lib/slip-slice';
import { placeRequest, placeSlip } from './slip-wire';
import { sportsCalls } from '../../lib/sports-calls';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The slip survives a reload: it is read back from local storage when the remote starts. */
export function* restoreSlip() {
  const raw = storage()?.getItem(SLIP_STORAGE_KEY);
  if (!raw) return;
  try {
    yield put(slipActions.restored(JSON.parse(raw) as Partial<SlipState>));
  } catch {
    storage()?.removeItem(SLIP_STORAGE_KEY);
  }
}

function* saveSlip() {
  const slip = yield* selectTyped(selectSlip);
  try {
    storage()?.setItem(SLIP_STORAGE_KEY, JSON.stringify(persistedSlip(slip)));
  } catch {
    // A full or blocked storage only loses the slip at the next reload.
  }
}

function newRequestId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * Place, with the stakes and the rule the form holds: a visitor gets the login dialog (spec §6);
 * a slip that cannot be placed says why; a stake above the balance offers Deposit; otherwise the
 * slip goes to the server with the odds the player accepted and the odds-change rule, under one
 * request id (placement is idempotent: the same request sent again keeps its id).
 */
export function* placeSaga({ payload: entry }: PayloadAction<SlipEntry>) {
  const loggedIn = yield* selectTyped(selectIsLoggedIn);
  if (!loggedIn) {
    yield put(events.requireLogin());
    return;
  }
  const slip = yield* selectTyped(selectSlip);
  if (slip.placing || slip.selections.length === 0) return;
  if (slip.mode === 'combo' && comboConflict(slip.selections)) {
    yield put(slipActions.placeDone({ kind: 'error', key: 'sports.slip.sameEvent' }));
    return;
  }
  if (slip.mode === 'combo' && slip.selections.length < 2) {
    yield put(slipActions.placeDone({ kind: 'error', key: 'sports.slip.needTwo' }));
    return;
  }
  if (slip.selections.some((s) => s.suspended)) {
    yield put(slipActions.placeDone({ kind: 'error', key: 'sports.slip.lockedSome' }));
    return;
  }
  const balance = yield* selectTyped(selectBalance);
  if (balance !== null && slipTotals(slip, entry).stake > balance) {
    yield put(slipActions.placeDone({ kind: 'error', key: 'sports.slip.lowBalance' }));
    return;
  }
  const sent = JSON.stringify(placeRequest(slip, entry, ''));
  const requestId = slip.attempt?.sent === sent ? slip.attempt.requestId : newRequestId();
  yield put(slipActions.placing({ requestId, sent }));
  const outcome = yield* callTyped(placeSlip, slip, placeRequest(slip, entry, requestId));
  // The header's balance follows at once, not at the next 3 s poll (spec §4).
  if (outcome.balance !== null) yield put(events.balanceChanged({ balance: outcome.balance }));
  if (outcome.placedIds.length > 0) {
    const count = slip.mode === 'combo' ? 1 : outcome.placedIds.length;
    yield put(
      slipActions.placed({
        placedIds: outcome.placedIds,
        notice:
          outcome.refusal ??
          (count > 1
            ? { kind: 'success', key: 'sports.slip.placedMany', values: { count } }
            : { kind: 'success', key: 'sports.slip.placed' }),
      }),
    );
  } else {
    yield put(slipActions.placeDone(outcome.refusal));
  }
  if (outcome.moves.length > 0) yield put(slipActions.oddsMoved(outcome.moves));
}

const PERSISTED = [
  slipActions.toggleSelection,
  slipActions.removeSelection,
  slipActions.clearSlip,
  slipActions.setMode,
  slipActions.place,
  slipActions.oddsMoved,
  slipActions.acceptOddsChanges,
  slipActions.placed,
].map((a) => a.type);

/**
 * The rules matter once the slip has a selection (restored, or a price tapped): a visitor who
 * only browses never asks for them, and a page's first requests are the page's own.
 */
function* loadConfigWhenUsed() {
  let slip = yield* selectTyped(selectSlip);
  while (slip.selections.length === 0) {
    yield take(slipActions.toggleSelection.type);
    slip = yield* selectTyped(selectSlip);
  }
  // The server's slip rules (`sports/config`); the defaults stand until they arrive.
  yield put(sportsCalls.load('getSportsConfig'));
}

export function* watchSlip() {
  yield call(restoreSlip);
  yield fork(loadConfigWhenUsed);
  yield takeEvery(PERSISTED, saveSlip);
  yield takeLatest(slipActions.place.type, placeSaga);
}
