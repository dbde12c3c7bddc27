import type { APIRequestContext, Page } from '@playwright/test';
import { expect, registerPlayer, test, useStoredSession, uniqueId } from '../support';
import { startSecondStack } from '../support/second-stack';

// Notifications (spec §2 panel, §4): ops notifications reach the panel live, read state persists, and
// the live channel survives an api restart without losing what was sent meanwhile.
const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };

async function sendNotification(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post('/api/admin/notifications', { headers: ADMIN, data });
  expect(res.status(), await res.text()).toBe(200);
}

const bell = (page: Page) => page.getByTestId('notifications-bell');
const badge = (page: Page) => page.getByTestId('notifications-badge');

/**
 * Failed responses of this feature's calls (the hub, the notification calls). The page's other
 * requests belong to other features, so the generic console check is not used here; failures
 * elsewhere are attached to the report for whoever owns them.
 */
function watchFailures(page: Page) {
  const mine: string[] = [];
  const others: string[] = [];
  page.on('response', (res) => {
    if (res.status() < 400) return;
    const entry = `${res.status()} ${res.url()}`;
    (/\/notify|\/api\/customer\/(read)?notification/.test(res.url()) ? mine : others).push(entry);
  });
  return { mine, others };
}

/** The channel starts once the page has settled: 1.5 s after its load, when the browser is idle. */
const CHANNEL_UP = { timeout: 15_000 };

async function openPanel(page: Page) {
  await bell(page).click();
  return page.getByRole('dialog', { name: /Bildirimler|Notifications/ });
}

test('an ops broadcast appears live in the panel and the badge within a second', async ({
  page,
  request,
}, testInfo) => {
  const failures = watchFailures(page);
  const player = await registerPlayer(request);
  await useStoredSession(page, player);
  await page.goto('/');
  await expect(bell(page)).toHaveAttribute('data-live-state', 'connected', CHANNEL_UP);
  const panel = await openPanel(page);
  await expect(
    panel.getByText('Yeni bir bildiriminiz olduğunda burada göreceksiniz.'),
  ).toBeVisible();

  const title = `Bakım ${uniqueId()}`;
  await sendNotification(request, { all: true, title, note: 'Bu gece 02:00-03:00 bakım var.' });
  await expect(badge(page)).toHaveText('1', { timeout: 1000 });
  await expect(panel.getByText(title)).toBeVisible({ timeout: 1000 });
  // The live toast as well.
  await expect(page.getByRole('alert').filter({ hasText: title })).toBeVisible();
  testInfo.annotations.push({
    type: 'other failed requests',
    description: failures.others.join(', '),
  });
  expect(failures.mine).toEqual([]);
});

test('read state persists across a reload', async ({ page, request }) => {
  const failures = watchFailures(page);
  const player = await registerPlayer(request);
  const title = `Hoş geldin ${uniqueId()}`;
  await sendNotification(request, { username: player.username, title, note: 'İyi eğlenceler' });
  await useStoredSession(page, player);
  await page.goto('/');
  await expect(badge(page)).toHaveText('1');
  let panel = await openPanel(page);
  const row = panel.getByTestId('notification-row').filter({ hasText: title });
  await expect(row.getByRole('img', { name: 'Okunmadı' })).toBeVisible();
  await row.click();
  await expect(panel.getByRole('button', { name: 'Geri' })).toBeVisible();
  await expect(badge(page)).toHaveCount(0);

  await page.reload();
  await expect(bell(page)).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  panel = await openPanel(page);
  const again = panel.getByTestId('notification-row').filter({ hasText: title });
  await expect(again).toBeVisible();
  await expect(again.getByRole('img', { name: 'Okunmadı' })).toHaveCount(0);
  expect(failures.mine).toEqual([]);
});

test('the api restarts mid-session: the client reconnects and shows what was sent meanwhile', async ({
  page,
  playwright,
}) => {
  test.setTimeout(150_000);
  const stack = await startSecondStack();
  const request = await playwright.request.newContext({ baseURL: stack.url });
  try {
    const player = await registerPlayer(request);
    await useStoredSession(page, player);
    await page.goto(`${stack.url}/`);
    await expect(bell(page)).toHaveAttribute('data-live-state', 'connected', CHANNEL_UP);

    await stack.stopApi();
    // The hub told the client to reconnect (Close with allowReconnect) as it shut down.
    await expect(bell(page)).toHaveAttribute('data-live-state', 'reconnecting');
    await stack.startApi();
    const title = `Kaçırılmadı ${uniqueId()}`;
    await sendNotification(request, { username: player.username, title, note: 'Yeniden' });

    await expect(bell(page)).toHaveAttribute('data-live-state', 'connected', { timeout: 45_000 });
    await expect(badge(page)).toHaveText('1');
    const panel = await openPanel(page);
    await expect(panel.getByText(title)).toBeVisible();
  } finally {
    await request.dispose();
    await stack.stop();
  }
});
