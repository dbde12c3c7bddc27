import { expect, test } from '../support';
import { firstPrice, inLocale, sportsAdmin } from '../support/sports';

// A live price on /livespor moves in place for a visitor: the page's anonymous sports socket
// (no token) subscribes to the events it shows and the hub pushes the feed's new odds.

test('a visitor sees a live price move in place over the hub (anonymous sports socket)', async ({
  page,
  request,
}) => {
  const frames: string[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().includes('scope=sports')) return;
    ws.on('framesent', (f) => frames.push(`> ${String(f.payload)}`));
    ws.on('framereceived', (f) => frames.push(`< ${String(f.payload)}`));
  });
  await inLocale(page, 'en');
  await page.goto('/livespor');
  const price = firstPrice(page);
  await expect(price).toBeVisible({ timeout: 15_000 });
  const id = Number(await price.getAttribute('data-selection-id'));
  // The page subscribed to the events it shows, on a socket without a token.
  await expect
    .poll(() => frames.some((f) => f.startsWith('> ') && f.includes('SportsSubscribe')))
    .toBe(true);
  // The live feed suspends a market now and then (a goal, a card): a price it locked as the move
  // was sent shows the lock, rightly — then the move is tried again on a price still open.
  let moved = id;
  await expect(async () => {
    const open = page
      .locator('[data-testid="sports-event"] [data-selection-id]:not([disabled])')
      .first();
    moved = Number(await open.getAttribute('data-selection-id'));
    await sportsAdmin(request, 'odds', { selectionId: moved, odds: 77.77 });
    await expect(page.locator(`[data-selection-id="${moved}"]`)).toHaveAttribute(
      'aria-label',
      / 77\.77$/,
      { timeout: 2500 },
    );
  }).toPass({ timeout: 12_000 });
  expect(frames.some((f) => f.startsWith('< ') && f.includes('77.77'))).toBe(true);
});
