import type { Saga } from 'redux-saga';
import type { InjectableSlice } from '@oyna/contracts';

/** What the store lends the remote loader: a remote's slices and sagas are added to it. */
export interface Injector {
  injectSlice(slice: InjectableSlice): void;
  /** Runs a saga once per key for the life of the page; a second call with the key is a no-op. */
  runSagaOnce(key: string, saga: Saga): boolean;
  runningSagaKeys(): string[];
}
