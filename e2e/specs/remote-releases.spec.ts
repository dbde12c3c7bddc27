import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { canaryBucket } from '@oyna/contracts';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support';
import {
  casinoRelease,
  releaseCasino,
  remotes,
  withReleasesEdge,
  type ReleasesEdge,
} from '../support/releases';
import { buildRemoteVariant } from '../support/remote-variant';
import { repoRoot } from '../support/scripts-lib';

// docs/decisions/012-remote-releases.md: the casino team ships immutable releases; ops put one on
// a canary, promote it and roll it back through the remotes config, which the edge serves; the
// shell picks each visitor's release by the stable hash of its oyna_vid cookie and falls back when
// a release does not start; the gate refuses what the live shell cannot run.
const OLD_LEAD = 'The most loved games of our providers.';
const NEW_LEAD = 'Fresh games from our providers, every week.';
const SHELL_CONTRACTS = (
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared-contracts', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

/**
 * Fixed visitor ids whose casino buckets (FNV-1a of `casino:<id>`, mod 100) are known: the first
 * two under 10 (in a 10 % canary), then three at 10 or more.
 */
function visitors(): { id: string; inCanary: boolean }[] {
  const inside: string[] = [];
  const outside: string[] = [];
  for (let i = 0; inside.length < 2 || outside.length < 3; i += 1) {
    const id = `e2e-visitor-${i}`;
    if (canaryBucket('casino', id) < 10) {
      if (inside.length < 2) inside.push(id);
    } else if (outside.length < 3) outside.push(id);
  }
  return [
    ...inside.map((id) => ({ id, inCanary: true })),
    ...outside.map((id) => ({ id, inCanary: false })),
  ];
}

interface Visitor {
  id: string;
  inCanary: boolean;
  page: Page;
}

async function openVisitors(browser: Browser, edge: ReleasesEdge): Promise<Visitor[]> {
  return Promise.all(
    visitors().map(async ({ id, inCanary }) => {
      const context = await browser.newContext({ locale: 'en-US' });
      await context.addCookies([{ name: 'oyna_vid', value: id, url: edge.url }]);
      await context.addInitScript(() => localStorage.setItem('lang', 'en'));
      const page = await context.newPage();
      return { id, inCanary, page };
    }),
  );
}

/** Loads the casino lobby (a reload when it is open) and returns the release it shows. */
async function lobby(v: Visitor, edge: ReleasesEdge) {
  if (v.page.url().startsWith(edge.url)) await v.page.reload();
  else await v.page.goto(`${edge.url}/casino/slot`);
  const release = await casinoRelease(v.page);
  await expect(v.page.getByTestId('casino-page')).toBeVisible();
  return release;
}

async function expectLead(v: Visitor, lead: string) {
  await expect(v.page.getByText(lead)).toBeVisible();
  await expect(v.page.getByText(lead === NEW_LEAD ? OLD_LEAD : NEW_LEAD)).toHaveCount(0);
}

test('casino releases: a 10 % canary by visitor hash, promote, rollback, fallback from a broken release, and the gate', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);

  // The casino team's builds: a changed text, a module that throws at start, and one built
  // against another contracts major (the team's three branches, each a real production build).
  const newText = buildRemoteVariant({
    remote: 'casino',
    name: 'releases-casino-new-text',
    edit: (edit) => edit('messages.ts', (t) => t.replace(`en: '${OLD_LEAD}'`, `en: '${NEW_LEAD}'`)),
  });
  const broken = buildRemoteVariant({
    remote: 'casino',
    name: 'releases-casino-broken',
    edit: (edit) =>
      edit('module.ts', (t) => `${t}\nthrow new Error('casino 1.2.0 does not start');\n`),
  });
  const otherMajor = buildRemoteVariant({
    remote: 'casino',
    name: 'releases-casino-contracts-3',
    contracts: { version: '3.0.0' },
  });
  const fixtures = path.join(repoRoot, 'e2e', '.fixtures');
  const commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: repoRoot })
    .toString()
    .trim();

  await withReleasesEdge({ name: 'releases-edge', apiVia: String(baseURL) }, async (edge) => {
    const v100 = await releaseCasino(edge, {
      version: '1.0.0',
      dist: path.join(repoRoot, 'remote-casino', 'dist'),
      src: path.join(repoRoot, 'remote-casino', 'src'),
      commit,
      folder: path.join(fixtures, 'releases-casino-1.0.0'),
    });
    const v110 = await releaseCasino(edge, {
      version: '1.1.0',
      dist: newText,
      src: path.join(fixtures, 'releases-casino-new-text', 'remote-casino', 'src'),
      commit,
      folder: path.join(fixtures, 'releases-casino-new-text'),
    });
    expect(v110).toBe(`1.1.0+${commit}`);

    // A release is immutable, and so is how the edge serves it; the config is revalidated.
    const again = await releaseCasino(edge, {
      version: '1.1.0',
      dist: newText,
      src: path.join(fixtures, 'releases-casino-new-text', 'remote-casino', 'src'),
      commit,
      folder: path.join(fixtures, 'releases-casino-new-text'),
    }).catch((error: Error) => error.message);
    expect(again).toMatch(/never overwritten/);
    const manifest = await fetch(
      `${edge.url}/releases/casino/${encodeURIComponent(v110)}/mf-manifest.json`,
    );
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Who released it stays in the store: the edge does not serve a release's record.
    expect(
      (await fetch(`${edge.url}/releases/casino/${encodeURIComponent(v110)}/release.json`)).status,
    ).toBe(404);

    // The first promote goes through the whole gate, its smoke load included.
    const first = await remotes(edge, 'promote', 'casino', '1.0.0');
    expect(first.stderr).toBe('');
    expect(first.stdout).toContain('smoke load ready');
    const config = await fetch(`${edge.url}/remotes.json`);
    expect(config.headers.get('cache-control')).toBe('no-cache');
    expect(((await config.json()) as Record<string, unknown>).casino).toEqual({ stable: v100 });

    const canary = await remotes(edge, 'canary', 'casino', '1.1.0', '10%');
    expect([canary.code, canary.stderr]).toEqual([0, '']);

    const people = await openVisitors(browser, edge);
    // Exactly the visitors whose bucket is under 10 see the new text, each on the same release
    // across reloads.
    for (const v of people) {
      for (let load = 0; load < 2; load += 1) {
        const release = await lobby(v, edge);
        expect([v.id, release]).toEqual([
          v.id,
          { version: v.inCanary ? v110 : v100, status: 'ready' },
        ]);
        await expectLead(v, v.inCanary ? NEW_LEAD : OLD_LEAD);
      }
    }

    // Promoted: everyone sees it on their next page load.
    const promote = await remotes(edge, 'promote', 'casino', v110);
    expect([promote.code, promote.stderr]).toEqual([0, '']);
    for (const v of people) {
      expect(await lobby(v, edge)).toEqual({ version: v110, status: 'ready' });
      await expectLead(v, NEW_LEAD);
    }

    // Rolled back: the previous text within one reload.
    const rollback = await remotes(edge, 'rollback', 'casino');
    expect([rollback.code, rollback.stderr]).toEqual([0, '']);
    for (const v of people) {
      expect(await lobby(v, edge)).toEqual({ version: v100, status: 'ready' });
      await expectLead(v, OLD_LEAD);
    }

    // A release whose module throws at start: the gate's smoke load refuses it…
    const v120 = await releaseCasino(edge, {
      version: '1.2.0',
      dist: broken,
      src: path.join(fixtures, 'releases-casino-broken', 'remote-casino', 'src'),
      commit,
      folder: path.join(fixtures, 'releases-casino-broken'),
    });
    const refused = await remotes(edge, 'canary', 'casino', '1.2.0', '10%');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      new RegExp(
        `^refused: smoke load: casino ${v120.replace(/[.+]/g, '\\$&')} did not start in the live shell \\(.*failed`,
      ),
    );
    // …and when ops skip it anyway, its canary visitors get the promoted release instead, and
    // the failure is reported to the api.
    const forced = await remotes(
      edge,
      'canary',
      'casino',
      '1.2.0',
      '10%',
      '--skip-smoke',
      '--reason',
      'e2e: proves the shell falls back',
    );
    expect([forced.code, forced.stderr]).toEqual([0, '']);
    for (const v of people) {
      const report = v.inCanary
        ? v.page.waitForResponse(
            (res) =>
              res.url().endsWith('/api/client/remotes') &&
              (res.request().postDataJSON() as { outcome?: string }).outcome === 'failed',
          )
        : null;
      const release = await lobby(v, edge);
      expect([v.id, release]).toEqual([
        v.id,
        v.inCanary
          ? { version: v100, status: 'fallback', failed: [v120] }
          : { version: v100, status: 'ready' },
      ]);
      await expectLead(v, OLD_LEAD);
      await expect(v.page.getByRole('button', { name: /retry|tekrar/i })).toHaveCount(0);
      if (report) {
        const res = await report;
        expect(res.status()).toBe(200);
        expect(res.request().postDataJSON()).toMatchObject({
          remote: 'casino',
          version: v120,
          outcome: 'failed',
        });
      }
    }

    // Built against contracts 3: refused before anything is loaded, with the reason.
    const v200 = await releaseCasino(edge, {
      version: '2.0.0',
      dist: otherMajor,
      src: path.join(fixtures, 'releases-casino-contracts-3', 'remote-casino', 'src'),
      commit,
      folder: path.join(fixtures, 'releases-casino-contracts-3'),
    });
    const before = fs.readFileSync(path.join(edge.config, 'remotes.json'), 'utf8');
    const incompatible = await remotes(edge, 'promote', 'casino', '2.0.0');
    expect(incompatible.code).toBe(2);
    expect(incompatible.stderr.trim()).toBe(
      `refused: casino ${v200}: built against contracts 3.0.0 (major 3); the live shell runs ${SHELL_CONTRACTS} (major ${SHELL_CONTRACTS.split('.')[0]})`,
    );
    expect(fs.readFileSync(path.join(edge.config, 'remotes.json'), 'utf8')).toBe(before);

    // Every change is in the history, with who made it.
    const history = fs
      .readFileSync(path.join(edge.config, 'history.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { action: string; by: string; note?: string });
    expect(history.map((h) => [h.action, h.by])).toEqual([
      ['promote', 'e2e operator'],
      ['canary', 'e2e operator'],
      ['promote', 'e2e operator'],
      ['rollback', 'e2e operator'],
      ['canary', 'e2e operator'],
    ]);
    expect(history[4]?.note).toContain('smoke load skipped: e2e: proves the shell falls back');

    // Retention keeps the newest release and every release the config names (stable v100, the
    // canary v120); the unused 1.1.0 goes.
    const prune = await remotes(edge, 'prune', '--keep', '1');
    expect([prune.code, prune.stderr]).toEqual([0, '']);
    expect(fs.readdirSync(path.join(edge.store, 'casino')).sort()).toEqual(
      [v100, v120, v200].sort(),
    );
    await Promise.all(people.map((v) => v.page.context().close()));
  });
});
