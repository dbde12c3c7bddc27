import type { APIRequestContext, Page } from '@playwright/test';
import { expect, registerPlayer, test, useStoredSession } from '../support';
import { playerWithTrialBonus } from '../support/account';
import { builtInRounds, openTile, type Locale } from '../support/casino-round';
import {
  TEXT,
  dialogNamed,
  field,
  newPlayer,
  openSite,
  smsCode,
  submitRegistration,
} from '../support/identity';

// Bonus money that behaves like money (spec §1 promotions and bonuses; spec §3 bonus statuses):
// a new player takes the trial bonus when registering, sees cash and bonus apart in the header
// and on /dashboard/bonuses, plays a slot — a stake above the bonus's maximum bet is refused with
// a message, a stake within it moves the wagering — then deposits and withdraws, confirming that
// the bonus is forfeited: only cash leaves. Desktop and phone, tr and en.

const ADMIN = { 'x-admin-token': process.env.ADMIN_TOKEN ?? 'oyna-dev-admin' };
const IBAN_DIGITS = '330006100519786457841326';

const T = {
  en: {
    cash: 'Cash',
    bonus: 'Bonus',
    breakdown: 'Balance breakdown',
    trialTitle: 'Trial Bonus',
    active: 'Active',
    cancelled: 'Cancelled',
    wagered: (w: string, r: string) => `${w} of ${r} wagered`,
    maxBetTerm: 'While the bonus is active the largest stake is ₺20,00.',
    wagerTerm: 'within 7 days',
    maxBet: 'Maximum bet',
    expiry: 'Expires',
    spin: 'Spin',
    raise: 'Raise the stake',
    lower: 'Lower the stake',
    limit: 'the largest stake allowed while your bonus is active',
    bankTransfer: 'Bank Transfer (Havale / EFT)',
    fullName: 'Full Name',
    bank: 'Bank',
    amount: 'Amount',
    withdraw: 'Request Withdrawal',
    withdrawable: 'Withdrawable: ₺100,00',
    notice: 'Your active bonus will be cancelled: you will lose',
    confirm: 'I understand and give up my bonus; only my cash is withdrawn.',
    pending: 'is pending approval',
  },
  tr: {
    cash: 'Nakit',
    bonus: 'Bonus',
    breakdown: 'Bakiye dökümü',
    trialTitle: 'Deneme Bonusu',
    active: 'Aktif',
    cancelled: 'İptal edildi',
    wagered: (w: string, r: string) => `${r} çevrimin ${w} kadarı tamamlandı`,
    maxBetTerm: 'Bonus aktifken en yüksek bahis ₺20,00 olabilir.',
    wagerTerm: '7 gün geçerlidir',
    maxBet: 'En yüksek bahis',
    expiry: 'Son gün',
    spin: 'Çevir',
    raise: 'Bahsi artır',
    lower: 'Bahsi azalt',
    limit: 'bonusunuz aktifken izin verilen en yüksek bahis',
    bankTransfer: 'Havale / EFT',
    fullName: 'Ad Soyad',
    bank: 'Banka',
    amount: 'Tutar',
    withdraw: 'Çekim Talebi Gönder',
    withdrawable: 'Çekilebilir: ₺100,00',
    notice: 'Aktif bonusunuz iptal edilecek:',
    confirm: 'Anladım, bonusumdan vazgeçiyorum; yalnızca nakit bakiyem çekilecek.',
    pending: 'çekim talebiniz alındı ve onay bekliyor',
  },
} as const;

/**
 * The player's balance as the api tells it: the total, its two parts and, while a bonus limits
 * stakes, its maximum (contracts 2.11).
 */
async function balances(request: APIRequestContext, token: string) {
  const res = await request.get('/api/user/balance', {
    headers: { authorization: `Bearer ${token}` },
  });
  type Balances = { balance: number; cash: number; bonus: number; maxBet?: number };
  return ((await res.json()) as { data: Balances }).data;
}

