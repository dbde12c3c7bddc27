import '../test/native-modules';
import crypto from 'node:crypto';
import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../app';
import { call, startApp, type Harness } from '../test/app-harness';
import { BACKENDS, postgresBackend, type TestBackend } from '../test/backends';
import { fundedPlayer, ledgerCheck, walletCall } from '../test/games';
import { BalanceCache, redisBalanceBus } from './balance-cache';
import type { InvalidationBus } from './invalidation-bus';
import { loadTestEnvironment } from '../config';

const REDIS_URL = loadTestEnvironment().redisUrl;
/** Long enough that only a drop, never the TTL, can explain a fresh balance in these tests. */
const TTL_MS = 60_000;
/** After a move, not remembered for this long (production: 10 s); the tests wait it out. */
const SETTLE_MS = 300;
const settled = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 50));

const poll = async (app: Harness['app'], token: string): Promise<number> => {
  const res = await call<{ balance: number }>(app, {
    method: 'GET',
    url: '/api/user/balance',
    token,
  });
  if (res.status !== 200) throw new Error(`user/balance answered ${res.status}`);
  return res.body.data.balance;
};

/** Changes the row behind the api's back: only the memory can still answer the old balance. */
async function setRowDirectly(app: Harness['app'], playerId: number, balanceMinor: number) {
  await app.db
    .updateTable('wallet')
    .set({ balance_minor: balanceMinor })
    .where('player_id', '=', playerId)
    .execute();
}

const credit = (app: Harness['app'], playerId: number, amountMinor: number) =>
  app.platform.wallets.apply({
    playerId,
    amountMinor,
    kind: 'test_deposit',
    idempotencyKey: `test:${crypto.randomUUID()}`,
  });

describe('BalanceCache', () => {
  it('remembers for the TTL; a drop forgets and refuses reads begun before it and while it settles', () => {
    let now = 1000;
    const cache = new BalanceCache(5000, 2000, () => now);
    cache.remember(cache.begin(1), 500);
    expect(cache.get(1)).toBe(500);
    now += 5000;
    expect(cache.get(1)).toBeNull();

    const before = cache.begin(1);
    cache.drop({ playerId: 1 });
    expect(cache.get(1)).toBeNull();
    now += 3000; // settled, but this read began before the drop: it may hold the old row
    cache.remember(before, 500);
    expect(cache.get(1)).toBeNull();

    cache.drop({ playerId: 1 });
    cache.remember(cache.begin(1), 700); // read while the move may not have committed yet
    expect(cache.get(1)).toBeNull();
    now += 2001;
    cache.remember(cache.begin(1), 700);
    expect(cache.get(1)).toBe(700);
    expect(cache.get(2)).toBeNull(); // one player's drop is not another's
  });

  it('refuses a read begun before a drop it has since swept', () => {
    let now = 0;
    const cache = new BalanceCache(1000, 10, () => now);
    const slow = cache.begin(1);
    cache.drop({ playerId: 1 });
    now += 100;
    // Many players poll: the map grows past its bound and the settled drop is swept.
    for (let id = 2; id < 100_003; id += 1) cache.remember(cache.begin(id), id);
    cache.remember(slow, 1);
    expect(cache.get(1)).toBeNull();
  });

  it('is off with a TTL of 0, and while the replicas channel is not listening', async () => {
    const off = new BalanceCache(0);
    off.remember(off.begin(1), 5);
    expect(off.get(1)).toBeNull();
    await off.moved(1);

    const cache = new BalanceCache(5000, 0);
    let listening = false;
    const published: unknown[] = [];
    const bus: InvalidationBus<{ playerId: number }> = {
      get listening() {
        return listening;
      },
      publish: async (message) => void published.push(message),
      close: async () => {},
    };
    cache.attach(bus);
    cache.remember(cache.begin(1), 5);
    expect(cache.get(1)).toBeNull();
    listening = true;
    cache.remember(cache.begin(1), 5);
    expect(cache.get(1)).toBe(5);
    listening = false;
    expect(cache.get(1)).toBeNull();
    listening = true;
    await cache.moved(1);
    expect(cache.get(1)).toBeNull();
    expect(published).toEqual([{ playerId: 1 }]);
  });
});

