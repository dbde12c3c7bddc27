import '../../test/native-modules';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { call, startApp } from '../../test/app-harness';
import { BACKENDS, type TestBackend } from '../../test/backends';
import { RemoteLoadCounter, VERSIONS_PER_REMOTE } from './routes';
import { Counter, Registry } from 'prom-client';

// docs/decisions/012 › Reports: the shell's report of each remote load, counted and logged.

const URL = '/api/client/remotes';

describe.each(BACKENDS)('client/remotes on %s', (_name, backend) => {
  const lines: Record<string, unknown>[] = [];
  let app: FastifyInstance;
  let made: TestBackend;
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) {
          if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    made = await backend({ rateLimit: { max: 1_000, timeWindowMs: 60_000 } });
    app = buildApp({ ...made.config, logLevel: 'info' }, { logStream });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await made?.cleanup();
  });

  /** The counter's value for these labels (0 when the series does not exist yet). */
  async function loads(remote: string, version: string, outcome: string): Promise<number> {
    const metric = app.metrics.registry.getSingleMetric('oyna_remote_loads_total');
    if (!metric) throw new Error('oyna_remote_loads_total is not registered');
    const { values } = await metric.get();
    const found = values.find(
      (v) =>
        v.labels.remote === remote && v.labels.version === version && v.labels.outcome === outcome,
    );
    return found?.value ?? 0;
  }

  it('counts each outcome by remote and version, anonymously, and logs a failure', async () => {
    const before = await loads('casino', '1.1.0+ccccccc', 'failed');
    const failed = await call(app, {
      method: 'POST',
      url: URL,
      payload: {
        remote: 'casino',
        version: '1.1.0+ccccccc',
        outcome: 'failed',
        reason: 'Error: boom at start',
      },
    });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ success: true, data: null });
    const fallback = await call(app, {
      method: 'POST',
      url: URL,
      payload: { remote: 'casino', version: '1.0.0+aaaaaaa', outcome: 'fallback' },
    });
    expect(fallback.status).toBe(200);
    const unversioned = await call(app, {
      method: 'POST',
      url: URL,
      payload: { remote: 'sports', version: 'unversioned', outcome: 'loaded' },
    });
    expect(unversioned.status).toBe(200);
    expect(await loads('casino', '1.1.0+ccccccc', 'failed')).toBe(before + 1);
    expect(await loads('casino', '1.0.0+aaaaaaa', 'fallback')).toBe(1);
    expect(await loads('sports', 'unversioned', 'loaded')).toBe(1);
    const logged = lines.find((l) => l.msg === 'a remote release failed to load in a browser');
    expect(logged).toMatchObject({
      remote: 'casino',
      version: '1.1.0+ccccccc',
      reason: 'Error: boom at start',
    });
  });

  it.each([
    ['an unknown remote', { remote: 'evil', version: '1.0.0', outcome: 'loaded' }],
    ['a URL for a version', { remote: 'casino', version: 'https://x/y', outcome: 'loaded' }],
    ['a version too long', { remote: 'casino', version: `1${'0'.repeat(64)}`, outcome: 'loaded' }],
    ['an unknown outcome', { remote: 'casino', version: '1.0.0', outcome: 'exploded' }],
    [
      'a reason too long',
      { remote: 'casino', version: '1.0.0', outcome: 'failed', reason: 'x'.repeat(201) },
    ],
    ['no version', { remote: 'casino', outcome: 'loaded' }],
    [
      'a NUL in the reason',
      { remote: 'casino', version: '1.0.0', outcome: 'failed', reason: 'a\u0000b' },
    ],
  ])('answers 400 to %s and counts nothing', async (_what, payload) => {
    const before = await app.metrics.registry.getSingleMetric('oyna_remote_loads_total')!.get();
    const sum = (v: typeof before) => v.values.reduce((a, b) => a + b.value, 0);
    const { status, body } = await call(app, { method: 'POST', url: URL, payload });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toBeTruthy();
    const after = await app.metrics.registry.getSingleMetric('oyna_remote_loads_total')!.get();
    expect(sum(after)).toBe(sum(before));
  });

  it('answers concurrent reports without losing a count', async () => {
    const before = await loads('payments', '2.0.0', 'loaded');
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        call(app, {
          method: 'POST',
          url: URL,
          payload: { remote: 'payments', version: '2.0.0', outcome: 'loaded' },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    expect(await loads('payments', '2.0.0', 'loaded')).toBe(before + 40);
  });
});

describe.each(BACKENDS)('client/remotes throttled on %s', (_name, backend) => {
  it('is held to the per-IP budget of every anonymous call (429 past it)', async () => {
    const h = await startApp(backend, { rateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const payload = { remote: 'casino', version: '1.0.0', outcome: 'loaded' };
      const statuses: number[] = [];
      for (let n = 0; n < 5; n += 1) {
        statuses.push((await call(h.app, { method: 'POST', url: URL, payload })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await h.close();
    }
  });
});

describe('the remote load counter', () => {
  it('counts past the versions it keeps per remote as other, so the series stay bounded', async () => {
    const registry = new Registry();
    const counter = new Counter<'remote' | 'version' | 'outcome'>({
      name: 'oyna_remote_loads_total',
      help: 'test',
      labelNames: ['remote', 'version', 'outcome'],
      registers: [registry],
    });
    const loads = new RemoteLoadCounter(counter);
    for (let n = 0; n < VERSIONS_PER_REMOTE + 5; n += 1) {
      loads.count({ remote: 'casino', version: `1.0.${n}`, outcome: 'loaded' });
    }
    loads.count({ remote: 'casino', version: '1.0.0', outcome: 'loaded' });
    loads.count({ remote: 'sports', version: '9.9.9', outcome: 'failed' });
    const { values } = await counter.get();
    const casino = values.filter((v) => v.labels.remote === 'casino');
    expect(casino).toHaveLength(VERSIONS_PER_REMOTE + 1);
    expect(casino.find((v) => v.labels.version === 'other')?.value).toBe(5);
    expect(casino.find((v) => v.labels.version === '1.0.0')?.value).toBe(2);
    expect(values.find((v) => v.labels.remote === 'sports')?.labels.version).toBe('9.9.9');
  });
});
