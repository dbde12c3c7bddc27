import '../../test/native-modules';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { bonusDeskKit, offerRecord } from './bonus-desk.test-kit';

/** The operators' bonus desk: who may call it, the offer records, and the bonus cost. */
describe.each(BACKENDS)('the operators’ bonus desk on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  const { offers, upsert, grant, cancel, cost, audit, balance, player } = bonusDeskKit(() => h.app);

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
