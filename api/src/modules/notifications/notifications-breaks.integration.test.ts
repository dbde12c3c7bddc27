import '../../test/native-modules';
import { NotificationType } from '@oyna/contracts';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { register } from '../../test/players';
import { ownerToken, staffOf } from '../../test/staff';

const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };

// The back office › notifications: send to one player or to all; players under a break (a
// time-out or self-exclusion) get only non-promotional notifications.
describe.each(BACKENDS)('notifications and players under a break on %s', (_name, backend) => {
  let h: Harness;
  let support: string;
  beforeAll(async () => {
    h = await startApp(backend, { adminToken: 'oyna-dev-admin' });
    support = (await staffOf(h.app, await ownerToken(h.app), 'support')).token;
  });
  afterAll(() => h?.close());

  const send = (payload: object, token = support) =>
    call<{ count: number }>(h.app, {
      method: 'POST',
      url: '/api/admin/notifications',
      payload,
      token,
    });
  const stored = (username: string, title: string) =>
    h.app.db
      .selectFrom('notification as n')
      .innerJoin('player as p', 'p.id', 'n.player_id')
      .select(['n.type', 'n.title'])
      .where('p.username', '=', username)
      .where('n.title', '=', title)
      .execute();

  /** A player who took a 24-hour time-out (protection/break). */
  async function onBreak() {
    const { token, payload } = await register(h.app);
    const taken = await call(h.app, {
      method: 'POST',
      url: '/api/protection/break',
      token,
      payload: { kind: 'timeout', duration: '24h' },
    });
    expect(taken.status).toBe(200);
    return payload.username as string;
  }

  it('sends a non-promotional notification to a player under a break, refuses a promotional one', async () => {
    const username = await onBreak();
    const service = await send({
      username,
      texts: {
        tr: { title: 'Hesap bilgisi', note: 'Çekiminiz işlendi.' },
        en: { title: 'Account notice', note: 'Your withdrawal was processed.' },
      },
    });
    expect(service.status).toBe(200);
    expect(service.body.data.count).toBe(1);
    expect(await stored(username, 'Hesap bilgisi')).toEqual([
      { type: NotificationType.System, title: 'Hesap bilgisi' },
    ]);

    const promo = await send({
      username,
      promotional: true,
      title: 'Hafta sonu bonusu',
      note: '%50 bonus',
    });
    expect(promo.status).toBe(400);
    expect(promo.body.message).toBe(
      'The player is on a break: only non-promotional notifications may be sent',
    );
    expect(await stored(username, 'Hafta sonu bonusu')).toEqual([]);

    // The audit keeps what was sent, to whom (one record per call).
    const records = await h.app.db
      .selectFrom('audit_log')
      .select(['status', 'after', 'role'])
      .where('action', '=', 'adminSendNotification')
      .where('object', '=', username)
      .orderBy('id')
      .execute();
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      status: 200,
      role: 'support',
      after: { type: NotificationType.System, title: 'Hesap bilgisi', count: 1 },
    });
    expect(records[1]!.status).toBe(400);
  });

  it('sends a promotional one to a player not on a break as a Bonus notification', async () => {
    const { payload } = await register(h.app);
    const res = await send({
      username: payload.username,
      promotional: true,
      title: 'Yeni promosyon',
      note: 'Detaylar promosyonlar sayfasında',
    });
    expect(res.status).toBe(200);
    expect(await stored(payload.username, 'Yeni promosyon')).toEqual([
      { type: NotificationType.Bonus, title: 'Yeni promosyon' },
    ]);
  });

  it('never sends a broadcast to a player under a break, promotional or not', async () => {
    const away = await onBreak();
    const { payload } = await register(h.app);
    for (const promotional of [false, true]) {
      const title = `Duyuru ${String(promotional)}`;
      const res = await call(h.app, {
        method: 'POST',
        url: '/api/admin/notifications',
        headers: ADMIN,
        payload: { all: true, promotional, title, note: 'Herkese' },
      });
      expect(res.status).toBe(200);
      expect(await stored(away, title)).toEqual([]);
      expect(await stored(payload.username, title)).toHaveLength(1);
    }
  });

  it('refuses a call without a target or text (400) and an unknown player (404)', async () => {
    expect((await send({ title: 'x', note: 'y' })).status).toBe(400);
    expect((await send({ username: 'someone' })).status).toBe(400);
    expect((await send({ username: 'nobody-such-player', title: 'x', note: 'y' })).status).toBe(
      404,
    );
    expect((await send({ all: true, promotional: 'yes', title: 'x', note: 'y' })).status).toBe(400);
  });
});
