import { expect, test } from '@playwright/test';

// Every route of spec §2 is wired to its owner with its title and breadcrumb.
const routes: { path: string; id: string; owner: string; title: string }[] = [
  { path: '/', id: 'home', owner: 'shell', title: 'Welcome to Oyna' },
  { path: '/spor', id: 'spor', owner: 'sports', title: 'Sports' },
  { path: '/spor/fcg', id: 'spor.fcg', owner: 'sports', title: 'Sports Betting' },
  { path: '/livespor', id: 'livespor', owner: 'sports', title: 'Live Sports' },
  { path: '/livespor/fcg', id: 'livespor.fcg', owner: 'sports', title: 'Live Betting' },
  { path: '/esports', id: 'esports', owner: 'sports', title: 'E-Sports' },
  { path: '/esports/betco', id: 'esports.betco', owner: 'sports', title: 'E-Sports Betting' },
  { path: '/casino/slot', id: 'casino.slot', owner: 'casino', title: 'Slots' },
  { path: '/casino/live', id: 'casino.live', owner: 'casino', title: 'Live Casino' },
  { path: '/casino/games', id: 'casino.games', owner: 'casino', title: 'Games' },
  { path: '/casino/bingo', id: 'casino.bingo', owner: 'casino', title: 'Bingo' },
  { path: '/casino/tvbets', id: 'casino.tvbets', owner: 'casino', title: 'TV Games' },
  { path: '/promotions', id: 'promotions', owner: 'shell', title: 'Promotions' },
];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
});

for (const r of routes) {
  test(`${r.path} renders the ${r.owner} page with its title`, async ({ page }) => {
    await page.goto(r.path);
    const area = page.locator(`[data-route="${r.id}"][data-owner="${r.owner}"]`);
    await expect(area.getByRole('heading', { level: 1, name: r.title })).toBeVisible();
    // The shell draws a remote page's heading while the remote comes (docs/decisions/013): the
    // page is the remote's once that frame has gone.
    await expect(area.locator('.remote-page-frame')).toHaveCount(0);
    await expect(page).toHaveTitle(r.id === 'home' ? 'Oyna' : `${r.title} | Oyna`);
    if (r.id !== 'home') {
      const crumbs = page.getByRole('navigation', { name: 'breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(r.title);
    }
  });
}

test('the desktop play page decodes its game from the url', async ({ page }) => {
  const game = { gameCode: 'aviator', mainProviderId: 7, name: 'Aviator' };
  const encoded = Buffer.from(encodeURIComponent(JSON.stringify(game))).toString('base64');
  await page.goto(`/casino/play/${encoded}`);
  await expect(
    page.locator('[data-route="casino.play"]').getByRole('heading', { name: 'Aviator' }),
  ).toBeVisible();
});

test('/pages/1 is a shell content page', async ({ page }) => {
  await page.goto('/pages/1');
  await expect(page.locator('[data-route="pages"][data-owner="shell"]')).toBeVisible();
});

test('an unknown route gets the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('every /dashboard route opens the login dialog for a visitor instead of rendering', async ({
  page,
}) => {
  for (const path of [
    '/dashboard',
    '/dashboard/account',
    '/dashboard/deposit',
    '/dashboard/session-history',
    '/dashboard/responsible-gaming',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(
      page.locator('[data-testid="account-page"], [data-testid="payments-deposit"]'),
    ).toHaveCount(0);
  }
});

test('the site speaks Turkish by default', async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('/casino/live');
  await expect(page.getByRole('heading', { level: 1, name: 'Canlı Casino' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  await page.close();
});
