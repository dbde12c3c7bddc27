import { expect, FUNDED_TEXT, fundedPlayer, test, useStoredSession } from '../support';
import {
  apiBalance,
  builtInRounds,
  expectRoundMovedBalance,
  inLocale,
  openTile,
} from '../support/casino-round';

// spec §3 Game: the Tombala 75 / Bingo 75 and Tombala 90 / Bingo 90 tiles open the built-in
// provider's bingo. A player buys cards and plays one round of each inside the site's frame (75
// by mouse, 90 by keyboard); the wallet moves by exactly the net of the round the account's game
// history shows, and the 75-ball round verifies in the browser once its seed is revealed. tr, en.

const TEXTS = {
  en: {
    b75: 'Bingo 75',
    b90: 'Bingo 90',
    play: 'Buy cards / Play',
    over: /You won|No win this time/,
    fairness: 'Fairness',
    rotate: 'Rotate seed',
  },
  tr: {
    b75: 'Tombala 75',
    b90: 'Tombala 90',
    play: 'Kart Al / Oyna',
    over: /Kazandınız|Bu sefer olmadı/,
    fairness: 'Adalet',
    rotate: 'Tohumu değiştir',
  },
} as const;

for (const locale of ['en', 'tr'] as const) {
  const t = TEXTS[locale];

  test(
    `one round of Bingo 75 and one of Bingo 90 move the balance by what the game history shows (${locale})`,
    { tag: '@mobile' },
    async ({ page, request }) => {
      test.slow();
      const player = await fundedPlayer(request, { locale, prefix: 'bng' });
      const token = player.authData.token;
      await inLocale(page, locale);
      await useStoredSession(page, player);

      // 75-ball: two cards, the default stake per card, Play; the balls come out one by one.
      const b75 = await openTile(page, '/casino/bingo', locale, t.b75, true);
      await expect(b75.getByTestId('balance')).toHaveText(FUNDED_TEXT, { timeout: 20_000 });
      await b75.getByRole('radio', { name: '2' }).click();
      const button = b75.getByRole('button', { name: t.play, exact: true });
      const before = await apiBalance(request, token);
      await button.click();
      await expect(b75.getByTestId('bingo-card-2')).toBeVisible();
      await expect(b75.getByTestId('bingo-status')).toContainText(t.over, { timeout: 20_000 });
      await expect(b75.getByTestId('bingo-status')).toContainText('40/40');
      await expect(button).toBeEnabled();
      const { round: first, after: afterFirst } = await expectRoundMovedBalance(request, token, {
        gameCode: 'oyna-bingo-75',
        before,
        game: b75,
      });
      expect(first.stake).toBeCloseTo(2, 2);

      // Its seed revealed, the verify page recomputes the cards and the draw in the browser.
      await b75.getByRole('button', { name: t.fairness }).click();
      await b75.getByRole('button', { name: t.rotate }).click();
      expect(first.verifyUrl).toMatch(/^\/provider\/games\/verify\//);
      const verify = await page.context().newPage();
      await inLocale(verify, locale);
      await verify.goto(first.verifyUrl ?? '');
      await expect(verify.getByText(/equals the record|kayıtla aynı/)).toBeVisible({
        timeout: 20_000,
      });
      await expect(verify.getByText(/equals the committed hash|özetle aynı/)).toBeVisible();
      await verify.close();

      // 90-ball by keyboard: 3 buys three tickets, Enter plays.
      const b90 = await openTile(page, '/casino/bingo', locale, t.b90);
      // The game's screen is loaded (its Play button shown) before the keys are pressed.
      await expect(b90.getByRole('button', { name: t.play, exact: true })).toBeEnabled();
      await b90.getByRole('heading', { level: 1 }).click();
      await page.keyboard.press('3');
      await expect(b90.getByRole('radio', { name: '3' })).toBeChecked();
      await page.keyboard.press('Enter');
      await expect(b90.getByTestId('bingo-card-3')).toBeVisible();
      await expect(b90.getByTestId('bingo-status')).toContainText(t.over, { timeout: 20_000 });
      await expect(b90.getByTestId('bingo-status')).toContainText('60/60');
      const { round: second } = await expectRoundMovedBalance(request, token, {
        gameCode: 'oyna-bingo-90',
        before: afterFirst,
        game: b90,
      });
      expect(second.stake).toBeCloseTo(3, 2);
      expect(await builtInRounds(request, token)).toHaveLength(2);
    },
  );
}
