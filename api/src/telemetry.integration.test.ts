import './test/native-modules';
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { childEnvironment } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { postgresBackend, type TestBackend } from './test/backends';
import { newRegistration } from './test/players';
import { freePort } from './test/raw-http';

// docs/ops.md › Metrics and traces: an api process started with OTEL_EXPORTER_OTLP_ENDPOINT sends
// its traces over OTLP/HTTP — the request's server span named by its route, the queries of that
// request inside it, and the hub's fan-out (notify.publish) with its Redis command. On Postgres:
// PGlite is not node-postgres, so it has no query spans.

const API_ROOT = path.resolve(__dirname, '..');
const TSX_LOADER = require.resolve('tsx');
const SERVICE = 'oyna-trace-test';

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: OtlpAttribute[];
}
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[];
  }[];
}

/** OTLP's SpanKind: SERVER = 2. */
const SERVER = 2;
const attr = (span: { attributes: OtlpAttribute[] }, key: string) =>
  span.attributes.find((a) => a.key === key)?.value.stringValue;

/** A collector's OTLP/HTTP receiver: every export of POST /v1/traces, parsed. */
async function receiver() {
  const exports: OtlpExport[] = [];
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      paths.push(`${request.method} ${request.url}`);
      if (request.url === '/v1/traces') {
        exports.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    exports,
    paths,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function untilUp(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/live`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the api did not start in time');
}

describe('traces of an api process (postgres, redis)', () => {
  let backend: TestBackend;
  let collector: Awaited<ReturnType<typeof receiver>>;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    [backend, collector] = await Promise.all([postgresBackend(), receiver()]);
    // Migrated here, so the process under test only starts.
    const database = await openDatabase(backend.config);
    await migrateToLatest(database.db);
    await database.close();
  }, 60_000);
  afterAll(async () => {
    child?.kill('SIGKILL');
    await collector.close();
    await backend.cleanup();
  });

  it('sends the request, its queries and the hub fan-out with its Redis publish as one trace', async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', TSX_LOADER, 'src/server.ts'], {
      cwd: API_ROOT,
      env: childEnvironment({
        NODE_ENV: 'test',
        DATABASE_URL: backend.config.databaseUrl ?? '',
        REDIS_URL: 'redis://127.0.0.1:6379',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        OTEL_EXPORTER_OTLP_ENDPOINT: `${collector.url}/`,
        OTEL_SERVICE_NAME: SERVICE,
      }),
      stdio: 'ignore',
    });
    await untilUp(port, child);

    // A player claims the trial bonus: the request reads and writes Postgres, then pushes the
    // Bonus notification through the hub (bus: Redis).
    const payload = newRegistration();
    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-fingerprint': `fp-${payload.username}` },
      body: JSON.stringify(payload),
    });
    expect(registered.status).toBe(200);
    const { data } = (await registered.json()) as { data: { token: string } };
    const db = new pg.Client({ connectionString: backend.config.databaseUrl });
    await db.connect();
    await db.query('update player set sms_verified = true where username = $1', [payload.username]);
    await db.end();
    const claimed = await fetch(`http://127.0.0.1:${port}/api/bonus/definetrialbonus`, {
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(claimed.status).toBe(200);

    // SIGTERM: the app closes and the buffered spans are flushed before the process exits.
    const exited = new Promise<number | null>((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    expect(collector.paths.every((p) => p === 'POST /v1/traces')).toBe(true);
    const resources = collector.exports.flatMap((e) => e.resourceSpans);
    expect(resources.length).toBeGreaterThan(0);
    for (const r of resources) expect(attr(r.resource, 'service.name')).toBe(SERVICE);
    const spans = resources.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));

    const server = spans.find(
      (s) => s.kind === SERVER && attr(s, 'http.route') === '/api/bonus/definetrialbonus',
    );
    expect(server?.name).toBe('GET /api/bonus/definetrialbonus');
    const trace = spans.filter((s) => s.traceId === server?.traceId);
    const queries = trace.filter((s) => attr(s, 'db.system') === 'postgresql');
    expect(queries.length).toBeGreaterThan(0);
    const publish = trace.find((s) => s.name === 'notify.publish');
    expect(publish && attr(publish, 'oyna.notify.kind')).toBe('players');
    const redis = trace.filter((s) => attr(s, 'db.system') === 'redis');
    expect(redis.find((s) => s.parentSpanId === publish?.spanId)?.name).toBe('publish');
    // The probes are not traced (the poll above asked /api/health/live until the api was up).
    expect(server && attr(server, 'http.target')).toBe('/api/bonus/definetrialbonus');
    expect(spans.some((s) => attr(s, 'http.target')?.startsWith('/api/health/live'))).toBe(false);
  }, 60_000);
});
