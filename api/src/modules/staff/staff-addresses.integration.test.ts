import '../../test/native-modules';
import { loadStaffIpAllow } from '../../config';
import { call, startApp, type Harness } from '../../test/app-harness';
import { BACKENDS, testConfig } from '../../test/backends';
import { ownerToken, STAFF_PASSWORD, staffLogin, staffOf } from './staff.test-kit';

describe('STAFF_IP_ALLOW_<ROLE>', () => {
  it('reads comma-separated networks per role; unset or empty is anywhere', () => {
    expect(
      loadStaffIpAllow({
        STAFF_IP_ALLOW_CASHIER: ' 10.20.0.0/16, 192.0.2.7 ,',
        STAFF_IP_ALLOW_RISK: '',
        STAFF_IP_ALLOW_AUDITOR: '2001:db8::/32',
      }),
    ).toEqual({ cashier: ['10.20.0.0/16', '192.0.2.7'], auditor: ['2001:db8::/32'] });
    expect(loadStaffIpAllow({})).toEqual({});
  });

  it('stops the start on a value that is not a network, naming the variable', () => {
    expect(() => loadStaffIpAllow({ STAFF_IP_ALLOW_SUPPORT: '10.0.0.0/8,office' })).toThrow(
      "STAFF_IP_ALLOW_SUPPORT: 'office' is not an address or CIDR network",
    );
  });
});

describe.each(BACKENDS)('the staff address allow-list on %s', (_name, backend) => {
  let h: Harness;
  let owner: string;
  const inside = '10.20.7.1';
  const outside = '203.0.113.7';

  beforeAll(async () => {
    h = await startApp(backend, {
      adminToken: 'oyna-dev-admin',
      staff: { ...testConfig().staff, ipAllow: { cashier: ['10.20.0.0/16'] } },
    });
    owner = await ownerToken(h.app);
  });
  afterAll(() => h?.close());

  const lastAudit = (action: string) =>
    h.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it('lets a cashier log in and call from inside the network only (403, audited)', async () => {
    const cashier = await staffOf(h.app, owner, 'cashier');
    const from = (remoteAddress: string, locale: 'tr' | 'en' = 'en') =>
      call(h.app, {
        method: 'GET',
        url: '/api/admin/payments',
        token: cashier.token,
        remoteAddress,
        locale,
      });
    expect((await from(inside)).status).toBe(200);

    const refused = await from(outside);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'The cashier role may not be used from this address (203.0.113.7)',
    );
    expect((await from(outside, 'tr')).body.message).toBe(
      'cashier rolü bu adresten (203.0.113.7) kullanılamaz',
    );
    const audit = await lastAudit('adminPayments');
    expect(audit).toMatchObject({
      actor: cashier.email,
      role: 'cashier',
      ip: outside,
      status: 403,
    });

    const login = await staffLogin(
      h.app,
      { email: cashier.email, password: STAFF_PASSWORD },
      outside,
    );
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(
      'The cashier role may not be used from this address (203.0.113.7)',
    );
    const failed = await lastAudit('staffLoginFailed');
    expect(failed).toMatchObject({ object: cashier.email, ip: outside, status: 403 });
    expect(failed.after).toEqual({ reason: 'address' });
    const ok = await staffLogin(h.app, { email: cashier.email, password: STAFF_PASSWORD }, inside);
    expect(ok.status).toBe(200);
  });

  it('leaves roles without a list free to work from anywhere', async () => {
    const support = await staffOf(h.app, owner, 'support');
    const login = await staffLogin(
      h.app,
      { email: support.email, password: STAFF_PASSWORD },
      outside,
    );
    expect(login.status).toBe(200);
    const res = await call(h.app, {
      method: 'GET',
      url: '/api/admin/callrequests',
      token: login.body.data.token,
      remoteAddress: outside,
    });
    expect(res.status).toBe(200);
  });

  it('does not hold a wrong password against the address: it stays a 401', async () => {
    const cashier = await staffOf(h.app, owner, 'cashier');
    const login = await staffLogin(
      h.app,
      { email: cashier.email, password: 'wrong-password-99' },
      outside,
    );
    expect(login.status).toBe(401);
  });
});
