import { runSaga, stdChannel, type Saga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { SAGA_CONTEXT_API, type ApiClient } from '@oyna/contracts';
import { fakeApi } from './fake-api';

/** Lets pending promises (a fake api's answers) and the saga steps after them run. */
async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
}

export interface SagaRun {
  /** The state `select` sees. */
  state?: unknown;
  /** The api client in the saga context (`getApi()`); a fakeApi() answering 404 by default. */
  api?: ApiClient;
  /** Actions fed to the saga as the store would, in order. */
  incoming?: readonly UnknownAction[];
}

/**
 * Runs a saga (usually a watcher) outside any store: a given state, an api client in its
 * context, the incoming actions put on its channel; returns every action it dispatched once its
 * work has settled, then cancels it.
 */
export async function recordSaga(saga: Saga, run: SagaRun = {}): Promise<UnknownAction[]> {
  const dispatched: UnknownAction[] = [];
  const channel = stdChannel<UnknownAction>();
  const task = runSaga(
    {
      channel,
      dispatch: (action: UnknownAction) => dispatched.push(action),
      getState: () => run.state,
      context: { [SAGA_CONTEXT_API]: run.api ?? fakeApi() },
    },
    saga,
  );
  for (const action of run.incoming ?? []) {
    channel.put(action);
    await settle();
  }
  await settle();
  task.cancel();
  return dispatched;
}

/** `recordSaga` with a state and incoming actions only (the api answers 404 to everything). */
export function dispatchedBy(
  saga: Saga,
  state: unknown,
  ...incoming: UnknownAction[]
): Promise<UnknownAction[]> {
  return recordSaga(saga, { state, incoming });
}
