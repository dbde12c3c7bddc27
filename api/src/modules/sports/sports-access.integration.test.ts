import '../../test/native-modules';
import crypto from 'node:crypto';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { newRegistration } from '../../test/players';

const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };
const rid = () => crypto.randomBytes(9).toString('base64url');

// Who may use the sportsbook, and what the auth data says of it (api/README.md › Sportsbook).
describe.each(BACKENDS)('sportsbook access on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend, {
      sports: { feedAutostart: false, minLive: 3, minUpcomingPerSport: 14, liveDelayMs: 150 },
    });
    await h.app.sportsFeed!.seed();
  });
  afterAll(() => h.close());

  const post = <T>(url: string, payload: unknown) =>
    call<T>(h.app, {
      method: 'POST',
      url: `/api/${url}`,
      payload: payload as object,
      locale: 'en',
    });
  const admin = <T>(url: string, payload: unknown) =>
    call<T>(h.app, {
      method: 'POST',
      url: `/api/admin/${url}`,
      payload: payload as object,
      headers: ADMIN,
    });

  it('returns no sports provider in the auth data unless ops configure one', async () => {
    const { body } = await call<Record<string, unknown>>(h.app, {
      method: 'POST',
      url: '/api/auth/register',
      payload: newRegistration(),
      headers: { 'x-fingerprint': 'fp' },
    });
    expect(body.data).toMatchObject({
      betcoUrl: null,
      betcoToken: null,
      betsyUrl: null,
      betsyToken: null,
      betsyCid: null,
    });
  });

  it('needs a player for the slip, an operator for the feed controls', async () => {
    expect(
      (await post('sports/place', { requestId: rid(), legs: [{ selectionId: 1, odds: 2 }] }))
        .status,
    ).toBe(401);
    expect((await post('admin/sports/feed/step', { ticks: 1 })).status).toBe(401);
    const step = await admin<{ events: number }>('sports/feed/step', { ticks: 2 });
    expect(step.status).toBe(200);
    expect(step.body.data.events).toBeGreaterThan(0);
  });
});
