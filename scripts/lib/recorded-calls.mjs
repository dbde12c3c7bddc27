// The HTTP calls of the cluster players (cluster-players.mjs): each one timed and recorded under its
// operation, so a run can say per operation how many calls it made, how they were answered and
// how long they took, and what the api acknowledged. For the chaos e2e and the mixed bench.
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';

/** A slow request during a restart is a failed one, not a stuck player. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * What a run saw: per operation its latencies and outcomes, and what the api acknowledged.
 */
export class Recorder {
  constructor() {
    /** @type {Map<string, { latenciesMs: number[], statuses: Map<string, number> }>} */
    this.ops = new Map();
    /** Sports bets answered 2xx and accepted: the bet ids the answer named. */
    this.bets = /** @type {{ playerId: number, requestId: string, betIds: number[] }[]} */ ([]);
    /** Spins answered 2xx: the provider's round id. */
    this.spins = /** @type {{ playerId: number, roundId: string, pending: boolean }[]} */ ([]);
    /** Deposits whose approval answered 2xx. */
    this.deposits = /** @type {{ playerId: number, paymentId: number }[]} */ ([]);
    /** Calls that were not answered 2xx: when (performance.now() at the answer), what, how. */
    this.failures = /** @type {{ at: number, op: string, outcome: string }[]} */ ([]);
    this.startedAt = performance.now();
  }

  /** @param {string} op @param {number} ms @param {string} outcome  e.g. '200', '502', 'error' */
  record(op, ms, outcome) {
    let entry = this.ops.get(op);
    if (!entry) this.ops.set(op, (entry = { latenciesMs: [], statuses: new Map() }));
    entry.latenciesMs.push(ms);
    entry.statuses.set(outcome, (entry.statuses.get(outcome) ?? 0) + 1);
    if (!/^2\d\d$/.test(outcome)) this.failures.push({ at: performance.now(), op, outcome });
  }

  /** Counts, outcomes and p50/p99 per operation, and over every operation. */
  summary() {
    const pct = (sorted, p) =>
      sorted.length
        ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
        : null;
    const r1 = (n) => (n === null ? null : Math.round(n * 10) / 10);
    const all = [];
    const ops = {};
    for (const [op, { latenciesMs, statuses }] of this.ops) {
      const sorted = [...latenciesMs].sort((a, b) => a - b);
      all.push(...sorted);
      ops[op] = {
        count: sorted.length,
        p50Ms: r1(pct(sorted, 50)),
        p99Ms: r1(pct(sorted, 99)),
        outcomes: Object.fromEntries(statuses),
      };
    }
    all.sort((a, b) => a - b);
    return { count: all.length, p50Ms: r1(pct(all, 50)), p99Ms: r1(pct(all, 99)), ops };
  }
}

/**
 * One HTTP call through the edge: JSON in and out, timed and recorded under `op` (when given).
 * Never throws: a refused connection, a timeout or a non-JSON answer is `{ status: 0 }` or the
 * status with `body: null`.
 * @returns {Promise<{ status: number, body: any, ms: number }>}
 */
export async function call(base, method, url, { body, headers = {}, recorder, op } = {}) {
  const started = performance.now();
  let status = 0;
  let parsed = null;
  let outcome;
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = res.status;
    outcome = String(status);
    const text = await res.text();
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
  } catch (error) {
    outcome = error?.name === 'TimeoutError' ? 'timeout' : 'error';
  }
  const ms = performance.now() - started;
  if (recorder && op) recorder.record(op, ms, outcome);
  return { status, body: parsed, ms };
}

/** Answered 2xx and not `success: false`. */
export const ok = (r) => r.status >= 200 && r.status < 300 && r.body?.success !== false;

/** A call that must succeed (set-up, not the measured load): retried a few times, then throws. */
export async function must(base, method, url, options = {}) {
  let last;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    last = await call(base, method, url, options);
    if (ok(last)) return last.body?.data;
    if (last.status >= 400 && last.status < 500 && last.status !== 429) break;
    await delay(500 * (attempt + 1));
  }
  throw new Error(`${method} ${url} answered ${last.status}: ${JSON.stringify(last.body)}`);
}
