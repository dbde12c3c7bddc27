import './native-modules';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import crypto from 'node:crypto';
import type { PlaceBetsResult, SportEventDetail } from '@oyna/contracts';
import { buildApp } from '../app';
import { childEnvironment, loadTestEnvironment } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { SPORTS_FEED_LEASE } from '../modules/sports/plugin';
import { call } from './app-harness';
import { postgresBackend, testConfig, type TestBackend } from './backends';
import { fundedPlayer } from './games';
import { freePort } from './raw-http';

// docs/ops.md › Many replicas: three api processes on one Postgres database and one Redis — a
// `web`, a `worker` and an `all` — run the background work exactly once between them. One holds
// the feed's lease and is the only writer of the catalogue; killed, another takes the lease within
// the lease time; every slot job runs on one replica. Postgres only: PGlite is one process.
const API_ROOT = path.resolve(__dirname, '..', '..');
// node itself with tsx's loader: a SIGKILL of `tsx` as a command would leave the server running.
const TSX_LOADER = require.resolve('tsx');
const TICK_MS = 250;
const LEASE_TTL_MS = 2000;
const ROLES = ['web', 'worker', 'all'] as const;

interface Replica {
  id: string;
  role: (typeof ROLES)[number];
  port: number;
  metricsPort: number;
  child: ChildProcess;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startReplica(
  databaseUrl: string,
  role: Replica['role'],
  index: number,
): Promise<Replica> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const id = `cluster-${index}-${role}`;
  const child = spawn(process.execPath, ['--import', TSX_LOADER, 'src/server.ts'], {
    cwd: API_ROOT,
    env: childEnvironment({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      REDIS_URL: loadTestEnvironment().redisUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      RATE_LIMIT_MAX: '100000',
      OYNA_ROLE: role,
      OYNA_REPLICA_ID: id,
      LEASE_TTL_MS: String(LEASE_TTL_MS),
      METRICS_PORT: String(metricsPort),
      SPORTS_FEED_AUTOSTART: 'true',
      SPORTS_FEED_TICK_MS: String(TICK_MS),
      SPORTS_MIN_LIVE: '6',
      SPORTS_MIN_UPCOMING: '1',
      // A slot job every second, so that a few seconds hold many slots.
      BONUS_EXPIRY_SWEEP_MS: '1000',
    }),
    stdio: 'ignore',
  });
  return { id, role, port, metricsPort, child };
}

async function waitHealthy(replica: Replica, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const r = await fetch(`http://127.0.0.1:${replica.port}/api/health`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    if (replica.child.exitCode !== null) {
      throw new Error(`${replica.id} exited with ${replica.child.exitCode}`);
    }
    await sleep(200);
  }
  throw new Error(`${replica.id} did not start in time`);
}

