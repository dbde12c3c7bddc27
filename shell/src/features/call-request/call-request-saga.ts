import { call, put, takeLeading } from 'redux-saga/effects';
import { events, getApi, translate, type ApiClient, type ApiEnvelope } from '@oyna/contracts';
import { callRequestFinished, callRequestSubmitted } from './call-request-slice';

function* sendCallRequest(action: ReturnType<typeof callRequestSubmitted>) {
  const api: ApiClient = yield getApi();
  try {
    const res: ApiEnvelope<null> = yield call(api.call, 'sendCallRequest', action.payload);
    if (res.success) {
      // spec §8: the server's message as a notification; the form has done its job.
      yield put(events.toast({ kind: 'success', message: res.message }));
      yield put(events.closeDialog());
    } else {
      yield put(events.toast({ kind: 'error', message: res.message }));
    }
  } catch (error) {
    const locale = document.documentElement.lang || 'tr';
    const message =
      error instanceof Error && error.message
        ? error.message
        : translate(locale, 'content.callRequest.failed');
    yield put(events.toast({ kind: 'error', message }));
  } finally {
    yield put(callRequestFinished());
  }
}

/** spec §7 cms/callme: one request at a time (a double click sends once). */
export function* callRequestSaga() {
  yield takeLeading(callRequestSubmitted.type, sendCallRequest);
}
