import type { APIRequestContext } from '@playwright/test';
import type { PlaceBetsResult, SportEvent, SportsTree } from '@oyna/contracts';
import { expect, FUNDED_TEXT, fundedPlayer, test, useStoredSession } from '../support';
import { createStaff, logInStaff, newStaffPage, ownerPage } from '../support/staff';

// The back office's sportsbook (the back office › how it is proven): a risk trader the owner
// created suspends a market on the sportsbook screen, and a player who has that market's
// selection in the slip cannot place it — the slip shows it locked at once (over the hub) and
// the api refuses it as suspended. Through nginx, the back office in Turkish (its default).

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// staff/me before login answers 401, which Chromium logs as a failed load.
test.use({ allowedConsoleErrors: [/status of 401/] });

async function sportsTree(request: APIRequestContext): Promise<SportsTree> {
  const res = await request.post('/api/sports/tree', { data: { kind: 'prematch' } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: SportsTree }).data;
}

/** An upcoming volleyball event (a sport no other journey uses) with its main market open. */
function bookable(tree: SportsTree): SportEvent | undefined {
  const sport = tree.sports.find((s) => s.key === 'volleyball');
  const events = (sport?.competitions ?? []).flatMap((c) => c.events);
  const names = events.map((e) => `${e.home} - ${e.away}`);
  return events
    .filter(
      (e) =>
        names.filter((n) => n === `${e.home} - ${e.away}`).length === 1 &&
        e.status === 'upcoming' &&
        e.mainMarket?.status === 'open' &&
        e.mainMarket.selections.every((s) => s.status === 'active'),
    )
    .sort((a, b) => b.startTime.localeCompare(a.startTime))[0];
}

test('a risk trader suspends a market in the back office and the slip refuses it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The feed seeds its fixtures in the background after the api starts.
  let event: SportEvent | undefined;
  let tree: SportsTree | undefined;
  await expect
    .poll(
      async () => {
        tree = await sportsTree(request);
        event = bookable(tree);
        return Boolean(event);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const market = event!.mainMarket!;
  const home = market.selections[0]!;
  const sportName = tree!.sports.find((s) => s.key === 'volleyball')!.name.tr;

  // The player picks the home selection and writes a stake (the slip is the side column).
  const player = await fundedPlayer(request, { locale: 'tr', prefix: 'bos' });
  await page.addInitScript(() => localStorage.setItem('lang', 'tr'));
  await useStoredSession(page, player);
  await page.goto('/spor');
  await expect(page.getByTestId('header-balance')).toContainText(FUNDED_TEXT);
  await page
    .getByRole('button', { name: new RegExp(`^${escapeRe(sportName)} \\(\\d+\\)$`) })
    .click();
  const name = `${event!.home} - ${event!.away}: ${home.name.tr}`;
  await page
    .getByRole('button', { name: new RegExp(`^${escapeRe(name)} \\d+\\.\\d\\d$`) })
    .and(page.locator(`[data-selection-id="${home.id}"]`))
    .click();
  const slip = page.getByTestId('bet-slip');
  await slip.getByLabel(`${home.name.tr} için tutar`).fill('10');
  const place = slip.getByRole('button', { name: 'Bahis yap' });
  await expect(place).toBeEnabled();

  // The owner creates a risk trader, who logs in in a browser of their own.
  const owner = await ownerPage(browser, baseURL);
  const trader = await createStaff(owner, 'risk');
  const risk = await newStaffPage(browser, baseURL);
  await logInStaff(risk, trader.email, trader.password);
  await expect(risk.getByTestId('bo-who')).toHaveText(`${trader.name} (Risk)`);
  await risk
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: 'Spor bahisleri' })
    .click();
  await risk.getByLabel('Liste').selectOption('prematch');
  const events = risk.getByRole('navigation', { name: 'Karşılaşmalar' });
  await events
    .getByRole('button', { name: new RegExp(`^${escapeRe(`${event!.home} – ${event!.away}`)}`) })
    .click();
  const card = risk.getByTestId(`bo-market-${market.id}`);
  await expect(card.getByText('Açık', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Askıya al: ${market.name.tr}` }).click();
  await expect(risk.getByText('Bahis türü askıya alındı')).toBeVisible();
  await expect(card.getByText('Askıda', { exact: true })).toBeVisible();

  // The player's slip locks the selection at once (the hub's market push) and will not place.
  await expect(slip.getByText('Kilitli: bu bahis şu anda askıda.')).toBeVisible({
    timeout: 5000,
  });
  await expect(place).toBeDisabled();
  // The api refuses it too, whatever a page shows.
  const res = await request.post('/api/sports/place', {
    headers: { authorization: `Bearer ${player.authData.token}`, 'x-locale': 'tr' },
    data: {
      requestId: `bo-sports-${player.username}`,
      rule: 'none',
      legs: [{ selectionId: home.id, odds: home.odds }],
      singles: [{ selectionId: home.id, stake: 10 }],
    },
  });
  const placed = ((await res.json()) as { data: PlaceBetsResult }).data;
  expect(placed).toMatchObject({
    accepted: false,
    reason: 'legs',
    problems: [{ selectionId: home.id, reason: 'suspended' }],
  });
  await expect(page.getByTestId('header-balance')).toContainText(FUNDED_TEXT);

  await risk.context().close();
  await owner.context().close();
});
