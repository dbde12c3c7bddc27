import { put, takeLeading } from 'redux-saga/effects';
import { events, request } from '@oyna/contracts';
import { callRequestFinished, callRequestSubmitted } from './call-request-slice';

/** spec §8: the server's message as a notification, success or not; on success the form is done. */
function* sendCallRequest(action: ReturnType<typeof callRequestSubmitted>) {
  try {
    const res = yield* request('sendCallRequest', action.payload, { successToast: true });
    if (res.ok) yield put(events.closeDialog());
  } finally {
    yield put(callRequestFinished());
  }
}

/** spec §7 cms/callme: one request at a time (a double click sends once). */
export function* callRequestSaga() {
  yield takeLeading(callRequestSubmitted.type, sendCallRequest);
}
