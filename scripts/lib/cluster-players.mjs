// Players as a site's tabs use the api, over HTTP through the edge and the official SignalR client
// (shared notes › signalr-protocol.md): register, verify the phone, deposit by bank transfer that
// ops approve, poll the balance (spec §4: every 3 s), place sports bets, spin the built-in
// provider's slot, and stay on the notify hub. For the chaos e2e (e2e/specs/chaos.spec.ts) and
// the mixed bench (bench/api/mixed-bench.mjs), with cluster-stack.mjs. Every call records its
// latency and answer; what the api acknowledged (a 2xx bet, spin or deposit approval with its id)
// is kept so a caller can look for it in the database afterwards.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
} from '@microsoft/signalr';
import { call, must, ok } from './recorded-calls.mjs';

export { Recorder, call } from './recorded-calls.mjs';

export const DEV_ADMIN_TOKEN = 'oyna-dev-admin';
const FUNDING_IBAN = 'TR330006100519786457841326';

/**
 * A registered player with a verified phone, `amountTl` of cash from an approved bank transfer,
 * and a game session on the built-in provider's slot.
 * @param {string} base  the edge
 * @param {object} o
 * @param {(o: object) => Record<string, unknown> & { username: string, phone: string }} o.registrationPayload
 *        @oyna/test-kit/registration's builder (passed in: this module is plain JS)
 * @param {(text: string, values?: unknown[]) => Promise<any[]>} o.query  the cluster's database
 * @param {string} o.prefix     the username's first letters
 * @param {number} [o.amountTl]
 * @param {Recorder} [o.recorder]
 */
export async function fundedPlayer(
  base,
  { registrationPayload, query, prefix, amountTl = 500, recorder },
) {
  const id = crypto.randomBytes(5).toString('hex');
  const payload = registrationPayload({
    username: `${prefix}${id}`,
    password: `pw-${id}`,
    name: 'Deniz',
  });
  const registered = await must(base, 'POST', '/api/auth/register', {
    body: payload,
    headers: { 'x-locale': 'en' },
  });
  const token = registered.token;
  const auth = { authorization: `Bearer ${token}`, 'x-locale': 'en' };
  const [{ id: playerId }] = await query('select id from player where username = $1', [
    payload.username,
  ]);
  const player = { username: payload.username, token, playerId: Number(playerId), auth };

  // spec §2 /dashboard/deposit: a bank transfer needs a verified phone.
  await must(base, 'POST', '/api/customer/updatephone', {
    body: { step: 1, phone: payload.phone },
    headers: auth,
  });
  const code = await smsCode(query, payload.phone);
  await must(base, 'POST', '/api/customer/updatephone', {
    body: { step: 2, phone: payload.phone, code },
    headers: auth,
  });
  await deposit(base, player, { query, amountTl, recorder, op: 'deposit' });
  player.slot = await openSlot(base, player);
  return player;
}

/** The newest SMS code sent to `phone`, from the development outbox's table. */
async function smsCode(query, phone) {
  for (let i = 0; i < 40; i += 1) {
    const rows = await query(
      `select code from outbox where channel = 'sms' and recipient like $1 and code is not null
       order by id desc limit 1`,
      [`%${phone.slice(-10)}`],
    );
    if (rows[0]?.code) return rows[0].code;
    await delay(100);
  }
  throw new Error(`no SMS code for ${phone}`);
}

/**
 * A bank-transfer deposit that ops approve (the deposit dialog's and the cashier desk's calls);
 * the payment's id comes from its request key in the database (the api answers a message). An
 * approval answered 2xx is recorded as acknowledged. Returns whether it was.
 */
