import { type Saga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
/**
 * Test tooling shared by the remotes' saga tests: runs a watcher against a given state, feeds it
 * events as the store would, and returns every action it dispatched.
 */
export declare function dispatchedBy(
  saga: Saga,
  state: unknown,
  ...incoming: UnknownAction[]
): Promise<UnknownAction[]>;
