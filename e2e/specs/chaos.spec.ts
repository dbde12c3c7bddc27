import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { expect, test } from '@playwright/test';
import { registrationPayload } from '@oyna/test-kit/registration';
import { startCluster, type Cluster } from '../support/cluster';
import {
  loadClusterPlayers,
  type ClusterPlayer,
  type HubClient,
  type Selection,
} from '../support/cluster-players';

/**
 * A bounded chaos run (docs/ops.md › docker-compose, Kubernetes: web and worker roles; ARCHITECTURE.md › api money rules): two web replicas
 * behind the edge and one worker (the sportsbook feed, jobs and leases) on one Postgres and
 * Redis; ~30 players poll their balance, bet on the sportsbook and spin the built-in slot through
 * the edge, each on the notify hub, while one web replica is stopped (SIGTERM) and started again,
 * the other is killed (SIGKILL) and started again, and the worker is restarted. A request may fail
 * while a replica is away; what the api acknowledged must never be lost:
 * - every wallet equals the sum of its ledger (the money invariant, checked in SQL);
 * - every 2xx bet, spin and deposit approval is in the bets / rounds / ledger tables;
 * - every hub client is connected again at the end, and a notification sent to each player after
 *   the restarts arrives exactly once;
 * - the balance poll, through either web replica, shows the database's balance;
 * - the sportsbook feed's lease is back on the restarted worker, and no web replica holds one.
 * No browser and no front-end build: HTTP and the official SignalR client from Node. About 80 s
 * on two cores, start-up included (e2e/README.md › Chaos).
 */
const PLAYERS = Number(process.env.CHAOS_PLAYERS ?? 30);
/** The load's length; the three disruptions happen inside it. */
const LOAD_MS = Number(process.env.CHAOS_LOAD_MS ?? 30_000);
/** spec §4: the balance poll; a bet or a spin every PLAY_MS per player. */
const POLL_MS = 3000;
const PLAY_MS = 3000;
/** Load before the first disruption: every player has bet and spun by then. */
const CALM_MS = 6000;

test.describe.configure({ mode: 'serial' });

// Stopped here rather than only in the test's own `finally`: after a timeout Playwright abandons
// the test body but still runs this hook, so no replica or database outlives the run.
let cluster: Cluster | null = null;
const hubs: HubClient[] = [];
test.afterEach(async () => {
  await Promise.allSettled(hubs.splice(0).map((h) => h.stop()));
  await cluster?.stop();
  cluster = null;
});

