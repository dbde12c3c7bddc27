import { runSaga, stdChannel, type Saga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';

/**
 * Test tooling shared by the remotes' saga tests: runs a watcher against a given state, feeds it
 * events as the store would, and returns every action it dispatched.
 */
export async function dispatchedBy(
  saga: Saga,
  state: unknown,
  ...incoming: UnknownAction[]
): Promise<UnknownAction[]> {
  const dispatched: UnknownAction[] = [];
  const channel = stdChannel<UnknownAction>();
  const task = runSaga(
    { channel, dispatch: (a: UnknownAction) => dispatched.push(a), getState: () => state },
    saga,
  );
  for (const event of incoming) channel.put(event);
  await Promise.resolve();
  task.cancel();
  return dispatched;
}
