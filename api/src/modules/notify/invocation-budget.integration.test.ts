import '../../test/native-modules';
import { HubConnectionState } from '@microsoft/signalr';
import { WebSocket } from 'ws';
import { SPORTS_HUB_SCOPE } from '@oyna/contracts';
import { pgliteBackend } from '../../test/backends';
import { startApp, type Harness } from '../../test/app-harness';
import { listen, officialClient, rawSocket, recorder, sleep } from '../../test/hub-client';
import { register } from '../../test/players';
import { OVER_BUDGET_REASON } from './invocation-budget';
import { RECORD_SEPARATOR } from './protocol';

// OWASP ASVS 4.0 V11.1.4 per socket: a socket that calls the hub faster than its budget is closed
// with a Close message (type 7) whose `allowReconnect` is false (shared notes ›
// signalr-protocol.md › Types). Small budgets here (NOTIFY_INVOCATIONS_PER_SECOND / _BURST and the
// visitors' NOTIFY_VISITOR_* in production) so that the tests stay short.
const PLAYER = { perSecond: 20, burst: 10 };
const VISITOR = { perSecond: 4, burst: 5 };

const handshake = `{"protocol":"json","version":1}${RECORD_SEPARATOR}`;
const call = (n: number) =>
  `${JSON.stringify({ type: 1, invocationId: String(n), target: 'Nothing', arguments: [] })}${RECORD_SEPARATOR}`;

/** The hub messages (after the handshake answer) a raw socket received, parsed. */
function messages(frames: string[]): { type: number; error?: string; allowReconnect?: boolean }[] {
  return frames
    .join('')
    .split(RECORD_SEPARATOR)
    .filter((r) => r !== '' && r !== '{}')
    .map((r) => JSON.parse(r) as { type: number });
}

function visitorSocket(base: string): Promise<WebSocket> {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/notify?scope=${SPORTS_HUB_SCOPE}`);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** Sends one invocation every `everyMs` for `count` times; stops early if the socket closes. */
async function callSteadily(ws: WebSocket, count: number, everyMs: number): Promise<number> {
  let sent = 0;
  for (; sent < count && ws.readyState === WebSocket.OPEN; sent += 1) {
    ws.send(call(sent));
    await sleep(everyMs);
  }
  return sent;
}

describe('notify hub message budget per socket', () => {
  let h: Harness;
  let base: string;
  let token: string;
  const sockets: WebSocket[] = [];
  const track = (ws: WebSocket) => (sockets.push(ws), ws);

  beforeAll(async () => {
    h = await startApp(pgliteBackend, {
      notify: {
        keepAliveMs: 1500,
        clientTimeoutMs: 3000,
        invocations: PLAYER,
        visitorInvocations: VISITOR,
      },
    });
    base = await listen(h.app);
    token = (await register(h.app)).token;
  });
  afterEach(() => {
    for (const ws of sockets.splice(0)) ws.terminate();
  });
  afterAll(() => h.close());

  it('closes a flooding socket with a reason and allowReconnect false, answering only its budget', async () => {
    const ws = track(await rawSocket(base, token));
    const rec = recorder(ws);
    ws.send(handshake);
    await sleep(50);
    // 50 000 calls as fast as the socket takes them, 200 to a frame (within the 32 KB frame cap).
    for (let i = 0; i < 250 && ws.readyState === WebSocket.OPEN; i += 1) {
      ws.send(Array.from({ length: 200 }, (_, j) => call(i * 200 + j)).join(''));
    }
    const code = await rec.closed;
    expect(code).toBe(1008);
    const received = messages(rec.frames);
    const completions = received.filter((m) => m.type === 3);
    // The burst and what refilled meanwhile; never the flood.
    expect(completions.length).toBeGreaterThanOrEqual(PLAYER.burst);
    expect(completions.length).toBeLessThan(PLAYER.burst + 20);
    expect(received.at(-1)).toEqual({
      type: 7,
      error: OVER_BUDGET_REASON,
      allowReconnect: false,
    });
  });

  it('never closes a socket that calls at a normal rate, beyond its burst', async () => {
    const ws = track(await rawSocket(base, token));
    const rec = recorder(ws);
    ws.send(handshake);
    await sleep(50);
    // 10 a second for 3 s: three times the burst, half the rate.
    const sent = await callSteadily(ws, 30, 100);
    await sleep(200);
    expect(sent).toBe(30);
    expect(ws.readyState).toBe(WebSocket.OPEN);
    expect(messages(rec.frames).filter((m) => m.type === 3)).toHaveLength(30);
    expect(messages(rec.frames).some((m) => m.type === 7)).toBe(false);
  });

  it("gives a visitor's sports socket a tighter budget than a player's", async () => {
    const visitor = track(await visitorSocket(base));
    const player = track(await rawSocket(base, token));
    const v = recorder(visitor);
    const p = recorder(player);
    visitor.send(handshake);
    player.send(handshake);
    await sleep(50);
    // The same pace on both, 10 a second: within a player's budget, above a visitor's.
    const [visitorSent, playerSent] = await Promise.all([
      callSteadily(visitor, 20, 100),
      callSteadily(player, 20, 100),
    ]);
    expect(await v.closed).toBe(1008);
    expect(visitorSent).toBeLessThan(20);
    expect(messages(v.frames).at(-1)).toEqual({
      type: 7,
      error: OVER_BUDGET_REASON,
      allowReconnect: false,
    });
    expect(playerSent).toBe(20);
    expect(player.readyState).toBe(WebSocket.OPEN);
    expect(messages(p.frames).some((m) => m.type === 7)).toBe(false);
  });

  it('stops the official client for good: onclose with the reason, no reconnect attempt', async () => {
    const client = officialClient(base, token, { reconnectDelaysMs: [0, 100, 100] });
    let reconnecting = 0;
    client.onreconnecting(() => {
      reconnecting += 1;
    });
    const closed = new Promise<Error | undefined>((resolve) => client.onclose(resolve));
    await client.start();
    // The hub answers an unknown method with an error completion; the flood is what counts. The
    // client batches what is queued into one frame, so the calls go out in rounds of 20.
    const calls: Promise<unknown>[] = [];
    for (let round = 0; round < 100 && client.state === HubConnectionState.Connected; round += 1) {
      for (let i = 0; i < 20; i += 1) calls.push(client.invoke('Nothing').catch(() => 'refused'));
      await sleep(5);
    }
    const error = await closed;
    await Promise.all(calls);
    await sleep(400);
    expect(error?.message).toContain(OVER_BUDGET_REASON);
    expect(reconnecting).toBe(0);
    expect(client.state).toBe(HubConnectionState.Disconnected);
  });
});
