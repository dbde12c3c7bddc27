import type { AdminPaymentRecord } from '@oyna/contracts';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { toastShown } from '../../components/toasts/toasts-slice';
import { httpClient, messageOf } from '../../lib/saga-context';
import type { SessionState } from '../../lib/session/session-slice';
import {
  decisionDone,
  decisionFailed,
  decisionRequested,
  queueFailed,
  queueLoaded,
  queueRequested,
  type Decision,
} from './cashier-slice';

/** How many payments of each state the queue and the recent activity are drawn from. */
const PAGE = 100;

/**
 * The queue (adminPayments, status Pending, every type: withdrawals and bank transfers waiting
 * for the cashier) and the latest confirmed and rejected payments, which give each request its
 * player's recent activity.
 */
function* loadQueue() {
  const http = yield* httpClient();
  try {
    const [queue, confirmed, rejected] = (yield all([
      call(http.call, 'adminPayments', { status: 'Pending', type: 0, limit: PAGE }),
      call(http.call, 'adminPayments', { status: 'Confirmed', type: 0, limit: PAGE }),
      call(http.call, 'adminPayments', { status: 'Rejected', type: 0, limit: PAGE }),
    ])) as AdminPaymentRecord[][];
    yield put(
      queueLoaded({ queue: queue ?? [], recent: [...(confirmed ?? []), ...(rejected ?? [])] }),
    );
  } catch (error) {
    yield put(queueFailed(messageOf(error)));
  }
}

const staffName = (state: { session: SessionState }) => state.session.staff?.name ?? '';

/** Approve or reject: the api records who (the session's staff member) and why. */
function* decide(action: PayloadAction<{ id: number; decision: Decision; reason: string }>) {
  const http = yield* httpClient();
  const { id, decision, reason } = action.payload;
  const operator = (yield select(staffName)) as string;
  try {
    const payment = (yield call(
      http.call,
      decision === 'approve' ? 'adminApprovePayment' : 'adminRejectPayment',
      { id, operator, reason: reason.trim() },
    )) as AdminPaymentRecord;
    yield put(decisionDone(payment));
    yield put(
      toastShown({
        kind: 'success',
        id: decision === 'approve' ? 'bo.cashier.approved' : 'bo.cashier.rejected',
        values: { player: payment.username },
        money: { amount: payment.amount },
      }),
    );
  } catch (error) {
    yield put(decisionFailed());
    const message = messageOf(error);
    yield put(
      toastShown(
        message
          ? { kind: 'error', id: 'bo.cashier.decisionFailed', values: { message } }
          : { kind: 'error', id: 'bo.app.networkError' },
      ),
    );
    // Someone else may have decided it meanwhile: the queue as it is now.
    yield put(queueRequested());
  }
}

export function* cashierSaga() {
  yield takeLatest(queueRequested.type, loadQueue);
  yield takeEvery(decisionRequested.type, decide);
}
