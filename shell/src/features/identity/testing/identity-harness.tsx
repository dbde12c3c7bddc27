import type { ReactElement } from 'react';
import { configure } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { all, call } from 'redux-saga/effects';
import type { ApiClient, ApiEnvelope, EndpointName, StoredAuthData } from '@oyna/contracts';
import { renderWithProviders } from '../../../test/render';
import { Header } from '../../layout/header';
import type { RemoteLoader } from '../../remotes/remote-loader';
import { sessionSaga } from '../../session/session-saga';
import { watchToasts } from '../../toasts/toast-saga';
import { DialogSlot } from '../../ui/dialog-slot';
import { identitySaga } from '../identity-saga';

// These tests type whole forms through real components: give slow CI machines some room.
configure({ asyncUtilTimeout: 3000 });

/** What the mocked api answers per endpoint: an envelope, or a function of the payload. */
export type ApiHandlers = Partial<
  Record<EndpointName, ApiEnvelope<unknown> | ((payload: unknown) => ApiEnvelope<unknown>)>
>;

export const ok = <T,>(data: T, message = ''): ApiEnvelope<T> => ({ success: true, message, data });
export const fail = (message: string): ApiEnvelope<null> => ({
  success: false,
  message,
  data: null,
});

/** Only the api client object is mocked (issue 3 tests): everything else is the real app. */
export function mockApi(handlers: ApiHandlers) {
  const call = jest.fn(async (name: EndpointName, payload?: unknown) => {
    const handler = handlers[name] ?? (name === 'getBalance' ? ok({ balance: 0 }) : undefined);
    if (!handler) throw new Error(`unexpected api call ${name}`);
    return typeof handler === 'function' ? handler(payload) : handler;
  });
  const api = { call, get: jest.fn(), post: jest.fn(), url: jest.fn() } as unknown as ApiClient;
  return { api, call };
}

/** The payloads the mocked api received for one endpoint, in order. */
export function payloadsOf(callMock: jest.Mock, name: EndpointName): unknown[] {
  return callMock.mock.calls.filter(([n]) => n === name).map(([, p]) => p as unknown);
}

const noRemotes: RemoteLoader = {
  load: () => Promise.reject(new Error('no remotes in this test')),
  retry: () => Promise.reject(new Error('no remotes in this test')),
  loaded: () => undefined,
  loadedNames: () => [],
};

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function* testSagas() {
  yield all([call(watchToasts), call(sessionSaga), call(identitySaga)]);
}

/**
 * The header, the dialog slot and the toasts through a real store, real forms and the shell's
 * own sagas, with the api client mocked.
 */
export function renderIdentity(
  handlers: ApiHandlers,
  { ui, route = '/' }: { ui?: ReactElement; route?: string } = {},
) {
  const { api, call: callMock } = mockApi(handlers);
  const made = renderWithProviders(
    <>
      <Header />
      {ui}
      <DialogSlot />
      <LocationProbe />
      <ToastContainer />
    </>,
    { loader: noRemotes, api, route },
  );
  made.sagaMiddleware.run(testSagas);
  return { ...made, call: callMock };
}

export const authData: Omit<StoredAuthData, 'fingerprint'> = {
  token: 'token-1',
  username: 'ayse1990',
  usercode: 'U1001',
  betsyCid: null,
  betsyUrl: null,
  betsyToken: null,
  betcoToken: null,
  betcoUrl: null,
  phone: '905321234567',
  smsVerified: false,
  balance: 12.5,
};
