import '../test/native-modules';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pgliteBackend } from '../test/backends';
import { startApp, type Harness } from '../test/app-harness';
import { listen } from '../test/hub-client';
import { ECHO_MARK, expectRefusal, freePort, REFUSED, sendRaw as send } from '../test/raw-http';
import { loadTestEnvironment } from '../config';

/**
 * The edge's refusals (nginx/templates/edge.conf.template) answer in the api's envelope, echo
 * nothing of the request, and the api's own refusals pass through unchanged (ARCHITECTURE.md ›
 * api; OWASP ASVS 4.0 V7.4.1). Runs the real nginx on the real template in front of a real api;
 * without an nginx binary (NGINX_BIN or /usr/sbin/nginx) it fails, it never passes silently.
 */
const TEMPLATE = path.resolve(__dirname, '../../../nginx/templates/edge.conf.template');
const TEST_ENV = loadTestEnvironment();
const NGINX =
  TEST_ENV.nginxBin ??
  [...TEST_ENV.searchPath, '/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin']
    .map((dir) => path.join(dir, 'nginx'))
    .find((file) => fs.existsSync(file));

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.destroy(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not listen on ${port}`);
}

describe('the edge answers its refusals in the envelope', () => {
  let h: Harness;
  let nginx: ChildProcess | undefined;
  let port = 0;
  let workDir = '';

  beforeAll(async () => {
    if (!NGINX) throw new Error('these tests need nginx (NGINX_BIN or /usr/sbin/nginx)');
    h = await startApp(pgliteBackend);
    const api = new URL(await listen(h.app)).host;
    port = await freePort();
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyna-edge-'));
    const vars: Record<string, string> = {
      EDGE_LISTEN: `127.0.0.1:${port}`,
      API_UPSTREAM: api,
      // The front-end upstreams are never reached here.
      SHELL_UPSTREAM: api,
      SPORTS_UPSTREAM: api,
      CASINO_UPSTREAM: api,
      ACCOUNT_UPSTREAM: api,
      PAYMENTS_UPSTREAM: api,
      BACKOFFICE_UPSTREAM: api,
      GAME_FRAME_ORIGINS: '',
    };
    const edge = fs
      .readFileSync(TEMPLATE, 'utf8')
      .replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_, name: string) => {
        const value = vars[name];
        if (value === undefined) throw new Error(`no value for ${name}`);
        return value;
      });
    const temp = (name: string) => `${name}_temp_path ${path.join(workDir, name)};`;
    fs.writeFileSync(
      path.join(workDir, 'nginx.conf'),
      `daemon off; pid ${path.join(workDir, 'nginx.pid')}; error_log ${path.join(workDir, 'error.log')};
       events {}
       http { access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}
       ${edge} }`,
    );
    nginx = spawn(
      NGINX,
      ['-p', workDir, '-e', path.join(workDir, 'error.log'), '-c', 'nginx.conf'],
      {
        stdio: 'ignore',
      },
    );
    await waitForPort(port);
  });
  afterAll(async () => {
    if (nginx?.pid) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
    await h?.close();
  });

  it.each([
    ['a URL of 20 KB → 414', ...REFUSED.longUrl],
    ['headers of 20 KB → 431', ...REFUSED.bigHeaders],
    [
      'headers of 20 KB in Turkish → 431',
      `GET /api/${ECHO_MARK} HTTP/1.1\r\nHost: x\r\nx-locale: tr\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
      431,
      'İstek başlıkları çok büyük',
    ],
    ['not HTTP → 400', ...REFUSED.notHttp],
    [
      'the api’s own refusal passes through: a path parameter above its length → 414',
      ...REFUSED.longParameter,
    ],
  ])('%s', async (_label, request, status, message) => {
    expectRefusal(await send(port, request), status, message);
  });

  it('serves the api behind it and keeps the refusal pages internal', async () => {
    const health = await send(
      port,
      'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(health.status).toBe(200);
    const direct = await send(
      port,
      'GET /__oyna_refused/400 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(direct.status).toBe(404);
  });
});
