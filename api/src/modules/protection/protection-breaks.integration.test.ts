import '../../test/native-modules';
import { WalletStatus } from '@oyna/contracts/game-wallet';
import { BACKENDS } from '../../test/backends';
import { call } from '../../test/app-harness';
import { fundedPlayer } from '../../test/games';
import { ADMIN, card, HOUR, protectionSuite } from './protection.test-kit';

/** Player protection (notes › payments and protection): time-outs and self-exclusions, their effect on sessions, bets and login. */
describe.each(BACKENDS)('player protection breaks on %s', (_name, backend) => {
  const h = protectionSuite(backend);
  const { clock } = h;
  const { post, get, paymentsOf, player, stake } = h;

  it('takes a time-out at once: sessions end, bets, login and calls are refused until it ends', async () => {
    const p = await fundedPlayer(h.app, 10_000);
    const reg = p.siteToken;
    const playerId = p.principal.playerId;
    const username = (
      await h.app.db
        .selectFrom('player')
        .select('username')
        .where('id', '=', playerId)
        .executeTakeFirstOrThrow()
    ).username;
    const taken = await post<{ until: string }>(reg, 'protection/break', {
      kind: 'timeout',
      duration: '24h',
    });
    expect(taken.status).toBe(200);
    expect(taken.body.message).toMatch(/Your break lasts until/);
    // Every authenticated call now answers 401 (the session ended).
    expect((await get(reg, 'protection/state')).status).toBe(401);
    expect((await get(reg, 'user/balance')).status).toBe(401);
    // A bet through the seamless wallet is refused, the balance unchanged.
    const bet = await stake(p, 1000);
    // The game token died with the session; the protection rule refuses it too (below).
    expect(bet.body.status).toBe(WalletStatus.TokenExpired);
    expect(await h.app.platform.wallets.balanceMinor(playerId)).toBe(10_000);
    // Login with the right password names the end date; a wrong one says nothing more.
    const login = (password: string, locale: 'tr' | 'en' = 'en') =>
      call(h.app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password },
        locale,
      });
    const refused = await login('gizli123');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(
      /^Your account is on a break until \d{4}-\d\d-\d\d \d\d:\d\d UTC$/,
    );
    expect((await login('gizli123', 'tr')).body.message).toMatch(/tarihine kadar molada/);
    expect((await login('yanlis999')).body.message).not.toMatch(/break/);
    // LCCP 3.5: an operator's broadcast does not reach the player on a break.
    const sent = await call(h.app, {
      method: 'POST',
      url: '/api/admin/notifications',
      headers: ADMIN,
      payload: { all: true, title: 'Hafta sonu bonusu', note: 'Bonus' },
    });
    expect(sent.status).toBe(200);
    const got = await h.app.db
      .selectFrom('notification')
      .select('id')
      .where('player_id', '=', playerId)
      .where('title', '=', 'Hafta sonu bonusu')
      .execute();
    expect(got).toHaveLength(0);
    // The time-out ends by itself.
    clock.offsetMs = 24 * HOUR + 60_000;
    expect((await login('gizli123')).status).toBe(200);
  });

  it('refuses a bet through the seamless wallet while a time-out is in force, even with a live game token', async () => {
    const p = await fundedPlayer(h.app, 10_000);
    // A time-out recorded while a game frame still holds its token (the rule, not the session, refuses).
    await h.app.db
      .insertInto('protection_state')
      .values({
        player_id: p.principal.playerId,
        block_kind: 'timeout',
        block_from: new Date().toISOString(),
        block_until: new Date(Date.now() + 24 * HOUR).toISOString(),
      })
      .execute();
    const bet = await stake(p, 1000);
    expect(bet.body.status).toBe(WalletStatus.UserDisabled);
    expect(await h.app.platform.wallets.balanceMinor(p.principal.playerId)).toBe(10_000);
    // And a deposit is refused in its transaction, nothing recorded.
    const deposit = await post(p.siteToken, 'payment/deposit', card(50));
    expect(deposit.status).toBe(400);
    expect(deposit.body.message).toBe('Deposits are not possible during a break or self-exclusion');
    expect(await paymentsOf(p.principal.playerId)).toBe(0);
  });

  it('refuses login during a self-exclusion with its end date; ops see it, the player returns only on asking', async () => {
    const { token, playerId, payload } = await player();
    const excluded = await post<{ until: string; kind: string }>(token, 'protection/break', {
      kind: 'exclusion',
      duration: '6m',
    });
    expect(excluded.status).toBe(200);
    const until = excluded.body.data.until;
    const login = () =>
      call(h.app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: payload.username, password: payload.password },
        locale: 'en',
      });
    const refused = await login();
    expect(refused.body.message).toBe(
      `Your account is self-excluded until ${until.slice(0, 16).replace('T', ' ')} UTC`,
    );
    // Ops see it and no call lifts it early (LCCP 3.5).
    const admin = await call<{ block: { kind: string; until: string } }>(h.app, {
      method: 'GET',
      url: `/api/admin/protection?playerId=${playerId}`,
      headers: ADMIN,
    });
    expect(admin.body.data.block).toMatchObject({ kind: 'exclusion', until });
    // After its end the login asks to return; the account opens 24 hours later.
    clock.offsetMs = Date.parse(until) - Date.now() + HOUR;
    expect((await login()).body.message).toMatch(
      /^Your self-exclusion has ended; your account reopens on/,
    );
    clock.offsetMs += 23 * HOUR;
    expect((await login()).status).toBe(400);
    clock.offsetMs += 2 * HOUR;
    expect((await login()).status).toBe(200);
  });

  it('refuses a bad limit, interval or break with a message and changes nothing', async () => {
    const { token, playerId } = await player();
    for (const body of [
      { period: 'year', amount: 10 },
      { period: 'day', amount: -5 },
      { period: 'day', amount: 1.234 },
    ]) {
      const res = await post(token, 'protection/limit', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await post(token, 'protection/limit', { period: 'day', amount: null })).status).toBe(
      400,
    );
    expect((await post(token, 'protection/realitycheck', { seconds: 7 })).status).toBe(400);
    expect(
      (await post(token, 'protection/break', { kind: 'exclusion', duration: '24h' })).status,
    ).toBe(400);
    const rows = await h.app.db
      .selectFrom('protection_event')
      .select('id')
      .where('player_id', '=', playerId)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('of parallel breaks from one session takes one; the rest come from an ended session (401) and write no history', async () => {
    for (const durations of [
      ['24h', '7d', '30d', '6w'],
      ['6m', '24h', '1y', '7d'],
    ]) {
      const { token, playerId } = await player();
      const answers = await Promise.all(
        durations.map((duration) =>
          post<{ kind: string; until: string }>(token, 'protection/break', {
            kind: ['6m', '1y', '5y'].includes(duration) ? 'exclusion' : 'timeout',
            duration,
          }),
        ),
      );
      const taken = answers.filter((a) => a.status === 200);
      expect(taken).toHaveLength(1);
      expect(answers.filter((a) => a.status === 401)).toHaveLength(durations.length - 1);
      // The history holds exactly the break in force, and the state is that break.
      const history = await h.app.db
        .selectFrom('protection_event')
        .select(['action', 'detail'])
        .where('player_id', '=', playerId)
        .execute();
      expect(history).toHaveLength(1);
      const won = taken[0]!.body.data;
      expect(history[0]?.action).toBe(`${won.kind}.start`);
      const admin = await call<{ block: { kind: string; until: string } }>(h.app, {
        method: 'GET',
        url: `/api/admin/protection?playerId=${playerId}`,
        headers: ADMIN,
      });
      expect(admin.body.data.block).toEqual({
        kind: won.kind,
        until: won.until,
        endRequestedAt: null,
      });
    }
  });

  it('says so when a break would not take effect (an exclusion in force wins), and records nothing', async () => {
    const { token, playerId } = await player();
    // Ops recorded an exclusion (customer services, LCCP 3.5) while this session was live.
    const until = new Date(Date.now() + 200 * 24 * HOUR);
    await h.app.db
      .insertInto('protection_state')
      .values({
        player_id: playerId,
        block_kind: 'exclusion',
        block_from: new Date().toISOString(),
        block_until: until.toISOString(),
        end_requested_at: null,
      })
      .execute();
    for (const duration of ['24h', '6w']) {
      const res = await post(token, 'protection/break', { kind: 'timeout', duration });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        `This break did not apply: a restriction lasting until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC is already in force.`,
      );
    }
    const shorter = await post(token, 'protection/break', { kind: 'exclusion', duration: '6m' });
    expect(shorter.status).toBe(409);
    const history = await h.app.db
      .selectFrom('protection_event')
      .select('id')
      .where('player_id', '=', playerId)
      .execute();
    expect(history).toHaveLength(0);
    // A longer exclusion does take effect.
    const longer = await post(token, 'protection/break', { kind: 'exclusion', duration: '1y' });
    expect(longer.status).toBe(200);
  });
});
