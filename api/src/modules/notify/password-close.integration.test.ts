import '../../test/native-modules';
import { pgliteBackend } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { latestMessage, register } from '../../test/players';
import { listen, officialClient } from '../../test/hub-client';

// spec §8: a password change or reset ends every session at once — their sockets too, through the
// same path as logout, not at the next periodic check (set to a minute here so only the
// immediate path can close them within the test).
describe('hub sockets close at once on a password change (official client)', () => {
  let h: Harness;
  let base: string;
  beforeAll(async () => {
    h = await startApp(pgliteBackend, {
      notify: { keepAliveMs: 1500, clientTimeoutMs: 3000, sessionCheckMs: 60_000 },
    });
    base = await listen(h.app);
  });
  afterAll(() => h.close());

  const closedWithin = async (token: string, act: () => Promise<unknown>) => {
    const client = officialClient(base, token);
    const closed = new Promise<Error | undefined>((resolve) => client.onclose(resolve));
    await client.start();
    const started = Date.now();
    await act();
    const error = await Promise.race([
      closed,
      new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 5000)),
    ]);
    await client.stop();
    return { error: String(error), ms: Date.now() - started };
  };

  it('customer/changepassword closes the old sessions’ sockets', async () => {
    const { token, payload } = await register(h.app);
    const { error, ms } = await closedWithin(token, () =>
      call(h.app, {
        method: 'POST',
        url: '/api/customer/changepassword',
        token,
        payload: {
          oldPassword: payload.password,
          password: 'yeni12345',
          confirmPassword: 'yeni12345',
        },
      }),
    );
    expect(error).toMatch(/session has ended/);
    expect(ms).toBeLessThan(5000);
  });

  it('auth/changepasswordwithcode closes the sessions’ sockets', async () => {
    const { token, payload } = await register(h.app);
    await call(h.app, {
      method: 'POST',
      url: '/api/auth/sendresetpassword',
      payload: { username: payload.username },
    });
    const code = (await latestMessage(h.app, payload.email)).code ?? '';
    const { error } = await closedWithin(token, () =>
      call(h.app, {
        method: 'POST',
        url: '/api/auth/changepasswordwithcode',
        payload: { username: payload.username, code, password: 'yeni1234', password2: 'yeni1234' },
      }),
    );
    expect(error).toMatch(/session has ended/);
  });
});
