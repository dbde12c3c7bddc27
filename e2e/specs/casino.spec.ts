import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import {
  expect,
  FUNDED_BALANCE,
  FUNDED_TEXT,
  fundedPlayer,
  test,
  useStoredSession,
} from '../support';

// The casino (spec §2, §4, §7): a registered player with money opens the slot lobby, searches,
// stars a favourite, opens a game of the built-in provider, plays a round inside its frame and
// sees the header balance change; a visitor opening a game gets the login dialog. tr and en.

type Locale = 'tr' | 'en';

const TEXTS = {
  en: {
    search: 'Search games',
    results: 'Search results',
    favourites: 'My favourites',
    added: 'Added to favorites',
    loginTitle: 'Login',
    spin: 'Spin',
    removed: 'Removed from favorites',
    liveFilters: 'Live casino filters',
    filterAll: 'All',
    filterRoulette: 'Roulette',
    filterBlackjack: 'Blackjack',
  },
  tr: {
    search: 'Oyun ara',
    results: 'Arama sonuçları',
    favourites: 'Favorilerim',
    added: 'Favorilere eklendi',
    loginTitle: 'Giriş Yap',
    spin: 'Çevir',
    removed: 'Favorilerden çıkarıldı',
    liveFilters: 'Canlı casino filtreleri',
    filterAll: 'Tümü',
    filterRoulette: 'Rulet',
    filterBlackjack: 'Blackjack',
  },
} as const;

const play = (locale: Locale, name: string) => (locale === 'en' ? `Play ${name}` : `${name} oyna`);
const star = (locale: Locale, name: string) =>
  locale === 'en' ? `Add ${name} to favourites` : `${name} favorilere ekle`;
const unstar = (locale: Locale, name: string) =>
  locale === 'en' ? `Remove ${name} from favourites` : `${name} favorilerden çıkar`;

/**
 * The built-in provider's page inside the site's frame; a soft game (spec §7
 * softgamingslaunchurl: HTML with a script) mounts it one frame deeper.
 */
const gameIn = (page: Page, name: string, soft = false): FrameLocator => {
  const frame = page.frameLocator(`iframe[title="${name}"]`);
  return soft ? frame.frameLocator('iframe') : frame;
};

async function inLocale(page: Page, locale: Locale) {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
}

/** A funded player signed in from its stored session, on the slot lobby in `locale`. */
async function playerInLobby(page: Page, request: APIRequestContext, locale: Locale) {
  const player = await fundedPlayer(request, { locale, prefix: 'cas' });
  await inLocale(page, locale);
  await useStoredSession(page, player);
  await page.goto('/casino/slot');
  return player;
}

