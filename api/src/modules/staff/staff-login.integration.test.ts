import '../../test/native-modules';
import type { StaffSelf } from '@oyna/contracts';
import { buildApp } from '../../app';
import { call, startApp } from '../../test/app-harness';
import { BACKENDS, testConfig } from '../../test/backends';
import { DEV_OWNER } from './seed';
import { OwnerRecovery } from './owner-recovery';
import {
  auditRows,
  codeOf,
  enrolTwoFactor,
  STAFF_PASSWORD,
  staffLogin,
  staffOf,
  staffSuite,
  uniqueEmail,
} from './staff.test-kit';

describe.each(BACKENDS)('staff login and two-factor on %s', (_name, backend) => {
  const h = staffSuite(backend, [], { adminToken: 'oyna-dev-admin' });
  const { tokens } = h;

  it('seeds the development owner without two-factor, once', async () => {
    const me = await call<StaffSelf>(h.app, {
      method: 'GET',
      url: '/api/staff/me',
      token: tokens.owner,
    });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      email: DEV_OWNER.email,
      name: 'owner',
      role: 'owner',
      twoFactor: false,
      mustEnrol: false,
    });
    const owners = await h.app.db
      .selectFrom('staff')
      .select('email')
      .where('role', '=', 'owner')
      .execute();
    expect(owners.map((o) => o.email)).toEqual([DEV_OWNER.email]);
    // Never a hash or a secret on the wire.
    expect(JSON.stringify(me.body)).not.toMatch(/argon2|password|secret/i);
  });

  it('logs in with the name before the @ when it names one staff member (the seeded `owner`)', async () => {
    const owner = await staffLogin(h.app, { email: 'Owner', password: DEV_OWNER.password });
    expect(owner.status).toBe(200);
    expect(owner.body.data.staff.email).toBe(DEV_OWNER.email);
    // Two staff members whose e-mails share the name: it names neither, the usual refusal.
    const name = `twin${Date.now()}`;
    for (const domain of ['a.test', 'b.test']) {
      const made = await call(h.app, {
        method: 'POST',
        url: '/api/admin/staff/create',
        token: tokens.owner,
        payload: { email: `${name}@${domain}`, name, role: 'support', password: STAFF_PASSWORD },
      });
      expect(made.status).toBe(200);
    }
    const twin = await staffLogin(h.app, { email: name, password: STAFF_PASSWORD }, '10.20.7.7');
    expect(twin.status).toBe(401);
    expect(twin.body.message).toBe('The e-mail address or password is wrong');
    const full = await staffLogin(h.app, { email: `${name}@b.test`, password: STAFF_PASSWORD });
    expect(full.status).toBe(200);
  });

  it('logs in with a password, refuses a wrong one, and audits both once', async () => {
    const staff = await staffOf(h.app, tokens.owner, 'cashier');
    const before = await auditRows(h.app, 'staffLoginFailed', staff.email);
    const wrong = await staffLogin(
      h.app,
      { email: staff.email, password: 'not-the-password' },
      '10.20.1.1',
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('The e-mail address or password is wrong');
    const unknown = await staffLogin(
      h.app,
      { email: uniqueEmail('nobody'), password: 'x' },
      '10.20.1.1',
    );
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(wrong.body.message);
    const failed = await auditRows(h.app, 'staffLoginFailed', staff.email);
    expect(failed.length - before.length).toBe(1);
    expect(failed[0]).toMatchObject({
      actor_kind: 'staff',
      ip: '10.20.1.1',
      status: 401,
      role: 'cashier',
    });

    const ok = await staffLogin(
      h.app,
      { email: staff.email.toUpperCase(), password: STAFF_PASSWORD },
      '10.20.1.2',
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.token).toMatch(/^oss_/);
    expect(new Date(ok.body.data.expiresAt).getTime() - Date.now()).toBeGreaterThan(7.9 * 3600_000);
    const logins = await auditRows(h.app, 'staffLogin', staff.email);
    expect(logins).toHaveLength(2); // staffOf's login and this one
    expect(logins[0]).toMatchObject({ ip: '10.20.1.2', status: 200, actor: staff.email });
  });

  it('ends a session at logout, with one audit record', async () => {
    const staff = await staffOf(h.app, tokens.owner, 'support');
    const out = await call(h.app, {
      method: 'POST',
      url: '/api/staff/logout',
      token: staff.token,
      payload: {},
    });
    expect(out.status).toBe(200);
    const rows = await auditRows(h.app, 'staffLogout');
    expect(rows.filter((r) => r.actor === staff.email)).toHaveLength(1);
    const after = await call(h.app, { method: 'GET', url: '/api/staff/me', token: staff.token });
    expect(after.status).toBe(401);
  });

  it('enrols TOTP with a QR code, then requires a code; each code and recovery code works once', async () => {
    const staff = await staffOf(h.app, tokens.owner, 'risk');
    const wrongConfirm = await call(h.app, {
      method: 'POST',
      url: '/api/staff/totp/confirm',
      token: staff.token,
      payload: { code: '000000' },
    });
    expect(wrongConfirm.status).toBe(400);
    const { secret, uri, qr, codes } = await enrolTwoFactor(h.app, staff.token);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]+/);
    expect(qr).toMatch(/^data:image\/png;base64,/);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Only hashes are kept: no code and not the secret in plain text.
    const row = await h.app.db
      .selectFrom('staff')
      .selectAll()
      .where('id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(row.totp_enabled).toBe(true);
    expect(row.totp_secret).not.toContain(secret);
    const stored = await h.app.db
      .selectFrom('staff_recovery_code')
      .select('code_hash')
      .where('staff_id', '=', staff.id)
      .execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((s) => s.code_hash)).not.toContain(codes[0]);

    // Enrolled: the password alone is not enough.
    const noCode = await staffLogin(h.app, { email: staff.email, password: STAFF_PASSWORD });
    expect(noCode.status).toBe(401);
    expect(noCode.body.message).toBe(
      'Enter the six-digit code from your authenticator app, or a recovery code',
    );
    const badCode = await staffLogin(h.app, {
      email: staff.email,
      password: STAFF_PASSWORD,
      code: '123456',
    });
    expect(badCode.status).toBe(401);

    const code = await codeOf(secret);
    const withCode = await staffLogin(h.app, {
      email: staff.email,
      password: STAFF_PASSWORD,
      code,
    });
    expect(withCode.status).toBe(200);
    // The same code again (a replay): refused.
    const replay = await staffLogin(h.app, { email: staff.email, password: STAFF_PASSWORD, code });
    expect(replay.status).toBe(401);

    const recovery = codes[0]!;
    const first = await staffLogin(h.app, {
      email: staff.email,
      password: STAFF_PASSWORD,
      code: recovery,
    });
    expect(first.status).toBe(200);
    const again = await staffLogin(h.app, {
      email: staff.email,
      password: STAFF_PASSWORD,
      code: recovery,
    });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe('The code is wrong or has already been used');
    const via = (await auditRows(h.app, 'staffLogin', staff.email)).map(
      (r) => (r.after as { via: string }).via,
    );
    expect(via.slice(0, 2)).toEqual(['recovery', 'totp']);

    // Enrolling again needs an owner's reset.
    const twice = await call(h.app, {
      method: 'POST',
      url: '/api/staff/totp/enrol',
      token: withCode.body.data.token,
      payload: {},
    });
    expect(twice.status).toBe(400);
  });

  it('uses a recovery code once however many logins race for it', async () => {
    const staff = await staffOf(h.app, tokens.owner, 'content');
    const { codes } = await enrolTwoFactor(h.app, staff.token);
    const burst = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        staffLogin(
          h.app,
          { email: staff.email, password: STAFF_PASSWORD, code: codes[1]! },
          `10.20.2.${i}`,
        ),
      ),
    );
    expect(burst.map((r) => r.status).sort()).toEqual([200, 401, 401, 401]);
    const used = await h.app.db
      .selectFrom('staff_recovery_code')
      .select('id')
      .where('staff_id', '=', staff.id)
      .where('used_at', 'is not', null)
      .execute();
    expect(used).toHaveLength(1);
  });

  it('throttles failed logins per e-mail: after the budget even the right password waits', async () => {
    const staff = await staffOf(h.app, tokens.owner, 'auditor');
    const budget = testConfig().security.loginFailuresPerUsername;
    for (let i = 0; i < budget; i++) {
      const res = await staffLogin(
        h.app,
        { email: staff.email, password: `wrong-${i}` },
        `10.20.3.${i}`,
      );
      expect(res.status).toBe(401);
    }
    const right = await staffLogin(
      h.app,
      { email: staff.email, password: STAFF_PASSWORD },
      '10.20.3.99',
    );
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many attempts/);
    const failed = await auditRows(h.app, 'staffLoginFailed', staff.email);
    expect(failed.map((r) => r.status)).toEqual([429, ...Array(budget).fill(401)]);
  });
});