test('money, bets, sockets and notifications survive replicas stopped, killed and restarted under load', async () => {
  // About 80 s on two quiet cores; the bound leaves room for a machine shared with other work.
  test.setTimeout(240_000);
  const started = performance.now();
  const lib = await loadClusterPlayers();
  cluster = await startCluster(
    {
      replicas: [
        { name: 'web1', role: 'web' },
        { name: 'web2', role: 'web' },
        { name: 'worker', role: 'worker' },
      ],
      apiEnv: {
        // One address (127.0.0.1) for every player: the per-address budget would throttle the run.
        RATE_LIMIT_MAX: '1000000',
        // argon2id at the tests' cost (as scripts/e2e-servers.mjs).
        PASSWORD_HASH_MEMORY_KIB: '4096',
        PASSWORD_HASH_PASSES: '1',
        PASSWORD_HASH_LANES: '1',
        // A restarted worker takes the leases back within seconds, not the default ten.
        LEASE_TTL_MS: '3000',
        SHUTDOWN_GRACE_MS: '5000',
      },
      dbPrefix: 'oyna_chaos',
    },
    'chaos-cluster.log',
  );
  const stack = cluster;
  const base = stack.url;
  const query = (text: string, values?: unknown[]) =>
    stack.query<Record<string, unknown>>(text, values);
  const recorder = new lib.Recorder();
  const upAt = performance.now();
  console.log(`[chaos] cluster up in ${((upAt - started) / 1000).toFixed(1)} s`);

  // Players, ten at a time: registered, phone verified, ₺500 deposited and approved.
  const players: ClusterPlayer[] = [];
  for (let i = 0; i < PLAYERS; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, PLAYERS - i) }, () =>
        lib.fundedPlayer(base, {
          registrationPayload: registrationPayload as (o: object) => object,
          query,
          prefix: 'chaos',
          amountTl: 500,
          recorder,
        }),
      ),
    );
    players.push(...batch);
  }
  for (const p of players) hubs.push(lib.hubClient(base, p));
  await Promise.all(hubs.map((h) => h.start()));

  let selections: Selection[] = [];
  await expect
    .poll(async () => (selections = await lib.openSelections(base)).length, {
      message: "the worker's feed opens pre-match markets",
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  const readyAt = performance.now();
  console.log(`[chaos] ${PLAYERS} players ready in ${((readyAt - upAt) / 1000).toFixed(1)} s`);

  // The load, and the disruptions inside it, one after the other so that one web replica is
  // always there and two start-ups never compete for the cores: after CALM_MS web1 is stopped
  // (SIGTERM) and started again, then the worker is, then web2 is killed (SIGKILL) and started
  // again. The load goes on for LOAD_MS, and 3 s past the last start.
  let refreshing = true;
  const refresh = (async () => {
    while (refreshing) {
      await delay(4000);
      const fresh = await lib.openSelections(base).catch(() => null);
      if (fresh?.length) selections = fresh;
    }
  })();
  const web1 = stack.replica('web1');
  const web2 = stack.replica('web2');
  const worker = stack.replica('worker');
  const events: { at: number; what: string }[] = [{ at: readyAt, what: 'load' }];
  const mark = (what: string) => {
    events.push({ at: performance.now(), what });
    console.log(`[chaos] ${((performance.now() - readyAt) / 1000).toFixed(1)} s ${what}`);
  };
  const restarted = async (replica: typeof web1, how: 'term' | 'kill'): Promise<void> => {
    mark(`${replica.name} ${how === 'term' ? 'SIGTERM' : 'SIGKILL'}`);
    const exit = await replica[how]();
    mark(`${replica.name} exited ${JSON.stringify(exit)}`);
    await replica.start();
    mark(`${replica.name} up`);
  };
  const chaos = (async () => {
    await delay(CALM_MS);
    await restarted(web1, 'term');
    await delay(1000);
    await restarted(worker, 'term');
    await delay(1000);
    await restarted(web2, 'kill');
  })();
  const loadStart = performance.now();
  let until = loadStart + LOAD_MS;
  void chaos.then(() => (until = Math.max(until, performance.now() + 3000)));
  const playing = players.map((player) =>
    lib.playUntil(base, player, {
      until: () => until,
      pollMs: POLL_MS,
      playMs: PLAY_MS,
      selections: () => selections,
      recorder,
    }),
  );
  // One more deposit per player in the middle of it, approved by ops.
  const depositing = players.map(async (player, i) => {
    await delay((LOAD_MS * i) / players.length);
    await lib.deposit(base, player, { query, amountTl: 100, recorder, op: 'deposit-live' });
  });
  await Promise.all([chaos, ...playing, ...depositing]);
  refreshing = false;
  await refresh;
  mark('load over');
  // What failed after each event (until the next one): for the report, not asserted.
  const timeline = events.map((e, i) => {
    const end = events[i + 1]?.at ?? Infinity;
    const failed = new Map<string, number>();
    for (const f of recorder.failures.filter((f) => f.at >= e.at && f.at < end)) {
      const key = `${f.op} ${f.outcome}`;
      failed.set(key, (failed.get(key) ?? 0) + 1);
    }
    const list = [...failed].map(([k, n]) => `${k}×${n}`).join(', ');
    return `${((e.at - readyAt) / 1000).toFixed(1)} s ${e.what}${list ? ` → ${list}` : ''}`;
  });
  console.log(
    `[chaos] what failed after each event:\n[chaos] ${timeline.join('\n[chaos] ')}\n` +
      `[chaos] ${JSON.stringify(recorder.summary().ops)}`,
  );

  // Every replica went through its disruption: a SIGTERM ends the process with 0 (docs/ops.md
  // › Shutdown), a SIGKILL is a kill.
  expect(web1.exits[0], 'web1 exits 0 on SIGTERM').toEqual({ code: 0, signal: null });
  expect(web2.exits[0]?.signal).toBe('SIGKILL');
  expect(worker.exits[0], 'the worker exits 0 on SIGTERM').toEqual({ code: 0, signal: null });
  expect([web1.starts, web2.starts, worker.starts]).toEqual([2, 2, 2]);

  // The background work is back on the restarted worker, and only there (OYNA_ROLE=web
  // replicas hold no lease): the sportsbook feed's lease is live and the worker's.
  await expect
    .poll(
      async () =>
        await query(
          `select name, holder, expires_at > now() as live from lease
            where expires_at > now() - interval '1 second' order by name`,
        ),
      { message: 'live leases and their holders', timeout: 10_000 },
    )
    .toEqual(expect.arrayContaining([{ name: 'sports-feed', holder: 'worker', live: true }]));
  expect(
    await query(`select name, holder from lease where holder <> 'worker' and expires_at > now()`),
    'leases held by a web replica',
  ).toEqual([]);

  // The load really happened: the api acknowledged bets, spins and deposits under it.
  // (Bounds a starved machine still meets — the calm start alone gives about one bet and one
  // spin per player: the checks below must have something to check.)
  expect(recorder.bets.length, 'sports bets accepted').toBeGreaterThanOrEqual(PLAYERS / 3);
  expect(recorder.spins.length, 'spins accepted').toBeGreaterThanOrEqual(PLAYERS / 3);
  expect(recorder.deposits.length, 'deposits approved').toBeGreaterThan(PLAYERS);

  // Sockets: every client is connected again (it never gave up), and some were moved.
  await expect
    .poll(() => hubs.filter((h) => !h.connected()).length, {
      message: 'hub clients still not connected',
      timeout: 20_000,
    })
    .toBe(0);
  expect(hubs.map((h) => h.closed)).toEqual(hubs.map(() => 0));
  expect(
    hubs.reduce((n, h) => n + h.reconnected, 0),
    'clients whose replica went away reconnected',
  ).toBeGreaterThan(0);

  // A notification per player after the restarts arrives once, wherever its socket is.
  const title = (p: ClusterPlayer) => `chaos-${p.username}`;
  for (const p of players) {
    const sent = await lib.call(base, 'POST', '/api/admin/notifications', {
      body: { username: p.username, title: title(p), note: 'after the restarts' },
      headers: { 'x-admin-token': lib.DEV_ADMIN_TOKEN },
    });
    expect(sent.status, `notification to ${p.username}`).toBe(200);
  }
  await expect
    .poll(() => players.filter((p, i) => !hubs[i]!.received.get(title(p))).length, {
      message: 'players still without their notification',
      timeout: 10_000,
    })
    .toBe(0);
  await delay(1500); // a second copy would have arrived by now
  expect(players.map((p, i) => hubs[i]!.received.get(title(p)))).toEqual(players.map(() => 1));

  // The money invariant: each wallet is the sum of its ledger, never below zero.
  const ids = players.map((p) => p.playerId);
  const books = await query(
    `select w.player_id, w.balance_minor::bigint as balance,
            (select coalesce(sum(l.amount_minor), 0) from ledger_entry l
              where l.player_id = w.player_id)::bigint as ledger
       from wallet w where w.player_id = any($1)`,
    [ids],
  );
  expect(books).toHaveLength(PLAYERS);
  const unequal = books.filter((b) => b.balance !== b.ledger || Number(b.balance) < 0);
  expect(unequal, 'wallets whose balance is not their ledger').toEqual([]);

  // Every acknowledged sports bet: its row and its stake's ledger row.
  const betIds = recorder.bets.flatMap((b) => b.betIds);
  const betRows = await query(
    `select b.id from sport_bet b
       join ledger_entry l on l.player_id = b.player_id and l.reference = 'sport_bet:' || b.id
      where b.id = any($1)`,
    [betIds],
  );
  const foundBets = new Set(betRows.map((r) => Number(r.id)));
  expect(
    betIds.filter((id) => !foundBets.has(id)),
    'accepted bets missing',
  ).toEqual([]);

  // Every acknowledged spin: the operator's round and its bet's ledger row; a spin answered as
  // settled (not pending) has its round closed.
  const spinRows = await query(
    `select r.provider_round_id, r.status from casino_round r
       join casino_transaction t on t.round_id = r.id and t.action = 'bet'
       join ledger_entry l
         on l.idempotency_key = 'casino:' || t.provider_id || ':' || t.transaction_uuid
      where r.provider_round_id = any($1)`,
    [recorder.spins.map((s) => s.roundId)],
  );
  const spinStatus = new Map(spinRows.map((r) => [String(r.provider_round_id), String(r.status)]));
  expect(
    recorder.spins.filter((s) => !spinStatus.has(s.roundId)).map((s) => s.roundId),
    'accepted spins missing',
  ).toEqual([]);
  expect(
    recorder.spins
      .filter((s) => !s.pending && spinStatus.get(s.roundId) !== 'closed')
      .map((s) => `${s.roundId}: ${spinStatus.get(s.roundId)}`),
    'settled spins whose round is not closed',
  ).toEqual([]);

  // Every approved deposit: its ledger row.
  const depositRows = await query(
    `select reference from ledger_entry where idempotency_key = any($1)`,
    [recorder.deposits.map((d) => `deposit:${d.paymentId}`)],
  );
  expect(depositRows).toHaveLength(recorder.deposits.length);

  // The balance poll, through either web replica (round robin), shows the database's balance:
  // no replica's balance memory kept a move another replica made.
  const balances = new Map(books.map((b) => [Number(b.player_id), Number(b.balance) / 100]));
  const stale: string[] = [];
  for (const p of players) {
    for (let i = 0; i < 2; i += 1) {
      const r = await lib.call(base, 'GET', '/api/user/balance', { headers: p.auth });
      const shown = (r.body?.data as { balance?: number } | undefined)?.balance;
      if (r.status !== 200 || shown !== balances.get(p.playerId)) {
        stale.push(`${p.username}: ${r.status} ${shown} ≠ ${balances.get(p.playerId)}`);
      }
    }
  }
  expect(stale, 'balance polls that differ from the database').toEqual([]);
  console.log(
    `[chaos] acknowledged: ${recorder.bets.length} bets, ${recorder.spins.length} spins, ` +
      `${recorder.deposits.length} deposits; reconnects ${hubs.reduce((n, h) => n + h.reconnected, 0)}; ` +
      `whole run ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
});
