import type { AdminPaymentRecord } from '@oyna/contracts';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { toastShown } from '../../components/toasts/toasts-slice';
import { httpClient, messageOf } from '../../lib/saga-context';
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

const CALLS = {
  approve: 'adminApprovePayment',
  reject: 'adminRejectPayment',
  kycClear: 'adminKycClearPayment',
} as const;

/** What the toast says after each: four eyes' first approval and a cleared review keep it waiting. */
function doneText(decision: Decision, payment: AdminPaymentRecord) {
  if (decision === 'kycClear') return 'bo.cashier.kycCleared' as const;
  if (decision === 'reject') return 'bo.cashier.rejected' as const;
  return payment.awaiting === 'secondApproval'
    ? ('bo.cashier.firstApproval' as const)
    : ('bo.cashier.approved' as const);
}

/**
 * Approve, reject or clear an identity review: the api records who (the session's staff
 * member: the back office › staff identity) and why, and applies four eyes and the KYC hold.
 */
function* decide(action: PayloadAction<{ id: number; decision: Decision; reason: string }>) {
  const http = yield* httpClient();
  const { id, decision, reason } = action.payload;
  try {
    const payment = (yield call(http.call, CALLS[decision], {
      id,
      reason: reason.trim(),
    })) as AdminPaymentRecord;
    yield put(decisionDone(payment));
    yield put(
      toastShown({
        kind: 'success',
        id: doneText(decision, payment),
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
