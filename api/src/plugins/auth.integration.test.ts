import '../test/native-modules';
import { ENDPOINTS, type EndpointName } from '@oyna/contracts';
import { API_PREFIX } from '../lib/route';
import { call, startApp, type Harness } from '../test/app-harness';
import { BACKENDS, testConfig } from '../test/backends';

const ADMIN_TOKEN = 'guard-test-admin';
const BUDGET = 4;

const names = Object.keys(ENDPOINTS) as EndpointName[];
const urlOf = (name: EndpointName) =>
  `${API_PREFIX}/${ENDPOINTS[name].path.replace(/:[a-z]\w*/gi, '1')}`;

describe.each(BACKENDS)('the guards of the endpoint table on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend, {
      adminToken: ADMIN_TOKEN,
      security: { ...testConfig().security, adminFailuresPerMinute: BUDGET },
    });
  });
  afterAll(() => h.close());

  /** The served calls of one access, from the table. */
  const served = (access: 'player' | 'admin') =>
    names.filter(
      (n) =>
        ENDPOINTS[n].access === access &&
        h.app.hasRoute({ method: ENDPOINTS[n].method, url: `${API_PREFIX}/${ENDPOINTS[n].path}` }),
    );

  it('answers 401 before looking at the body of every player call (spec §8)', async () => {
    const calls = served('player');
    expect(calls).toEqual(expect.arrayContaining(['updatePhone', 'getBalance']));
    for (const name of calls) {
      const { method } = ENDPOINTS[name];
      // A body that breaks the schema, and one that is not even JSON: 401 all the same.
      const bad = await call(h.app, {
        method,
        url: urlOf(name),
        ...(method === 'POST' ? { payload: { step: 'x', id: 2 ** 40, skip: -1 } } : {}),
      });
      const broken = await call(h.app, {
        method,
        url: urlOf(name),
        headers: { 'content-type': 'application/json' },
        ...(method === 'POST' ? { payload: '{"not json' } : {}),
      });
      expect([name, bad.status, broken.status]).toEqual([name, 401, 401]);
      expect(bad.body).toEqual({
        success: false,
        message: 'Your session has ended. Please log in again.',
        data: null,
      });
    }
  });

  it('answers every admin call without or with a wrong token alike: 401, one message', async () => {
    const calls = served('admin');
    expect(calls.map((n) => ENDPOINTS[n].path).sort()).toEqual([
      'admin/announcement',
      'admin/audit',
      'admin/audit/csv',
      'admin/audit/remotes',
      'admin/bonusaudit',
      'admin/bonuscancel',
      'admin/bonuscost',
      'admin/bonusgrant',
      'admin/bonusoffer',
      'admin/bonusoffers',
      'admin/bonusrequest',
      'admin/bonusrequests',
      'admin/callrequests',
      'admin/casino/categories',
      'admin/casino/category',
      'admin/casino/category/enabled',
      'admin/casino/game',
      'admin/casino/game/category',
      'admin/casino/game/enabled',
      'admin/casino/games',
      'admin/casino/refusedwins',
      'admin/dashboard',
      'admin/notifications',
      'admin/page',
      'admin/pages',
      'admin/payments',
      'admin/payments/approve',
      'admin/payments/kycclear',
      'admin/payments/owed',
      'admin/payments/owed/payout',
      'admin/payments/refunds',
      'admin/payments/refunds/retry',
      'admin/payments/reject',
      'admin/players',
      'admin/players/:id',
      'admin/players/:id/bets',
      'admin/players/:id/bonuses',
      'admin/players/:id/ledger',
      'admin/players/:id/notes',
      'admin/players/:id/payments',
      'admin/players/:id/rounds',
      'admin/players/:id/sessions',
      'admin/players/lock',
      'admin/players/note',
      'admin/players/session/end',
      'admin/popup',
      'admin/promotion',
      'admin/promotions',
      'admin/protection',
      'admin/reports',
      'admin/reports/csv',
      'admin/sitecontent',
      'admin/slide',
      'admin/slides',
      'admin/sports/bets',
      'admin/sports/event',
      'admin/sports/feed/step',
      'admin/sports/finish',
      'admin/sports/liability',
      'admin/sports/live',
      'admin/sports/market',
      'admin/sports/market/settle',
      'admin/sports/odds',
      'admin/sports/settle',
      'admin/sports/unsettled',
      'admin/staff',
      'admin/staff/create',
      'admin/staff/disable',
      'admin/staff/password',
      'admin/staff/role',
      'admin/staff/token',
      'admin/staff/token/revoke',
      'admin/staff/tokens',
      'admin/staff/twofactor/reset',
      'admin/translation',
      'admin/translations',
      'staff/logout',
      'staff/me',
      'staff/totp/confirm',
      'staff/totp/enrol',
    ]);
    const answers = new Set<string>();
    for (const [i, name] of calls.entries()) {
      const { method } = ENDPOINTS[name];
      for (const headers of [{}, { 'x-admin-token': 'wrong' }, { 'x-admin-token': '' }]) {
        const res = await call(h.app, {
          method,
          url: urlOf(name),
          headers,
          // Each call from its own address, so that this test spends no shared budget.
          remoteAddress: `10.1.${i}.${Object.keys(headers).length + 1}`,
          ...(method === 'POST' ? { payload: { junk: '\u0000' } } : {}),
        });
        answers.add(JSON.stringify([res.status, res.body]));
      }
    }
    expect([...answers]).toEqual([
      JSON.stringify([
        401,
        { success: false, message: 'The admin token is missing or wrong', data: null },
      ]),
    ]);
  });

  it('counts failed admin tries per address: a parallel burst gets exactly the budget of 401s, then 429', async () => {
    const from = (remoteAddress: string, token: string) =>
      call(h.app, {
        method: 'GET',
        url: `${API_PREFIX}/admin/callrequests`,
        headers: { 'x-admin-token': token },
        remoteAddress,
      });
    const burst = await Promise.all(
      Array.from({ length: BUDGET + 6 }, (_, i) => from('10.9.9.9', `guess-${i}`)),
    );
    const statuses = burst.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(BUDGET).fill(401), ...Array(6).fill(429)]);
    const limited = burst.find((r) => r.status === 429);
    expect(Number(limited?.response.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited?.body.message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );

    // The right token from that address waits too, so the answers never tell a guess apart;
    // another address is not affected.
    expect((await from('10.9.9.9', ADMIN_TOKEN)).status).toBe(429);
    expect((await from('10.9.9.10', ADMIN_TOKEN)).status).toBe(200);
  });

  it('spends no budget on a call without a credential (the back office before its login): 401, never 429', async () => {
    const bare = () =>
      call(h.app, { method: 'GET', url: `${API_PREFIX}/staff/me`, remoteAddress: '10.9.8.7' });
    const statuses = (await Promise.all(Array.from({ length: BUDGET + 6 }, bare))).map(
      (r) => r.status,
    );
    expect(statuses).toEqual(Array(BUDGET + 6).fill(401));
    // The address still has its whole budget: the right token goes through.
    const right = await call(h.app, {
      method: 'GET',
      url: `${API_PREFIX}/admin/callrequests`,
      headers: { 'x-admin-token': ADMIN_TOKEN },
      remoteAddress: '10.9.8.7',
    });
    expect(right.status).toBe(200);
  });

  it('does not exist outside production without ADMIN_TOKEN (a test without the dev default)', async () => {
    const off = await startApp(backend, { adminToken: undefined });
    try {
      for (const name of names.filter((n) => ENDPOINTS[n].access === 'admin')) {
        const res = await call(off.app, {
          method: ENDPOINTS[name].method,
          url: urlOf(name),
          headers: { 'x-admin-token': ADMIN_TOKEN },
          ...(ENDPOINTS[name].method === 'POST' ? { payload: {} } : {}),
        });
        expect([name, res.status]).toEqual([name, 404]);
      }
    } finally {
      await off.close();
    }
  });
});
