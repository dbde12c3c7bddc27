import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support';
import { repoRoot } from '../support/scripts-lib';

// The CI guard of the phone's JavaScript bytes (bench/README.md › JS budgets): the cheap figures
// of the web benches, measured on every test run so that they cannot slide back unnoticed. The
// ceilings live beside the benches' budgets in bench/web/js-budgets.json.

interface Budgets {
  guard: { homeJsKb: number; lobbyJsKb: number; remoteEntryKb: Record<string, number> };
}
const budgets = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'bench', 'web', 'js-budgets.json'), 'utf8'),
) as Budgets;

const kb = (bytes: number) => Math.round(bytes / 100) / 10;

/** nginx's own brotli level for what the build does not pre-compress (scripts/lib/nginx.mjs). */
const ON_THE_FLY_LEVEL = 5;
const HASHED = /\.[0-9a-f]{10}\.js$/;
const QUIET_MS = 500;

/**
 * A script's body as nginx sends it to a browser that accepts brotli: its bytes when nginx has
 * the brotli modules (Debian's, as CI installs them); without them, what they would send — the
 * build's quality-11 copy of a content-hashed file, brotli 5 of the others.
 */
function brotliBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          if (res.statusCode !== 200) reject(new Error(`GET ${url}: ${res.statusCode}`));
          else if (res.headers['content-encoding'] === 'br') resolve(body.length);
          else {
            const quality = HASHED.test(new URL(url).pathname)
              ? zlib.constants.BROTLI_MAX_QUALITY
              : ON_THE_FLY_LEVEL;
            resolve(
              zlib.brotliCompressSync(body, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
                  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                },
              }).length,
            );
          }
        });
      })
      .on('error', reject);
  });
}

/**
 * The scripts a phone asks for on a cold visit of `url` (each test has a new browser context, so
 * an empty cache) until `ready` shows and the network has then been quiet for 500 ms — the casino
 * lobby bench's measure — with the brotli bytes of each.
 */
async function scriptsUntilIdle(
  page: Page,
  url: string,
  ready: (page: Page) => Locator,
): Promise<{ url: string; bytes: number }[]> {
  const asked: string[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', (req) => {
    inFlight += 1;
    lastActivity = Date.now();
    if (req.resourceType() === 'script') asked.push(req.url());
  });
  const done = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await page.goto(url, { waitUntil: 'load' });
  await expect(ready(page)).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => inFlight <= 0 && Date.now() - lastActivity >= QUIET_MS, { timeout: 20_000 })
    .toBe(true);
  return Promise.all(
    asked.map(async (u) => ({ url: new URL(u).pathname, bytes: await brotliBytes(u) })),
  );
}

function report(scripts: { url: string; bytes: number }[]): { total: number; list: string } {
  const total = scripts.reduce((a, s) => a + s.bytes, 0);
  const list = [...scripts]
    .sort((a, b) => b.bytes - a.bytes)
    .map((s) => `${kb(s.bytes)} KB ${s.url}`)
    .join(', ');
  return { total, list };
}

test.describe('the JavaScript a phone downloads (bench/web/js-budgets.json)', () => {
  test('home, until idle, stays within its ceiling @mobile-only', async ({ page, baseURL }) => {
    const { total, list } = report(
      await scriptsUntilIdle(page, `${baseURL}/`, (p) => p.getByRole('contentinfo')),
    );
    test.info().annotations.push({ type: 'home JS', description: `${kb(total)} KB: ${list}` });
    expect(kb(total), `home JS: ${list}`).toBeLessThanOrEqual(budgets.guard.homeJsKb);
  });

  test('the casino lobby, until idle, stays within its ceiling @mobile-only', async ({
    page,
    baseURL,
  }) => {
    const { total, list } = report(
      // The lobby is drawn by the casino remote: its search box is there once its page is.
      await scriptsUntilIdle(page, `${baseURL}/casino/slot`, (p) => p.getByRole('searchbox')),
    );
    test.info().annotations.push({ type: 'lobby JS', description: `${kb(total)} KB: ${list}` });
    // The lobby is the casino remote's page: its entry and exposed module must be in the count.
    expect(list).toContain('/remotes/casino/remoteEntry.js');
    expect(kb(total), `lobby JS: ${list}`).toBeLessThanOrEqual(budgets.guard.lobbyJsKb);
  });

  test("each remote's remoteEntry.js stays within its ceiling", async ({ request, baseURL }) => {
    const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
    const ceilings = budgets.guard.remoteEntryKb;
    expect(Object.keys(remotes).sort()).toEqual(Object.keys(ceilings).sort());
    const sizes: Record<string, number> = {};
    for (const [name, manifest] of Object.entries(remotes)) {
      sizes[name] = kb(
        await brotliBytes(new URL('remoteEntry.js', new URL(manifest, baseURL)).href),
      );
    }
    test.info().annotations.push({ type: 'remoteEntry.js', description: JSON.stringify(sizes) });
    const over = Object.entries(sizes).filter(([name, size]) => size > ceilings[name]!);
    expect(
      over,
      `remoteEntry.js KB ${JSON.stringify(sizes)} vs ${JSON.stringify(ceilings)}`,
    ).toEqual([]);
  });
});
