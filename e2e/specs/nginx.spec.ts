import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from '../support';
import { repoRoot } from '../support/scripts-lib';

// The edge and static-server configuration of nginx/templates/ as a browser meets it: what is
// cached how, what is compressed, which headers protect every page, what reaches the api.

const REMOTES = ['sports', 'casino', 'account', 'payments'] as const;
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** A GET whose body is read as it travels (not decompressed), with one accepted encoding. */
function rawGet(
  url: URL,
  encoding: string,
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}
const HASHED = /[.-][0-9a-f]{8,}\.(?:m?js|css)$/;
const IMMUTABLE = /public.*max-age=31536000.*immutable/;

function cacheControl(res: APIResponse): string {
  return res.headers()['cache-control'] ?? '';
}

async function getOk(request: APIRequestContext, url: string): Promise<APIResponse> {
  const res = await request.get(url);
  expect(res.status(), `GET ${url}`).toBe(200);
  return res;
}

/** Every string in a JSON document that names a content-hashed script or stylesheet. */
function hashedFiles(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string' && HASHED.test(value)) found.add(value);
  else if (Array.isArray(value)) value.forEach((v) => hashedFiles(v, found));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => hashedFiles(v, found));
  return found;
}

async function readRemotesConfig(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await getOk(request, '/remotes.json');
  return (await res.json()) as Record<string, string>;
}

