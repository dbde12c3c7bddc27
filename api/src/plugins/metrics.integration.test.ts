import '../test/native-modules';
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type {
  CashoutQuote,
  CashoutResult,
  Market,
  PlaceBetsResult,
  SportEventDetail,
  SportsTree,
} from '@oyna/contracts';
import { call, startApp, type Harness } from '../test/app-harness';
import { BACKENDS } from '../test/backends';
import { fundedPlayer } from '../test/games';
import { inbox, listen, officialClient } from '../test/hub-client';
import { freePort } from '../test/raw-http';
import { paymentsKit, WITHDRAW_BANK } from '../modules/payments/payments-test-kit';

// docs/ops.md › Metrics and traces: what the api did shows on METRICS_PORT, by route template
// and status, with the business counters beside it — and never on the public port.

/** One sample of the text exposition: `name{a="x",b="y"} value`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key!] = value!;
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample of `name` with these labels (undefined when there is none). */
function value(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)}: several samples`);
  return found[0]?.value;
}

describe.each(BACKENDS)('metrics on %s', (backendName, backend) => {
  let h: Harness;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    h = await startApp(backend, {
      cluster: { metricsPort: port, metricsHost: '127.0.0.1', replicaId: 'replica-a' },
      sports: { feedAutostart: false, minLive: 1, minUpcomingPerSport: 3 },
    });
    await h.app.sportsFeed!.seed();
  });
  afterAll(() => h.close());

  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    return parse(await response.text());
  };
  const payments = paymentsKit(() => h);
  const post = <T>(url: string, payload: unknown, token?: string) =>
    call<T>(h.app, {
      method: 'POST',
      url: `/api/${url}`,
      payload: payload as object,
      ...(token ? { token } : {}),
    });

  it('are not served on the public port', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('oyna_http_requests_total');
  });

  it('count requests by route template, method and status, with their latency', async () => {
    const unmatched = { route: '(unmatched)', method: 'GET', status: '404' };
    const before = value(await scrape(), 'oyna_http_requests_total', unmatched) ?? 0;
    const { token, playerId } = await payments.player();
    for (let i = 0; i < 3; i += 1) {
      expect((await call(h.app, { method: 'GET', url: '/api/user/balance', token })).status).toBe(
        200,
      );
    }
    expect((await call(h.app, { method: 'GET', url: '/api/user/balance' })).status).toBe(401);
    // No route: one series, whatever the url (never the player's id in a label).
    await h.app.inject({ method: 'GET', url: `/api/no-such-call/${playerId}` });

    const samples = await scrape();
    const balance = { route: '/api/user/balance', method: 'GET' };
    expect(value(samples, 'oyna_http_requests_total', { ...balance, status: '200' })).toBe(3);
    expect(value(samples, 'oyna_http_requests_total', { ...balance, status: '401' })).toBe(1);
    expect(value(samples, 'oyna_http_request_duration_seconds_count', balance)).toBe(4);
    expect(
      value(samples, 'oyna_http_request_duration_seconds_bucket', { ...balance, le: '+Inf' }),
    ).toBe(4);
    expect(
      value(samples, 'oyna_http_requests_total', {
        route: '/api/auth/register',
        method: 'POST',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(value(samples, 'oyna_http_requests_total', unmatched)).toBe(before + 1);
    expect(
      samples.some((s) => Object.values(s.labels).some((v) => v.includes('no-such-call'))),
    ).toBe(false);
    // Every series says which replica and role it comes from.
    const request = samples.find((s) => s.name === 'oyna_http_requests_total')!;
    expect(request.labels).toMatchObject({ replica: 'replica-a', role: 'all' });
    // The process's own figures, event-loop lag among them.
    expect(value(samples, 'oyna_nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('count deposits and withdrawals by status, ledger moves by kind, and age the oldest pending withdrawal', async () => {
    const before = await scrape();
    const { token, playerId } = await payments.player(1_000_00);
    const { url } = await payments.hostedDeposit(token, 150);
    expect((await payments.payOnPage(url, 'paid')).statusCode).toBeLessThan(400);
    expect(await payments.paymentStatus(playerId)).toBe('Confirmed');
    const withdrawal = await payments.post(token, 'payment/withdraw', WITHDRAW_BANK(300));
    expect(withdrawal.status).toBe(200);
    // The withdrawal has waited two minutes for its decision.
    await sql`update payment set created_at = now() - interval '120 seconds'
      where player_id = ${playerId} and direction = 2`.execute(h.app.db);

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      (value(after, name, labels) ?? 0) - (value(before, name, labels) ?? 0);
    const deposit = { direction: 'deposit' };
    expect(moved('oyna_payments_total', { ...deposit, status: 'Created' })).toBe(1);
    expect(moved('oyna_payments_total', { ...deposit, status: 'Pending' })).toBe(1);
    expect(moved('oyna_payments_total', { ...deposit, status: 'Confirmed' })).toBe(1);
    expect(moved('oyna_payments_total', { direction: 'withdrawal', status: 'Pending' })).toBe(1);
    expect(moved('oyna_ledger_moves_total', { kind: 'deposit' })).toBe(1);
    expect(moved('oyna_ledger_moved_minor_total', { kind: 'deposit' })).toBe(150_00);
    expect(moved('oyna_ledger_moves_total', { kind: 'withdrawal' })).toBe(1);
    expect(moved('oyna_ledger_moved_minor_total', { kind: 'withdrawal' })).toBe(300_00);
    expect(value(after, 'oyna_withdrawal_oldest_pending_seconds')).toBeGreaterThanOrEqual(120);
  });

  it('count bets placed, refused, settled and cashed out', async () => {
    const p = await fundedPlayer(h.app, 100_00);
    const tree = (await post<SportsTree>('sports/tree', { kind: 'prematch' })).body.data;
    const football = tree.sports.find((s) => s.key === 'football')!;
    const [first, second] = await Promise.all(
      football.competitions
        .flatMap((c) => c.events)
        .slice(0, 2)
        .map(
          async (e) => (await post<SportEventDetail>('sports/event', { eventId: e.id })).body.data,
        ),
    );
    const home = (e: SportEventDetail) =>
      e.markets.find((m: Market) => m.key === '1x2')!.selections.find((s) => s.key === 'home')!;
    const single = (e: SportEventDetail, stake: number) => ({
      requestId: crypto.randomUUID(),
      rule: 'none',
      legs: [{ selectionId: home(e).id, odds: home(e).odds }],
      singles: [{ selectionId: home(e).id, stake }],
    });
    const place = async (e: SportEventDetail, stake: number) =>
      (await post<PlaceBetsResult>('sports/place', single(e, stake), p.siteToken)).body.data;

    expect((await place(first!, 10)).accepted).toBe(true);
    const cashable = await place(second!, 10);
    expect(cashable.accepted).toBe(true);
    expect((await place(first!, 1_000_000)).reason).toBe('stake');
    const betId = cashable.bets[0]!.id;
    const quote = (await post<CashoutQuote>('sports/cashout/quote', { betId }, p.siteToken)).body
      .data;
    const cashed = await post<CashoutResult>(
      'sports/cashout',
      { betId, value: quote.value },
      p.siteToken,
    );
    expect(cashed.body.data.cashedOut).toBe(true);
    await call(h.app, {
      method: 'POST',
      url: '/api/admin/sports/finish',
      payload: { eventId: first!.id, homeScore: 2, awayScore: 0 },
      headers: { 'x-admin-token': 'oyna-dev-admin' },
    });

    const samples = await scrape();
    expect(value(samples, 'oyna_bets_placed_total', { kind: 'single', live: 'false' })).toBe(2);
    expect(value(samples, 'oyna_bets_refused_total', { reason: 'stake' })).toBe(1);
    expect(value(samples, 'oyna_bets_cashed_out_total')).toBe(1);
    expect(value(samples, 'oyna_bets_settled_total', { outcome: 'won' })).toBe(1);
    expect(value(samples, 'oyna_ledger_moves_total', { kind: 'sports_stake' })).toBe(2);
  });

  it('report the database pool on Postgres only', async () => {
    const samples = await scrape();
    const total = value(samples, 'oyna_db_pool_connections', { state: 'total' });
    if (backendName === 'postgres') {
      expect(total).toBeGreaterThan(0);
      expect(value(samples, 'oyna_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(total).toBeUndefined();
    }
  });

  it("report the hub's sockets and count its pushes", async () => {
    const { token, playerId } = await payments.player();
    const connection = officialClient(await listen(h.app), token);
    const received = inbox(connection);
    await connection.start();
    try {
      const before = await scrape();
      expect(value(before, 'oyna_hub_sockets', { kind: 'player' })).toBe(1);
      expect(value(before, 'oyna_hub_sockets', { kind: 'visitor' })).toBe(0);
      const pushes = { kind: 'players' };
      await h.app.notify.sendToPlayers([{ playerId, cmd: 'Test', message: 'hello' }]);
      expect(await received.next()).toEqual({ cmd: 'Test', message: 'hello' });
      const after = await scrape();
      expect(
        (value(after, 'oyna_hub_messages_sent_total', pushes) ?? 0) -
          (value(before, 'oyna_hub_messages_sent_total', pushes) ?? 0),
      ).toBe(1);
    } finally {
      await connection.stop();
    }
    // The socket is gone from the gauge once the server saw it close.
    for (let i = 0; i < 50; i += 1) {
      if (value(await scrape(), 'oyna_hub_sockets', { kind: 'player' }) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(value(await scrape(), 'oyna_hub_sockets', { kind: 'player' })).toBe(0);
  });
});
