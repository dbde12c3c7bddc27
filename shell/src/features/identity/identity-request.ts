import { put } from 'redux-saga/effects';
import { request, type EndpointName, type RequestArgs } from '@oyna/contracts';
import { requestFinished, requestStarted } from './identity-slice';

/**
 * One call of an identity form through `request()` (spec §8 rules: a 401 logs out first,
 * `success: false` shows the server's message as an error toast), with the form's pending state
 * around it so its submit waits meanwhile.
 */
export function* identityRequest<N extends EndpointName>(name: N, ...args: RequestArgs<N>) {
  yield put(requestStarted());
  try {
    return yield* request(name, ...args);
  } finally {
    yield put(requestFinished());
  }
}
