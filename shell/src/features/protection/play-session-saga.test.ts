import { fakeApi, ok } from '@oyna/test-kit';
import { makeStore } from '../../app/store';
import { authData } from '../../test/render-shell';
import { sessionFromAuthData, sessionReset, sessionStarted } from '../../lib/session/session-slice';
import { playSessionSaga } from './play-session-saga';

const playSession = () =>
  ok({
    startedAt: new Date().toISOString(),
    now: new Date().toISOString(),
    net: 0,
    realityCheckSeconds: 0,
  });

async function flush() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('play session saga (RTS 13 reality checks)', () => {
  it('asks for the play session once per login, not again when start-up announces the stored session', async () => {
    const api = fakeApi({ getPlaySession: playSession });
    // As on a page load: the store starts with the stored session, and start-up announces it.
    const { store, sagaMiddleware } = makeStore({
      api,
      preloadedState: { session: sessionFromAuthData(authData) },
    });
    sagaMiddleware.run(playSessionSaga);
    store.dispatch(sessionStarted(authData));
    await flush();
    expect(api.calls.filter((c) => c.name === 'getPlaySession')).toHaveLength(1);

    store.dispatch(sessionReset());
    await flush();
    expect(store.getState().playSession.startedAt).toBeNull();

    store.dispatch(sessionStarted(authData));
    await flush();
    expect(api.calls.filter((c) => c.name === 'getPlaySession')).toHaveLength(2);
  });
});
