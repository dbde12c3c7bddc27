/**
 * @oyna/test-kit — one test kit for every Oyna front-end package (docs/decisions/005-form-kit.md
 * › Tests): render through a real store, intl and router; a fake api typed from the contracts'
 * endpoint table; the saga runner. Tests only: production code never imports it (lint rule).
 */
export { renderWithProviders, type RenderOptions } from './render';
export { makeTestStore, type TestStore, type TestStoreOptions } from './test-store';
export { loggedInSession, visitorSession, shellSlices, type PreloadedState } from './shell-state';
export {
  fakeApi,
  notFound,
  offContract,
  type FakeApi,
  type FakeAnswer,
  type FakeCall,
  type FakeHandler,
  type FakeHandlers,
} from './fake-api';
export { ok, fail } from './envelopes';
export { recordSaga, dispatchedBy, type SagaRun } from './run-saga';