/** A replica's Prometheus sample `name{...job="<job>"...}`, summed over its other labels. */
async function metric(replica: Replica, name: string, job: string, extra = ''): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${replica.metricsPort}/metrics`)).text();
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) || !line.includes(`job="${job}"`)) continue;
    if (extra && !line.includes(extra)) continue;
    sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}

async function leaseHolder(db: DatabaseHandle['db']): Promise<string | undefined> {
  const row = await db
    .selectFrom('lease')
    .select('holder')
    .where('name', '=', SPORTS_FEED_LEASE)
    .where('expires_at', '>=', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.holder;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe('three api processes on one Postgres database (cluster)', () => {
  let backend: TestBackend;
  let handle: DatabaseHandle;
  let replicas: Replica[] = [];
  /** An in-process `web` app on the same database: players and their bets, by app.inject. */
  let web: FastifyInstance | undefined;

  beforeAll(async () => {
    backend = await postgresBackend();
    handle = await openDatabase(backend.config);
    await migrateToLatest(handle.db);
    // Every change of an event's feed state, as the database saw it (the test's own table).
    await sql`create table test_feed_write (
      event_id int not null, engine text, minute int,
      at timestamptz not null default clock_timestamp())`.execute(handle.db);
    await sql`create function test_log_feed_write() returns trigger language plpgsql as $$
      begin
        if new.feed_state is distinct from old.feed_state then
          insert into test_feed_write (event_id, engine, minute)
          values (new.id, new.feed_state->>'engine', (new.feed_state->>'minute')::int);
        end if;
        return new;
      end $$`.execute(handle.db);
    await sql`create trigger test_feed_write after update on sport_event
      for each row execute function test_log_feed_write()`.execute(handle.db);
  });

  afterAll(async () => {
    for (const r of replicas) r.child.kill('SIGKILL');
    await web?.close();
    await handle?.close();
    await backend?.cleanup();
  });

  it('runs the feed on one lease holder, hands it over on a kill, and each job once', async () => {
    const databaseUrl = backend.config.databaseUrl ?? '';
    replicas = await Promise.all(ROLES.map((role, i) => startReplica(databaseUrl, role, i)));
    web = buildApp(
      testConfig({
        databaseUrl,
        cluster: { role: 'web', replicaId: 'cluster-test-web' },
        sports: { feedAutostart: false, liveDelayMs: 100 },
      }),
    );
    const startDeadline = Date.now() + 90_000;
    await Promise.all([web.ready(), ...replicas.map((r) => waitHealthy(r, startDeadline))]);
    const app = web;

    // One holder, one of those that run jobs; it alone says so in its metrics.
    const holderId = await until('a lease holder', () => leaseHolder(handle.db), 20_000);
    const holder = replicas.find((r) => r.id === holderId)!;
    expect(holder.role).not.toBe('web');
    const leaders = await Promise.all(
      replicas.map((r) => metric(r, 'oyna_leader', SPORTS_FEED_LEASE)),
    );
    expect(leaders).toEqual(replicas.map((r) => (r === holder ? 1 : 0)));

    // Bets on the live events (placed through the in-process web app), while the feed plays.
    // The holder seeds the catalogue first: live events appear.
    const live = await until(
      'live events',
      async () => {
        const rows = await handle.db
          .selectFrom('sport_event')
          .select('id')
          .where('status', '=', 'live')
          .execute();
        return rows.length > 0 ? rows : undefined;
      },
      30_000,
    );
    const players = await Promise.all([1, 2, 3].map(() => fundedPlayer(app, 1000_00)));
    let placed = 0;
    for (const [i, event] of live.entries()) {
      const detail = await call<SportEventDetail>(app, {
        method: 'POST',
        url: '/api/sports/event',
        payload: { eventId: event.id },
      });
      for (const market of detail.body.data.markets) {
        const selection = market.selections.find((s) => s.status === 'active' && s.odds > 1);
        if (market.status !== 'open' || !selection) continue;
        const answer = await call<PlaceBetsResult>(app, {
          method: 'POST',
          url: '/api/sports/place',
          token: players[i % players.length]!.siteToken,
          payload: {
            requestId: crypto.randomBytes(9).toString('base64url'),
            rule: 'any',
            legs: [{ selectionId: selection.id, odds: selection.odds }],
            singles: [{ selectionId: selection.id, stake: 1 }],
          },
        });
        if (answer.body.data?.accepted) placed += 1;
      }
    }
    expect(placed).toBeGreaterThan(0);
    await sleep(3000);

    // The holder dies: another replica that runs jobs takes the lease within ttl + ttl/3 (+ the
    // test's polling and a loaded machine's margin).
    holder.child.kill('SIGKILL');
    const killedAt = Date.now();
    const nextId = await until(
      'a new holder',
      async () => {
        const id = await leaseHolder(handle.db);
        return id && id !== holder.id ? id : undefined;
      },
      LEASE_TTL_MS * 3,
    );
    expect(Date.now() - killedAt).toBeLessThan(LEASE_TTL_MS + LEASE_TTL_MS / 3 + 1500);
    const next = replicas.find((r) => r.id === nextId)!;
    expect(next.role).not.toBe('web');
    const survivors = replicas.filter((r) => r !== holder);
    expect(
      await Promise.all(survivors.map((r) => metric(r, 'oyna_leader', SPORTS_FEED_LEASE))),
    ).toEqual(survivors.map((r) => (r === next ? 1 : 0)));
    await sleep(3000);

    // One writer: an event's clock moves one minute per write, never twice to the same minute,
    // and never faster than one tick (two feeds would do one or the other).
    const writes = await sql<{ event_id: number; engine: string; minute: number; at: Date }>`
      select event_id, engine, minute, at from test_feed_write order by event_id, at`.execute(
      handle.db,
    );
    expect(writes.rows.length).toBeGreaterThan(20);
    const byEvent = new Map<number, typeof writes.rows>();
    for (const w of writes.rows) byEvent.set(w.event_id, [...(byEvent.get(w.event_id) ?? []), w]);
    let afterHandover = 0;
    for (const [, rows] of byEvent) {
      for (let i = 1; i < rows.length; i += 1) {
        const gap = new Date(rows[i]!.at).getTime() - new Date(rows[i - 1]!.at).getTime();
        expect(gap).toBeGreaterThanOrEqual(TICK_MS * 0.9);
        if (rows[i]!.engine === 'goals') expect(rows[i]!.minute).toBe(rows[i - 1]!.minute + 1);
        if (new Date(rows[i]!.at).getTime() > killedAt + LEASE_TTL_MS) afterHandover += 1;
      }
    }
    // The new holder resumed the same events from the database.
    expect(afterHandover).toBeGreaterThan(0);

    // Every settled bet is settled once: one payout at most, and each balance is its ledger.
    const bets = await handle.db
      .selectFrom('sport_bet')
      .select([
        'id',
        'status',
        sql<string>`(select count(*) from ledger_entry l where l.reference = 'sport_bet:' || sport_bet.id and l.kind <> 'sports_stake')`.as(
          'payouts',
        ),
      ])
      .execute();
    // Those the live delay turned down are stored too (rejected, the stake refunded once).
    expect(bets.length).toBeGreaterThanOrEqual(placed);
    // A closed bet with money back (won, void, turned down) has exactly one payout; the others none.
    const paidBack = ['won', 'void', 'rejected', 'cashed_out'];
    expect(
      bets.map((bet) => ({ id: bet.id, status: bet.status, payouts: Number(bet.payouts) })),
    ).toEqual(
      bets.map((bet) => ({
        id: bet.id,
        status: bet.status,
        payouts: paidBack.includes(bet.status) ? 1 : 0,
      })),
    );
    const wallets = await handle.db
      .selectFrom('wallet')
      .select([
        'player_id',
        'balance_minor',
        sql<string>`(select coalesce(sum(amount_minor), 0) from ledger_entry l where l.player_id = wallet.player_id)`.as(
          'ledger_sum',
        ),
      ])
      .execute();
    for (const w of wallets) expect(Number(w.balance_minor)).toBe(Number(w.ledger_sum));

    // Every slot job ran once, on one of the replicas that run jobs: the replicas' own counts of
    // the runs match the jobs the queue recorded as done by each (read before and after them).
    const done = async () =>
      (
        await sql<{ replica: string; n: string }>`
          select output->>'replica' as replica, count(*) as n from (
            select output, state from pgboss.job where name = 'bonus-expiry'
            union all select output, state from pgboss.archive where name = 'bonus-expiry') j
          where state = 'completed' group by 1`.execute(handle.db)
      ).rows;
    const before = await done();
    const counted = await Promise.all(
      survivors.map((r) => metric(r, 'oyna_job_runs_total', 'bonus-expiry', 'outcome="ok"')),
    );
    const after = await done();
    const doneBy = (rows: typeof before, id: string) =>
      Number(rows.find((row) => row.replica === id)?.n ?? 0);
    for (const [i, r] of survivors.entries()) {
      expect(counted[i]).toBeGreaterThanOrEqual(doneBy(before, r.id));
      expect(counted[i]).toBeLessThanOrEqual(doneBy(after, r.id));
    }
    const web0 = replicas.find((r) => r.role === 'web')!;
    expect(doneBy(after, web0.id)).toBe(0);
    expect(after.reduce((n, row) => n + Number(row.n), 0)).toBeGreaterThanOrEqual(5);
    const slots = await sql<{ n: string; slots: string; retried: string }>`
      select count(*) as n, count(distinct singleton_on) as slots,
             count(*) filter (where retry_count > 0) as retried
      from (select singleton_on, retry_count from pgboss.job where name = 'bonus-expiry'
            union all select singleton_on, retry_count from pgboss.archive where name = 'bonus-expiry') j`.execute(
      handle.db,
    );
    expect(Number(slots.rows[0]!.slots)).toBe(Number(slots.rows[0]!.n));
    expect(Number(slots.rows[0]!.retried)).toBe(0);
  }, 180_000);
});
