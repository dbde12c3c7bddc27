import '../../test/native-modules';
import type { AuditPage, RemoteChangeRecorded, StaffTokenCreated } from '@oyna/contracts';
import { call } from '../../test/app-harness';
import { BACKENDS } from '../../test/backends';
import { DEV_OWNER } from './seed';
import { auditCount, auditRows, staffSuite } from './staff.test-kit';

const URL = '/api/admin/audit/remotes';
const promote = {
  remote: 'casino',
  action: 'promote',
  before: { stable: '1.0.0+a1b2c3d' },
  after: { stable: '1.1.0+3f2a9c1', previous: '1.0.0+a1b2c3d' },
  note: 'compatible with shell contracts 2.9.0; smoke load ready',
};

/**
 * docs/decisions/012-remote-releases.md › Who changed what: the remotes CLI records each change of
 * the remotes config in the back office's audit, as the staff member or staff machine token that
 * calls; owners only; a bad body is a 400 that records nothing of the change.
 */
describe.each(BACKENDS)('admin/audit/remotes on %s', (_name, backend) => {
  const h = staffSuite(backend, ['content', 'auditor'], { adminToken: 'oyna-dev-admin' });
  const { tokens } = h;

  it('records the change under the calling staff member and answers who that is', async () => {
    const count = await auditCount(h.app);
    const res = await call<RemoteChangeRecorded>(h.app, {
      method: 'POST',
      url: URL,
      token: tokens.owner,
      payload: promote,
      remoteAddress: '10.20.9.1',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      action: 'remotes.promote',
      object: 'remote:casino',
      actor: DEV_OWNER.email,
      actorKind: 'staff',
      role: 'owner',
    });
    // One record: the call's own, carrying the change.
    expect(await auditCount(h.app)).toBe(count + 1);
    const [record] = await auditRows(h.app, 'remotes.promote', 'remote:casino');
    expect(record).toMatchObject({
      actor_kind: 'staff',
      actor: DEV_OWNER.email,
      role: 'owner',
      ip: '10.20.9.1',
      status: 200,
      before: { entry: promote.before },
      after: { entry: promote.after, note: promote.note },
    });
    expect(record?.staff_id).toEqual(expect.any(Number));
    // The back office's audit screen finds it by its action.
    const page = await call<AuditPage>(h.app, {
      method: 'GET',
      url: '/api/admin/audit?action=remotes.promote',
      token: tokens.auditor,
    });
    expect(page.body.data.items[0]).toMatchObject({
      action: 'remotes.promote',
      object: 'remote:casino',
      actor: DEV_OWNER.email,
    });
  });

  it('names a machine token by its name, and keeps a manifest entry and a first change (null)', async () => {
    const created = await call<StaffTokenCreated>(h.app, {
      method: 'POST',
      url: '/api/admin/staff/token',
      token: tokens.owner,
      payload: { name: 'release-casino-ci', role: 'owner' },
    });
    expect(created.status).toBe(200);
    const change = {
      remote: 'sports',
      action: 'canary',
      before: null,
      after: '/remotes/sports/mf-manifest.json',
    };
    const res = await call<RemoteChangeRecorded>(h.app, {
      method: 'POST',
      url: URL,
      token: created.body.data.token,
      payload: change,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ actor: 'release-casino-ci', actorKind: 'token' });
    const [record] = await auditRows(h.app, 'remotes.canary', 'remote:sports');
    expect(record).toMatchObject({
      actor_kind: 'token',
      actor: 'release-casino-ci',
      staff_id: null,
      role: 'owner',
      before: { entry: null },
      after: { entry: change.after },
    });
  });

  it('refuses a caller without a staff credential (401), another role (403), the shared admin token (403)', async () => {
    const changes = (await auditRows(h.app, 'remotes.promote')).length;
    const refusals = (await auditRows(h.app, 'adminAuditRemoteChange')).length;
    const none = await call(h.app, { method: 'POST', url: URL, payload: promote });
    expect(none.status).toBe(401);
    for (const role of ['content', 'auditor'] as const) {
      const res = await call(h.app, {
        method: 'POST',
        url: URL,
        token: tokens[role],
        payload: promote,
      });
      expect([res.status, res.body.message]).toEqual([403, `The ${role} role may not do this`]);
    }
    const shared = await call(h.app, {
      method: 'POST',
      url: URL,
      headers: { 'x-admin-token': 'oyna-dev-admin' },
      payload: promote,
    });
    expect(shared.status).toBe(403);
    expect(shared.body.message).toBe(
      'This change is recorded under a staff member or a staff machine token; the shared admin token cannot make it',
    );
    // No change was recorded; each refusal with a credential is, under the call's name.
    expect((await auditRows(h.app, 'remotes.promote')).length).toBe(changes);
    const refused = await auditRows(h.app, 'adminAuditRemoteChange');
    expect(refused.length).toBe(refusals + 3);
    expect(refused.slice(0, 3).map((r) => [r.actor_kind, r.status])).toEqual([
      ['admin-token', 403],
      ['staff', 403],
      ['staff', 403],
    ]);
  });

  it.each([
    ['an unknown remote', { ...promote, remote: 'bingo' }, /^Remote: /],
    ['an unknown action', { ...promote, action: 'delete' }, /^Action: /],
    ['a missing entry', { remote: 'casino', action: 'rollback', after: null }, /before/i],
    [
      'a version that is no release id',
      { ...promote, after: { stable: '../etc' } },
      /stable|after/i,
    ],
    [
      'a canary over 100 %',
      { ...promote, after: { stable: '1.1.0', canary: { version: '1.2.0', percent: 101 } } },
      /percent|after/i,
    ],
    ['a note too long', { ...promote, note: 'x'.repeat(2001) }, /^Note: /],
  ])('answers 400 with a message to %s, recording no change', async (_what, payload, message) => {
    const before = (await auditRows(h.app, 'remotes.promote')).length;
    const res = await call(h.app, { method: 'POST', url: URL, token: tokens.owner, payload });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
    expect((await auditRows(h.app, 'remotes.promote')).length).toBe(before);
  });

  it('records every one of a parallel burst, each once', async () => {
    const before = (await auditRows(h.app, 'remotes.rollback', 'remote:payments')).length;
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(h.app, {
          method: 'POST',
          url: URL,
          token: tokens.owner,
          payload: {
            remote: 'payments',
            action: 'rollback',
            before: { stable: `1.${i + 1}.0+abc1234`, previous: `1.${i}.0+abc1234` },
            after: { stable: `1.${i}.0+abc1234` },
          },
        }),
      ),
    );
    expect(burst.map((r) => r.status)).toEqual(Array(8).fill(200));
    const rows = await auditRows(h.app, 'remotes.rollback', 'remote:payments');
    expect(rows.length).toBe(before + 8);
  });
});