export async function deposit(base, player, { query, amountTl, recorder, op = 'deposit' }) {
  const requestKey = `dep-${crypto.randomUUID()}`;
  const asked = await call(base, 'POST', '/api/payment/deposit', {
    body: {
      id: 2,
      type: 1,
      target: 'pay',
      requestKey,
      detail: { BankId: 1, Iban: FUNDING_IBAN, Amount: amountTl },
    },
    headers: player.auth,
    recorder,
    op,
  });
  if (!ok(asked)) return false;
  const [payment] = await query(
    'select id from payment where player_id = $1 and idempotency_key = $2',
    [player.playerId, requestKey],
  );
  if (!payment)
    throw new Error(`deposit ${requestKey} answered ${asked.status} but is not in payment`);
  const approved = await call(base, 'POST', '/api/admin/payments/approve', {
    body: { id: Number(payment.id), operator: 'cluster-cashier' },
    headers: { 'x-admin-token': DEV_ADMIN_TOKEN },
    recorder,
    op: `${op}-approve`,
  });
  if (!ok(approved)) return false;
  recorder?.deposits.push({ playerId: player.playerId, paymentId: Number(payment.id) });
  return true;
}

/** The built-in provider's slot (Galata Wild) launched as its lobby tile does: session and stake. */
async function openSlot(base, player) {
  const tiles = (
    await must(base, 'POST', '/api/casino/games', {
      body: { systemCategory: 'slot' },
      headers: player.auth,
    })
  ).flat();
  const tile = tiles.find((t) => t.gameCode === 'galata-wild') ?? tiles[0];
  const launch = launchCallOf(tile);
  const data = await must(base, 'POST', `/api/${launch.url}`, {
    body: launch.payload,
    headers: player.auth,
  });
  const session = String(data).match(/\/provider\/games\/play\/([0-9a-f]{64})/)?.[1];
  if (!session) throw new Error(`no play URL for ${tile.gameCode}: ${data}`);
  const state = await must(base, 'GET', '/provider/games/api/state', {
    headers: { 'x-game-session': session },
  });
  const step = state.stakeStepMinor || 1;
  return { session, stakeMinor: Math.ceil(Math.max(state.minStakeMinor, step) / step) * step };
}

/** spec §7: the launch call of a tile's mainProviderId (as the casino lobby makes it). */
function launchCallOf(tile) {
  switch (tile.mainProviderId) {
    case 1:
      return { url: 'casino/dtlaunchurl', payload: { code: tile.gameCode } };
    case 2:
      return { url: 'casino/pragmaticlaunchurl', payload: { code: tile.gameCode } };
    case 3:
      return {
        url: 'casino/emlaunchurl',
        payload: { code: tile.gameCode, productId: tile.productId },
      };
    case 4:
      return { url: 'casino/amusnetlaunchurl', payload: { code: tile.gameCode, isMobile: true } };
    case 5:
    case 6:
      return {
        url: tile.mainProviderId === 5 ? 'casino/egtlaunchurl' : 'casino/hub88launchurl',
        payload: {
          platform: 1,
          gameCode: tile.gameCode,
          language: 'en',
          lobbyUrl: 'http://localhost/casino/slot',
        },
      };
    default:
      return {
        url: 'casino/softgamingslaunchurl',
        payload: { system: tile.system, pageCode: tile.gameCode, isMobile: 0 },
      };
  }
}

/** Open pre-match main-market selections (the feed keeps them coming): `{ id, odds }`. */
export async function openSelections(base) {
  const tree = await must(base, 'POST', '/api/sports/tree', { body: { kind: 'prematch' } });
  return tree.sports.flatMap((s) =>
    s.competitions.flatMap((c) =>
      c.events.flatMap((e) => (e.mainMarket?.selections ?? []).filter((sel) => sel.odds > 1)),
    ),
  );
}

/** spec §4: the header's balance poll. */
export function pollBalance(base, player, recorder) {
  return call(base, 'GET', '/api/user/balance', { headers: player.auth, recorder, op: 'balance' });
}

/**
 * A single of 1 TL on `selection` (rule any: a price move is taken). A failed answer is sent
 * again once with the same request id, as the slip does — the api places it at most once.
 */
