import { expect, FUNDED_TEXT, fundedPlayer, test, useStoredSession } from '../support';
import {
  apiBalance,
  builtInRounds,
  expectRoundMovedBalance,
  inLocale,
  openTile,
} from '../support/casino-round';

// spec §3 Game: the Speed Baccarat and TV Wheel tiles open real games of the built-in provider.
// A player plays one baccarat coup and one wheel spin inside the site's frame; the wallet moves
// by exactly the net of the round the account's game history shows, and the baccarat round
// verifies in the browser once its seed is revealed. tr and en.

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

for (const locale of ['en', 'tr'] as const) {
  const t = TEXTS[locale];

  test(
    `one baccarat coup and one wheel spin move the balance by what the game history shows (${locale})`,
    { tag: '@mobile' },
    async ({ page, request }) => {
      test.slow();
      const player = await fundedPlayer(request, { locale, prefix: 'tbl' });
      const token = player.authData.token;
      await inLocale(page, locale);
      await useStoredSession(page, player);

      // Baccarat: a chip on Player (keyboard: P), Enter deals.
      const baccarat = await openTile(page, '/casino/live', locale, t.baccarat);
      await expect(baccarat.getByTestId('balance')).toHaveText(FUNDED_TEXT, { timeout: 20_000 });
      const deal = baccarat.getByRole('button', { name: t.deal, exact: true });
      await baccarat.getByRole('button', { name: new RegExp(`^${t.player}`) }).click();
      await expect(baccarat.getByTestId('stake-player')).not.toHaveText(/^\s*$/);
      const before = await apiBalance(request, token);
      await deal.click();
      await expect(baccarat.getByTestId('player-total')).toHaveText(/\d/, { timeout: 20_000 });
      await expect(deal).toBeEnabled({ timeout: 20_000 });
      const { round: coup, after: afterCoup } = await expectRoundMovedBalance(request, token, {
        gameCode: 'oyna-speed-baccarat',
        before,
        game: baccarat,
      });

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
      await expectRoundMovedBalance(request, token, {
        gameCode: 'oyna-tv-wheel',
        before: afterCoup,
      });
      expect(await builtInRounds(request, token)).toHaveLength(2);
    },
  );
}