test.describe('nginx', () => {
  test('serves remotes.json, every mf-manifest.json and remoteEntry.js with no-cache', async ({
    request,
    baseURL,
  }) => {
    const remotesRes = await getOk(request, '/remotes.json');
    expect(cacheControl(remotesRes)).toBe('no-cache');
    const remotes = (await remotesRes.json()) as Record<string, string>;
    expect(Object.keys(remotes).sort()).toEqual([...REMOTES].sort());

    for (const name of REMOTES) {
      const manifestUrl = new URL(remotes[name] ?? '', baseURL);
      expect(manifestUrl.pathname).toBe(`/remotes/${name}/mf-manifest.json`);
      const manifestRes = await getOk(request, manifestUrl.href);
      expect(cacheControl(manifestRes), `${name} manifest`).toBe('no-cache');

      const manifest = (await manifestRes.json()) as {
        metaData?: { remoteEntry?: { name?: string; path?: string } };
      };
      const entry = manifest.metaData?.remoteEntry;
      expect(entry?.name, `${name} manifest names its remote entry`).toBe('remoteEntry.js');
      const entryUrl = new URL(`${entry?.path ? `${entry.path}/` : ''}${entry?.name}`, manifestUrl);
      const entryRes = await getOk(request, entryUrl.href);
      expect(cacheControl(entryRes), `${name} remoteEntry.js`).toBe('no-cache');
      expect(entryRes.headers()['content-type']).toContain('javascript');
    }
  });

  test('serves content-hashed assets as immutable for a year', async ({ request, baseURL }) => {
    const assets = new Set<string>();
    const html = await (await getOk(request, '/')).text();
    for (const [, src] of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
      if (src && HASHED.test(src)) assets.add(new URL(src, baseURL).href);
    }
    const remotes = await readRemotesConfig(request);
    for (const manifestPath of Object.values(remotes)) {
      const manifestUrl = new URL(manifestPath, baseURL);
      const manifest: unknown = await (await getOk(request, manifestUrl.href)).json();
      for (const file of hashedFiles(manifest)) assets.add(new URL(file, manifestUrl).href);
    }
    expect(assets.size, 'hashed assets named by index.html and the manifests').toBeGreaterThan(0);

    for (const url of [...assets].slice(0, 20)) {
      const res = await getOk(request, url);
      expect(cacheControl(res), url).toMatch(IMMUTABLE);
    }
  });

  test("serves the game provider's hashed files as immutable for a year, its list revalidated", async ({
    request,
  }) => {
    // What a player's lobby prefetches for the game frame (provider-games › GET /preload): the
    // frame then finds them in the cache, never asking again (no revalidation round trip).
    const list = await getOk(request, '/provider/games/preload');
    expect(cacheControl(list)).toBe('no-cache');
    const { files } = (await list.json()) as { files: string[] };
    expect(
      files.some((f) => /\/main\.[0-9a-f]{10}\.js$/.test(f)),
      files.join(', '),
    ).toBe(true);
    for (const file of files) {
      expect(file).toMatch(/^\/provider\/games\/static\/[\w-]+\.[0-9a-f]{10}\.(js|css)$/);
      expect(cacheControl(await getOk(request, file)), file).toMatch(IMMUTABLE);
    }
  });

  test('compresses scripts and JSON with gzip', async ({ request, baseURL }) => {
    const remotes = await readRemotesConfig(request);
    const manifestUrl = new URL(remotes.casino ?? '', baseURL);
    const gzip = { 'accept-encoding': 'gzip' };

    const entry = await request.get(new URL('remoteEntry.js', manifestUrl).href, { headers: gzip });
    expect(entry.headers()['content-encoding']).toBe('gzip');
    expect(entry.headers()['vary'] ?? '').toMatch(/accept-encoding/i);

    const manifest = await request.get(manifestUrl.href, { headers: gzip });
    // nginx leaves bodies under gzip_min_length (512 bytes) alone
    if ((await manifest.body()).length >= 512) {
      expect(manifest.headers()['content-encoding']).toBe('gzip');
    }
  });

  test("serves the shell's content-hashed scripts as the build's pre-compressed copies", async ({
    request,
    baseURL,
  }) => {
    const page = await (await getOk(request, '/')).text();
    const scripts = [...page.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const dist = path.join(repoRoot, 'shell', 'dist');
    // Brotli only where nginx has its modules (Debian's, as CI installs them); gzip everywhere.
    const encodings = [...(fs.existsSync(BROTLI_STATIC_MODULE) ? ['br'] : []), 'gzip'];
    for (const file of scripts) {
      for (const encoding of encodings) {
        const { headers, body } = await rawGet(new URL(file, baseURL), encoding);
        expect(headers['content-encoding'], `${file} ${encoding}`).toBe(encoding);
        const copy = fs.readFileSync(path.join(dist, `${file}.${encoding === 'br' ? 'br' : 'gz'}`));
        expect(body.equals(copy), `${file} is its .${encoding} copy`).toBe(true);
      }
    }
  });

  test("the shell's first scripts carry V8's compile hint, its lazy chunks do not", async ({
    request,
  }) => {
    const page = await (await getOk(request, '/')).text();
    const first = [...page.matchAll(/<script[^>]*\ssrc="(\/[^"]+)"/g)].map((m) => m[1]!);
    expect(first.length).toBeGreaterThan(1);
    for (const src of first) {
      const body = await (await getOk(request, src)).text();
      expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);
    }
    // A chunk the page fetches later is compiled as it runs, if it ever does.
    const lazy = fs
      .readdirSync(path.join(repoRoot, 'shell', 'dist'))
      .filter((f) => HASHED.test(f) && f.endsWith('.js') && !first.includes(`/${f}`));
    expect(lazy.length).toBeGreaterThan(0);
    const chunk = await (await getOk(request, `/${lazy[0]}`)).text();
    expect(chunk.startsWith('//#')).toBe(false);
  });

  test('sends the baseline security headers with every page', async ({ request }) => {
    for (const url of ['/', '/casino/slot', '/api/health']) {
      const response = await request.get(url);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("frame-ancestors 'self'");
      // Scripts from the site only, plus by their hashes the soft-game loader and the shell
      // page's boot script (no 'unsafe-inline'): every inline script of the page is allowed.
      expect(csp, url).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*(;|$)/);
      if (url !== '/api/health') {
        const inline = [...(await response.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)];
        expect(inline, url).toHaveLength(1);
        for (const [, text] of inline) {
          const hash = crypto
            .createHash('sha256')
            .update(text ?? '')
            .digest('base64');
          expect(csp, url).toContain(`'sha256-${hash}'`);
        }
      }
      expect(csp, url).toMatch(/connect-src 'self' ws: wss:/);
      // Framed games: the site and the configured providers' origins only (GAME_FRAME_ORIGINS).
      const frameSrc = /frame-src ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/);
      const configured = (process.env.GAME_FRAME_ORIGINS ?? '').split(/\s+/).filter(Boolean);
      expect(configured.length, 'playwright.config sets GAME_FRAME_ORIGINS').toBeGreaterThan(0);
      expect(frameSrc, url).toEqual(["'self'", ...configured]);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  test('proxies /api/ and /notify to the api', async ({ request }) => {
    const health = await getOk(request, '/api/health');
    expect(health.headers()['content-type']).toContain('application/json');

    // Whatever the hub answers (it may want a token), the answer is the api's, not a gateway error.
    const negotiate = await request.post('/notify/negotiate?negotiateVersion=1');
    expect(negotiate.status()).toBeLessThan(500);
  });

  test('answers a deep link with the shell page, but a missing asset with 404', async ({
    request,
  }) => {
    const shell = await (await getOk(request, '/')).text();
    const deepLink = await getOk(request, '/casino/play/some-game');
    expect(deepLink.headers()['content-type']).toContain('text/html');
    expect(cacheControl(deepLink)).toBe('no-cache');
    expect(await deepLink.text()).toBe(shell);

    expect((await request.get('/missing-chunk.0123456789.js')).status()).toBe(404);
    expect((await request.get('/remotes/sports/missing-chunk.js')).status()).toBe(404);
    expect((await request.get('/remotes/sports/some/route')).status()).toBe(404);
  });

  test('the shell page loads under the CSP without a violation @mobile', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/casino/slot');
    await page.waitForLoadState('networkidle');
    const violations = consoleErrors.filter((e) =>
      /Content Security Policy|Refused to/i.test(e.text),
    );
    expect(violations).toEqual([]);
  });
});
