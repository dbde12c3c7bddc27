import { expect, FUNDED_TEXT, fundedPlayer, test, useStoredSession } from '../support';
import {
  apiBalance,
  builtInRounds,
  expectRoundMovedBalance,
  inLocale,
  openTile,
} from '../support/casino-round';

// spec §3 Game: the Casino Hold'em tile opens the built-in provider's Casino Hold'em. A player
// antes by keyboard (A) and calls inside the site's frame; the ante and the call are two bets of
// one round, and the wallet moves by exactly the net of that round in the account's game history.
// tr and en.

const NAME = 'Casino Hold’em';
const TEXTS = {
  en: { ante: 'Ante', call: 'Call', result: /Your hand wins|The dealer|A tie/ },
  tr: { ante: 'Ante', call: 'Devam', result: /Eliniz kazandı|Krupiye|Berabere/ },
} as const;

for (const locale of ['en', 'tr'] as const) {
  const t = TEXTS[locale];

  test(
    `one Casino Hold'em hand, called, moves the balance by what the game history shows (${locale})`,
    { tag: '@mobile' },
    async ({ page, request }) => {
      test.slow();
      const player = await fundedPlayer(request, { locale, prefix: 'hld' });
      const token = player.authData.token;
      await inLocale(page, locale);
      await useStoredSession(page, player);

      const game = await openTile(page, '/casino/live', locale, NAME);
      await expect(game.getByTestId('balance')).toHaveText(FUNDED_TEXT, { timeout: 20_000 });
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

      expect(await builtInRounds(request, token)).toHaveLength(1);
      const { round: hand } = await expectRoundMovedBalance(request, token, {
        gameCode: 'oyna-casino-holdem',
        before,
        game,
      });
      // The ante and the call (2× the ante): three antes staked.
      expect(Math.round(hand.stake * 100) % 3).toBe(0);
    },
  );
}
