// Seamless-wallet benchmark (not a test): signed bet + win pairs per second through the real
// endpoints (HTTP on loopback, the api in this process) on Postgres, then the money invariant —
// every wallet's balance equals the sum of its ledger rows, none below zero — checked in SQL.
// Two loads: many players at once (the usual shape), and one player's calls all at once (every
// call of that player waits for the same wallet row lock).
//
//   npx tsx bench/api/wallet-bench.ts          # or: npm run bench
//   BENCH_PLAYERS=16 BENCH_PAIRS=3000 BENCH_HOT_PAIRS=600 BENCH_CONCURRENCY=16
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import {
  SIGNATURE_HEADER,
  signBody,
  WalletStatus,
  type WalletResponse,
} from '@oyna/contracts/game-wallet';
import { buildApp } from '#api/app';
// The app's `db` (its plugin's type augmentation of FastifyInstance).
import type {} from '#api/plugins/db';
import { ownAddress } from '#api/lib/own-address';
import { postgresBackend } from '#api/test/backends';
import { fundedPlayer } from '#api/test/games';

const players = Number(process.env.BENCH_PLAYERS ?? 16);
const pairs = Number(process.env.BENCH_PAIRS ?? 3000);
const hotPairs = Number(process.env.BENCH_HOT_PAIRS ?? 600);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const outFile = path.resolve(__dirname, '..', 'results', 'wallet.json');

type Player = Awaited<ReturnType<typeof fundedPlayer>>;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round1 = (n: number) => Math.round(n * 10) / 10;

async function main() {
  const backend = await postgresBackend({ logLevel: 'silent' });
  const app = buildApp(backend.config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `${ownAddress(app)}/api/wallet`;
  const secret = app.config.games.providerSecret;

  async function call(kind: 'bet' | 'win', body: Record<string, unknown>): Promise<WalletResponse> {
    const raw = JSON.stringify({ request_uuid: crypto.randomUUID(), ...body });
    const response = await fetch(`${base}/${kind}`, {
      method: 'POST',
      body: raw,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: await signBody(secret, raw),
      },
    });
    return response.json();
  }

  /** One round: a bet of 1 TL, then its win (0 every other round, as lost rounds close). */
  async function pair(p: Player, i: number): Promise<number> {
    const t0 = performance.now();
    const bet = {
      token: p.gameToken,
      user: p.user,
      game_code: p.gameCode,
      transaction_uuid: crypto.randomUUID(),
      round: crypto.randomUUID(),
      round_closed: false,
      currency: 'TRY',
      amount: 100,
    };
    const placed = await call('bet', bet);
    if (placed.status !== WalletStatus.Ok) throw new Error(`bet: ${placed.status}`);
    const won = await call('win', {
      ...bet,
      transaction_uuid: crypto.randomUUID(),
      reference_transaction_uuid: bet.transaction_uuid,
      round_closed: true,
      amount: i % 2 === 0 ? 0 : 190,
    });
    if (won.status !== WalletStatus.Ok) throw new Error(`win: ${won.status}`);
    return performance.now() - t0;
  }

  async function load(name: string, total: number, pick: (i: number) => Player) {
    const latencies: number[] = [];
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          const i = next;
          next += 1;
          latencies.push(await pair(pick(i), i));
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);
    const result = {
      load: name,
      pairs: total,
      concurrency,
      seconds: round1(seconds),
      pairsPerSecond: round1(total / seconds),
      pairLatencyMs: {
        p50: round1(percentile(latencies, 50)),
        p99: round1(percentile(latencies, 99)),
      },
    };
    console.log(
      `[wallet] ${name}: ${result.pairsPerSecond} pairs/s, p50 ${result.pairLatencyMs.p50} ms`,
    );
    return result;
  }

  try {
    const crowd: Player[] = [];
    for (let i = 0; i < players; i += 1) crowd.push(await fundedPlayer(app, 1_000_000));
    const hot = await fundedPlayer(app, 1_000_000);
    const results = [
      await load(`${players} players`, pairs, (i) => crowd[i % crowd.length] ?? hot),
      await load('one player', hotPairs, () => hot),
    ];
    const check = await sql<{ wallets: number; broken: number; negative: number }>`
      select count(*)::int as wallets,
             count(*) filter (where w.balance_minor <> coalesce(l.total, 0))::int as broken,
             count(*) filter (where w.balance_minor < 0)::int as negative
      from wallet w
      left join (select player_id, sum(amount_minor) as total from ledger_entry group by player_id) l
        on l.player_id = w.player_id`.execute(app.db);
    const invariant = check.rows[0];
    const out = {
      bench: 'wallet',
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? '',
      database: 'postgres (local, pool of 10)',
      note: 'signed HTTP bet + win per pair on loopback, api in the same process; win 0 every other pair',
      results,
      invariant: {
        ...invariant,
        ledgerEqualsBalance: invariant?.broken === 0 && invariant?.negative === 0,
      },
    };
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(outFile, `${JSON.stringify(out, null, 2)}\n`);
    console.log(
      `[wallet] invariant over ${invariant?.wallets} wallets: ${JSON.stringify(invariant)}`,
    );
    if (!out.invariant.ledgerEqualsBalance) process.exitCode = 1;
  } finally {
    await app.close();
    await backend.cleanup();
  }
}

void main();
