import { runSaga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { events } from '../events';
import { createApiClient } from '../http/client';
import { request, type RequestResult } from './request';
import { SAGA_CONTEXT_API } from './saga-context';

/** A real api client over a fetch that answers once with `status` and `body`. */
function clientAnswering(status: number, body: unknown, log: string[]) {
  return createApiClient({
    baseUrl: 'http://oyna.test/api/',
    getToken: () => 'token-1',
    getLocale: () => 'en',
    getFingerprint: () => 'fp',
    onUnauthorized: () => void log.push('logged out'),
    fetchImpl: (async (input: string | URL | Request, init?: RequestInit) => {
      log.push(`${init?.method ?? 'GET'} ${String(input)} ${String(init?.body ?? '')}`.trim());
      if (status === 0) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(body), { status });
    }) as typeof fetch,
  });
}

async function run<T>(
  saga: () => Generator<unknown, T, unknown>,
  status: number,
  body: unknown,
): Promise<{ result: T; dispatched: UnknownAction[]; log: string[] }> {
  const dispatched: UnknownAction[] = [];
  const log: string[] = [];
  const api = clientAnswering(status, body, log);
  const task = runSaga(
    {
      context: { [SAGA_CONTEXT_API]: api },
      dispatch: (action: UnknownAction) => {
        dispatched.push(action);
        log.push(`dispatch ${action.type}`);
      },
      getState: () => ({}),
    },
    saga,
  );
  const result = (await task.toPromise()) as T;
  return { result, dispatched, log };
}

const password = { oldPassword: 'oldpass1', password: 'newpass1', confirmPassword: 'newpass1' };

describe('request(): one typed call of the endpoint table with the rules of spec §8', () => {
  it('returns the typed data and sends the table’s method, path and body', async () => {
    const { result, dispatched, log } = await run(() => request('changePassword', password), 200, {
      success: true,
      message: 'Changed',
      data: { token: 'fresh' },
    });
    expect(result).toEqual({ ok: true, data: { token: 'fresh' }, message: 'Changed' });
    // The type says so too: data.token is a string, read without a cast.
    const token: string | null = result.ok ? result.data.token : null;
    expect(token).toBe('fresh');
    expect(log[0]).toBe(
      `POST http://oyna.test/api/customer/changepassword ${JSON.stringify(password)}`,
    );
    expect(dispatched).toEqual([]);
  });

  it('fills path parameters and query from the payload for a GET', async () => {
    const { log } = await run(() => request('getContent', { id: 7 }), 200, {
      success: true,
      message: '',
      data: { id: 7, title: 'T', body: '' },
    });
    expect(log[0]).toBe('GET http://oyna.test/api/cms/content/7');
  });

  it('shows the message of a successful call as a success toast only when asked', async () => {
    const envelope = { success: true, message: 'Changed', data: { token: 't' } };
    const quiet = await run(() => request('changePassword', password), 200, envelope);
    expect(quiet.dispatched).toEqual([]);
    const told = await run(
      () => request('changePassword', password, { successToast: true }),
      200,
      envelope,
    );
    expect(told.dispatched).toEqual([events.toast({ kind: 'success', message: 'Changed' })]);
  });

  it('shows success:false as an error toast with the server message, unless the caller shows it', async () => {
    const refused = { success: false, message: 'Old password is wrong', data: null };
    const shown = await run(() => request('changePassword', password), 400, refused);
    expect(shown.result).toEqual({ ok: false, message: 'Old password is wrong', data: null });
    expect(shown.dispatched).toEqual([
      events.toast({ kind: 'error', message: 'Old password is wrong' }),
    ]);
    const handled = await run(
      () => request('changePassword', password, { errorToast: false }),
      400,
      refused,
    );
    expect(handled.dispatched).toEqual([]);
  });

  it('on 401 the player is logged out first, then the message is passed on', async () => {
    const { result, log } = await run(() => request('getBalance'), 401, {
      success: false,
      message: 'Your session has ended',
      data: null,
    });
    const failed = result as RequestResult<unknown>;
    expect(failed).toMatchObject({ ok: false, status: 401, message: 'Your session has ended' });
    // The logout (client) happens before the toast (saga).
    expect(log.slice(1)).toEqual(['logged out', `dispatch ${events.toast.type}`]);
  });

  it('turns a network failure into a failed result with a toast, not an exception', async () => {
    const { result, dispatched } = await run(() => request('getBalance'), 0, null);
    expect(result).toMatchObject({ ok: false, status: 0 });
    expect(dispatched).toHaveLength(1);
    expect(events.toast.match(dispatched[0] as UnknownAction)).toBe(true);
  });
});
