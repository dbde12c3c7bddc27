import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { expect, fundedPlayer, test, useStoredSession } from '../support';

// spec §3 Game: the Speed Baccarat and TV Wheel tiles open real games of the built-in provider.
// A player plays one baccarat coup and one wheel spin inside the site's frame; the wallet moves
// by exactly the net of the round the account's game history shows, and the baccarat round
// verifies in the browser once its seed is revealed. tr and en.

type Locale = 'tr' | 'en';

const TEXTS = {
  en: {
    baccarat: 'Speed Baccarat',
    wheel: 'TV Wheel',
    deal: 'Deal',
    spin: 'Spin',
    player: 'Bet on Player',
    one: 'Bet on 1',
    stopped: 'The wheel stopped on',
    fairness: 'Fairness',
    rotate: 'Rotate seed',
  },
  tr: {
    baccarat: 'Hızlı Bakara',
    wheel: 'TV Çarkı',
    deal: 'Dağıt',
    spin: 'Çevir',
    player: 'Oyuncu üzerine bahis',
    one: '1 üzerine bahis',
    stopped: 'Çark:',
    fairness: 'Adalet',
    rotate: 'Tohumu değiştir',
  },
} as const;

const play = (locale: Locale, name: string) => (locale === 'en' ? `Play ${name}` : `${name} oyna`);

async function inLocale(page: Page, locale: Locale) {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
}

interface HistoryRound {
  gameCode: string;
  stake: number;
  win: number;
  net: number;
  status: string;
  verifyUrl: string | null;
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

/** Opens a tile of a lobby and returns the game's frame, checking its title is the tile's name. */
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

for (const locale of ['en', 'tr'] as const) {
  const t = TEXTS[locale];

  test(`one baccarat coup and one wheel spin move the balance by what the game history shows (${locale})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const player = await fundedPlayer(request, { locale, prefix: 'tbl' });
    const token = player.authData.token;
    await inLocale(page, locale);
    await useStoredSession(page, player);

    // Baccarat: a chip on Player (keyboard: P), Enter deals.
    const baccarat = await openTile(page, '/casino/live', locale, t.baccarat);
    await expect(baccarat.getByTestId('balance')).toHaveText('₺50,00', { timeout: 20_000 });
    const deal = baccarat.getByRole('button', { name: t.deal, exact: true });
    await baccarat.getByRole('button', { name: new RegExp(`^${t.player}`) }).click();
    await expect(baccarat.getByTestId('stake-player')).not.toHaveText(/^\s*$/);
    const before = await apiBalance(request, token);
    await deal.click();
    await expect(baccarat.getByTestId('player-total')).toHaveText(/\d/, { timeout: 20_000 });
    await expect(deal).toBeEnabled({ timeout: 20_000 });
    const coup = (await history(request, token)).find((r) => r.gameCode === 'oyna-speed-baccarat');
    if (!coup) throw new Error('the coup is not in the game history');
    expect(coup.status).toBe('closed');
    expect(coup.net).toBeCloseTo(coup.win - coup.stake, 2);
    const afterCoup = await apiBalance(request, token);
    expect(afterCoup).toBeCloseTo(before + coup.net, 2);
    const shown = `₺${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(afterCoup)}`;
    await expect(baccarat.getByTestId('balance')).toHaveText(shown);

    // Its seed revealed, the verify page recomputes the coup in the browser.
    await baccarat.getByRole('button', { name: t.fairness }).click();
    await baccarat.getByRole('button', { name: t.rotate }).click();
    expect(coup.verifyUrl).toMatch(/^\/provider\/games\/verify\//);
    const verify = await page.context().newPage();
    await inLocale(verify, locale);
    await verify.goto(coup.verifyUrl ?? '');
    // The verify page speaks the browser's language.
    await expect(verify.getByText(/equals the record|kayıtla aynı/)).toBeVisible({
      timeout: 20_000,
    });
    await expect(verify.getByText(/equals the committed hash|özetle aynı/)).toBeVisible();
    await verify.close();

    // The wheel, by keyboard: 1 stakes a chip on the 1, Enter spins.
    const wheel = await openTile(page, '/casino/tvbets', locale, t.wheel);
    const spin = wheel.getByRole('button', { name: t.spin, exact: true });
    await expect(spin).toBeDisabled();
    await wheel.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('1');
    await expect(wheel.getByTestId('stake-1')).not.toHaveText(/^\s*$/);
    await expect(wheel.getByRole('button', { name: new RegExp(`^${t.one} `) })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(wheel.getByRole('status')).toContainText(t.stopped, { timeout: 20_000 });
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    const rounds = await history(request, token);
    const turn = rounds.find((r) => r.gameCode === 'oyna-tv-wheel');
    if (!turn) throw new Error('the spin is not in the game history');
    const afterSpin = await apiBalance(request, token);
    expect(afterSpin).toBeCloseTo(afterCoup + turn.net, 2);
    expect(rounds.filter((r) => r.gameCode.startsWith('oyna-'))).toHaveLength(2);
  });
}
