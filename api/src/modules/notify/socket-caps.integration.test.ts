import '../../test/native-modules';
import { HubConnectionState } from '@microsoft/signalr';
import { WebSocket } from 'ws';
import { pgliteBackend } from '../../test/backends';
import { startApp, type Harness } from '../../test/app-harness';
import { listen, officialClient, sleep } from '../../test/hub-client';
import { register } from '../../test/players';

// OWASP ASVS 4.0 V11.1.4 (anti-automation): one player, and one address, hold a bounded number of
// hub sockets; the next upgrade is refused with 429 before it becomes a socket. Small caps here
// (NOTIFY_MAX_SOCKETS_PER_PLAYER / _PER_ADDRESS in production) so that a burst crosses them.
const PER_PLAYER = 4;
const PER_ADDRESS = 7;

/** Opens a raw socket; resolves with 101 (open) or the refusal's HTTP status. */
function open(base: string, token: string, keep: WebSocket[]): Promise<number> {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/notify?access_token=${token}`);
  return new Promise((resolve) => {
    ws.on('unexpected-response', (_req, response) => resolve(response.statusCode ?? 0));
    ws.on('open', () => {
      keep.push(ws);
      resolve(101);
    });
    ws.on('error', () => resolve(-1));
  });
}

const closeAll = async (sockets: WebSocket[]) => {
  await Promise.all(
    sockets.splice(0).map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          ws.once('close', () => resolve());
          ws.close();
        }),
    ),
  );
};

describe('notify hub socket caps', () => {
  let h: Harness;
  let base: string;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    h = await startApp(pgliteBackend, {
      notify: {
        keepAliveMs: 1500,
        clientTimeoutMs: 3000,
        maxSocketsPerPlayer: PER_PLAYER,
        maxSocketsPerAddress: PER_ADDRESS,
      },
    });
    base = await listen(h.app);
  });
  afterEach(async () => {
    await closeAll(sockets);
    // The reservations end with the sockets (the counts go back to zero).
    for (let i = 0; i < 50 && h.app.notify.heldBy({ address: '127.0.0.1' }) > 0; i += 1) {
      await sleep(20);
    }
  });
  afterAll(() => h.close());

  it('a burst of 40 upgrades for one player opens exactly the per-player cap, the rest get 429', async () => {
    const { token } = await register(h.app);
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () => open(base, token, sockets)),
    );
    expect(statuses.filter((s) => s === 101)).toHaveLength(PER_PLAYER);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - PER_PLAYER);
    const playerId = (await h.app.platform.sessions.authenticate(token)).playerId;
    expect(h.app.notify.heldBy({ playerId })).toBe(PER_PLAYER);
  });

  it('the official client over the cap fails to start cleanly, and connects once a slot frees', async () => {
    const { token } = await register(h.app);
    const statuses = await Promise.all(
      Array.from({ length: PER_PLAYER }, () => open(base, token, sockets)),
    );
    expect(statuses).toEqual(Array(PER_PLAYER).fill(101));

    const refused = officialClient(base, token);
    await expect(refused.start()).rejects.toThrow();
    expect(refused.state).toBe(HubConnectionState.Disconnected);

    await closeAll(sockets.splice(0, 1));
    const client = officialClient(base, token);
    await client.start();
    expect(client.state).toBe(HubConnectionState.Connected);
    await client.stop();
  });

  it('a burst from one address across several players stops at the per-address cap', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 3 }, async () => (await register(h.app)).token),
    );
    // 3 players × 3 sockets = 9 tries, under each player's cap of 4 but over the address's 7.
    const statuses = await Promise.all(
      tokens.flatMap((token) => Array.from({ length: 3 }, () => open(base, token, sockets))),
    );
    expect(statuses.filter((s) => s === 101)).toHaveLength(PER_ADDRESS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9 - PER_ADDRESS);
    expect(h.app.notify.heldBy({ address: '127.0.0.1' })).toBe(PER_ADDRESS);
  });

  it('refuses over the cap with 429 and Retry-After, and the api keeps serving', async () => {
    const { token } = await register(h.app);
    await Promise.all(Array.from({ length: PER_PLAYER }, () => open(base, token, sockets)));
    const headers = await new Promise<Record<string, unknown>>((resolve) => {
      const ws = new WebSocket(`${base.replace('http', 'ws')}/notify?access_token=${token}`);
      ws.on('unexpected-response', (_req, response) => resolve({ ...response.headers }));
      ws.on('error', () => undefined);
    });
    expect(headers['retry-after']).toBe('60');
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
  });
});