export async function sportsBet(base, player, selection, recorder) {
  const requestId = crypto.randomBytes(9).toString('base64url');
  const body = {
    requestId,
    rule: 'any',
    legs: [{ selectionId: selection.id, odds: selection.odds }],
    singles: [{ selectionId: selection.id, stake: 1 }],
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const r = await call(base, 'POST', '/api/sports/place', {
      body,
      headers: player.auth,
      recorder,
      op: 'bet',
    });
    if (r.status >= 200 && r.status < 300) {
      const betIds = (r.body?.data?.bets ?? []).map((b) => Number(b.id));
      if (r.body?.success && r.body.data?.accepted && betIds.length) {
        recorder.bets.push({ playerId: player.playerId, requestId, betIds });
      }
      return r;
    }
    if (r.status !== 0 && r.status < 500) return r;
    await delay(300);
  }
  return null;
}

/** One spin of the player's slot session (the provider's own call; it pays through the wallet). */
export async function spin(base, player, recorder) {
  const r = await call(base, 'POST', '/provider/games/api/slot/spin', {
    body: { stakeMinor: player.slot.stakeMinor },
    headers: { 'x-game-session': player.slot.session },
    recorder,
    op: 'spin',
  });
  if (r.status >= 200 && r.status < 300 && r.body?.success) {
    recorder.spins.push({
      playerId: player.playerId,
      roundId: r.body.data.round.roundId,
      pending: Boolean(r.body.data.pending),
    });
  }
  return r;
}

/**
 * The player's hub connection (official client, WebSockets through the edge) that reconnects for
 * as long as it is not stopped. Counts every `NotifyMessage` by notification title, and its
 * reconnects.
 */
export function hubClient(base, player) {
  const connection = new HubConnectionBuilder()
    .withUrl(`${base}/notify`, {
      accessTokenFactory: () => player.token,
      transport: HttpTransportType.WebSockets,
    })
    // A replica going away must never end a tab's channel: keep trying (the site's own policy
    // gives up later than the client's default of four attempts).
    .withAutomaticReconnect({
      nextRetryDelayInMilliseconds: (ctx) => (ctx.previousRetryCount === 0 ? 0 : 1000),
    })
    .configureLogging(LogLevel.None)
    .build();
  const hub = {
    connection,
    /** title → how often it arrived */
    received: new Map(),
    reconnecting: 0,
    reconnected: 0,
    closed: 0,
    connected: () => connection.state === HubConnectionState.Connected,
    async start() {
      for (let attempt = 0; ; attempt += 1) {
        try {
          await connection.start();
          return;
        } catch (error) {
          if (attempt >= 10) throw error;
          await delay(500);
        }
      }
    },
    stop: () => connection.stop(),
  };
  connection.on('NotifyMessage', (cmd, message) => {
    if (cmd !== 'Notification') return;
    let title;
    try {
      title = JSON.parse(message).title;
    } catch {
      title = String(message);
    }
    hub.received.set(title, (hub.received.get(title) ?? 0) + 1);
  });
  connection.onreconnecting(() => (hub.reconnecting += 1));
  connection.onreconnected(() => (hub.reconnected += 1));
  connection.onclose(() => (hub.closed += 1));
  return hub;
}

/**
 * The mixed workload of one player until `until()` (performance.now() ms; asked again each time): the balance every
 * `pollMs`, a sports bet or a spin (alternating) every `playMs`, each started at a random offset
 * so players do not move in step.
 */
export async function playUntil(base, player, { until, pollMs, playMs, selections, recorder }) {
  const poll = (async () => {
    await delay(Math.random() * pollMs);
    while (performance.now() < until()) {
      const next = performance.now() + pollMs;
      await pollBalance(base, player, recorder);
      await delay(Math.max(0, next - performance.now()));
    }
  })();
  const play = (async () => {
    await delay(Math.random() * playMs);
    let bet = Math.random() < 0.5;
    while (performance.now() < until()) {
      const next = performance.now() + playMs;
      const list = selections();
      if (bet && list.length)
        await sportsBet(base, player, list[Math.floor(Math.random() * list.length)], recorder);
      else await spin(base, player, recorder);
      bet = !bet;
      await delay(Math.max(0, next - performance.now()));
    }
  })();
  await Promise.all([poll, play]);
}
