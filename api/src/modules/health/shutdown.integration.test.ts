import '../../test/native-modules';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ApiEnvelope, HealthReadyData, StoredAuthData } from '@oyna/contracts';
import { childEnvironment } from '../../config';
import { rawSocket, recorder, sleep } from '../../test/hub-client';
import { newRegistration } from '../../test/players';
import { copyPgliteTemplate } from '../../test/pglite-template';
import { freePort } from '../../test/raw-http';

// A restart that loses nothing (docs/ops.md › Health and shutdown), proven on a real api process
// on PGlite: SIGTERM makes readiness 503 at once, an in-flight request still completes, the hub's
// sockets are told to reconnect, and the process exits 0 within its grace — or 1, with a log line,
// on a second signal or past the grace.
const API_ROOT = path.resolve(__dirname, '..', '..', '..');
// node itself with tsx's loader, so that the signal reaches the server (not a tsx wrapper).
const TSX_LOADER = require.resolve('tsx');
const DELAY_MS = 1500;
const RECORD_SEPARATOR = '\u001e';

interface Api {
  child: ChildProcess;
  base: string;
  port: number;
  /** What the process logged, one JSON object a line. */
  log: () => Record<string, unknown>[];
  exited: Promise<number | null>;
  dataDir: string;
}

async function startApi(graceMs: number): Promise<Api> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyna-shutdown-test-'));
  copyPgliteTemplate(dataDir);
  const child = spawn(process.execPath, ['--import', TSX_LOADER, 'src/server.ts'], {
    cwd: API_ROOT,
    env: childEnvironment({
      NODE_ENV: 'test',
      DATABASE_URL: '',
      REDIS_URL: '',
      OYNA_DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '100000',
      SHUTDOWN_DELAY_MS: String(DELAY_MS),
      SHUTDOWN_GRACE_MS: String(graceMs),
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const log = () =>
    out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok)
        return { child, base, port, log, exited, dataDir };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode}: ${out}`);
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error('the api did not start in time');
}

async function registerPlayer(base: string) {
  const payload = newRegistration();
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-fingerprint': `fp-${payload.username}` },
    body: JSON.stringify(payload),
  });
  const body = (await response.json()) as ApiEnvelope<StoredAuthData>;
  if (response.status !== 200) throw new Error(`register failed: ${body.message}`);
  return { username: payload.username, password: payload.password, token: body.data.token };
}

/**
 * A login whose body is sent in two parts: in flight from its first part until `finish()`. The
 * answer is read to the end of the connection.
 */
function slowLogin(port: number, username: string, password: string) {
  const body = JSON.stringify({ username, password });
  const split = 5;
  const socket = net.connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  socket.on('error', () => undefined);
  const answered = new Promise<{ status: number; head: string; body: string }>((resolve) =>
    socket.once('close', () => {
      const at = text.indexOf('\r\n\r\n');
      const head = at === -1 ? text : text.slice(0, at);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        head,
        body: at === -1 ? '' : text.slice(at + 4),
      });
    }),
  );
  const started = new Promise<void>((resolve) =>
    socket.once('connect', () => {
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\nx-fingerprint: fp-${username}\r\n` +
          `x-request-id: slow-login-${username}\r\n\r\n${body.slice(0, split)}`,
        () => resolve(),
      );
    }),
  );
  return {
    started,
    answered,
    finish: () => socket.write(body.slice(split)),
    destroy: () => socket.destroy(),
  };
}

async function handshaken(base: string, token: string) {
  const ws = await rawSocket(base, token);
  const seen = recorder(ws);
  ws.send(`{"protocol":"json","version":1}${RECORD_SEPARATOR}`);
  await until(() => seen.frames.some((f) => f.startsWith('{}')), 5000, 'no handshake answer');
  return { ws, seen };
}

async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(what);
    await sleep(20);
  }
}

