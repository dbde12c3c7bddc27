import '../../test/native-modules';
import type {
  BackofficeLedgerRow,
  BackofficeList,
  BackofficeLockResult,
  BackofficeNote,
  BackofficePayment,
  BackofficePlayerPage,
  BackofficePlayerProfile,
  BackofficeSession,
  StaffRole,
} from '@oyna/contracts';
import { call } from '../../test/app-harness';
import { BACKENDS } from '../../test/backends';
import { registerWithId } from '../../test/players';
import { staffSuite } from '../../test/staff';

type Player = Awaited<ReturnType<typeof registerWithId>>;

describe.each(BACKENDS)('the back office players desk on %s', (_name, backend) => {
  const h = staffSuite(backend, ['cashier', 'support', 'risk', 'auditor', 'content'], {
    adminToken: 'oyna-dev-admin',
  });
  const { tokens } = h;
  let player: Player;
  let playerId: number;

  const get = <T>(role: StaffRole, url: string) =>
    call<T>(h.app, { method: 'GET', url: `/api/${url}`, token: tokens[role] });
  const post = <T>(role: StaffRole, url: string, payload: object, locale?: 'tr' | 'en') =>
    call<T>(h.app, {
      method: 'POST',
      url: `/api/${url}`,
      token: tokens[role],
      payload,
      ...(locale ? { locale } : {}),
    });
  const login = (p: Player, locale: 'tr' | 'en' = 'en') =>
    call(h.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: p.payload.username, password: p.payload.password },
      locale,
    });
  const balance = (token: string) =>
    call(h.app, { method: 'GET', url: '/api/user/balance', token });

  beforeAll(async () => {
    player = await registerWithId(h.app);
    playerId = player.id;
    await h.app.platform.wallets.apply({
      playerId,
      amountMinor: 12_345,
      kind: 'deposit',
      idempotencyKey: `bo-test-deposit-${playerId}`,
      reference: 'payment:test',
    });
  });

  it('finds a player by username, e-mail, TC No, phone and user code', async () => {
    const { username, email, PersonalNo, phone } = player.payload;
    const usercode = `OY${String(playerId).padStart(7, '0')}`;
    for (const q of [
      username.slice(0, 5).toUpperCase(),
      email,
      PersonalNo,
      phone,
      phone.slice(2),
      usercode.toLowerCase(),
    ]) {
      const res = await get<BackofficePlayerPage>(
        'support',
        `admin/players?q=${encodeURIComponent(q)}`,
      );
      expect([q, res.status]).toEqual([q, 200]);
      expect(res.body.data.items.map((p) => p.id)).toContain(playerId);
      expect(res.body.data.masked).toBe(false);
    }
    // A LIKE wildcard is a character, not "anything".
    const wild = await get<BackofficePlayerPage>('support', 'admin/players?q=%25%25');
    expect(wild.body.data).toEqual({ items: [], total: 0, masked: false });
  });

  it('refuses a bad search or page with a readable 400', async () => {
    for (const url of [
      'admin/players?q=a',
      'admin/players',
      'admin/players?q=ab&take=101',
      'admin/players?q=ab&skip=-1',
      'admin/players/abc',
      'admin/players/0/ledger',
    ]) {
      const res = await get('support', url);
      expect([url, res.status]).toEqual([url, 400]);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const missing = await get('support', 'admin/players/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No such player');
  });

  it('masks TC No, phone and e-mail for risk and the auditor, not for support or the cashier', async () => {
    const { email, PersonalNo, phone } = player.payload;
    for (const role of ['owner', 'support', 'cashier'] as const) {
      const res = await get<BackofficePlayerProfile>(role, `admin/players/${playerId}`);
      expect(res.body.data.masked).toBe(false);
      expect(res.body.data.player).toMatchObject({ email, personalNo: PersonalNo });
      expect(res.body.data.player.phone).toBe(phone.replace(/\D/g, ''));
    }
    for (const role of ['risk', 'auditor'] as const) {
      const res = await get<BackofficePlayerProfile>(role, `admin/players/${playerId}`);
      expect(res.body.data.masked).toBe(true);
      const shown = res.body.data.player;
      expect(shown.personalNo).toBe(`${PersonalNo[0]}** **** **${PersonalNo.slice(-2)}`);
      expect(shown.phone).toMatch(/^\+90 5\*\* \*\*\* \*\* \d\d$/);
      expect(shown.email).toMatch(/^.\*\*\*@.\*\*\*\.[a-z]+$/);
      const found = await get<BackofficePlayerPage>(
        role,
        `admin/players?q=${player.payload.username}`,
      );
      expect(found.body.data.items[0]?.personalNo).toBe(shown.personalNo);
    }
  });

  it('masks the IBAN of a payment for risk and shows it to the cashier', async () => {
    const iban = 'TR330006100519786457841326';
    const method = await h.app.db
      .selectFrom('payment_method')
      .select('id')
      .where('direction', '=', 2)
      .executeTakeFirstOrThrow();
    await h.app.db
      .insertInto('payment')
      .values({
        player_id: playerId,
        method_id: method.id,
        direction: 2,
        status: 'Pending',
        amount_minor: 5000,
        detail: JSON.stringify({ Iban: iban, BankId: 1 }) as never,
        idempotency_key: null,
        reference: null,
        gateway_session: null,
        gateway_transaction: null,
        reason: null,
        decided_by: null,
        decided_at: null,
        expires_at: null,
      })
      .execute();
    const cashier = await get<BackofficeList<BackofficePayment>>(
      'cashier',
      `admin/players/${playerId}/payments`,
    );
    expect(cashier.body.data.items[0]?.detail).toMatchObject({ Iban: iban, BankId: 1 });
    const risk = await get<BackofficeList<BackofficePayment>>(
      'risk',
      `admin/players/${playerId}/payments`,
    );
    expect(risk.body.data.items[0]).toMatchObject({
      direction: 'withdrawal',
      amount: 50,
      detail: { Iban: 'TR** **** **** **** **** **13 26', BankId: 1 },
    });
  });

  it('shows the balances, the ledger and the open sessions', async () => {
    const res = await get<BackofficePlayerProfile>('cashier', `admin/players/${playerId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.balance).toEqual(expect.objectContaining({ total: expect.any(Number) }));
    expect(res.body.data.balance.cash + res.body.data.balance.bonus).toBeCloseTo(
      res.body.data.balance.total,
      2,
    );
    expect(res.body.data.protection).toEqual({
      block: null,
      depositLimits: [],
      realityCheckMinutes: null,
    });
    expect(res.body.data.openSessions).toBeGreaterThanOrEqual(1);
    const ledger = await get<BackofficeList<BackofficeLedgerRow>>(
      'cashier',
      `admin/players/${playerId}/ledger?take=5`,
    );
    expect(ledger.body.data.items[0]).toMatchObject({ kind: 'deposit', amount: 123.45 });
    expect(ledger.body.data.total).toBeGreaterThanOrEqual(1);
    for (const list of ['bets', 'rounds', 'bonuses']) {
      const page = await get<BackofficeList<unknown>>('risk', `admin/players/${playerId}/${list}`);
      expect([list, page.status]).toEqual([list, 200]);
      expect(page.body.data.items.length).toBe(Math.min(page.body.data.total, 20));
    }
  });

  it('keeps staff notes, newest first, under the author who wrote them', async () => {
    const first = await post<BackofficeNote>('support', 'admin/players/note', {
      id: playerId,
      text: 'Called about a late withdrawal',
    });
    expect(first.status).toBe(200);
    const second = await post<BackofficeNote>('cashier', 'admin/players/note', {
      id: playerId,
      text: 'Asked for the limit to be lowered',
    });
    expect(second.status).toBe(200);
    const notes = await get<BackofficeList<BackofficeNote>>(
      'auditor',
      `admin/players/${playerId}/notes`,
    );
    expect(notes.body.data.total).toBe(2);
    expect(notes.body.data.items.map((n) => n.text)).toEqual([
      'Asked for the limit to be lowered',
      'Called about a late withdrawal',
    ]);
    expect(notes.body.data.items[1]?.author).toMatch(/^support-/);
    for (const bad of [{ id: playerId, text: '   ' }, { id: playerId }, { id: 0, text: 'x' }]) {
      const res = await post('support', 'admin/players/note', bad);
      expect(res.status).toBe(400);
    }
    const nobody = await post('support', 'admin/players/note', { id: 999999, text: 'x' });
    expect(nobody.status).toBe(404);
  });

  it('ends one session: its next call is a 401, the others live on', async () => {
    const other = await login(player);
    expect(other.status).toBe(200);
    const sessions = await get<BackofficeList<BackofficeSession>>(
      'support',
      `admin/players/${playerId}/sessions`,
    );
    const open = sessions.body.data.items.filter((s) => s.endedAt === null);
    expect(open.length).toBeGreaterThanOrEqual(2);
    const target = open.at(-1)!;
    const ended = await post<BackofficeSession>('support', 'admin/players/session/end', {
      id: playerId,
      sessionId: target.id,
    });
    expect(ended.status).toBe(200);
    expect(ended.body.data.endedAt).not.toBeNull();
    expect((await balance(player.token)).status).toBe(401);
    const token = (other.body.data as { token: string }).token;
    expect((await balance(token)).status).toBe(200);
    player = { ...player, token };
    const again = await post('support', 'admin/players/session/end', {
      id: playerId,
      sessionId: target.id,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('The player has no such open session');
    const bad = await post('support', 'admin/players/session/end', {
      id: playerId,
      sessionId: 'not-a-uuid',
    });
    expect(bad.status).toBe(400);
  });

  it('locks the account: logged out at once, no login; unlocked: logs in again', async () => {
    expect((await balance(player.token)).status).toBe(200);
    const lock = await post<BackofficeLockResult>('support', 'admin/players/lock', {
      id: playerId,
      locked: true,
      reason: 'Suspected account sharing',
    });
    expect(lock.status).toBe(200);
    expect(lock.body.data.locked).toBe(true);
    expect(lock.body.data.endedSessions).toBeGreaterThanOrEqual(1);
    expect((await balance(player.token)).status).toBe(401);
    const refused = await login(player);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Your account is locked. Please contact customer support');
    const tr = await login(player, 'tr');
    expect(tr.body.message).toBe(
      'Hesabınız kilitlendi. Lütfen müşteri hizmetleriyle iletişime geçin',
    );
    // A wrong password learns nothing about the lock.
    const wrong = await call(h.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: player.payload.username, password: 'Wrong-password-1' },
    });
    expect(wrong.body.message).toBe('Username or password is incorrect');

    const profile = await get<BackofficePlayerProfile>('risk', `admin/players/${playerId}`);
    expect(profile.body.data.player.lock).toMatchObject({ reason: 'Suspected account sharing' });
    expect(profile.body.data.openSessions).toBe(0);
    const audit = await h.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'adminLockPlayer')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.object).toBe(`player:${player.payload.username}`);
    expect(audit.before).toEqual({ locked: false });
    expect(audit.after).toMatchObject({ locked: true, reason: 'Suspected account sharing' });

    const twice = await post('risk', 'admin/players/lock', {
      id: playerId,
      locked: true,
      reason: 'again',
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('The account is already locked');

    const unlock = await post<BackofficeLockResult>('owner', 'admin/players/lock', {
      id: playerId,
      locked: false,
      reason: 'Identity confirmed by phone',
    });
    expect(unlock.body.data).toEqual({ locked: false, endedSessions: 0 });
    const back = await login(player);
    expect(back.status).toBe(200);
    player = { ...player, token: (back.body.data as { token: string }).token };
    const notLocked = await post('owner', 'admin/players/lock', {
      id: playerId,
      locked: false,
      reason: 'again',
    });
    expect(notLocked.body.message).toBe('The account is not locked');
    for (const bad of [
      { id: playerId, locked: true },
      { id: playerId, locked: 'yes', reason: 'abc' },
      { id: playerId, locked: true, reason: '  a  ' },
    ]) {
      expect((await post('owner', 'admin/players/lock', bad)).status).toBe(400);
    }
  });

  it('of a parallel burst of locks and logins, exactly one lock wins and no session survives', async () => {
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        post('support', 'admin/players/lock', { id: playerId, locked: true, reason: 'burst' }),
      ),
      ...Array.from({ length: 4 }, () => login(player)),
    ]);
    const locks = results.slice(0, 4).map((r) => r.status);
    expect(locks.filter((s) => s === 200)).toHaveLength(1);
    expect(locks.filter((s) => s === 400)).toHaveLength(3);
    const open = await h.app.db
      .selectFrom('session')
      .select('id')
      .where('player_id', '=', playerId)
      .where('ended_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
    for (const r of results.slice(4)) {
      if (r.status === 200)
        expect((await balance((r.body.data as { token: string }).token)).status).toBe(401);
    }
  });
});
