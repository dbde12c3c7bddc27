import '../test/native-modules';
import { BACKENDS } from '../test/backends';
import { call, startApp, type Harness } from '../test/app-harness';

// The guard runs as an onRequest hook (lib/route.ts): a protected route answers 401 for a
// missing token before it reads or judges the body, so a stranger learns nothing of the schema.
describe.each(BACKENDS)('guards before bodies on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  it.each([
    ['a body that breaks the schema', JSON.stringify({ step: 'x', phone: 12 })],
    ['a body that is not JSON', '{"step":'],
  ])('answers 401 to a player route without a token for %s', async (_what, payload) => {
    const r = await call(h.app, {
      method: 'POST',
      url: '/api/customer/updatephone',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(401);
    expect(r.body.success).toBe(false);
  });

  it('answers 401 to an admin route with a wrong token before the body', async () => {
    const r = await call(h.app, {
      method: 'POST',
      url: '/api/admin/slide',
      payload: '{"broken":',
      headers: { 'content-type': 'application/json', 'x-admin-token': 'wrong' },
      remoteAddress: '10.6.0.1',
    });
    expect(r.status).toBe(401);
    expect(r.body.success).toBe(false);
  });
});
