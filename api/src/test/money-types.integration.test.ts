import './native-modules';
import crypto from 'node:crypto';
import type { SportsTree } from '@oyna/contracts';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { call, startApp, type Harness } from './app-harness';
import { BACKENDS } from './backends';
import { fundedPlayer, gameFetch, ledgerCheck, sessionOfUrl, walletCall } from './games';
import { NOT_NUMBERS } from './schema-cases';
import { CARD, WITHDRAW_BANK } from '../modules/payments/payments-test-kit';
import { ownAddress } from '../lib/own-address';

/**
 * ARCHITECTURE.md › api money: a money field of a JSON body is a JSON number. `"Amount":"50"`,
 * `[50]`, `"1e3"`, `true`, `null` and the rest are a 400 that names the field, in the request's
 * language, and change nothing — no payment, bet, limit, spin or ledger row, no balance moved —
 * on every path that takes money from a player: deposits, withdrawals, sports stakes, deposit
 * limits, the built-in games' spins and the seamless wallet's bets. The same calls with a number
 * go through, so each refusal is the type's and nothing else's.
 */
const ADMIN_TOKEN = 'money-types-admin';
const LOBBY = 'http://localhost:8080/casino/slot';

/** Row counts of every table and the money in the wallets. */
async function snapshot(app: FastifyInstance): Promise<Record<string, number>> {
  const tables = await sql<{ t: string }>`select table_name as t from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
      and table_name not in ('throttle_hit', 'session', 'player_session')`.execute(app.db);
  const counts: Record<string, number> = {};
  for (const { t } of tables.rows) {
    const r = await sql<{ n: string }>`select count(*) as n from ${sql.table(t)}`.execute(app.db);
    counts[t] = Number(r.rows[0]?.n);
  }
  const money = await sql<{ s: string }>`select coalesce(sum(balance_minor), 0) as s
    from wallet`.execute(app.db);
  counts['Σ wallet.balance_minor'] = Number(money.rows[0]?.s);
  return counts;
}