for (const locale of ['en', 'tr'] as const) {
  const t = TEXTS[locale];

  test(`a player searches, stars a favourite, plays a slot round and the balance follows (${locale})`, async ({
    page,
    request,
  }) => {
    // A whole journey with a phone verification and a game round: more than the default 30 s.
    test.slow();
    const player = await playerInLobby(page, request, locale);
    const balance = page.getByTestId('header-balance');
    await expect(balance).toContainText(FUNDED_TEXT);

    // Search (spec §2/§7) finds the slot; its star adds it to the favourites (spec §4).
    await page.getByRole('searchbox', { name: t.search }).fill('Sultan');
    const results = page.getByRole('region', { name: t.results });
    await expect(results.getByRole('button', { name: play(locale, 'Sultan Gold') })).toBeVisible();
    await results.getByRole('button', { name: star(locale, 'Sultan Gold') }).click();
    await expect(page.getByText(t.added)).toBeVisible();
    await page.getByRole('searchbox', { name: t.search }).fill('');
    const favourites = page.getByRole('region', { name: t.favourites });
    await expect(
      favourites.getByRole('button', { name: play(locale, 'Sultan Gold') }),
    ).toBeVisible();

    // Opening it on a desktop goes to the play page (spec §4) with the game in a frame.
    await favourites.getByRole('button', { name: play(locale, 'Sultan Gold') }).click();
    await expect(page).toHaveURL(/\/casino\/play\//);
    const game = page.frameLocator('iframe[title="Sultan Gold"]');
    const spin = game.getByRole('button', { name: t.spin, exact: true });
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    const apiBalance = async () => {
      const res = await request.get('/api/user/balance', {
        headers: { authorization: `Bearer ${player.authData.token}` },
      });
      return ((await res.json()) as { data: { balance: number } }).data.balance;
    };

    // A round whose win equals its stake leaves the balance as it was: spin again (the game
    // allows one spin per 2.5 s) until a round has moved it.
    let after = FUNDED_BALANCE;
    for (let round = 0; round < 5 && after === FUNDED_BALANCE; round += 1) {
      await spin.click();
      await expect(spin).toBeEnabled({ timeout: 20_000 });
      after = await apiBalance();
    }
    expect(after).not.toBe(FUNDED_BALANCE);
    // The header follows within one poll (spec §4: every 3 s).
    const shown = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(after);
    await expect(balance).toContainText(shown, { timeout: 10_000 });

    // The star again: 'Removed from favorites' (a warning, spec §4) and the row is gone.
    await page.goto('/casino/slot');
    await page
      .getByRole('region', { name: t.favourites })
      .getByRole('button', { name: unstar(locale, 'Sultan Gold') })
      .click();
    await expect(page.getByText(t.removed)).toBeVisible();
    await expect(page.getByRole('region', { name: t.favourites })).toHaveCount(0);
  });

  test(
    `a visitor opening a game gets the login dialog (${locale})`,
    { tag: '@mobile' },
    async ({ page }) => {
      await inLocale(page, locale);
      await page.goto('/casino/slot');
      const popular = page.getByRole('region', { name: locale === 'en' ? 'Popular' : 'Popüler' });
      await popular.getByRole('button', { name: play(locale, 'Aviator') }).click();
      await expect(page.getByRole('dialog', { name: t.loginTitle, exact: true })).toBeVisible();
    },
  );

  test(
    `axe finds no serious or critical violation on a lobby; the live filters narrow the list (${locale})`,
    { tag: '@mobile' },
    async ({ page }) => {
      await inLocale(page, locale);
      await page.goto('/casino/slot');
      const popular = page.getByRole('region', { name: locale === 'en' ? 'Popular' : 'Popüler' });
      await expect(popular.getByRole('button', { name: play(locale, 'Aviator') })).toBeVisible();
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const bad = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
      expect(bad).toEqual([]);

      // spec §2 live casino filters: Roulette keeps the roulette tables, drops blackjack.
      await page.goto('/casino/live');
      const lobby = page.getByTestId('casino-page');
      const roulette = lobby.getByRole('button', { name: play(locale, 'Mega Roulette') }).first();
      const blackjack = lobby
        .getByRole('button', {
          name: play(locale, locale === 'en' ? 'Blackjack Classic' : 'Klasik Blackjack'),
        })
        .first();
      await expect(roulette).toBeVisible();
      await expect(blackjack).toBeVisible();
      const filters = page.getByRole('group', { name: t.liveFilters });
      await filters.getByRole('button', { name: t.filterRoulette }).click();
      await expect(filters.getByRole('button', { name: t.filterRoulette })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(roulette).toBeVisible();
      await expect(blackjack).toHaveCount(0);
      await filters.getByRole('button', { name: t.filterBlackjack }).click();
      await expect(blackjack).toBeVisible();
      await expect(roulette).toHaveCount(0);
      await filters.getByRole('button', { name: t.filterAll }).click();
      await expect(roulette).toBeVisible();
      await expect(blackjack).toBeVisible();
    },
  );
}

/**
 * spec §7 casino launch calls: the game's mainProviderId picks the call, each with exactly its
 * payload; in the embedded default every adapter opens a game of the built-in provider.
 */
const LAUNCHES = [
  { name: 'Fruit Bazaar', call: 'dtlaunchurl', keys: ['code'], action: 'Spin' },
  { name: 'Sultan Gold', call: 'pragmaticlaunchurl', keys: ['code'], action: 'Spin' },
  { name: 'Crash Rocket', call: 'emlaunchurl', keys: ['code', 'productId'], action: 'Bet' },
  { name: 'Lucky Tulip', call: 'amusnetlaunchurl', keys: ['code', 'isMobile'], action: 'Spin' },
  {
    name: 'Galata Wild',
    call: 'egtlaunchurl',
    keys: ['gameCode', 'language', 'lobbyUrl', 'platform'],
    action: 'Spin',
  },
  {
    name: 'Aviator',
    call: 'hub88launchurl',
    keys: ['gameCode', 'language', 'lobbyUrl', 'platform'],
    action: 'Bet',
  },
  {
    name: 'Diamond Seven',
    call: 'softgamingslaunchurl',
    keys: ['isMobile', 'pageCode', 'system'],
    action: 'Spin',
    soft: true,
  },
] as const;

test('each of the seven launch calls opens a playable game, whose Exit returns to the lobby', async ({
  page,
  request,
}) => {
  // Seven games opened one after the other on a shared machine.
  test.setTimeout(150_000);
  await playerInLobby(page, request, 'en');
  for (const launch of LAUNCHES) {
    await page.getByRole('searchbox', { name: TEXTS.en.search }).fill(launch.name);
    const results = page.getByRole('region', { name: TEXTS.en.results });
    const answered = page.waitForResponse((r) => r.url().endsWith(`/api/casino/${launch.call}`));
    await results.getByRole('button', { name: play('en', launch.name) }).click();
    const response = await answered;
    expect(response.status(), launch.call).toBe(200);
    expect(Object.keys(response.request().postDataJSON() as object).sort(), launch.call).toEqual(
      launch.keys,
    );
    await expect(page).toHaveURL(/\/casino\/play\//);
    // Playable: the game shows the player's balance from the seamless wallet and its play button.
    const game = gameIn(page, launch.name, 'soft' in launch);
    await expect(game.getByTestId('balance'), launch.name).toHaveText(FUNDED_TEXT, {
      timeout: 20_000,
    });
    await expect(game.getByRole('button', { name: launch.action, exact: true })).toBeEnabled();
    // spec §3 Game: a slot tile opens the slot of its own name (its title in the frame).
    if (launch.action === 'Spin') {
      await expect(game.getByRole('heading', { level: 1 }), launch.name).toHaveText(launch.name);
    }
    // spec §4: the game's exit message closes it (the play page returns to the lobby).
    await game.getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL(/\/casino\/slot$/);
  }
});

test(
  "on a phone: the compact menu's Aviator opens the game dialog; Deposit, Restart, the game's reload and exit messages, Close",
  { tag: '@mobile-only' },
  async ({ page, request }) => {
    test.slow();
    await playerInLobby(page, request, 'en');
    const launches = () =>
      page.waitForResponse((r) => r.url().endsWith('/api/casino/hub88launchurl'));

    // spec §2 compact menu: Aviator opens the first game a search finds — the crash game.
    let launched = launches();
    await page
      .getByRole('navigation', { name: 'Compact menu' })
      .getByRole('button', { name: 'Aviator' })
      .click();
    expect((await launched).status()).toBe(200);
    const dialog = page.getByRole('dialog', { name: 'Game', exact: true });
    const bar = dialog.getByTestId('game-player');
    await expect(bar.getByRole('heading', { name: 'Aviator' })).toBeVisible();
    const game = gameIn(page, 'Aviator');
    await expect(game.getByRole('button', { name: 'Bet', exact: true })).toBeEnabled({
      timeout: 20_000,
    });

    // Deposit opens the payments remote's 'Deposit Money' dialog (event contract openDeposit).
    await bar.getByRole('button', { name: 'Deposit', exact: true }).click();
    const deposit = page.getByRole('dialog', { name: 'Deposit Money', exact: true });
    await expect(deposit.getByRole('button', { name: /Credit \/ Debit Card/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(deposit).toHaveCount(0);

    // spec §2: one dialog at a time — the deposit took the game's place; open it again, and
    // Restart launches it again (spec §4: refresh restarts play).
    launched = launches();
    await page
      .getByRole('navigation', { name: 'Compact menu' })
      .getByRole('button', { name: 'Aviator' })
      .click();
    await launched;
    launched = launches();
    await bar.getByRole('button', { name: 'Restart' }).click();
    expect((await launched).status()).toBe(200);
    await expect(game.getByRole('button', { name: 'Bet', exact: true })).toBeEnabled({
      timeout: 20_000,
    });

    // An exit command from another window than the game's frame is ignored (ASVS §3.5.5).
    await page.evaluate(() =>
      window.postMessage({ source: 'oyna-games', command: 'exit' }, window.location.origin),
    );
    await page.waitForTimeout(300);
    await expect(dialog).toBeVisible();

    // The provider's reload command restarts the game with the info toast (spec §4).
    launched = launches();
    const frame = page.frame({ url: /\/provider\/games\// });
    expect(frame).not.toBeNull();
    await frame!.evaluate(() =>
      window.parent.postMessage({ source: 'oyna-games', command: 'reload' }, '*'),
    );
    await expect(page.getByText('Game will be reloaded. Please wait...')).toBeVisible();
    expect((await launched).status()).toBe(200);
    await expect(game.getByRole('button', { name: 'Bet', exact: true })).toBeEnabled({
      timeout: 20_000,
    });

    // The game's own Exit (its exit message) closes the dialog.
    await game.getByRole('button', { name: 'Exit' }).click();
    await expect(dialog).toHaveCount(0);

    // Opened again from the lobby, the dialog's Close closes it.
    await page
      .getByRole('region', { name: 'Popular' })
      .getByRole('button', { name: play('en', 'Aviator') })
      .click();
    await expect(dialog.locator('iframe[title="Aviator"]')).toBeVisible({ timeout: 20_000 });
    await bar.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toHaveCount(0);
  },
);

test(
  "on a phone: a player's lobby prefetches the game frame's files; a tap launches once and the frame starts from the state its page carries",
  { tag: '@mobile-only' },
  async ({ page, request }) => {
    test.slow();
    await playerInLobby(page, request, 'en');
    // The built-in provider's static files, asked for ahead once the tiles are in view (never
    // the frame's page: its address is a game session).
    const prefetched = page.locator('head link[rel="prefetch"]');
    await expect(prefetched.first()).toBeAttached({ timeout: 20_000 });
    for (const href of await prefetched.evaluateAll((links) =>
      links.map((l) => l.getAttribute('href') ?? ''),
    )) {
      expect(href).toMatch(/^\/provider\/games\/static\/[\w-]+\.[0-9a-f]{10}\.(js|css)$/);
    }

    const launches: string[] = [];
    const stateCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/casino\/\w+launchurl$/.test(r.url())) launches.push(r.url());
      if (r.url().includes('/provider/games/api/state')) stateCalls.push(r.url());
    });
    await page
      .getByRole('button', { name: play('en', 'Sultan Gold') })
      .first()
      .click();
    const game = gameIn(page, 'Sultan Gold');
    await expect(game.getByTestId('balance')).toHaveText(FUNDED_TEXT, { timeout: 20_000 });
    await expect(game.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled({
      timeout: 20_000,
    });
    // The tap's launch is the dialog's (not one from the tap and one from the dialog), and the
    // session's state came with the frame's page.
    expect(launches).toHaveLength(1);
    expect(stateCalls).toEqual([]);
  },
);
