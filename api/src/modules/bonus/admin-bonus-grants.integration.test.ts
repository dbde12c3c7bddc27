import '../../test/native-modules';
import { NotificationType } from '@oyna/contracts';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { ADMIN, bonusDeskKit, offerRecord } from './bonus-desk.test-kit';

/** The operators' bonus desk: grants by hand and cancels, with their money, terms and audit. */
describe.each(BACKENDS)('the operators’ bonus grants on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  const { upsert, grant, cancel, audit, balance, player } = bonusDeskKit(() => h.app);

  it('grants bonus money only: cash unchanged, the terms copied, a notification, an audit row', async () => {
    const p = await player(10_000);
    const r = await grant({ username: p.username.toUpperCase(), offer: 'goodwill', amount: 40 });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(`₺40,00 of bonus was granted to ${p.username}`);
    expect(r.body.data).toMatchObject({
      username: p.username,
      offer: 'goodwill',
      source: 'grant',
      status: 'active',
      amount: 40,
      wageringRequired: 40,
      grantedBy: 'operator:oyna-dev-admin (on behalf of ayse)',
      reason: 'a complaint settled',
      rules: { wageringMultiplier: 1, maxBet: 50, validDays: 14 },
    });
    expect(await balance(p.token)).toMatchObject({ balance: 140, cash: 100, bonus: 40 });
    const ledger = await h.app.db
      .selectFrom('ledger_entry')
      .select(['kind', 'amount_minor', 'bonus_amount_minor'])
      .where('player_id', '=', p.id)
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { kind: 'deposit', amount_minor: 10_000, bonus_amount_minor: 0 },
      { kind: 'bonus', amount_minor: 4_000, bonus_amount_minor: 4_000 },
    ]);
    const note = await h.app.db
      .selectFrom('notification')
      .select(['type', 'texts'])
      .where('player_id', '=', p.id)
      .where('type', '=', NotificationType.Bonus)
      .executeTakeFirstOrThrow();
    expect(note.texts).toEqual({
      tr: { title: 'Hediye Bonus', note: 'Hediye Bonus: ₺40,00 bonus bakiyenize eklendi.' },
      en: {
        title: 'Goodwill Bonus',
        note: 'Goodwill Bonus: ₺40,00 was added to your bonus balance.',
      },
    });
    const [row] = await audit(`player:${p.username}`);
    expect(row).toMatchObject({
      actor: 'operator:oyna-dev-admin (on behalf of ayse)',
      action: 'grant',
      detail: {
        bonusId: r.body.data.id,
        offer: 'goodwill',
        amount: 40,
        reason: 'a complaint settled',
      },
    });
  });

  it('grants one bonus of a burst to one player', async () => {
    const p = await player();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        grant({ username: p.username, offer: 'goodwill', amount: 15 }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(results.find((r) => r.status === 400)?.body.message).toBe(
      'The player has an active bonus holding ₺15,00 of bonus money; cancel it first',
    );
    expect(await balance(p.token)).toMatchObject({ balance: 15, cash: 0, bonus: 15 });
    expect(await audit(`player:${p.username}`)).toHaveLength(1);
  });

  it('refuses a grant above the cap, of an unknown offer or player, a blank reason, or on a break', async () => {
    const p = await player();
    const cases: [object, string][] = [
      [
        { username: p.username, offer: 'goodwill', amount: 1000.01 },
        'The amount (₺1.000,01) is above the cap (₺1.000,00)',
      ],
      [{ username: p.username, offer: 'nothing' }, 'There is no bonus offer with the code nothing'],
      [
        { username: 'nobody_here', offer: 'goodwill', amount: 5 },
        'There is no player named nobody_here',
      ],
      [
        { username: p.username, offer: 'goodwill' },
        'The offer goodwill has no amount of its own; give the amount to grant',
      ],
      [
        { username: p.username, offer: 'goodwill', amount: 5, reason: '  ' },
        'reason cannot be blank',
      ],
    ];
    for (const [payload, message] of cases) {
      const r = await grant(payload);
      expect([r.status, r.body.message]).toEqual([400, message]);
    }
    const missing = await call(h.app, {
      method: 'POST',
      url: '/api/admin/bonusgrant',
      headers: ADMIN,
      payload: { operator: 'ayse', username: p.username, offer: 'goodwill', amount: 5 },
    });
    expect(missing.status).toBe(400);

    const brk = await call(h.app, {
      method: 'POST',
      url: '/api/protection/break',
      token: p.token,
      payload: { kind: 'timeout', duration: '24h' },
    });
    expect(brk.status).toBe(200);
    const refused = await grant({ username: p.username, offer: 'goodwill', amount: 5 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^The player is on a break until /);
    const none = await h.app.db
      .selectFrom('player_bonus')
      .select('id')
      .where('player_id', '=', p.id)
      .execute();
    expect(none).toEqual([]);
    expect(await audit(`player:${p.username}`)).toEqual([]);
  });

  it('refuses a grant to a self-excluded player', async () => {
    const p = await player();
    const excluded = await call(h.app, {
      method: 'POST',
      url: '/api/protection/break',
      token: p.token,
      payload: { kind: 'exclusion', duration: '6m' },
    });
    expect(excluded.status).toBe(200);
    const refused = await grant({ username: p.username, offer: 'goodwill', amount: 5 }, 'tr');
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'Oyuncu kendini oyundan uzaklaştırmış; bonus verilemez',
    ]);
    expect(await audit(`player:${p.username}`)).toEqual([]);
  });

  it('gives a bonus granted after an edit the new terms, and one granted before keeps its own', async () => {
    await upsert(offerRecord({ code: 'terms_test', amount: 10, wageringMultiplier: 2 }));
    const first = await player();
    const before = await grant({ username: first.username, offer: 'terms_test' });
    expect(before.body.data).toMatchObject({
      amount: 10,
      wageringRequired: 20,
      rules: { wageringMultiplier: 2 },
    });
    await upsert(offerRecord({ code: 'terms_test', amount: 10, wageringMultiplier: 6, maxBet: 5 }));
    const second = await player();
    const after = await grant({ username: second.username, offer: 'terms_test' });
    expect(after.body.data).toMatchObject({
      wageringRequired: 60,
      rules: { wageringMultiplier: 6, maxBet: 5 },
    });
    const kept = await h.app.db
      .selectFrom('player_bonus')
      .select(['wagering_required_minor', 'terms'])
      .where('id', '=', before.body.data.id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      wagering_required_minor: 2_000,
      terms: { wageringMultiplier: 2, maxBetMinor: 2_500 },
    });
  });

  it('cancels an active bonus: the bonus money goes, cash stays, audited; a repeat is refused', async () => {
    const p = await player(5_000);
    const granted = await grant({ username: p.username, offer: 'goodwill', amount: 30 });
    const wrong = await cancel({ username: p.username, bonusId: granted.body.data.id + 1000 });
    expect([wrong.status, wrong.body.message]).toEqual([
      400,
      `Bonus ${granted.body.data.id + 1000} is not ${p.username}'s active bonus`,
    ]);
    const r = await cancel({ username: p.username, bonusId: granted.body.data.id });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('The bonus was cancelled; ₺30,00 of bonus money was removed');
    expect(r.body.data).toMatchObject({ status: 'cancelled', closeReason: 'ops', removed: 30 });
    expect(await balance(p.token)).toMatchObject({ balance: 50, cash: 50, bonus: 0 });
    const [row] = await audit(`player:${p.username}`);
    expect(row).toMatchObject({
      actor: 'operator:oyna-dev-admin (on behalf of mehmet)',
      action: 'cancel',
      detail: { bonusId: granted.body.data.id, removed: 30, reason: 'granted by mistake' },
    });
    const again = await cancel({ username: p.username });
    expect([again.status, again.body.message]).toEqual([400, `${p.username} has no active bonus`]);
    expect(await balance(p.token)).toMatchObject({ balance: 50, cash: 50, bonus: 0 });
  });
});