function closeMessages(frames: string[]): { type: number; allowReconnect?: boolean }[] {
  return frames
    .flatMap((f) => f.split(RECORD_SEPARATOR))
    .filter((m) => m.trim().startsWith('{') && m.includes('"type":7'))
    .map((m) => JSON.parse(m) as { type: number; allowReconnect?: boolean });
}

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('an api process on SIGTERM (pglite)', () => {
  let api: Api | undefined;
  afterEach(async () => {
    if (api && api.child.exitCode === null && api.child.signalCode === null) {
      api.child.kill('SIGKILL');
      await api.exited;
    }
    if (api) fs.rmSync(api.dataDir, { recursive: true, force: true });
    api = undefined;
  });

  it('drains: ready 503 at once, the in-flight request answers 200, sockets are told to reconnect, exit 0 within the grace', async () => {
    const graceMs = 8000;
    api = await startApi(graceMs);
    const player = await registerPlayer(api.base);
    const { ws, seen } = await handshaken(api.base, player.token);
    const login = slowLogin(api.port, player.username, player.password);
    await login.started;
    await sleep(200); // the head is read: the request is in flight

    const signalled = Date.now();
    api.child.kill('SIGTERM');
    await until(
      () => api!.log().some((line) => line.msg === 'draining: not ready any more, shutting down'),
      5000,
      'no draining log line',
    );
    const ready = await fetch(`${api.base}/api/health/ready`);
    expect(ready.status).toBe(503);
    const readyBody = (await ready.json()) as ApiEnvelope<HealthReadyData>;
    expect(readyBody.success).toBe(false);
    expect(readyBody.data.draining).toBe(true);

    // After the delay the hub tells its sockets to reconnect (elsewhere, or here after a restart).
    await until(() => closeMessages(seen.frames).length > 0, DELAY_MS + 5000, 'no close message');
    expect(closeMessages(seen.frames)[0]).toMatchObject({ type: 7, allowReconnect: true });
    expect(await within(seen.closed, 5000, 'socket close')).toBe(1001);

    // The server is closing now; the request that was in flight still completes.
    login.finish();
    const answer = await within(login.answered, 5000, 'the in-flight login');
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as ApiEnvelope<StoredAuthData>).success).toBe(true);
    expect(answer.head.toLowerCase()).toContain('connection: close');

    const code = await within(api.exited, DELAY_MS + graceMs + 2000, 'exit');
    expect(code).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(DELAY_MS + graceMs);
    expect(api.log().some((line) => line.msg === 'shut down')).toBe(true);
    // The in-flight request's lines carry the id the caller sent.
    expect(api.log().some((l) => l.reqId === `slow-login-${player.username}` && 'res' in l)).toBe(
      true,
    );
    ws.terminate();
  }, 150_000);

  it('exits 1 with a log line when a request outlives the grace', async () => {
    const graceMs = 1500;
    api = await startApi(graceMs);
    const player = await registerPlayer(api.base);
    // Never finished: app.close() waits on it until the grace runs out.
    const login = slowLogin(api.port, player.username, player.password);
    await login.started;
    await sleep(200);
    const signalled = Date.now();
    api.child.kill('SIGTERM');
    const code = await within(api.exited, DELAY_MS + graceMs + 5000, 'exit');
    expect(code).toBe(1);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DELAY_MS + graceMs - 100);
    expect(
      api.log().some((l) => l.msg === 'shutdown grace overrun: exiting with work unfinished'),
    ).toBe(true);
    login.destroy();
  }, 150_000);

  it('exits 1 at once with a log line on a second signal', async () => {
    api = await startApi(30_000);
    api.child.kill('SIGTERM');
    await until(
      () => api!.log().some((line) => line.msg === 'draining: not ready any more, shutting down'),
      5000,
      'no draining log line',
    );
    api.child.kill('SIGINT');
    const code = await within(api.exited, 5000, 'exit');
    expect(code).toBe(1);
    expect(
      api.log().some((l) => l.msg === 'a second signal while shutting down: exiting now'),
    ).toBe(true);
  }, 150_000);
});
