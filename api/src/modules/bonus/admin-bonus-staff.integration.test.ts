import '../../test/native-modules';
import type { AdminPlayerBonus } from '@oyna/contracts';
import { call, startApp, type Harness } from '../../test/app-harness';
import { BACKENDS } from '../../test/backends';
import { register } from '../../test/players';
import { ownerToken, staffOf } from '../../test/staff';

// The back office › roles: support grants bonuses within a cap (SUPPORT_GRANT_CAP_MINOR, here
// ₺100), the owner without one; the caller is recorded (staff identity) and each grant or
// cancel leaves one audit record with before and after.
describe.each(BACKENDS)('the bonus desk by staff role on %s', (_name, backend) => {
  let h: Harness;
  let owner: string;
  let support: { email: string; token: string };
  beforeAll(async () => {
    h = await startApp(backend, { supportGrantCapMinor: 10_000 });
    owner = await ownerToken(h.app);
    support = await staffOf(h.app, owner, 'support');
  });
  afterAll(() => h.close());

  const grant = (token: string, username: string, amount: number, locale: 'tr' | 'en' = 'en') =>
    call<AdminPlayerBonus>(h.app, {
      method: 'POST',
      url: '/api/admin/bonusgrant',
      token,
      locale,
      payload: { username, offer: 'goodwill', amount, reason: 'a complaint settled' },
    });
  const audits = (action: string, username: string) =>
    h.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('object', '=', `player:${username}`)
      .orderBy('id')
      .execute();

  it('refuses support above the cap with a readable message; grants within it, audited once', async () => {
    const {
      data: { username },
    } = await register(h.app);
    const above = await grant(support.token, username, 100.01);
    expect(above.status).toBe(403);
    expect(above.body.message).toBe(
      'Support may grant a bonus of at most ₺100,00 (₺100,01 asked): a larger bonus is granted by an owner',
    );
    const tr = await grant(support.token, username, 150, 'tr');
    expect(tr.status).toBe(403);
    expect(tr.body.message).toMatch(/^Destek ekibi en fazla/);

    const within = await grant(support.token, username, 100);
    expect(within.status).toBe(200);
    expect(within.body.data.grantedBy).toBe(`operator:${support.email}`);
    const granted = (await audits('adminGrantBonus', username)).filter((r) => r.status === 200);
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ actor: support.email, role: 'support' });
    expect(granted[0]!.before).toEqual({ activeBonus: null });
    expect(granted[0]!.after).toMatchObject({ activeBonus: { amount: 100, status: 'active' } });

    const cancelled = await call<AdminPlayerBonus>(h.app, {
      method: 'POST',
      url: '/api/admin/bonuscancel',
      token: support.token,
      payload: { username, reason: 'granted by mistake', operator: 'not me' },
    });
    expect(cancelled.status).toBe(200);
    const [record, ...more] = await audits('adminCancelBonus', username);
    expect(more).toHaveLength(0);
    expect(record!.before).toMatchObject({ activeBonus: { status: 'active' }, bonusBalance: 100 });
    expect(record!.after).toMatchObject({ activeBonus: null, bonusBalance: 0 });
  });

  it('records the support agent who decides a bonus claim, in one audit record with before and after', async () => {
    const today = new Date().toISOString().slice(5, 10);
    const p = await register(h.app);
    await h.app.db
      .updateTable('player')
      .set({ birth_date: `1990-${today}` })
      .where('username', '=', p.data.username)
      .execute();
    const requested = await call<{ id: number }>(h.app, {
      method: 'POST',
      url: '/api/account/bonusrequest',
      token: p.token,
      payload: { offer: 'birthday' },
    });
    expect(requested.status).toBe(200);
    const id = requested.body.data.id;
    const decided = await call(h.app, {
      method: 'POST',
      url: '/api/admin/bonusrequest',
      token: support.token,
      payload: { id, approve: true },
    });
    expect(decided.status).toBe(200);
    const records = await h.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'adminDecideBonusRequest')
      .where('object', '=', `bonusrequest:${id}`)
      .execute();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ actor: support.email, role: 'support', status: 200 });
    expect(records[0]!.before).toMatchObject({ status: 'pending', decidedAt: null });
    expect(records[0]!.after).toMatchObject({ status: 'approved' });
    const bonus = await h.app.db
      .selectFrom('player_bonus')
      .select('granted_by')
      .where('request_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(bonus.granted_by).toBe(`operator:${support.email}`);
  });

  it('lets the owner grant above the support cap', async () => {
    const {
      data: { username },
    } = await register(h.app);
    const big = await grant(owner, username, 400);
    expect(big.status).toBe(200);
    expect(big.body.data).toMatchObject({ amount: 400 });
  });
});
