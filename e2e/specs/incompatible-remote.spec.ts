import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CONTRACTS_VERSION, majorOf } from '@oyna/contracts';

// ARCHITECTURE.md › How a remote plugs in: a remote built against an incompatible major of
// @oyna/contracts is refused with a clear message, not half-run. We build the real sports remote
// as if against the next major and serve that build in place of the deployed one.
const root = path.resolve(__dirname, '..', '..');
const running = CONTRACTS_VERSION;
const nextMajor = `${majorOf(running) + 1}.0.0`;
const fixture = path.join(root, 'e2e', '.fixtures', 'sports-contracts-next-major');

test.beforeAll(() => {
  execFileSync('npx', ['rspack', 'build'], {
    cwd: path.join(root, 'remote-sports'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      OYNA_CONTRACTS_VERSION: nextMajor,
      OYNA_OUT_DIR: fixture,
    },
    stdio: 'pipe',
  });
});

test('a remote built for the next contracts major is refused with a clear message', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.route('**/remotes/sports/**', async (route) => {
    const file = path.join(fixture, path.basename(new URL(route.request().url()).pathname));
    if (!fs.existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({ path: file, headers: { 'cache-control': 'no-cache' } });
  });
  await page.goto('/spor');
  const fallback = page.getByTestId('remote-fallback-sports');
  await expect(fallback).toContainText('The Sports section is incompatible with this site');
  await expect(fallback).toContainText(`contracts ${nextMajor}, site ${running}`);
  // Not half-run: its saga was never started and its page never rendered.
  await expect(page.getByTestId('sports-page')).toHaveCount(0);
  const sagas = await page.evaluate(() =>
    (
      window as unknown as { __OYNA_DIAGNOSTICS__: { sagasRunning(): string[] } }
    ).__OYNA_DIAGNOSTICS__.sagasRunning(),
  );
  expect(sagas.filter((s) => s.startsWith('sports/'))).toEqual([]);
  // The rest of the site keeps working.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Slots' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
});
