import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support';
import { withPrivateEdge } from '../support/private-edge';
import { buildRemoteVariant } from '../support/remote-variant';

// docs/decisions/004 and 001: a remote team ships a new text and a new element by copying only
// its dist/; the shell is neither rebuilt nor redeployed and picks the remote up at the next load.
const OLD_LEAD = 'The most loved games of our providers.';
const NEW_LEAD = 'Fresh games from our providers, every week.';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
});

/**
 * The shell's own files the page loads (everything that is not a remote, the api or a provider),
 * with `settled()` waiting for the bodies still being read.
 */
function recordShellAssets(page: Page) {
  const assets = new Map<string, string>();
  const reading = new Set<Promise<void>>();
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (/^\/(remotes|api|provider|notify)\//.test(pathname) || res.status() !== 200) return;
    const read = res
      .body()
      .then((body) => {
        assets.set(pathname, crypto.createHash('sha256').update(body).digest('hex'));
      })
      .catch(() => undefined)
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  return { assets, settled: () => Promise.all([...reading]) };
}

/**
 * The page has fetched everything it fetches by itself: the network is idle and the carousel's
 * swiper, which the shell fetches shortly before the first autoplay step (spec §9), is running.
 */
async function pageSettled(page: Page, shell: { settled: () => Promise<unknown> }) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.banner-carousel .swiper-pagination-bullet').first()).toBeAttached({
    timeout: 8000,
  });
  await shell.settled();
}

test('a new build of the casino remote, copied over its dist/ alone, shows its new text and element', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const own = ['remote-casino'];
  await withPrivateEdge({ name: 'redeploy-edge', own, apiVia: String(baseURL) }, async (edge) => {
    const shell = recordShellAssets(page);
    const before = shell.assets;
    const casinoFiles = new Set<string>();
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.startsWith('/remotes/casino/')) casinoFiles.add(pathname);
    });
    await page.goto(`${edge.url}/casino/slot`);
    await expect(page.getByText(OLD_LEAD)).toBeVisible();
    await expect(page.getByTestId('casino-news')).toHaveCount(0);
    await pageSettled(page, shell);
    const shellBefore = new Map(before);
    const casinoBefore = new Set(casinoFiles);

    // The casino team changes a text and adds an element with a text of its own, then builds.
    const variant = buildRemoteVariant({
      remote: 'casino',
      name: 'casino-new-texts',
      edit: (edit) => {
        edit('messages.ts', (t) =>
          t
            .replace(`en: '${OLD_LEAD}'`, `en: '${NEW_LEAD}'`)
            .replace(
              `  'casino.play.badGame': {`,
              `  'casino.news': { tr: 'Her hafta yeni oyunlar.', en: 'New games every week.' },\n  'casino.play.badGame': {`,
            ),
        );
        edit('features/lobby/lobby-page.tsx', (t) =>
          t.replace(
            '    </section>',
            '      <p data-testid="casino-news">\n        <FormattedMessage id="casino.news" />\n      </p>\n    </section>',
          ),
        );
      },
    });
    // Ops deploy it as docs/ops.md says: copy the new dist/ over the old one.
    edge.deploy('remote-casino', variant);

    before.clear();
    casinoFiles.clear();
    await page.reload();
    await expect(page.getByText(NEW_LEAD)).toBeVisible();
    await expect(page.getByTestId('casino-news')).toHaveText('New games every week.');
    await expect(page.getByText(OLD_LEAD)).toHaveCount(0);
    await pageSettled(page, shell);

    // The shell is untouched: every shell file of the reloaded page (its index.html and its
    // hashed main bundle among them) is the one served before, byte for byte; the casino's code
    // is new.
    const shellAfter = [...before.entries()];
    expect(shellAfter.some(([p]) => /\/main\.[0-9a-f]{10}\.js$/.test(p))).toBe(true);
    expect(shellAfter.some(([p]) => p === '/casino/slot')).toBe(true);
    expect(shellAfter.filter(([p, hash]) => shellBefore.get(p) !== hash)).toEqual([]);
    expect([...casinoFiles].filter((f) => !casinoBefore.has(f)).length).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });
});

test("the server's translation overrides reach a remote's own text (spec §3 Translation entry)", async ({
  page,
  consoleErrors,
}) => {
  await page.route('**/api/cms/translationlist', (route) =>
    route.fulfill({
      json: { success: true, message: '', data: [{ key: 'casino.lead', value: 'Hand-picked.' }] },
    }),
  );
  await page.goto('/casino/slot');
  await expect(page.getByTestId('casino-page')).toContainText('Hand-picked.');
  await expect(page.getByText(OLD_LEAD)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
