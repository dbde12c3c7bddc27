import type { AdminNotification, NotificationSendResult } from '@oyna/contracts';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLeading } from 'redux-saga/effects';
import { toastShown } from '../../components/toasts/toasts-slice';
import { httpClient, messageOf } from '../../lib/saga-context';
import { sendDone, sendFailed, sendRequested } from './notifications-slice';

/** Sends it (adminSendNotification); the api records who sent what to whom. */
function* send(action: PayloadAction<AdminNotification>) {
  const http = yield* httpClient();
  try {
    const result = (yield call(
      http.call,
      'adminSendNotification',
      action.payload,
    )) as NotificationSendResult;
    yield put(sendDone());
    yield put(
      toastShown({ kind: 'success', id: 'bo.notify.sent', values: { count: result.count } }),
    );
  } catch (error) {
    yield put(sendFailed());
    const message = messageOf(error);
    yield put(
      toastShown(
        message
          ? { kind: 'error', id: 'bo.notify.failed', values: { message } }
          : { kind: 'error', id: 'bo.app.networkError' },
      ),
    );
  }
}

export function* notificationsSaga() {
  yield takeLeading(sendRequested.type, send);
}
