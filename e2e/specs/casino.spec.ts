import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  test,
  uniqueId,
  uniqueNationalId,
  uniquePhone,
  useStoredSession,
  waitForOutboxCode,
  type TestPlayer,
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
  },
  tr: {
    search: 'Oyun ara',
    results: 'Arama sonuçları',
    favourites: 'Favorilerim',
    added: 'Favorilere eklendi',
    loginTitle: 'Giriş Yap',
    spin: 'Çevir',
  },
} as const;

const play = (locale: Locale, name: string) => (locale === 'en' ? `Play ${name}` : `${name} oyna`);
const star = (locale: Locale, name: string) =>
  locale === 'en' ? `Add ${name} to favourites` : `${name} favorilere ekle`;

/** A registered player with a verified phone and the ₺50,00 trial bonus (spec §4 Registration). */
async function fundedPlayer(request: APIRequestContext, locale: Locale): Promise<TestPlayer> {
  const id = uniqueId(8);
  const username = `cas${id}`;
  const password = `pw-${id}`;
  const phone = `90${uniquePhone()}`;
  const headers = { 'x-locale': locale };
  const res = await request.post('/api/auth/register', {
    headers,
    data: {
      name: 'Deniz',
      surname: 'Yılmaz',
      username,
      email: `${username}@example.com`,
      phone,
      PersonalNo: uniqueNationalId(),
      country: 235,
      currencyId: 1,
      birthDate: '1990-05-17',
      birthDateDay: '17',
      birthDateMonth: '05',
      birthDateYear: '1990',
      password,
      password2: password,
    },
  });
  const body = (await res.json()) as {
    success: boolean;
    message: string;
    data: TestPlayer['authData'];
  };
  expect(body, body.message).toMatchObject({ success: true });
  const auth = { ...headers, authorization: `Bearer ${body.data.token}` };
  const since = new Date();
  await request.post('/api/customer/updatephone', { headers: auth, data: { step: 1, phone } });
  const code = await waitForOutboxCode(request, { channel: 'sms', recipient: phone, since });
  await request.post('/api/customer/updatephone', {
    headers: auth,
    data: { step: 2, phone, code },
  });
  const trial = await request.get('/api/bonus/definetrialbonus', { headers: auth });
  expect(trial.status(), await trial.text()).toBe(200);
  return {
    username,
    password,
    email: `${username}@example.com`,
    phone,
    authData: { ...body.data, phone, smsVerified: true, balance: 50 },
  };
}

async function inLocale(page: Page, locale: Locale) {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
}

for (const locale of ['en', 'tr'] as const) {
  const t = TEXTS[locale];

  test(`a player searches, stars a favourite, plays a slot round and the balance follows (${locale})`, async ({
    page,
    request,
  }) => {
    // A whole journey with a phone verification and a game round: more than the default 30 s.
    test.slow();
    const player = await fundedPlayer(request, locale);
    await inLocale(page, locale);
    await useStoredSession(page, player);
    await page.goto('/casino/slot');
    const balance = page.getByTestId('header-balance');
    await expect(balance).toContainText('50,00');

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
    let after = 50;
    for (let round = 0; round < 5 && after === 50; round += 1) {
      await spin.click();
      await expect(spin).toBeEnabled({ timeout: 20_000 });
      after = await apiBalance();
    }
    expect(after).not.toBe(50);
    // The header follows within one poll (spec §4: every 3 s).
    const shown = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(after);
    await expect(balance).toContainText(shown, { timeout: 10_000 });
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
}

test(
  'on a phone a player gets the game player dialog; its Close closes it',
  { tag: '@mobile-only' },
  async ({ page, request }) => {
    const player = await fundedPlayer(request, 'en');
    await inLocale(page, 'en');
    await useStoredSession(page, player);
    await page.goto('/casino/slot');
    const popular = page.getByRole('region', { name: 'Popular' });
    await popular.getByRole('button', { name: play('en', 'Aviator') }).click();
    const dialog = page.getByRole('dialog', { name: 'Game', exact: true });
    await expect(dialog).toBeVisible();
    const playerBar = dialog.getByTestId('game-player');
    await expect(playerBar.getByRole('heading', { name: 'Aviator' })).toBeVisible();
    await expect(dialog.locator('iframe[title="Aviator"]')).toBeVisible({ timeout: 20_000 });
    await playerBar.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toHaveCount(0);
  },
);
