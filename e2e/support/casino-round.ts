import {
  expect,
  test,
  type APIRequestContext,
  type FrameLocator,
  type Page,
} from '@playwright/test';

// The steps the casino-* specs share: open a lobby tile in the site's frame (the play page on a
// desktop, the game dialog on a phone, spec §4 Opening a game), force a deal with the test-only
// server seed, and check that one round moved the wallet by exactly the net the account's game
// history shows (spec §7 account/gamehistory, user/balance).

export type Locale = 'tr' | 'en';

/** The tile's play button's name (the lobby's own label). */
export const playLabel = (locale: Locale, name: string) =>
  locale === 'en' ? `Play ${name}` : `${name} oyna`;

/** ₺1.234,50: an amount as the games and the header show it. */
export const lira = (amount: number) =>
  `₺${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(amount)}`;

export async function inLocale(page: Page, locale: Locale) {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
}

export interface HistoryRound {
  gameCode: string;
  stake: number;
  win: number;
  net: number;
  status: string;
  verifyUrl: string | null;
}

export async function apiBalance(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/user/balance', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { balance: number } }).data.balance;
}

export async function gameHistory(
  request: APIRequestContext,
  token: string,
): Promise<HistoryRound[]> {
  const res = await request.post('/api/account/gamehistory', {
    headers: { authorization: `Bearer ${token}` },
    data: { skip: 0, take: 20 },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { items: HistoryRound[] } }).data.items;
}

/** The rounds of the built-in provider in the history (its game codes start with `oyna-`). */
export async function builtInRounds(
  request: APIRequestContext,
  token: string,
): Promise<HistoryRound[]> {
  return (await gameHistory(request, token)).filter((r) => r.gameCode.startsWith('oyna-'));
}

/** True on the phone project: a tile opens the game dialog there, not the play page. */
export const onPhone = () => test.info().project.name === 'mobile';

/**
 * Opens a lobby's tile and returns the game's frame, checking its title is the tile's name. A
 * soft game (spec §7 softgamingslaunchurl: HTML with a script) mounts it one frame deeper.
 */
export async function openTile(
  page: Page,
  lobby: string,
  locale: Locale,
  name: string,
  soft = false,
): Promise<FrameLocator> {
  await page.goto(lobby);
  await page
    .getByRole('button', { name: playLabel(locale, name) })
    .first()
    .click();
  if (onPhone()) {
    await expect(
      page.getByRole('dialog', { name: locale === 'en' ? 'Game' : 'Oyun' }),
    ).toBeVisible();
  } else {
    await expect(page).toHaveURL(/\/casino\/play\//);
  }
  const frame = page.frameLocator(`iframe[title="${name}"]`);
  const game = soft ? frame.frameLocator('iframe') : frame;
  await expect(game.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 20_000 });
  return game;
}

/**
 * Forces the next round's deal: sets a `test-` client seed, then rotates to a new pair (nonce 0),
 * which the e2e stack's test-only server seed signs (scripts/e2e-servers.mjs; never in
 * production) — the calls the fairness panel makes, sent from the game's frame with its session.
 */
export async function forceDeal(page: Page, clientSeed: string) {
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
    { session, seed: clientSeed },
  );
  expect(statuses).toEqual([200, 200]);
}

/**
 * The round of `gameCode` the history shows, closed, whose net is its win less its stake; the
 * wallet now holds exactly `before` plus that net, and the game's frame shows that balance.
 */
export async function expectRoundMovedBalance(
  request: APIRequestContext,
  token: string,
  { gameCode, before, game }: { gameCode: string; before: number; game?: FrameLocator },
): Promise<{ round: HistoryRound; after: number; rounds: HistoryRound[] }> {
  const rounds = await gameHistory(request, token);
  const round = rounds.find((r) => r.gameCode === gameCode);
  if (!round) throw new Error(`the ${gameCode} round is not in the game history`);
  expect(round.status).toBe('closed');
  expect(round.net).toBeCloseTo(round.win - round.stake, 2);
  const after = await apiBalance(request, token);
  expect(after).toBeCloseTo(before + round.net, 2);
  if (game) await expect(game.getByTestId('balance')).toHaveText(lira(after));
  return { round, after, rounds };
}
