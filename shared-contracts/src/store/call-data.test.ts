import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { runSaga } from 'redux-saga';
import { createApiClient } from '../http/client';
import { createCallData } from './call-data';
import { SAGA_CONTEXT_API } from './saga-context';

interface Answer {
  status: number;
  body: unknown;
  /** Resolves the answer only when the test says so (to hold a load on its way). */
  gate?: Promise<void>;
}

/** A store with one call-data slice over a real api client whose fetch answers from `answers`. */
function setUp(answers: Record<string, Answer[]>) {
  const sent: string[] = [];
  const dispatched: UnknownAction[] = [];
  const api = createApiClient({
    baseUrl: 'http://oyna.test/api/',
    getToken: () => 'token-1',
    getLocale: () => 'en',
    getFingerprint: () => 'fp',
    onUnauthorized: () => undefined,
    fetchImpl: (async (input: string | URL | Request, init?: RequestInit) => {
      const path = String(input).replace('http://oyna.test/api/', '');
      sent.push(`${path} ${String(init?.body ?? '')}`.trim());
      const answer = answers[path]?.shift();
      if (!answer) throw new Error(`no answer for ${path}`);
      await answer.gate;
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }) as typeof fetch,
  });
  const record: Middleware = () => (next) => (action) => {
    dispatched.push(action as UnknownAction);
    return next(action);
  };
  const calls = createCallData('testCalls');
  const sagaMiddleware = createSagaMiddleware({ context: { [SAGA_CONTEXT_API]: api } });
  const store = configureStore({
    reducer: { testCalls: calls.slice.reducer },
    middleware: (getDefault) => getDefault().concat(sagaMiddleware).concat(record),
  });
  sagaMiddleware.run(calls.saga);
  return { calls, store, sent, dispatched };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, message: '', data } });

const summary = { balance: 10, bonusBalance: 0, currency: 'TRY' };

describe('createCallData: one typed read of a call’s data, keyed by the endpoint’s name', () => {
  it('a slot is idle until loaded, loading on its way, then ready with the typed answer', async () => {
    const { calls, store, sent } = setUp({ 'account/summary': [ok(summary)] });
    const select = calls.selectSlot('getAccountSummary');
    expect(select(store.getState())).toEqual({ status: 'idle', data: null, query: null });
    store.dispatch(calls.load('getAccountSummary'));
    expect(select(store.getState()).status).toBe('loading');
    await settle();
    const slot = select(store.getState());
    expect(slot).toEqual({ status: 'ready', data: summary, query: null });
    expect(sent).toEqual(['account/summary']);
  });

  it('keeps the last answer while the slot loads again, each slot on its own', async () => {
    const { calls, store, sent } = setUp({
      'account/sessions': [ok([{ id: 1 }]), ok([{ id: 2 }])],
      'account/summary': [ok(summary)],
    });
    store.dispatch(calls.load('getSessions'));
    store.dispatch(calls.load('getAccountSummary'));
    await settle();
    store.dispatch(calls.load('getSessions'));
    expect(calls.selectSlot('getSessions')(store.getState())).toEqual({
      status: 'loading',
      data: [{ id: 1 }],
      query: null,
    });
    await settle();
    expect(calls.selectSlot('getSessions')(store.getState()).data).toEqual([{ id: 2 }]);
    expect(sent).toEqual(['account/sessions', 'account/summary', 'account/sessions']);
  });

  it('a failed load is the slot’s error state, with no toast (the screen shows Retry)', async () => {
    const { calls, store, dispatched } = setUp({
      'account/summary': [{ status: 400, body: { success: false, message: 'No', data: null } }],
    });
    store.dispatch(calls.load('getAccountSummary'));
    await settle();
    expect(calls.selectSlot('getAccountSummary')(store.getState()).status).toBe('error');
    expect(dispatched.map((a) => a.type)).toEqual(['testCalls/requested', 'testCalls/failed']);
  });

  it('latest wins: a newer load of the same slot cancels the one on its way', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { calls, store, dispatched } = setUp({
      'account/sessions': [{ ...ok([{ id: 'old' }]), gate }, ok([{ id: 'new' }])],
    });
    store.dispatch(calls.load('getSessions'));
    await settle();
    store.dispatch(calls.load('getSessions'));
    await settle();
    open();
    await settle();
    expect(calls.selectSlot('getSessions')(store.getState()).data).toEqual([{ id: 'new' }]);
    expect(dispatched.filter((a) => a.type === 'testCalls/succeeded')).toHaveLength(1);
  });

  it('a key holds two slots of one endpoint at once', async () => {
    const { calls, store, sent } = setUp({
      'payment/methods': [ok([{ id: 1 }]), ok([{ id: 2 }])],
    });
    store.dispatch(calls.load('getPaymentMethods', { type: 1 }, { key: 'deposit' }));
    store.dispatch(calls.load('getPaymentMethods', { type: 2 }, { key: 'withdraw' }));
    await settle();
    expect(calls.selectSlot('getPaymentMethods', 'deposit')(store.getState()).data).toEqual([
      { id: 1 },
    ]);
    expect(calls.selectSlot('getPaymentMethods', 'withdraw')(store.getState())).toEqual({
      status: 'ready',
      data: [{ id: 2 }],
      query: { type: 2 },
    });
    expect(sent).toEqual(['payment/methods {"type":1}', 'payment/methods {"type":2}']);
  });

  it('reload loads again, with its last query, only the named slots already loaded', async () => {
    const { calls, store, sent } = setUp({
      'payment/methods': [ok([]), ok([{ id: 3 }])],
      'account/summary': [ok(summary)],
    });
    store.dispatch(calls.load('getPaymentMethods', { type: 2 }, { key: 'withdraw' }));
    store.dispatch(calls.load('getAccountSummary'));
    await settle();
    await runReload(calls, store);
    await settle();
    expect(sent).toEqual([
      'payment/methods {"type":2}',
      'account/summary',
      'payment/methods {"type":2}',
    ]);
    expect(calls.selectSlot('getPaymentMethods', 'withdraw')(store.getState()).data).toEqual([
      { id: 3 },
    ]);
  });
});

/** Runs `calls.reload('getPaymentMethods', 'getSessions')` against the store (sessions: never loaded). */
async function runReload(
  calls: ReturnType<typeof createCallData>,
  store: ReturnType<typeof setUp>['store'],
) {
  await runSaga(
    { dispatch: (a: UnknownAction) => store.dispatch(a), getState: () => store.getState() },
    () => calls.reload('getPaymentMethods', 'getSessions'),
  ).toPromise();
}
