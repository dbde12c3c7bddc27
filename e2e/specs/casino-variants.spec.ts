import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import { expect, fundedPlayer, test, useStoredSession } from '../support';

// spec §3 Game: the Crash Rocket and Mega Roulette tiles open games of their own name. A player
// plays one Crash Rocket round and one Mega Roulette spin inside the site's frame; the wallet moves
// by exactly the net of each round the account's game history shows. The live lobby labels its
// built-in tables RNG. tr and en; E2E_SHOTS_DIR keeps screenshots at 390×844 and 1366×900.

type Locale = 'tr' | 'en';

const TEXTS = {
  en: {
    rocket: 'Crash Rocket',
    mega: 'Mega Roulette',
    bet: 'Bet',
    cashOut: /^Cash out/,
    spin: 'Spin',
    on17: /^Bet on 17(,|$)/,
    rouletteRng: 'Roulette (RNG)',
    megaNumbers: 'Mega numbers',
  },
  tr: {
    rocket: 'Crash Rocket',
    mega: 'Mega Roulette',
    bet: 'Bahis yap',
    cashOut: /^Çek/,
    spin: 'Çevir',
    on17: /^17 üzerine bahis(,|$)/,
    rouletteRng: 'Rulet (RNG)',
    megaNumbers: 'Mega sayılar',
  },
} as const;

const play = (locale: Locale, name: string) => (locale === 'en' ? `Play ${name}` : `${name} oyna`);
const SHOTS = process.env.E2E_SHOTS_DIR;

async function inLocale(page: Page, locale: Locale) {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
}

interface HistoryRound {
  gameCode: string;
  stake: number;
  win: number;
  net: number;
  status: string;
}

async function apiBalance(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/user/balance', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { balance: number } }).data.balance;
}

async function history(request: APIRequestContext, token: string): Promise<HistoryRound[]> {
  const res = await request.post('/api/account/gamehistory', {
    headers: { authorization: `Bearer ${token}` },
    data: { skip: 0, take: 20 },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { items: HistoryRound[] } }).data.items;
}

async function openTile(page: Page, lobby: string, locale: Locale, name: string) {
  await page.goto(lobby);
  await page
    .getByRole('button', { name: play(locale, name) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/casino\/play\//);
  const game: FrameLocator = page.frameLocator(`iframe[title="${name}"]`);
  await expect(game.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 20_000 });
  return game;
}

async function shoot(page: Page, name: string, scrollTo?: Locator) {
  if (!SHOTS) return;
  for (const [w, h] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.evaluate(() => window.scrollTo(0, 0));
    if (scrollTo) await scrollTo.scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/${name}-${w}x${h}.png` });
  }
}

for (const locale of ['en', 'tr'] as const) {
  const t = TEXTS[locale];

  test(`one Crash Rocket round and one Mega Roulette spin move the balance by what the game history shows (${locale})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const player = await fundedPlayer(request, { locale, prefix: 'var' });
    const token = player.authData.token;
    await inLocale(page, locale);
    await useStoredSession(page, player);

    // The live lobby: the built-in tables are labelled RNG.
    await page.goto('/casino/live');
    await expect(page.getByRole('heading', { name: t.rouletteRng })).toBeVisible({
      timeout: 20_000,
    });
    const megaCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: play(locale, t.mega) }) })
      .first();
    await expect(megaCard.getByText('RNG', { exact: true })).toBeVisible();
    await shoot(page, `live-lobby-${locale}`);
    await shoot(page, `live-lobby-tiles-${locale}`, megaCard);
    await page.setViewportSize({ width: 1366, height: 900 });

    // Crash Rocket: Bet, then Cash out while the rocket climbs (or it leaves first: a loss).
    const rocket = await openTile(page, '/casino/games', locale, t.rocket);
    await expect(rocket.getByTestId('balance')).toHaveText('₺50,00', { timeout: 20_000 });
    const before = await apiBalance(request, token);
    await rocket.getByRole('button', { name: t.bet, exact: true }).click();
    const cashOut = rocket.getByRole('button', { name: t.cashOut });
    if (SHOTS) {
      await page.waitForTimeout(1_500);
      await page.screenshot({ path: `${SHOTS}/crash-rocket-flying-${locale}.png` });
    }
    await cashOut.click({ timeout: 5_000 }).catch(() => undefined);
    await expect(rocket.getByRole('button', { name: t.bet, exact: true })).toBeEnabled({
      timeout: 60_000,
    });
    const round = (await history(request, token)).find((r) => r.gameCode === 'oyna-crash-rocket');
    if (!round) throw new Error('the Crash Rocket round is not in the game history');
    expect(round.status).toBe('closed');
    const afterRocket = await apiBalance(request, token);
    expect(afterRocket).toBeCloseTo(before + round.net, 2);
    const shown = `₺${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(afterRocket)}`;
    await expect(rocket.getByTestId('balance')).toHaveText(shown);
    await shoot(page, `crash-rocket-${locale}`);
    await page.setViewportSize({ width: 1366, height: 900 });

    // Mega Roulette: a chip on 17, Spin; the spin's mega numbers show when the wheel stops.
    const mega = await openTile(page, '/casino/live', locale, t.mega);
    await mega.getByRole('button', { name: t.on17 }).click();
    const spin = mega.getByRole('button', { name: t.spin, exact: true });
    await spin.click();
    await expect(mega.getByTestId('mega-numbers')).toContainText(t.megaNumbers, {
      timeout: 20_000,
    });
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    const rounds = await history(request, token);
    const turn = rounds.find((r) => r.gameCode === 'oyna-mega-roulette');
    if (!turn) throw new Error('the Mega Roulette spin is not in the game history');
    const afterSpin = await apiBalance(request, token);
    expect(afterSpin).toBeCloseTo(afterRocket + turn.net, 2);
    expect(rounds.filter((r) => r.gameCode.startsWith('oyna-'))).toHaveLength(2);
    await shoot(page, `mega-roulette-${locale}`);
  });
}
