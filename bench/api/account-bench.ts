// Account-area benchmark (not a test): the account lists (financial activities with the net
// deposits, the CSV, game history, the dashboard summary) on Postgres with 100,000 ledger rows
// and 100,000 casino rounds in the database, a tenth of them the measured player's — so the
// indexes of migration 0080 (and 0040's rounds index) are what keep each call fast.
// The rows are written straight in SQL: a read benchmark, no money moves.
//
//   npx tsx bench/api/account-bench.ts          # or: npm run bench
//   BENCH_ROWS=100000 BENCH_PLAYERS=10 BENCH_CALLS=200
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '#api/app';
// The app's `db` (its plugin's type augmentation of FastifyInstance).
import type {} from '#api/plugins/db';
import { postgresBackend } from '#api/test/backends';
import { register } from '#api/test/players';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const players = Number(process.env.BENCH_PLAYERS ?? 10);
const calls = Number(process.env.BENCH_CALLS ?? 200);
const outFile = path.resolve(__dirname, '..', 'results', 'account.json');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round1 = (n: number) => Math.round(n * 10) / 10;

async function main() {
  // The global per-IP budget would stop a benchmark calling from one address.
  const backend = await postgresBackend({
    logLevel: 'silent',
    rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
  });
  const app = buildApp(backend.config);
  await app.ready();
  try {
    const registered = [];
    for (let i = 0; i < players; i += 1) registered.push(await register(app));
    const ids = await app.db.selectFrom('player').select('id').orderBy('id').execute();
    const idList = sql.join(ids.map((r) => sql.lit(r.id)));
    const t0 = performance.now();
    await sql`
      insert into ledger_entry (player_id, kind, amount_minor, balance_after_minor, idempotency_key, reference, created_at)
      select (array[${idList}])[1 + i % ${ids.length}],
             (array['deposit','withdraw','casino_bet','casino_win','trial_bonus','bonus'])[1 + i % 6],
             case when i % 6 in (1, 2) then -1000 else 1000 end,
             0, 'bench:' || i, 'bench:' || i,
             now() - make_interval(secs => (i % 31536000))
      from generate_series(1, ${rows}) as i`.execute(app.db);
    await sql`
      insert into casino_round (player_id, provider_id, game_code, game_name, provider_round_id, stake_minor, win_minor, status, created_at)
      select (array[${idList}])[1 + i % ${ids.length}], 'oyna-games',
             'game-' || (i % 40), 'Game ' || (i % 40), 'bench:' || i, 100, (i % 3) * 100, 'closed',
             now() - make_interval(secs => (i % 31536000))
      from generate_series(1, ${rows}) as i`.execute(app.db);
    await sql`analyze`.execute(app.db);
    const seeded = round1((performance.now() - t0) / 1000);

    const token = registered[0]?.token ?? '';
    const year = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const cases: Record<string, { method: 'GET' | 'POST'; url: string; payload?: object }> = {
      'financial, 30 days': {
        method: 'POST',
        url: '/api/account/financialactivities',
        payload: { type: 0, status: 0, skip: 0, take: 20 },
      },
      'financial, a year, status Confirmed, page 10': {
        method: 'POST',
        url: '/api/account/financialactivities',
        payload: { type: 0, status: 1, from: year, skip: 180, take: 20 },
      },
      'financial CSV, a year': {
        method: 'POST',
        url: '/api/account/financialactivities/csv',
        payload: { type: 0, status: 0, from: year },
      },
      'game history, a year, one game': {
        method: 'POST',
        url: '/api/account/gamehistory',
        payload: { from: year, game: 'game-7', skip: 0, take: 20 },
      },
      'game history, 30 days': {
        method: 'POST',
        url: '/api/account/gamehistory',
        payload: { skip: 0, take: 20 },
      },
      'dashboard summary': { method: 'GET', url: '/api/account/summary' },
    };
    const results: Record<string, { p50: number; p95: number; max: number }> = {};
    for (const [name, c] of Object.entries(cases)) {
      const times: number[] = [];
      for (let i = 0; i < calls; i += 1) {
        const t = performance.now();
        const res = await app.inject({
          method: c.method,
          url: c.url,
          headers: { authorization: `Bearer ${token}` },
          ...(c.payload ? { payload: c.payload } : {}),
        });
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      results[name] = {
        p50: round1(percentile(times, 50)),
        p95: round1(percentile(times, 95)),
        max: round1(times[times.length - 1] ?? 0),
      };
      console.log(
        `[account-bench] ${name}: p50 ${results[name].p50} ms, p95 ${results[name].p95} ms`,
      );
    }
    const out = {
      when: new Date().toISOString(),
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}`,
      database: 'postgres',
      ledgerRows: rows,
      rounds: rows,
      players: ids.length,
      measuredPlayerShare: `1/${ids.length}`,
      seedSeconds: seeded,
      callsPerCase: calls,
      msPerCall: results,
    };
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(outFile, `${JSON.stringify(out, null, 2)}\n`);
  } finally {
    await app.close();
    await backend.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