describe('the balance drops while Redis does not answer', () => {
  it('serve nothing from memory and never hold a move: a publish fails at once', async () => {
    // A "Redis" that accepts the connection and never answers: not ready, so not listening.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const logged: string[] = [];
    const log = {
      warn: (_o: unknown, msg: string) => void logged.push(msg),
      error: (_o: unknown, msg: string) => void logged.push(msg),
    } as unknown as FastifyBaseLogger;
    const cache = new BalanceCache(5000, 0);
    const bus = redisBalanceBus(`redis://127.0.0.1:${port}`, cache, log);
    cache.attach(bus);
    const connecting = bus.connect();
    try {
      expect(bus.listening).toBe(false);
      cache.remember(cache.begin(1), 5);
      expect(cache.get(1)).toBeNull();
      const t0 = Date.now();
      await cache.moved(1); // as Wallets.move does inside its transaction
      expect(Date.now() - t0).toBeLessThan(1000);
      expect(logged).toContain('balances: invalidation not published');
    } finally {
      await cache.close();
      await connecting;
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe.each(BACKENDS)('the balance poll from memory on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend, {
      balanceCacheTtlMs: TTL_MS,
      balanceCacheSettleMs: SETTLE_MS,
      redisUrl: undefined,
    });
  });
  afterAll(() => h.close());

  it('answers from memory until a move, and the very next poll after any move sees it', async () => {
    const p = await fundedPlayer(h.app, 10_000);
    const id = p.principal.playerId;
    await setRowDirectly(h.app, id, 123);
    expect(await poll(h.app, p.siteToken)).toBe(1.23); // just after a move: the row is read
    await setRowDirectly(h.app, id, 10_000);
    await settled();
    expect(await poll(h.app, p.siteToken)).toBe(100); // remembered…
    await setRowDirectly(h.app, id, 123);
    expect(await poll(h.app, p.siteToken)).toBe(100); // …so the row is not read again
    await setRowDirectly(h.app, id, 10_000);

    // A casino bet and win through the seamless wallet, as a provider sends them.
    const round = crypto.randomUUID();
    const bet = {
      token: p.gameToken,
      user: p.user,
      game_code: p.gameCode,
      transaction_uuid: crypto.randomUUID(),
      round,
      round_closed: false,
      currency: 'TRY',
      amount: 2500,
    };
    expect((await walletCall(h.app, 'bet', bet)).body.status).toBe('RS_OK');
    expect(await poll(h.app, p.siteToken)).toBe(75);
    const win = {
      ...bet,
      transaction_uuid: crypto.randomUUID(),
      reference_transaction_uuid: bet.transaction_uuid,
      round_closed: true,
      amount: 4000,
    };
    expect((await walletCall(h.app, 'win', win)).body.status).toBe('RS_OK');
    expect(await poll(h.app, p.siteToken)).toBe(115);
    await settled();
    expect(await poll(h.app, p.siteToken)).toBe(115);
    await credit(h.app, id, 500);
    expect(await poll(h.app, p.siteToken)).toBe(120);
  });

  it('under bursts of polls racing moves, a poll after each burst equals the ledger', async () => {
    const p = await fundedPlayer(h.app, 100_000);
    const id = p.principal.playerId;
    for (let round = 0; round < 5; round += 1) {
      await Promise.all([
        ...Array.from({ length: 10 }, (_, i) => credit(h.app, id, i % 2 ? 300 : -200)),
        ...Array.from({ length: 10 }, () => poll(h.app, p.siteToken)),
      ]);
      const { balance, ledgerSum } = await ledgerCheck(h.app, id);
      expect(Number(balance)).toBe(Number(ledgerSum));
      expect(await poll(h.app, p.siteToken)).toBe(Number(balance) / 100);
      await settled(); // so that the next burst starts from a remembered balance
      expect(await poll(h.app, p.siteToken)).toBe(Number(balance) / 100);
      expect(h.app.platform.wallets.polled.get(id)).toEqual({
        balanceMinor: Number(balance),
        bonusMinor: 0,
        bonusActive: false,
        bonusMaxBetMinor: null,
      });
    }
  });
});

describe('the balance memory across two replicas sharing Redis (Postgres)', () => {
  let db: TestBackend;
  let a: Harness['app'];
  let b: Harness['app'];
  beforeAll(async () => {
    db = await postgresBackend({
      balanceCacheTtlMs: TTL_MS,
      balanceCacheSettleMs: SETTLE_MS,
      redisUrl: REDIS_URL,
    });
    a = buildApp(db.config);
    await a.ready();
    b = buildApp(db.config);
    await b.ready();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.cleanup();
  });

  it('a move on one replica drops the balance the other remembers', async () => {
    const p = await fundedPlayer(a, 10_000);
    const id = p.principal.playerId;
    expect(b.platform.wallets.polled.enabled).toBe(true); // B listens on Redis
    await settled();
    expect(await poll(b, p.siteToken)).toBe(100);
    await setRowDirectly(b, id, 1);
    expect(await poll(b, p.siteToken)).toBe(100); // B answers from its memory
    await setRowDirectly(b, id, 10_000);

    await credit(a, id, 2_500);
    // The drop reached B before A's move committed (A awaits its publish); B's handler runs
    // when its socket is read: allow that one turn of B's event loop, no more than 200 ms.
    const t0 = Date.now();
    let seen = await poll(b, p.siteToken);
    while (seen !== 125 && Date.now() - t0 < 200) seen = await poll(b, p.siteToken);
    expect(seen).toBe(125);
    expect(b.platform.wallets.polled.get(id)).toBeNull(); // and does not remember it yet
  });
});
