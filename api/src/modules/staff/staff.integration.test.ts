import '../../test/native-modules';
import type {
  AuditCsv,
  AuditPage,
  StaffMember,
  StaffSelf,
  StaffTokenCreated,
} from '@oyna/contracts';
import { sql } from 'kysely';
import { call } from '../../test/app-harness';
import { BACKENDS } from '../../test/backends';
import { DEV_OWNER } from './seed';
import {
  auditCount,
  auditRows,
  enrolTwoFactor,
  STAFF_PASSWORD,
  staffLogin,
  staffOf,
  staffSuite,
  uniqueEmail,
} from './staff.test-kit';

describe.each(BACKENDS)('staff management and the audit on %s', (_name, backend) => {
  const h = staffSuite(backend, [], { adminToken: 'oyna-dev-admin' });
  const { tokens } = h;

  it('lets owners manage staff with before and after in one audit record each', async () => {
    const staff = await staffOf(h.app, tokens.owner, 'support');
    const count = await auditCount(h.app);
    const role = await call<StaffMember>(h.app, {
      method: 'POST',
      url: '/api/admin/staff/role',
      token: tokens.owner,
      payload: { id: staff.id, role: 'cashier' },
      remoteAddress: '10.20.4.1',
    });
    expect(role.status).toBe(200);
    expect(role.body.data.role).toBe('cashier');
    expect(await auditCount(h.app)).toBe(count + 1);
    const [record] = await auditRows(h.app, 'adminSetStaffRole', String(staff.id));
    expect(record).toMatchObject({
      actor_kind: 'staff',
      actor: DEV_OWNER.email,
      role: 'owner',
      ip: '10.20.4.1',
      status: 200,
      before: expect.objectContaining({ role: 'support' }),
      after: expect.objectContaining({ role: 'cashier' }),
    });
    // The new role applies to the live session at once.
    const cashierCall = await call(h.app, {
      method: 'GET',
      url: '/api/admin/payments',
      token: staff.token,
    });
    expect(cashierCall.status).toBe(200);
    const supportCall = await call(h.app, {
      method: 'GET',
      url: '/api/admin/callrequests',
      token: staff.token,
    });
    expect(supportCall.status).toBe(403);
    // A refusal is recorded too: once, with its status.
    const [refused] = await auditRows(h.app, 'adminCallRequests');
    expect(refused).toMatchObject({ actor: staff.email, role: 'cashier', status: 403 });

    // A password reset ends their sessions; the new password logs in.
    const reset = await call(h.app, {
      method: 'POST',
      url: '/api/admin/staff/password',
      token: tokens.owner,
      payload: { id: staff.id, password: 'another-password-2' },
    });
    expect(reset.status).toBe(200);
    expect(
      (await call(h.app, { method: 'GET', url: '/api/staff/me', token: staff.token })).status,
    ).toBe(401);
    expect(
      (await staffLogin(h.app, { email: staff.email, password: 'another-password-2' })).status,
    ).toBe(200);
    const [resetRecord] = await auditRows(h.app, 'adminResetStaffPassword', String(staff.id));
    expect(JSON.stringify(resetRecord)).not.toContain('another-password-2');

    // A short password, a taken e-mail: 400, nothing changes.
    const short = await call(h.app, {
      method: 'POST',
      url: '/api/admin/staff/create',
      token: tokens.owner,
      payload: { email: uniqueEmail('x'), name: 'x', role: 'risk', password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('A staff password must be at least 12 characters long');
    const taken = await call(h.app, {
      method: 'POST',
      url: '/api/admin/staff/create',
      token: tokens.owner,
      payload: { email: staff.email, name: 'x', role: 'risk', password: STAFF_PASSWORD },
    });
    expect(taken.status).toBe(400);

    // The last owner cannot demote or disable themselves.
    const me = await call<StaffSelf>(h.app, {
      method: 'GET',
      url: '/api/staff/me',
      token: tokens.owner,
    });
    for (const payload of [
      { url: '/api/admin/staff/role', body: { id: me.body.data.id, role: 'auditor' } },
      { url: '/api/admin/staff/disable', body: { id: me.body.data.id, disabled: true } },
    ]) {
      const res = await call(h.app, {
        method: 'POST',
        url: payload.url,
        token: tokens.owner,
        payload: payload.body,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The last owner cannot lose the owner role or be disabled');
    }
  });

  it('resets a staff member’s two-factor: they log in with the password and enrol again', async () => {
    const staff = await staffOf(h.app, tokens.owner, 'risk');
    await enrolTwoFactor(h.app, staff.token);
    const reset = await call<StaffMember>(h.app, {
      method: 'POST',
      url: '/api/admin/staff/twofactor/reset',
      token: tokens.owner,
      payload: { id: staff.id },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data.twoFactor).toBe(false);
    const [record] = await auditRows(h.app, 'adminResetStaffTwoFactor', String(staff.id));
    expect(record?.before).toMatchObject({ twoFactor: true });
    expect(record?.after).toMatchObject({ twoFactor: false });
    expect((await staffLogin(h.app, { email: staff.email, password: STAFF_PASSWORD })).status).toBe(
      200,
    );
  });

  it('audits the shared admin token under its integration name, one record per call', async () => {
    const count = await auditCount(h.app);
    const res = await call(h.app, {
      method: 'GET',
      url: '/api/admin/callrequests',
      headers: { 'x-admin-token': 'oyna-dev-admin' },
      remoteAddress: '10.20.5.1',
    });
    expect(res.status).toBe(200);
    expect(await auditCount(h.app)).toBe(count + 1);
    const [record] = await auditRows(h.app, 'adminCallRequests');
    expect(record).toMatchObject({
      actor_kind: 'admin-token',
      actor: 'oyna-dev-admin',
      role: null,
      ip: '10.20.5.1',
      status: 200,
    });
    // A refused call (no credential) leaves no record: nobody to name.
    await call(h.app, {
      method: 'GET',
      url: '/api/admin/callrequests',
      remoteAddress: '10.20.5.2',
    });
    expect(await auditCount(h.app)).toBe(count + 1);
  });

  it('gives named machine tokens scoped by a role, shown once, revocable, audited by name', async () => {
    const name = `feed-bot-${process.pid}`;
    const created = await call<StaffTokenCreated>(h.app, {
      method: 'POST',
      url: '/api/admin/staff/token',
      token: tokens.owner,
      payload: { name, role: 'cashier' },
    });
    expect(created.status).toBe(200);
    const machine = created.body.data.token;
    expect(machine).toMatch(/^ost_/);
    const listed = await call<unknown[]>(h.app, {
      method: 'GET',
      url: '/api/admin/staff/tokens',
      token: tokens.owner,
    });
    expect(JSON.stringify(listed.body.data)).not.toContain(machine);
    expect(
      (await call(h.app, { method: 'GET', url: '/api/admin/payments', token: machine })).status,
    ).toBe(200);
    expect(
      (await call(h.app, { method: 'GET', url: '/api/admin/callrequests', token: machine })).status,
    ).toBe(403);
    const [record] = await auditRows(h.app, 'adminPayments');
    expect(record).toMatchObject({ actor_kind: 'token', actor: name, role: 'cashier' });
    const revoked = await call(h.app, {
      method: 'POST',
      url: '/api/admin/staff/token/revoke',
      token: tokens.owner,
      payload: { id: created.body.data.id },
    });
    expect(revoked.status).toBe(200);
    expect(
      (await call(h.app, { method: 'GET', url: '/api/admin/payments', token: machine })).status,
    ).toBe(401);
  });

  it('searches the audit by actor, action and day with paging, and exports it as CSV (logged)', async () => {
    const staff = await staffOf(h.app, tokens.owner, 'auditor');
    const today = new Date().toISOString().slice(0, 10);
    const page = await call<AuditPage>(h.app, {
      method: 'GET',
      url: `/api/admin/audit?actor=${encodeURIComponent(staff.email)}&action=staffLogin&from=${today}&to=${today}&take=1`,
      token: staff.token,
    });
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(1);
    expect(page.body.data.items[0]).toMatchObject({
      actor: staff.email,
      action: 'staffLogin',
      actorKind: 'staff',
    });
    const none = await call<AuditPage>(h.app, {
      method: 'GET',
      url: `/api/admin/audit?actor=${encodeURIComponent(staff.email)}&to=2000-01-01`,
      token: staff.token,
    });
    expect(none.body.data).toEqual({ items: [], total: 0 });
    const bad = await call(h.app, {
      method: 'GET',
      url: '/api/admin/audit?from=yesterday',
      token: staff.token,
    });
    expect(bad.status).toBe(400);

    const csv = await call<AuditCsv>(h.app, {
      method: 'GET',
      url: `/api/admin/audit/csv?actor=${encodeURIComponent(staff.email)}`,
      token: staff.token,
    });
    expect(csv.status).toBe(200);
    const lines = csv.body.data.csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,actor_kind,actor,role,ip,action,object,status,before,after',
    );
    expect(lines.some((l) => l.includes(',staffLogin,'))).toBe(true);
    expect(csv.body.data.filename).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const exports = await auditRows(h.app, 'adminAuditExport');
    expect(exports.filter((r) => r.actor === staff.email)).toHaveLength(1);
    // The export's record says what was exported: the filters and the rows.
    expect(exports.find((r) => r.actor === staff.email)?.after).toEqual({
      export: 'audit',
      actor: staff.email,
      rows: csv.body.data.rows,
    });
  });

  it('keeps the audit append-only: the database refuses to change or remove a record', async () => {
    await expect(
      sql`update audit_log set actor = 'someone else'`.execute(h.app.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(h.app.db)).rejects.toThrow(/append-only/);
  });
});
