import '../../test/native-modules';
import { NotificationType, parseLiveNotification, type Notification } from '@oyna/contracts';
import type { Kysely } from 'kysely';
import * as serverMessageIds from '../../db/migrations/0023-server-message-ids';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { inbox, listen, officialClient } from '../../test/hub-client';
import { latestMessage, register } from '../../test/players';

const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };

describe.each(BACKENDS)('notifications on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend, { adminToken: 'oyna-dev-admin' });
  });
  afterAll(() => h.close());

  const send = (payload: Record<string, unknown>, headers: Record<string, string> = ADMIN) =>
    call<{ count: number }>(h.app, {
      method: 'POST',
      url: '/api/admin/notifications',
      payload,
      headers,
    });
  const list = (token: string, skip = 0, take = 100, locale?: 'tr' | 'en') =>
    call<Notification[]>(h.app, {
      method: 'POST',
      url: '/api/customer/notification',
      token,
      payload: { skip, take },
      ...(locale ? { locale } : {}),
    });

  it('lists nothing for a new player and refuses a visitor', async () => {
    const { token } = await register(h.app);
    const res = await list(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: [] });
    const visitor = await call(h.app, {
      method: 'POST',
      url: '/api/customer/notification',
      payload: { skip: 0, take: 100 },
    });
    expect(visitor.status).toBe(401);
  });

  it("stores an ops notification for one player and lists the player's newest first", async () => {
    const { token, payload } = await register(h.app);
    for (const title of ['first', 'second']) {
      const sent = await send({ username: payload.username.toUpperCase(), title, note: 'n' });
      expect(sent.body).toMatchObject({ success: true, data: { count: 1 } });
    }
    const res = await list(token);
    expect(res.body.data.map((n) => n.title)).toEqual(['second', 'first']);
    const [newest] = res.body.data;
    expect(newest).toMatchObject({ type: NotificationType.System, note: 'n', isRead: false });
    expect(new Date(newest?.timeStamp ?? '').toISOString()).toBe(newest?.timeStamp);
    expect((await list(token, 1, 1)).body.data.map((n) => n.title)).toEqual(['first']);
  });

  it('refuses a page above 100 and a malformed request with 400', async () => {
    const { token } = await register(h.app);
    expect((await list(token, 0, 101)).status).toBe(400);
    expect((await list(token, -1, 10)).status).toBe(400);
  });

  it("marks only the owner's notification read, and it stays read", async () => {
    const owner = await register(h.app);
    const stranger = await register(h.app);
    await send({ username: owner.payload.username, title: 'mine', note: 'x' });
    const [item] = (await list(owner.token)).body.data;
    const read = (token: string, id: unknown) =>
      call(h.app, {
        method: 'POST',
        url: '/api/customer/readnotification',
        token,
        payload: { id },
      });
    expect((await read(stranger.token, item?.id)).status).toBe(404);
    expect((await list(owner.token)).body.data[0]?.isRead).toBe(false);
    expect((await read(owner.token, 987654321)).status).toBe(404);
    expect((await read(owner.token, 'abc')).status).toBe(400);
    const ok = await read(owner.token, item?.id);
    expect(ok.status).toBe(200);
    expect(ok.body.success).toBe(true);
    expect((await read(owner.token, item?.id)).status).toBe(200);
    expect((await list(owner.token)).body.data[0]?.isRead).toBe(true);
  });

  it('broadcasts to every player', async () => {
    const a = await register(h.app);
    const b = await register(h.app);
    const sent = await send({ all: true, title: 'Bakım', note: 'Gece 02:00' });
    expect(sent.body.data.count).toBeGreaterThanOrEqual(2);
    for (const p of [a, b]) {
      expect((await list(p.token)).body.data[0]).toMatchObject({ title: 'Bakım' });
    }
  });

  it("shows a broadcast written in both languages in the reader's language", async () => {
    const { token, payload } = await register(h.app);
    const texts = {
      tr: { title: 'Bakım', note: 'Gece 02:00 ile 03:00 arası' },
      en: { title: 'Maintenance', note: 'Tonight from 02:00 to 03:00' },
    };
    const sent = await send({ username: payload.username, texts });
    expect(sent.status).toBe(200);
    const [tr] = (await list(token, 0, 100, 'tr')).body.data;
    const [en] = (await list(token, 0, 100, 'en')).body.data;
    expect(tr).toMatchObject({ title: 'Bakım', note: texts.tr.note, texts });
    expect(en).toMatchObject({ title: 'Maintenance', note: texts.en.note, texts });
  });

  it('refuses a broadcast without its text, or with a language half written, with 400', async () => {
    const { payload } = await register(h.app);
    const username = payload.username;
    const refused = [
      { username },
      { username, title: 't' },
      { username, texts: {} },
      { username, texts: { en: { title: 'only a title' } } },
      { username, texts: { de: { title: 't', note: 'n' } } },
    ];
    for (const body of refused) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it('guards the ops endpoint with x-admin-token', async () => {
    const { payload } = await register(h.app);
    const body = { username: payload.username, title: 't', note: 'n' };
    // The one admin guard (api/README.md › Admin calls): 401 for a missing or a wrong token.
    expect((await send(body, {})).status).toBe(401);
    expect((await send(body, { 'x-admin-token': 'wrong' })).status).toBe(401);
    expect((await send({ username: 'nobody-here', title: 't', note: 'n' })).status).toBe(404);
    expect((await send({ title: 't', note: 'n' })).status).toBe(400);
    expect((await send({ all: true, title: '', note: 'n' })).status).toBe(400);
  });

  it("turns the trial bonus credit into a Bonus notification in the player's language", async () => {
    const player = await register(h.app);
    const phone = player.payload.phone;
    const update = (payload: Record<string, unknown>) =>
      call(h.app, {
        method: 'POST',
        url: '/api/customer/updatephone',
        payload,
        token: player.token,
      });
    await update({ step: 1, phone });
    await update({ step: 2, phone, code: (await latestMessage(h.app, phone)).code });
    const claimed = await call(h.app, {
      method: 'GET',
      url: '/api/bonus/definetrialbonus',
      token: player.token,
      locale: 'en',
    });
    expect(claimed.body.success).toBe(true);
    const [n] = (await list(player.token)).body.data;
    expect(n).toMatchObject({ type: NotificationType.Bonus, title: 'Trial bonus', isRead: false });
    expect(n?.note).toContain('₺50,00');
    // Stored as its message and values: read after switching to Turkish, it is Turkish.
    const [inTurkish] = (await list(player.token, 0, 100, 'tr')).body.data;
    expect(inTurkish).toMatchObject({ title: 'Deneme bonusu' });
    expect(inTurkish?.note).toContain('deneme bonusu hesabınıza eklendi');
    expect(inTurkish?.texts?.en?.title).toBe('Trial bonus');
  });

  it('pushes each stored notification live as NotifyMessage("Notification", json)', async () => {
    const { token, payload } = await register(h.app);
    const base = await listen(h.app);
    const client = officialClient(base, token);
    const box = inbox(client);
    await client.start();
    try {
      await send({ username: payload.username, title: 'Canlı', note: 'hemen' });
      const live = await box.next();
      expect(live.cmd).toBe('Notification');
      const parsed = parseLiveNotification(live.message);
      const [stored] = (await list(token)).body.data;
      expect(parsed).toEqual(stored);
    } finally {
      await client.stop();
    }
  });
  it('stores a staged notification only with its transaction and pushes it exactly once', async () => {
    const { token, payload } = await register(h.app);
    const playerId = Number((await h.app.platform.players.byUsername(payload.username))?.id);
    const notifications = h.app.platform.notifications;
    const note = { type: NotificationType.Deposit, title: 'Yatırım', note: 'onaylandı' };
    const base = await listen(h.app);
    const client = officialClient(base, token);
    const box = inbox(client);
    await client.start();
    try {
      // A transaction that fails takes its notification with it.
      await expect(
        h.app.db.transaction().execute(async (trx) => {
          await notifications.stage(trx, playerId, { ...note, title: 'rolled back' });
          throw new Error('the money move failed');
        }),
      ).rejects.toThrow('the money move failed');
      await h.app.db.transaction().execute((trx) => notifications.stage(trx, playerId, note));
      // Three flushes at once (two replicas and the sweeper, say): at most one of them pushes it.
      const counts = await Promise.all([
        notifications.flush(),
        notifications.flush(),
        notifications.flush(),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
      const live = await box.next();
      expect(parseLiveNotification(live.message)).toMatchObject({ title: 'Yatırım' });
      expect(await notifications.flush()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(box.items).toEqual([]);
      const stored = (await list(token)).body.data;
      expect(stored.map((n) => n.title)).toEqual(['Yatırım']);
      // Stored as text in one language (as rows before message ids were): shown as written.
      expect((await list(token, 0, 100, 'en')).body.data[0]).toMatchObject({ title: 'Yatırım' });
      expect(stored[0]?.texts).toBeUndefined();
    } finally {
      await client.stop();
    }
  });

  it("reads a payment notice stored under the api's former `api.` ids, before and after migration 0023", async () => {
    const { token, payload } = await register(h.app);
    const playerId = Number((await h.app.platform.players.byUsername(payload.username))?.id);
    // As the earlier release stored them: the api's own payment notice under `api.notify.*`, and
    // the contracts' trial bonus notice, whose ids stay `api.*`.
    const stored = [
      ['api.notify.depositConfirmed.title', 'api.notify.depositConfirmed.note'],
      ['api.trialBonusNotification.title', 'api.trialBonusNotification.note'],
    ] as const;
    for (const [titleId, noteId] of stored) {
      await h.app.db
        .insertInto('notification')
        .values({
          player_id: playerId,
          type: NotificationType.Deposit,
          title: 'as written then',
          note: 'as written then',
          title_id: titleId,
          note_id: noteId,
          message_values: JSON.stringify({ amount: '₺100,00' }),
        })
        .execute();
    }
    const read = async () =>
      (await list(token, 0, 100, 'en')).body.data.map((n) => [n.title, n.texts?.tr?.title]);
    const expected = [
      ['Trial bonus', 'Deneme bonusu'],
      ['Deposit confirmed', 'Para yatırma onaylandı'],
    ];
    expect(await read()).toEqual(expected);
    const ids = async () =>
      (
        await h.app.db
          .selectFrom('notification')
          .select(['title_id', 'note_id'])
          .where('player_id', '=', playerId)
          .orderBy('id')
          .execute()
      ).map((row) => [row.title_id, row.note_id]);

    // As the migrator runs it (on an untyped database handle).
    const migrationDb = h.app.db as unknown as Kysely<unknown>;
    await serverMessageIds.up(migrationDb);
    expect(await ids()).toEqual([
      ['server.notify.depositConfirmed.title', 'server.notify.depositConfirmed.note'],
      ['api.trialBonusNotification.title', 'api.trialBonusNotification.note'],
    ]);
    expect(await read()).toEqual(expected);
    await serverMessageIds.down(migrationDb);
    expect(await ids()).toEqual(stored);
    await serverMessageIds.up(migrationDb);
  });
});

describe('the ops endpoint without ADMIN_TOKEN (production default)', () => {
  it('does not exist', async () => {
    const [, backend] = BACKENDS[0] ?? [];
    if (!backend) throw new Error('no backend');
    const h = await startApp(backend, { adminToken: undefined });
    try {
      const res = await call(h.app, {
        method: 'POST',
        url: '/api/admin/notifications',
        payload: { all: true, title: 't', note: 'n' },
        headers: ADMIN,
      });
      expect(res.status).toBe(404);
    } finally {
      await h.close();
    }
  });
});
