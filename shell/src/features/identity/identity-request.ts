import { call, put } from 'redux-saga/effects';
import {
  events,
  getApi,
  type ApiClient,
  type ApiEnvelope,
  type EndpointName,
} from '@oyna/contracts';
import { requestFinished, requestStarted } from './identity-slice';

type LooseCall = (name: EndpointName, payload?: unknown) => Promise<ApiEnvelope<unknown>>;

/**
 * One call of an identity form. spec §8: `success: false` shows the server's message as an error
 * notification; so does a call that fails outright (a 401 has logged out first, spec §8).
 * Returns the envelope on success, null otherwise; the form's submit waits meanwhile.
 */
export function* identityRequest<T>(name: EndpointName, payload?: unknown) {
  const api: ApiClient = yield getApi();
  yield put(requestStarted());
  try {
    const res: ApiEnvelope<T> = yield call(api.call as LooseCall, name, payload);
    if (res.success) return res;
    yield put(events.toast({ kind: 'error', message: res.message }));
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    yield put(events.toast({ kind: 'error', message }));
    return null;
  } finally {
    yield put(requestFinished());
  }
}

/** spec §8: successful login, register and phone validation show the server's message. */
export function* successToast(message: string) {
  if (message) yield put(events.toast({ kind: 'success', message }));
}