describe.each(BACKENDS)('money fields of a body are numbers on %s', (_name, backend) => {
  let h: Harness;
  let base = '';
  let selection = { id: 0, odds: 0 };
  beforeAll(async () => {
    h = await startApp(backend, {
      adminToken: ADMIN_TOKEN,
      rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
    });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    base = ownAddress(h.app);
    await h.app.sportsFeed?.seed();
    const tree = await call<SportsTree>(h.app, {
      method: 'POST',
      url: '/api/sports/tree',
      payload: { kind: 'prematch' },
    });
    const first = tree.body.data.sports
      .flatMap((s) => s.competitions.flatMap((c) => c.events))
      .flatMap((e) => e.mainMarket?.selections ?? [])[0];
    if (!first) throw new Error('no selection to bet on');
    selection = { id: first.id, odds: first.odds };
  });
  afterAll(() => h.close());

  const post = (token: string, path: string, payload: object, locale: 'tr' | 'en') =>
    call(h.app, { method: 'POST', url: `/api/${path}`, token, payload, locale });

  /** Each not-a-number in `send`'s money field: a 400 naming the field, nothing changed. */
  async function refusesEvery(
    label: string,
    send: (value: unknown, locale: 'tr' | 'en') => Promise<{ status: number; message: string }>,
    { nullable = false, textOrNumber = false } = {},
  ) {
    const before = await snapshot(h.app);
    const wrong: string[] = [];
    let n = 0;
    for (const [name, value] of NOT_NUMBERS) {
      if (value === null && nullable) continue;
      const locale = n++ % 2 === 0 ? 'en' : 'tr';
      // A payment detail's value is text or a number by the schema (the method's fields say
      // which): anything else is a wrong type there, text in a number field is no number.
      const expected =
        textOrNumber && typeof value !== 'string'
          ? `${label}: ${locale === 'en' ? 'Has the wrong type' : 'Türü hatalı'}`
          : `${label}: ${locale === 'en' ? 'Enter a valid number' : 'Geçerli bir sayı giriniz'}`;
      const res = await send(value, locale);
      if (res.status !== 400 || res.message !== expected) {
        wrong.push(`${name}: ${res.status} ${res.message}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(h.app)).toEqual(before);
  }

  it('refuses a deposit whose Amount is not a number, and takes 150 as a number', async () => {
    const { siteToken: token } = await fundedPlayer(h.app, 0);
    await refusesEvery(
      'Amount',
      async (Amount, locale) => {
        const res = await post(token, 'payment/deposit', { ...CARD, detail: { Amount } }, locale);
        return { status: res.status, message: res.body.message };
      },
      { textOrNumber: true },
    );
    const ok = await post(token, 'payment/deposit', CARD, 'en');
    expect([ok.status, ok.body.success]).toEqual([200, true]);
  });

  it('refuses a withdrawal whose Amount is not a number: the balance is not held', async () => {
    const { siteToken: token, principal } = await fundedPlayer(h.app, 100_000);
    await refusesEvery(
      'Amount',
      async (Amount, locale) => {
        const res = await post(token, 'payment/withdraw', WITHDRAW_BANK(Amount as number), locale);
        return { status: res.status, message: res.body.message };
      },
      { textOrNumber: true },
    );
    expect(await ledgerCheck(h.app, principal.playerId)).toEqual({
      balance: 100_000,
      ledgerSum: 100_000,
    });
    const ok = await post(token, 'payment/withdraw', WITHDRAW_BANK(100), 'en');
    expect([ok.status, ok.body.success]).toEqual([200, true]);
  });

  it('refuses a sports stake that is not a number, and places a stake of 5', async () => {
    const { siteToken: token, principal } = await fundedPlayer(h.app, 10_000);
    const slip = (stake: unknown) => ({
      requestId: crypto.randomUUID(),
      rule: 'any',
      legs: [{ selectionId: selection.id, odds: selection.odds }],
      singles: [{ selectionId: selection.id, stake }],
    });
    await refusesEvery('stake', async (stake, locale) => {
      const res = await post(token, 'sports/place', slip(stake), locale);
      return { status: res.status, message: res.body.message };
    });
    const ok = await post(token, 'sports/place', slip(5), 'en');
    expect(ok.status).toBe(200);
    expect((await ledgerCheck(h.app, principal.playerId)).balance).toBe(9_500);
  });

  it('refuses a deposit limit that is not a number (null removes one), and sets 500', async () => {
    const { siteToken: token } = await fundedPlayer(h.app, 0);
    await refusesEvery(
      'amount',
      async (amount, locale) => {
        const res = await post(token, 'protection/limit', { period: 'day', amount }, locale);
        return { status: res.status, message: res.body.message };
      },
      { nullable: true },
    );
    const ok = await post(token, 'protection/limit', { period: 'day', amount: 500 }, 'en');
    expect(ok.status).toBe(200);
  });

  it("refuses a game spin whose stake is not a number: the player's balance and ledger stay", async () => {
    const player = await fundedPlayer(h.app, 100_000);
    const { url } = await h.app.gameLauncher.launch(
      player.principal,
      { gameCode: 'oyna-lucky-fruits', name: 'Lucky Fruits' },
      { language: 'en', platform: 1, lobbyUrl: LOBBY },
    );
    const session = sessionOfUrl(url);
    const before = await snapshot(h.app);
    const wrong: string[] = [];
    for (const [name, stakeMinor] of NOT_NUMBERS) {
      const res = await gameFetch(base, session, 'POST', 'slot/spin', { stakeMinor });
      if (res.status !== 400 || !res.body.message.includes('stakeMinor')) {
        wrong.push(`${name}: ${res.status} ${res.body.message}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(h.app)).toEqual(before);
    const ok = await gameFetch(base, session, 'POST', 'slot/spin', { stakeMinor: 1000 });
    expect(ok.status).toBe(200);
  });

  it("refuses a provider's wallet bet whose amount is not a number (wrong types)", async () => {
    const player = await fundedPlayer(h.app, 50_000);
    const bet = (amount: unknown) =>
      walletCall(h.app, 'bet', {
        token: player.gameToken,
        user: player.user,
        game_code: player.gameCode,
        currency: 'TRY',
        transaction_uuid: crypto.randomUUID(),
        round: crypto.randomUUID(),
        round_closed: false,
        amount,
      });
    const before = await snapshot(h.app);
    const wrong: string[] = [];
    for (const [name, amount] of NOT_NUMBERS) {
      const res = await bet(amount);
      if (res.status !== 400 || res.body.status !== 'RS_ERROR_WRONG_TYPES') {
        wrong.push(`${name}: ${res.status} ${res.body.status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(h.app)).toEqual(before);
    expect((await bet(1000)).body.status).toBe('RS_OK');
    expect((await ledgerCheck(h.app, player.principal.playerId)).balance).toBe(49_000);
  });
});
