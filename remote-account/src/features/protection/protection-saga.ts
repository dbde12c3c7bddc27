import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  events,
  request,
  type BlockRequest,
  type DepositLimitRequest,
  type LimitPeriod,
} from '@oyna/contracts';
import {
  breakRequested,
  changeFailed,
  changeSaved,
  limitConfirmRequested,
  limitRequested,
  protectionFailed,
  protectionLoaded,
  protectionRequested,
  realityCheckRequested,
} from './protection-slice';

export function* loadProtection() {
  const result = yield* request('getProtection', undefined, { errorToast: false });
  yield put(result.ok ? protectionLoaded(result.data) : protectionFailed());
}

/** RTS 12D: the api applies a lower limit at once and keeps a raise pending (its message says). */
export function* setLimit(action: PayloadAction<DepositLimitRequest>) {
  const result = yield* request('setDepositLimit', action.payload, { successToast: true });
  yield put(result.ok ? changeSaved(result.data) : changeFailed());
}

export function* confirmLimit(action: PayloadAction<{ period: LimitPeriod }>) {
  const result = yield* request('confirmDepositLimit', action.payload, { successToast: true });
  yield put(result.ok ? changeSaved(result.data) : changeFailed());
}

export function* setRealityCheck(action: PayloadAction<{ seconds: number }>) {
  const result = yield* request('setRealityCheck', action.payload, { successToast: true });
  yield put(result.ok ? changeSaved(result.data) : changeFailed());
  // RTS 13: the shell's reality check follows the new interval at once.
  if (result.ok) yield put(events.playSessionChanged());
}

/**
 * LCCP 3.5: the break starts at once and the api has ended every session of the player; the
 * site logs out here too (the message naming the end date stays as a toast).
 */
export function* takeBreak(action: PayloadAction<BlockRequest>) {
  const result = yield* request('takeBreak', action.payload, { successToast: true });
  if (!result.ok) {
    yield put(changeFailed());
    return;
  }
  yield put(changeSaved(null));
  yield put(events.logoutRequested());
}

export function* watchProtection() {
  yield takeLatest(protectionRequested.type, loadProtection);
  yield takeLeading(limitRequested.type, setLimit);
  yield takeLeading(limitConfirmRequested.type, confirmLimit);
  yield takeLeading(realityCheckRequested.type, setRealityCheck);
  yield takeLeading(breakRequested.type, takeBreak);
}