describe.each(BACKENDS)('staff in production on %s', (_name, makeBackend) => {
  it('requires two-factor: a staff member without it can only enrol', async () => {
    const h = await startApp(makeBackend, { nodeEnv: 'production', adminToken: undefined });
    try {
      // No development owner in production; the CLI creates the first one.
      expect(await h.app.db.selectFrom('staff').select('id').execute()).toEqual([]);
      const email = uniqueEmail('first-owner');
      await new OwnerRecovery(h.app.db, h.app.platform.passwords, 'ops').create(
        email,
        'First',
        STAFF_PASSWORD,
      );
      const [cli] = await auditRows(h.app, 'cli:createStaff', email);
      expect(cli).toMatchObject({ actor_kind: 'cli', actor: 'ops' });

      const login = await staffLogin(h.app, { email, password: STAFF_PASSWORD });
      expect(login.status).toBe(200);
      expect(login.body.data.staff.mustEnrol).toBe(true);
      const token = login.body.data.token;
      const refused = await call(h.app, { method: 'GET', url: '/api/admin/audit', token });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Set up two-factor login first');
      expect((await call(h.app, { method: 'GET', url: '/api/staff/me', token })).status).toBe(200);
      // The shared admin token does not exist in production without ADMIN_TOKEN.
      const shared = await call(h.app, {
        method: 'GET',
        url: '/api/admin/audit',
        headers: { 'x-admin-token': 'oyna-dev-admin' },
      });
      expect(shared.status).toBe(401);

      const { secret } = await enrolTwoFactor(h.app, token);
      expect((await call(h.app, { method: 'GET', url: '/api/admin/audit', token })).status).toBe(
        200,
      );
      const next = await staffLogin(h.app, {
        email,
        password: STAFF_PASSWORD,
        code: await codeOf(secret),
      });
      expect(next.status).toBe(200);
      expect(next.body.data.staff.mustEnrol).toBe(false);

      // The CLI recovers a locked-out owner: new password, two-factor off.
      await new OwnerRecovery(h.app.db, h.app.platform.passwords, 'ops').recover(
        email,
        'recovered-password-3',
      );
      const back = await staffLogin(h.app, { email, password: 'recovered-password-3' });
      expect(back.status).toBe(200);
      expect(back.body.data.staff.mustEnrol).toBe(true);
    } finally {
      await h.close();
    }
  });

  it('refuses to start while a staff member keeps the default development password', async () => {
    const backend = await makeBackend();
    try {
      const dev = buildApp(backend.config);
      await dev.ready();
      const seeded = await dev.db.selectFrom('staff').select('email').execute();
      expect(seeded).toEqual([{ email: DEV_OWNER.email }]);
      await dev.close();

      const prod = buildApp({ ...backend.config, nodeEnv: 'production', adminToken: undefined });
      await expect(prod.ready()).rejects.toThrow(/still has the default development password/);
      await prod.close().catch(() => undefined);
    } finally {
      await backend.cleanup();
    }
  });
});
