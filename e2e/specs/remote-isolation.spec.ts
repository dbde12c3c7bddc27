import { expect, registerPlayer, test, useStoredSession } from '../support';

// ARCHITECTURE.md › How a remote plugs in: a remote that cannot load shows its fallback with Retry in its own area;
// the header, footer, dialogs and the other remotes keep working, and Retry recovers it.
const cases = [
  { remote: 'sports', path: '/spor', title: 'Sports', other: '/casino/slot', otherTitle: 'Slots' },
  { remote: 'casino', path: '/casino/slot', title: 'Slots', other: '/spor', otherTitle: 'Sports' },
  {
    remote: 'account',
    path: '/dashboard',
    title: 'My Account',
    other: '/spor',
    otherTitle: 'Sports',
  },
  {
    remote: 'payments',
    path: '/dashboard/deposit',
    title: 'Deposit',
    other: '/casino/live',
    otherTitle: 'Live Casino',
  },
];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
});

for (const c of cases) {
  test(`the ${c.remote} remote down: only its area falls back, Retry recovers it`, async ({
    page,
    request,
  }) => {
    // A player is needed to see the /dashboard areas.
    if (c.path.startsWith('/dashboard')) {
      await useStoredSession(page, await registerPlayer(request));
    }
    await page.route(`**/remotes/${c.remote}/**`, (route) => route.abort('connectionrefused'));
    await page.goto(c.path);

    const fallback = page.getByTestId(`remote-fallback-${c.remote}`);
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('could not be loaded');
    // The frame keeps working.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText(c.title);

    // Another remote still works, reached through the shell's router.
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, c.other);
    await expect(page.getByRole('heading', { level: 1, name: c.otherTitle })).toBeVisible();

    // Back on the broken area, the remote comes back and Retry loads it.
    await page.goBack();
    await expect(page.getByTestId(`remote-fallback-${c.remote}`)).toBeVisible();
    await page.unroute(`**/remotes/${c.remote}/**`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(page.getByTestId(`remote-fallback-${c.remote}`)).toHaveCount(0);
  });
}

test('a remote is loaded the first time one of its routes is visited, not at start-up', async ({
  page,
}) => {
  const requested = new Set<string>();
  page.on('request', (req) => {
    const m = /\/remotes\/(\w+)\//.exec(new URL(req.url()).pathname);
    if (m?.[1]) requested.add(m[1]);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Oyna' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...requested]).toEqual([]);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Slots' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  // The heading is the shell's while the remote comes (docs/decisions/013): the page is the
  // casino's once that frame has gone.
  await expect(page.locator('.remote-page-frame')).toHaveCount(0);
  expect([...requested]).toEqual(['casino']);
});
