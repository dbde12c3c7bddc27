import { expect, registerPlayer, test, useStoredSession } from '../support';

// ARCHITECTURE.md › events: a saga in one remote reacts to an event contract dispatched by another
// package. The shell header's Deposit button dispatches `openDeposit`; the payments remote,
// not loaded until then, is brought in and its saga opens its deposit dialog.
test('the header Deposit event brings in the payments remote, whose saga opens its dialog', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await useStoredSession(page, player);
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  const remotes = new Set<string>();
  page.on('request', (req) => {
    const m = /\/remotes\/(\w+)\//.exec(new URL(req.url()).pathname);
    if (m?.[1]) remotes.add(m[1]);
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Oyna' })).toBeVisible();
  expect(remotes.has('payments')).toBe(false);

  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('payments-deposit')).toBeVisible();
  expect(remotes.has('payments')).toBe(true);

  const sagas = await page.evaluate(() =>
    (
      window as unknown as { __OYNA_DIAGNOSTICS__: { sagasRunning(): string[] } }
    ).__OYNA_DIAGNOSTICS__.sagasRunning(),
  );
  expect(sagas).toContain('payments/cashier');
});
