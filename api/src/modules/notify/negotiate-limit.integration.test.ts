import '../../test/native-modules';
import { BACKENDS } from '../../test/backends';
import { startApp, type Harness } from '../../test/app-harness';
import { register } from '../../test/players';
import { NEGOTIATE_BODY_LIMIT } from './plugin';

// Hub abuse: negotiate refuses a large body from its length instead of reading it first.
describe.each(BACKENDS)('hub negotiate body limit on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  const negotiate = (payload: string, token?: string) =>
    h.app.inject({
      method: 'POST',
      url: '/notify/negotiate?negotiateVersion=1',
      headers: {
        'content-type': 'text/plain',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload,
    });

  it('answers 413 to a body over the limit, with or without a token', async () => {
    const { token } = await register(h.app);
    const big = 'x'.repeat(5 * 1024 * 1024);
    expect((await negotiate(big)).statusCode).toBe(413);
    expect((await negotiate(big, token)).statusCode).toBe(413);
    expect((await negotiate('x'.repeat(NEGOTIATE_BODY_LIMIT + 1), token)).statusCode).toBe(413);
  });

  it('still negotiates with an empty or small body, and 401s without a token', async () => {
    const { token } = await register(h.app);
    const ok = await negotiate('', token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ negotiateVersion: 1 });
    expect((await negotiate('{}', token)).statusCode).toBe(200);
    expect((await negotiate('')).statusCode).toBe(401);
  });
});
