import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { expect, fundedPlayer, test, useStoredSession } from '../support';

// spec §3 Game: the Blackjack Classic tile opens the built-in provider's blackjack under its own
// name. A player forces a splittable pair (a test-only server seed, set only outside production by
// scripts/e2e-servers.mjs, used by a pair rotated in under a `test-` client seed), deals, splits
// and stands twice in the site's frame; the wallet moves by exactly the round's net in the
// account's game history (two stakes, one win). tr and en; E2E_SHOTS_DIR keeps screenshots at
// 390×844 and 1366×900.

type Locale = 'tr' | 'en';

const TEXTS = {
  en: {
    name: 'Blackjack Classic',
    deal: 'Deal',
    split: 'Split',
    stand: 'Stand',
  },
  tr: {
    name: 'Klasik Blackjack',
    deal: 'Dağıt',
    split: 'Böl',
    stand: 'Dur',
  },
} as const;

/** With the e2e stack's test server seed, nonce 0 deals the player 5 5 against 8 7. */
const SPLIT_CLIENT_SEED = 'test-split-16';

const play = (locale: Locale, name: string) => (locale === 'en' ? `Play ${name}` : `${name} oyna`);
const SHOTS = process.env.E2E_SHOTS_DIR;

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

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [w, h] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/${name}-${w}x${h}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

for (const locale of ['en', 'tr'] as const) {
  const t = TEXTS[locale];

  test(`a Blackjack Classic round with a split moves the balance by what the game history shows (${locale})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const player = await fundedPlayer(request, { locale, prefix: 'bj' });
    const token = player.authData.token;
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
    await useStoredSession(page, player);

    await page.goto('/casino/live');
    await page
      .getByRole('button', { name: play(locale, t.name) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/casino\/play\//);
    const game: FrameLocator = page.frameLocator(`iframe[title="${t.name}"]`);
    await expect(game.getByRole('heading', { level: 1 })).toHaveText(t.name, { timeout: 20_000 });
    await expect(game.getByTestId('balance')).not.toHaveText('—', { timeout: 20_000 });

    // The forced deal: the test client seed, then a new pair (nonce 0) under the test seed — the
    // calls the fairness panel makes, sent from the game's frame with its session.
    const frame = page.frames().find((f) => f.url().includes('/provider/games/play/'));
    if (!frame) throw new Error('no game frame');
    const session = frame.url().split('/').pop()?.split('?')[0] ?? '';
    const statuses = await frame.evaluate(
      async ({ session: id, seed }) => {
        const post = (path: string, body: unknown) =>
          fetch(`/provider/games/api/${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-game-session': id },
            body: JSON.stringify(body),
          }).then((r) => r.status);
        return [await post('seeds/client', { clientSeed: seed }), await post('seeds/rotate', {})];
      },
      { session, seed: SPLIT_CLIENT_SEED },
    );
    expect(statuses).toEqual([200, 200]);

    const before = await apiBalance(request, token);
    await game.getByRole('button', { name: t.deal, exact: true }).click();
    const split = game.getByRole('button', { name: t.split, exact: true });
    await expect(split).toBeEnabled({ timeout: 20_000 });
    await shoot(page, `blackjack-deal-${locale}`);
    await split.click();
    await expect(game.getByTestId('hand-1')).toBeVisible();
    const stand = game.getByRole('button', { name: t.stand, exact: true });
    await expect(stand).toBeEnabled();
    await stand.click();
    await expect(stand).toBeEnabled();
    await stand.click();
    await expect(game.getByRole('button', { name: t.deal, exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await shoot(page, `blackjack-over-${locale}`);

    const rounds = (await history(request, token)).filter((r) => r.gameCode.startsWith('oyna-'));
    expect(rounds).toHaveLength(1);
    const round = rounds[0];
    if (!round) throw new Error('the blackjack round is not in the game history');
    expect(round.gameCode).toBe('oyna-blackjack-classic');
    expect(round.status).toBe('closed');
    // Two stakes of ₺10: the hand and its split.
    expect(round.stake).toBeCloseTo(20, 2);
    const after = await apiBalance(request, token);
    expect(after).toBeCloseTo(before + round.net, 2);
    const shown = `₺${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(after)}`;
    await expect(game.getByTestId('balance')).toHaveText(shown);
  });
}
