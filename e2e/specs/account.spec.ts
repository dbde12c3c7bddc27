import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, useStoredSession, type TestPlayer } from '../support';
import {
  ACCOUNT_TEXTS as TEXTS,
  ADMIN,
  expectAxeClean,
  openFromAccountMenu,
  playerWithTrialBonus,
} from '../support/account';

// The account area's screens and their records (spec §2 account routes): a registered player
// with the trial bonus (so the ledger has a row) reaches every account screen from the account
// menu, filters the financial activities, downloads their CSV, requests a bonus that ops
// approve, and sees it in the bonuses and its sessions; a player who deposited, withdrew and
// played sees those rows — in Turkish and English. How a player reaches the area on a phone or
// a desktop, and ends their other sessions, is account-menu.spec.ts.

const IBAN = 'TR330006100519786457841326';

/**
 * What the payments and casino issues record, made through the api as the player and ops would:
 * a ₺500 bank-transfer deposit ops confirm, a ₺200 withdrawal left Pending, and one ₺10 slot
 * round at the built-in provider (launched through spec §7 pragmaticlaunchurl).
 * Returns the round's win in kuruş.
 */
async function depositWithdrawPlay(
  request: APIRequestContext,
  player: TestPlayer,
  baseURL: string,
): Promise<number> {
  const auth = { authorization: `Bearer ${player.authData.token}`, 'x-locale': 'en' };
  const deposit = await request.post('/api/payment/deposit', {
    headers: auth,
    data: { id: 2, type: 1, target: 'pay', detail: { BankId: 1, Iban: IBAN, Amount: 500 } },
  });
  expect(deposit.status(), await deposit.text()).toBe(200);
  const list = await request.get('/api/admin/payments?type=1&limit=500', { headers: ADMIN });
  const rows = ((await list.json()) as { data: { id: number; username: string }[] }).data;
  const mine = rows.find((r) => r.username === player.username);
  expect(mine).toBeDefined();
  const approved = await request.post('/api/admin/payments/approve', {
    headers: ADMIN,
    data: { id: mine!.id, operator: 'e2e-cashier' },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  const withdraw = await request.post('/api/payment/withdraw', {
    headers: auth,
    data: {
      id: 4,
      type: 2,
      target: 'pay',
      detail: { FullName: 'Deniz Yılmaz', BankId: 4, Iban: IBAN, Amount: 200 },
      // The player confirms giving up the trial bonus: a withdrawal takes cash only.
      forfeitBonus: true,
    },
  });
  expect(withdraw.status(), await withdraw.text()).toBe(200);

  const launch = await request.post('/api/casino/pragmaticlaunchurl', {
    headers: { ...auth, origin: baseURL },
    data: { code: 'sultan-gold' },
  });
  expect(launch.status(), await launch.text()).toBe(200);
  const url = ((await launch.json()) as { data: string }).data;
  const session = url.split('/').pop()!;
  const spin = await request.post('/provider/games/api/slot/spin', {
    headers: { 'x-game-session': session },
    data: { stakeMinor: 1000 },
  });
  expect(spin.status(), await spin.text()).toBe(200);
  const body = (await spin.json()) as { data: { round: { winMinor: number } } };
  return body.data.round.winMinor;
}

const screenOf = (page: Page) => page.getByTestId('account-page');

for (const locale of ['en', 'tr'] as const) {
  const t = TEXTS[locale];

  test.describe(`account area (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
    });

    test('every account screen from the account menu; filter, CSV, a bonus request ops approve', async ({
      page,
      request,
    }) => {
      // A long journey through seven screens on a shared machine.
      test.setTimeout(120_000);
      const player = await playerWithTrialBonus(request, locale);
      await useStoredSession(page, player);

      // /dashboard: name, balance, phone state, the trial bonus among the recent rows.
      await page.goto('/dashboard');
      // The first visit loads the account remote: on a busy machine that can take a while.
      await expect(page.getByText('Deniz Yılmaz')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('dashboard-balance')).toHaveText('₺50,00');
      await expect(page.getByRole('link', { name: t.verified })).toBeVisible();
      await expect(page.getByTestId('financial-row').first()).toHaveText(t.bonusRow);
      await expectAxeClean(page);

      await openFromAccountMenu(page, t, t.details);
      const tc = player.personalNo;
      await expect(page.getByText(`${tc.slice(0, 3)}******${tc.slice(-2)}`)).toBeVisible();
      await expect(page.getByText(tc, { exact: true })).toHaveCount(0);

      // Financial activities: the trial bonus, the net deposits, a type filter, the CSV.
      await openFromAccountMenu(page, t, t.financial);
      await expect(page.getByTestId('financial-row')).toHaveCount(1);
      await expect(page.getByTestId('financial-row')).toHaveText(t.bonusRow);
      await expect(page.getByTestId('net-deposits').getByText('₺0,00').last()).toBeVisible();
      await expectAxeClean(page);
      await screenOf(page).getByLabel(t.type, { exact: true }).selectOption({ label: t.deposit });
      await screenOf(page).getByRole('button', { name: t.filter }).click();
      await expect(page.getByText(t.noFinancial)).toBeVisible();
      await screenOf(page).getByLabel(t.type, { exact: true }).selectOption({ label: t.all });
      await screenOf(page).getByRole('button', { name: t.filter }).click();
      await expect(page.getByTestId('financial-row')).toHaveCount(1);
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: t.csv }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(t.csvName);
      const csv = await new Promise<string>((resolve, reject) => {
        void download.createReadStream().then((stream) => {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          stream.on('error', reject);
        }, reject);
      });
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r\n/);
      expect(lines[0]).toBe('time,type,category,status,amount,balanceAfter,reference');
      expect(lines.slice(1)).toEqual([
        expect.stringMatching(/,0,bonus,Confirmed,50\.00,50\.00,player_bonus:\d+$/),
      ]);

      await openFromAccountMenu(page, t, t.games);
      await expect(page.getByText(t.noGames)).toBeVisible();

      // One active bonus at a time (spec §1 promotions and bonuses): the player gives up the
      // trial bonus on My Bonuses; its bonus money goes, the bonus shows Cancelled.
      await openFromAccountMenu(page, t, t.bonuses);
      const trial = page.getByTestId('bonus-row').filter({ hasText: t.trialBonus });
      await trial.getByRole('button', { name: t.forfeit }).click();
      await page.getByRole('button', { name: t.forfeitYes }).click();
      await expect(trial).toContainText(t.cancelledStatus);
      await expect(page.getByTestId('header-balance')).toContainText('₺0,00', { timeout: 10_000 });

      // Bonus Talep: the first-deposit offer says why not; the birthday bonus is requested.
      await openFromAccountMenu(page, t, t.claim);
      const firstDeposit = page.getByTestId('offer-first_deposit');
      await expect(firstDeposit.getByText(t.noDeposit)).toBeVisible();
      await expect(firstDeposit.getByRole('button', { name: t.request })).toBeDisabled();
      await page.getByTestId('offer-birthday').getByRole('button', { name: t.request }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.requested }).first()).toBeVisible();

      await openFromAccountMenu(page, t, t.bonuses);
      const row = page.getByTestId('bonus-row').first();
      await expect(row).toContainText(t.birthday);
      await expect(row).toContainText(t.pendingStatus);

      // Ops approve it (like a withdrawal): the balance and the Bonus notification arrive live.
      const list = await request.get('/api/admin/bonusrequests?status=pending&take=100', {
        headers: ADMIN,
      });
      const pending = ((await list.json()) as { data: { id: number; username: string }[] }).data;
      const mine = pending.find((r) => r.username === player.username);
      expect(mine).toBeDefined();
      const approved = await request.post('/api/admin/bonusrequest', {
        headers: { ...ADMIN, 'x-locale': locale },
        data: { id: mine?.id, approve: true },
      });
      expect(approved.status(), await approved.text()).toBe(200);
      await expect(page.getByRole('alert').filter({ hasText: t.birthday }).first()).toBeVisible();
      await expect(page.getByTestId('header-balance')).toContainText('100,00', { timeout: 10_000 });
      await page.reload();
      await expect(page.getByTestId('bonus-row').first()).toContainText(t.activeStatus);

      await openFromAccountMenu(page, t, t.sessions);
      await expect(page.getByText(t.thisSession)).toBeVisible();
    });

    test('a player who deposited, withdrew and played sees those rows, statuses and net deposits', async ({
      page,
      request,
      baseURL,
    }) => {
      const player = await playerWithTrialBonus(request, locale);
      const winMinor = await depositWithdrawPlay(request, player, baseURL!);
      await useStoredSession(page, player);
      const money = (minor: number) =>
        `₺${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(minor / 100)}`;

      // /dashboard: the balance and the last transactions and rounds (spec §2 dashboard).
      await page.goto('/dashboard');
      await expect(page.getByTestId('dashboard-balance')).toHaveText(
        money(30_000 - 1000 + winMinor),
        {
          timeout: 20_000,
        },
      );
      await expect(page.getByTestId('financial-row').first()).toHaveText(t.withdrawRow);
      await expect(page.getByTestId('round-row').first()).toContainText('Sultan Gold');

      // Financial activities: newest first, each with its §3 status; the net deposits above.
      await openFromAccountMenu(page, t, t.financial);
      const rows = page.getByTestId('financial-row');
      await expect(rows).toHaveCount(4);
      await expect(rows.nth(0)).toHaveText(t.withdrawRow);
      // The trial bonus forfeited by the withdrawal: its bonus money went, cash stayed.
      await expect(rows.nth(1)).toHaveText(/^Bonus.*-₺50,00$/);
      await expect(rows.nth(2)).toHaveText(t.depositRow);
      await expect(rows.nth(3)).toHaveText(t.bonusRow);
      const net = page.getByTestId('net-deposits');
      await expect(net.getByRole('definition')).toHaveText(['₺500,00', '₺200,00', '₺300,00']);

      // Game history: the round with its stake, win, net and kind (spec §3 Win1 / Bet2).
      await openFromAccountMenu(page, t, t.games);
      const round = page.getByTestId('round-row');
      await expect(round).toHaveCount(1);
      await expect(round).toContainText('Sultan Gold');
      await expect(round).toContainText(`${t.stake} · `);
      await expect(round).toContainText(money(winMinor));
      await expect(round.locator('.account-status')).toHaveText(t.kinds);
      // A round of the built-in provider links to its provably-fair verification.
      await expect(round.getByRole('link', { name: t.verify })).toHaveAttribute(
        'href',
        /\/provider\/games\/verify\//,
      );
    });
  });
}