/** The token the site stored after the registration (spec §4 Session: local storage). */
async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('authData') ?? '{}') as { token?: string }).token,
  );
  expect(token).toBeTruthy();
  return token!;
}

/** A ₺100 bank transfer that ops confirm: cash beside the bonus. */
async function depositCash(request: APIRequestContext, token: string, username: string) {
  const auth = { authorization: `Bearer ${token}`, 'x-locale': 'en' };
  const deposit = await request.post('/api/payment/deposit', {
    headers: auth,
    data: {
      id: 2,
      type: 1,
      target: 'pay',
      detail: { BankId: 1, Iban: `TR${IBAN_DIGITS}`, Amount: 100 },
    },
  });
  expect(deposit.status(), await deposit.text()).toBe(200);
  const list = await request.get('/api/admin/payments?type=1&limit=500', { headers: ADMIN });
  const rows = ((await list.json()) as { data: { id: number; username: string }[] }).data;
  const mine = rows.find((r) => r.username === username);
  expect(mine).toBeDefined();
  const approved = await request.post('/api/admin/payments/approve', {
    headers: ADMIN,
    data: { id: mine!.id, operator: 'e2e-cashier' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

for (const locale of ['en', 'tr'] as const satisfies readonly Locale[]) {
  const t = T[locale];
  const id = TEXT[locale];

  test(
    `${locale}: the trial bonus is bonus money — two balances, a maximum bet, wagering, and a withdrawal that forfeits it`,
    { tag: '@mobile' },
    async ({ page, request }) => {
      test.slow();
      const player = newPlayer();

      await test.step('take the trial bonus while registering', async () => {
        await openSite(page, locale);
        const since = await submitRegistration(page, id, player, { trialBonus: true });
        const verify = dialogNamed(page, id.verifyTitle);
        const code = field(verify, id.smsCode);
        await expect(code).toBeVisible();
        await code.pressSequentially(await smsCode(request, player.phone, since));
        await verify.getByRole('button', { name: id.validate }).click();
        const celebration = dialogNamed(page, id.celebrationTitle);
        await expect(celebration.getByText(id.trialQuestion)).toBeVisible();
        // The trial offer's terms, written from its record as on /promotions and the bonuses list.
        const terms = celebration.getByTestId('celebration-terms');
        await expect(terms).toContainText(t.wagerTerm);
        await expect(terms).toContainText(t.maxBetTerm);
        await celebration.getByRole('button', { name: id.yes }).click();
        await expect(celebration).toHaveCount(0);
      });
      const token = await storedToken(page);
      // The trial offer's ₺20 maximum stake comes with the parts while the bonus is active.
      expect(await balances(request, token)).toEqual({
        balance: 50,
        cash: 0,
        bonus: 50,
        maxBet: 20,
      });

      await test.step('the header shows the total, its breakdown cash and bonus apart', async () => {
        const button = page.getByTestId('header-balance');
        await expect(button).toContainText('₺50,00');
        await button.click();
        const breakdown = page.getByRole('region', { name: t.breakdown });
        await expect(breakdown.getByTestId('balance-cash')).toHaveText('₺0,00');
        await expect(breakdown.getByTestId('balance-bonus')).toHaveText('₺50,00');
        await page.keyboard.press('Escape');
        await expect(breakdown).toHaveCount(0);
      });

      await test.step('the bonuses screen shows the bonus, its wagering and its terms', async () => {
        await page.goto('/dashboard/bonuses');
        const card = page.getByTestId('bonus-row').filter({ hasText: t.trialTitle });
        await expect(card).toContainText(t.active);
        await expect(card).toContainText(t.wagered('₺0,00', '₺50,00'));
        const term = (name: string) =>
          card.locator('dl > div').filter({ has: page.locator('dt', { hasText: name }) });
        await expect(term(t.maxBet).locator('dd')).toHaveText('₺20,00');
        await expect(term(t.expiry).getByTestId('bonus-expiry')).not.toBeEmpty();
      });

      await test.step('a stake above the maximum bet is refused, one within it counts', async () => {
        const game = await openTile(page, '/casino/slot', locale, 'Sultan Gold');
        const spin = game.getByRole('button', { name: t.spin, exact: true });
        await expect(spin).toBeEnabled({ timeout: 20_000 });
        const stake = game.getByRole('group', { name: locale === 'en' ? 'Stake' : 'Bahis' });
        // ₺10 by default; two steps up is ₺50, above the trial bonus's ₺20 maximum.
        await stake.getByRole('button', { name: t.raise }).click();
        await stake.getByRole('button', { name: t.raise }).click();
        await expect(stake.locator('output')).toHaveText('₺50,00');
        await spin.click();
        await expect(game.getByText(t.limit)).toBeVisible({ timeout: 20_000 });
        expect(await balances(request, token)).toEqual({
          balance: 50,
          cash: 0,
          bonus: 50,
          maxBet: 20,
        });
        // ₺20: within the maximum.
        await stake.getByRole('button', { name: t.lower }).click();
        await expect(stake.locator('output')).toHaveText('₺20,00');
        // The game's own rule: spins at least 2.5 s apart (the refused one counts).
        await page.waitForTimeout(2_600);
        await spin.click();
        // One round played: the account's game history has it (the refused stake made none).
        await expect
          .poll(async () => (await builtInRounds(request, token)).map((r) => r.stake), {
            timeout: 20_000,
          })
          .toEqual([20]);
        // The spin may trigger the game's free spins (ten, played on their own, ~2.5 s apart):
        // Spin comes back when they end.
        await expect(spin).toBeEnabled({ timeout: 60_000 });
        await page.goto('/dashboard/bonuses');
        const card = page.getByTestId('bonus-row').filter({ hasText: t.trialTitle });
        await expect(card).toContainText(t.wagered('₺20,00', '₺50,00'));
      });

      await test.step('a withdrawal takes cash only and forfeits the bonus once confirmed', async () => {
        const username = player.username;
        await depositCash(request, token, username);
        const before = await balances(request, token);
        expect(before.cash).toBe(100);
        expect(before.bonus).toBeGreaterThan(0);
        await page.goto('/dashboard/withdraw');
        await page.getByRole('button', { name: t.bankTransfer }).click();
        const dialog = page.getByRole('dialog', { name: t.bankTransfer });
        await expect(dialog.getByText(t.withdrawable)).toBeVisible();
        await expect(dialog.getByText(t.notice)).toBeVisible();
        await dialog.getByRole('textbox', { name: t.fullName }).fill('Deniz Yılmaz');
        await dialog.getByRole('combobox', { name: t.bank }).selectOption({ label: 'Akbank' });
        await dialog.getByRole('textbox', { name: 'IBAN' }).fill(IBAN_DIGITS);
        await dialog.getByRole('textbox', { name: t.amount }).fill('100');
        // spec §5: the form does not submit until the forfeit is confirmed.
        const submit = dialog.getByRole('button', { name: t.withdraw });
        await expect(submit).toBeDisabled();
        expect((await balances(request, token)).bonus).toBe(before.bonus);
        await dialog.getByRole('checkbox', { name: t.confirm }).check();
        await submit.click();
        await expect(page.getByRole('alert').filter({ hasText: t.pending })).toBeVisible();
        await expect
          .poll(() => balances(request, token), { timeout: 10_000 })
          .toEqual({ balance: 0, cash: 0, bonus: 0 });
        await page.goto('/dashboard/bonuses');
        const card = page.getByTestId('bonus-row').filter({ hasText: t.trialTitle });
        await expect(card).toContainText(t.cancelled);
      });
    },
  );
}

// One source of terms (spec §1 promotions and bonuses): the welcome bonus's terms on /promotions
// are the very words Claim Bonus shows for the same offer, in each language.
for (const locale of ['en', 'tr'] as const) {
  test(
    `${locale}: /promotions and Claim Bonus show the same welcome-bonus terms`,
    { tag: '@mobile' },
    async ({ page, request }) => {
      const player = await registerPlayer(request, { locale, prefix: 'terms' });
      await page.addInitScript((l) => localStorage.setItem('lang', l), locale);
      await useStoredSession(page, player);
      await page.goto('/promotions');
      const promoted = page
        .locator('[data-testid="promotion-terms"][data-offer="first_deposit"]')
        .getByTestId('promotion-terms-text')
        .first();
      await expect(promoted).toBeVisible({ timeout: 20_000 });
      const words = (await promoted.innerText()).trim();
      expect(words).toContain(locale === 'en' ? 'Wager the bonus 5×' : 'Bonusun 5 katı');
      await page.goto('/dashboard/claim-bonus');
      await expect(
        page.getByTestId('offer-first_deposit').getByText(words, { exact: true }),
      ).toBeVisible({
        timeout: 20_000,
      });
    },
  );
}

// The slip knows the bonus's maximum stake before Place (spec §1 promotions and bonuses with
// spec §5, forms are not submitted while invalid): a player with the trial bonus (₺20 maximum)
// types ₺25 on a single on /spor and reads, by the stake, why Place bet stays off — the api's
// own sentence, before anything is sent. Desktop and phone (the slip's bottom sheet), tr and en.
const SLIP = {
  en: {
    badge: /^Bet slip, selections: \d+$/,
    slip: 'Bet slip',
    stakeOn: (name: string) => `Stake on ${name}`,
    place: 'Place bet',
    maxBet: 'While your bonus is active the largest stake is ₺20,00.',
  },
  tr: {
    badge: /^Kupon, \d+ seçim$/,
    slip: 'Kupon',
    stakeOn: (name: string) => `${name} için tutar`,
    place: 'Bahis yap',
    maxBet: 'Bonusunuz aktifken en yüksek bahis ₺20,00.',
  },
} as const;

for (const locale of ['en', 'tr'] as const) {
  const s = SLIP[locale];
  test(
    `${locale}: the slip refuses a stake above the bonus's maximum bet by the stake, before Place`,
    { tag: '@mobile' },
    async ({ page, request }) => {
      const player = await playerWithTrialBonus(request, locale);
      expect(await balances(request, player.authData.token)).toMatchObject({ maxBet: 20 });
      await page.addInitScript((l) => localStorage.setItem('lang', l), locale);
      await useStoredSession(page, player);
      await page.goto('/spor');
      const price = page
        .getByTestId('sports-event')
        .first()
        .getByRole('button', { name: /: .+ \d+\.\d\d$/ })
        .first();
      await expect(price).toBeVisible({ timeout: 20_000 });
      const selection = ((await price.getAttribute('aria-label')) ?? '').replace(
        /^.*: (.+) \d+\.\d\d$/,
        '$1',
      );
      await price.click();
      await expect(price).toHaveAttribute('aria-pressed', 'true');
      // On a phone the slip opens from its count badge as a bottom sheet.
      const badge = page.getByRole('button', { name: s.badge });
      const slip = (await badge.isVisible())
        ? (await badge.click(), page.getByRole('dialog', { name: s.slip }))
        : page.getByTestId('bet-slip');
      const stake = slip.getByLabel(s.stakeOn(selection));
      await stake.fill('25');
      await expect(stake).toBeFocused();
      await expect(slip.getByRole('alert').filter({ hasText: s.maxBet })).toBeVisible();
      await expect(slip.getByRole('button', { name: s.place })).toBeDisabled();
      // Within the maximum the message goes and Place may be tapped.
      await stake.fill('20');
      await expect(slip.getByText(s.maxBet)).toHaveCount(0);
      await expect(slip.getByRole('button', { name: s.place })).toBeEnabled();
    },
  );
}
