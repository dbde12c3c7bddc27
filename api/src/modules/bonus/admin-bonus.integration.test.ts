import '../../test/native-modules';
import {
  NotificationType,
  type AdminBonusOffer,
  type AdminBonusOfferUpsert,
  type AdminPlayerBonus,
  type BalanceData,
  type BonusAuditRecord,
  type BonusCostReport,
} from '@oyna/contracts';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { register } from '../../test/players';

const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };

/** A manual offer's whole record, any field overridden. */
function offerRecord(overrides: Partial<AdminBonusOfferUpsert> = {}): AdminBonusOfferUpsert {
  return {
    operator: 'ayse',
    code: 'spring_gift',
    kind: 'manual',
    titleTr: 'Bahar Hediyesi',
    titleEn: 'Spring Gift',
    amount: 20,
    cap: 200,
    wageringMultiplier: 3,
    contributions: { slots: 100, table: 20, live: 10, crash: 50, bingo: 100, sports: 100 },
    sportsMinOdds: 1.6,
    maxBet: 25,
    maxConversion: 150,
    validDays: 10,
    enabled: true,
    sort: 9,
    ...overrides,
  };
}

describe.each(BACKENDS)('the operators’ bonus desk on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  const offers = async () =>
    (
      await call<AdminBonusOffer[]>(h.app, {
        method: 'GET',
        url: '/api/admin/bonusoffers',
        headers: ADMIN,
      })
    ).body.data;
  const upsert = (payload: unknown, locale: 'tr' | 'en' = 'en') =>
    call<AdminBonusOffer>(h.app, {
      method: 'POST',
      url: '/api/admin/bonusoffer',
      headers: ADMIN,
      payload: payload as object,
      locale,
    });
  const grant = (payload: object, locale: 'tr' | 'en' = 'en') =>
    call<AdminPlayerBonus>(h.app, {
      method: 'POST',
      url: '/api/admin/bonusgrant',
      headers: ADMIN,
      payload: { operator: 'ayse', reason: 'a complaint settled', ...payload },
      locale,
    });
  const cancel = (payload: object) =>
    call<AdminPlayerBonus>(h.app, {
      method: 'POST',
      url: '/api/admin/bonuscancel',
      headers: ADMIN,
      payload: { operator: 'mehmet', reason: 'granted by mistake', ...payload },
    });
  const cost = (from: string, to: string) =>
    call<BonusCostReport>(h.app, {
      method: 'GET',
      url: `/api/admin/bonuscost?from=${from}&to=${to}`,
      headers: ADMIN,
    });
  const audit = async (target: string) =>
    (
      await call<BonusAuditRecord[]>(h.app, {
        method: 'GET',
        url: `/api/admin/bonusaudit?target=${encodeURIComponent(target)}`,
        headers: ADMIN,
      })
    ).body.data;
  const balance = async (token: string) =>
    (await call<BalanceData>(h.app, { method: 'GET', url: '/api/user/balance', token })).body.data;

  /** A new player with `cashMinor` of cash (a deposit's ledger row). */
  async function player(cashMinor = 0) {
    const { data, token } = await register(h.app);
    const row = await h.app.db
      .selectFrom('player')
      .select('id')
      .where('username', '=', data.username)
      .executeTakeFirstOrThrow();
    if (cashMinor > 0) {
      await h.app.db.transaction().execute((trx) =>
        h.app.platform.wallets.move(trx, {
          playerId: row.id,
          amountMinor: cashMinor,
          kind: 'deposit',
          idempotencyKey: `test-deposit:${row.id}`,
        }),
      );
    }
    return { id: row.id, username: data.username, token };
  }

  it('answers 401 to a call without the admin token, a player’s session included', async () => {
    const { token } = await player();
    for (const [method, url] of [
      ['GET', '/api/admin/bonusoffers'],
      ['POST', '/api/admin/bonusoffer'],
      ['POST', '/api/admin/bonusgrant'],
      ['POST', '/api/admin/bonuscancel'],
      ['GET', '/api/admin/bonuscost?from=2026-01-01&to=2026-01-02'],
      ['GET', '/api/admin/bonusaudit'],
    ] as const) {
      const r = await call(h.app, {
        method,
        url,
        token,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect([url, r.status]).toEqual([url, 401]);
    }
  });

  it('lists every offer record with all its fields', async () => {
    const list = await offers();
    expect(list.map((o) => o.code)).toEqual([
      'trial',
      'first_deposit',
      'weekly_cashback',
      'birthday',
      'goodwill',
    ]);
    expect(list.find((o) => o.code === 'first_deposit')).toEqual({
      code: 'first_deposit',
      kind: 'first_deposit',
      titleTr: 'İlk Yatırım Bonusu',
      titleEn: 'First Deposit Bonus',
      percent: 100,
      amount: null,
      cap: 500,
      minimum: null,
      windowDays: null,
      wageringMultiplier: 5,
      contributions: { slots: 100, bingo: 100, crash: 50, table: 10, live: 10, sports: 100 },
      sportsMinOdds: 1.5,
      maxBet: 50,
      maxConversion: null,
      validDays: 30,
      enabled: true,
      sort: 1,
      updatedAt: expect.any(String),
    });
  });

  it('creates and edits an offer, each audited', async () => {
    const created = await upsert(offerRecord());
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('The bonus offer was saved');
    expect(created.body.data).toMatchObject({
      code: 'spring_gift',
      amount: 20,
      cap: 200,
      sportsMinOdds: 1.6,
      maxBet: 25,
      contributions: { table: 20 },
    });
    const edited = await upsert(
      offerRecord({ operator: 'mehmet', wageringMultiplier: 4, enabled: false }),
    );
    expect(edited.body.data).toMatchObject({ wageringMultiplier: 4, enabled: false });
    expect((await offers()).find((o) => o.code === 'spring_gift')).toMatchObject({
      wageringMultiplier: 4,
      enabled: false,
    });
    const rows = await audit('offer:spring_gift');
    expect(rows.map((r) => [r.actor, r.action])).toEqual([
      ['operator:oyna-dev-admin (on behalf of mehmet)', 'offer.edit'],
      ['operator:oyna-dev-admin (on behalf of ayse)', 'offer.create'],
    ]);
    expect(rows[0]?.detail).toMatchObject({
      before: { wageringMultiplier: 3, enabled: true },
      after: { wageringMultiplier: 4, enabled: false },
    });
  });

  it('refuses a bad record with a clear 400 and changes nothing', async () => {
    const before = await offers();
    const auditBefore = (await audit('offer:first_deposit')).length;
    const cases: [unknown, string][] = [
      [
        offerRecord({ code: 'first_deposit', kind: 'first_deposit', amount: undefined, cap: 500 }),
        'A first_deposit offer needs a percent (percent)',
      ],
      [
        offerRecord({ code: 'welcome_two', kind: 'first_deposit', amount: undefined, percent: 50 }),
        'An offer of the kind first_deposit already exists (first_deposit); edit that one instead',
      ],
      [
        offerRecord({ code: 'trial_two', kind: 'trial', amount: undefined }),
        'An offer of the kind trial already exists (trial); edit that one instead',
      ],
      [
        offerRecord({ code: 'goodwill', kind: 'birthday', windowDays: 7 }),
        "An offer's kind cannot be changed (goodwill is manual)",
      ],
      [offerRecord({ percent: 10 }), 'A manual offer takes no percent; give an amount instead'],
      [offerRecord({ amount: 300, cap: 200 }), 'The amount (₺300,00) is above the cap (₺200,00)'],
      [
        offerRecord({ code: 'birthday', kind: 'birthday', amount: 100, windowDays: undefined }),
        'A birthday offer needs a window in days (windowDays)',
      ],
      [
        offerRecord({ minimum: 10 }),
        'A minimum loss (minimum) applies to the weekly cashback only',
      ],
      [offerRecord({ titleEn: '   ' }), 'titleEn cannot be blank'],
    ];
    for (const [payload, message] of cases) {
      const r = await upsert(payload);
      expect([r.status, r.body.message]).toEqual([400, message]);
    }
    // The schema's bounds: a contribution above 100 %, odds below 1, an unknown kind, a bad code.
    for (const payload of [
      offerRecord({
        contributions: { slots: 101, table: 0, live: 0, crash: 0, bingo: 0, sports: 0 },
      }),
      offerRecord({ sportsMinOdds: 0.9 }),
      { ...offerRecord(), kind: 'lottery' },
      offerRecord({ code: 'Spring Gift' }),
      offerRecord({ validDays: 0 }),
      offerRecord({ wageringMultiplier: 101 }),
    ]) {
      const r = await upsert(payload);
      expect(r.status).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.message).toEqual(expect.any(String));
    }
    // spec §7: the message in the request's language.
    const tr = await upsert(offerRecord({ percent: 10 }), 'tr');
    expect(tr.body.message).toBe('manual teklifi yüzde almaz; tutar (amount) kullanın');
    expect(await offers()).toEqual(before);
    expect(await audit('offer:first_deposit')).toHaveLength(auditBefore);
  });

  it('creates a kind with fixed eligibility once under a burst', async () => {
    await h.app.db.deleteFrom('bonus_offer').where('code', '=', 'birthday').execute();
    const results = await Promise.all(
      ['bday_a', 'bday_b', 'bday_c', 'bday_d'].map((code) =>
        upsert(offerRecord({ code, kind: 'birthday', amount: 100, cap: undefined, windowDays: 7 })),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await offers()).filter((o) => o.kind === 'birthday')).toHaveLength(1);
  });

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

  it('sums the bonus cost per day: granted, converted, forfeited, expired', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const start = (await cost(today, today)).body.data.total;
    // A bonus with nothing to wager becomes cash at once, at most its maximum conversion.
    await upsert(
      offerRecord({ code: 'instant', amount: 40, wageringMultiplier: 0, maxConversion: 25 }),
    );
    const a = await player();
    await grant({ username: a.username, offer: 'goodwill', amount: 30 });
    await cancel({ username: a.username });
    const b = await player();
    await grant({ username: b.username, offer: 'instant' });
    expect(await balance(b.token)).toMatchObject({ cash: 25, bonus: 0 });
    const c = await player();
    const expiring = await grant({ username: c.username, offer: 'goodwill', amount: 10 });
    await h.app.db
      .updateTable('player_bonus')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expiring.body.data.id)
      .execute();
    expect(await h.app.platform.bonusWallet.expireDue()).toBe(1);

    const report = (await cost(today, today)).body.data;
    expect(report.days).toHaveLength(1);
    const delta = (k: keyof typeof start) => Math.round((report.total[k] - start[k]) * 100) / 100;
    expect({
      granted: delta('granted'),
      converted: delta('converted'),
      forfeited: delta('forfeited'),
      expired: delta('expired'),
    }).toEqual({ granted: 80, converted: 25, forfeited: 45, expired: 10 });
    expect(report.days[0]).toEqual({ day: today, ...report.total });

    // Every day of the range, zeros included; bad ranges are a 400.
    const week = await cost('2020-03-01', '2020-03-07');
    expect(week.body.data.days.map((d) => d.day)).toEqual([
      '2020-03-01',
      '2020-03-02',
      '2020-03-03',
      '2020-03-04',
      '2020-03-05',
      '2020-03-06',
      '2020-03-07',
    ]);
    expect(week.body.data.total).toEqual({ granted: 0, converted: 0, forfeited: 0, expired: 0 });
    for (const [from, to, message] of [
      ['2026-02-30', '2026-03-01', 'from is not a valid date (YYYY-MM-DD)'],
      ['2026-03-05', '2026-03-01', 'The start date cannot be after the end date'],
      ['2024-01-01', '2025-12-31', 'The range can be at most 366 days'],
    ]) {
      const r = await cost(from!, to!);
      expect([r.status, r.body.message]).toEqual([400, message]);
    }
    expect((await cost('yesterday', today)).status).toBe(400);
  });
});
