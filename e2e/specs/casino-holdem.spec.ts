import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { expect, fundedPlayer, test, useStoredSession } from '../support';

// spec §3 Game: the Casino Hold'em tile opens the built-in provider's Casino Hold'em. A player
// antes by keyboard (A) and calls inside the site's frame; the ante and the call are two bets of
// one round, and the wallet moves by exactly the net of that round in the account's game history.
// tr and en.

type Locale = 'tr' | 'en';

const NAME = 'Casino Hold’em';
const TEXTS = {
  en: { ante: 'Ante', call: 'Call', result: /Your hand wins|The dealer|A tie/ },
  tr: { ante: 'Ante', call: 'Devam', result: /Eliniz kazandı|Krupiye|Berabere/ },
} as const;

const play = (locale: Locale) => (locale === 'en' ? `Play ${NAME}` : `${NAME} oyna`);

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

async function openHoldem(page: Page, locale: Locale): Promise<FrameLocator> {
  await page.goto('/casino/live');
  await page
    .getByRole('button', { name: play(locale) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/casino\/play\//);
  const game = page.frameLocator(`iframe[title="${NAME}"]`);
  await expect(game.getByRole('heading', { level: 1 })).toHaveText(NAME, { timeout: 20_000 });
  return game;
}

for (const locale of ['en', 'tr'] as const) {
  const t = TEXTS[locale];

  test(`one Casino Hold'em hand, called, moves the balance by what the game history shows (${locale})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const player = await fundedPlayer(request, { locale, prefix: 'hld' });
    const token = player.authData.token;
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
    await useStoredSession(page, player);

    const game = await openHoldem(page, locale);
    await expect(game.getByTestId('balance')).toHaveText('₺50,00', { timeout: 20_000 });
    const before = await apiBalance(request, token);

    // The ante by keyboard: A deals the hand; Call and Fold replace the ante. The table (a lazy
    // part of the page) is there once its Ante button is.
    const ante = game.getByRole('button', { name: new RegExp(`^${t.ante} `) });
    await expect(ante).toBeEnabled({ timeout: 20_000 });
    await game.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('a');
    const call = game.getByRole('button', { name: new RegExp(`^${t.call} `) });
    await expect(call).toBeEnabled({ timeout: 20_000 });
    // Five cards face up (two hole cards and the flop), the dealer's two still face down.
    await expect(game.getByRole('img', { name: /^(10|[2-9AJQK])[♠♥♦♣]$/ })).toHaveCount(5);
    await call.click();
    await expect(game.getByRole('status')).toContainText(t.result, { timeout: 20_000 });
    await expect(game.getByRole('img', { name: /^(10|[2-9AJQK])[♠♥♦♣]$/ })).toHaveCount(9);
    await expect(ante).toBeEnabled();

    const rounds = (await history(request, token)).filter((r) => r.gameCode.startsWith('oyna-'));
    expect(rounds).toHaveLength(1);
    const hand = rounds[0];
    if (!hand) throw new Error('the hand is not in the game history');
    expect(hand.gameCode).toBe('oyna-casino-holdem');
    expect(hand.status).toBe('closed');
    // The ante and the call (2× the ante): three antes staked.
    expect(Math.round(hand.stake * 100) % 3).toBe(0);
    expect(hand.net).toBeCloseTo(hand.win - hand.stake, 2);
    const after = await apiBalance(request, token);
    expect(after).toBeCloseTo(before + hand.net, 2);
    const shown = `₺${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(after)}`;
    await expect(game.getByTestId('balance')).toHaveText(shown);
  });
}
