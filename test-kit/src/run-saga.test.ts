import { call, put, select, takeEvery } from 'redux-saga/effects';
import { createAction } from '@reduxjs/toolkit';
import {
  events,
  getApi,
  type ApiClient,
  type ApiEnvelope,
  type BalanceData,
} from '@oyna/contracts';
import { ok } from './envelopes';
import { fakeApi } from './fake-api';
import { dispatchedBy, recordSaga } from './run-saga';

const refresh = createAction('test/refresh');

/** A watcher in the style of the remotes': reads the state, calls the api from the context. */
function* watchRefresh() {
  yield takeEvery(refresh.type, function* refreshBalance() {
    const loggedIn: boolean = yield select(
      (s: { session: { loggedIn: boolean } }) => s.session.loggedIn,
    );
    if (!loggedIn) {
      yield put(events.requireLogin());
      return;
    }
    const api: ApiClient = yield getApi();
    const answer: ApiEnvelope<BalanceData | null> = yield call(api.call, 'getBalance');
    if (answer.success && answer.data) yield put(events.balanceChanged(answer.data));
    else yield put(events.toast({ kind: 'error', message: answer.message }));
  });
}

describe('the saga runner', () => {
  it('feeds the incoming actions with the given state and collects what the saga dispatched', async () => {
    const out = await dispatchedBy(
      watchRefresh,
      { session: { loggedIn: false } },
      refresh(),
      refresh(),
    );
    expect(out).toEqual([events.requireLogin(), events.requireLogin()]);
  });

  it('puts the api in the saga context and waits for its answers', async () => {
    const api = fakeApi({ getBalance: ok({ balance: 7, cash: 5, bonus: 2 }) });
    const out = await recordSaga(watchRefresh, {
      state: { session: { loggedIn: true } },
      api,
      incoming: [refresh()],
    });
    expect(out).toEqual([events.balanceChanged({ balance: 7, cash: 5, bonus: 2 })]);
    expect(api.countOf('getBalance')).toBe(1);
  });

  it('gives sagas a fake api answering 404 when none is given', async () => {
    const out = await dispatchedBy(watchRefresh, { session: { loggedIn: true } }, refresh());
    expect(out).toEqual([
      events.toast({ kind: 'error', message: 'Not found: no fake answer for getBalance' }),
    ]);
  });
});
