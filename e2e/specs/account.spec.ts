import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { registrationPayload } from '@oyna/test-kit/registration';
import {
  expect,
  test,
  uniqueId,
  uniqueNationalId,
  uniquePhone,
  useStoredSession,
  waitForOutboxCode,
  type TestPlayer,
} from '../support';

// The account area (spec §2 account routes): a registered player with the trial bonus (so the
// ledger has a row) reaches every account screen from the account menu, filters the financial
// activities, downloads their CSV, requests a bonus that ops approve, and sees it in the bonuses
// and its sessions — in Turkish and English, on a desktop and on a phone.
const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };

const TEXTS = {
  en: {
    dashboard: 'My Account',
    accountMenu: 'Account menu',
    details: 'Account Details',
    financial: 'Financial Activities',
    games: 'Game History',
    claim: 'Claim Bonus',
    bonuses: 'My Bonuses',
    sessions: 'Session History',
    verified: 'Verified',
    bonusRow: /^Bonus.*Confirmed₺50,00$/,
    net: 'Net deposits',
    type: 'Type',
    deposit: 'Deposit',
    all: 'All',
    filter: 'Filter',
    noFinancial: 'No financial activity in this period. Try a wider date range.',
    noGames: /No game rounds in this period/,
    csv: 'Download CSV',
    request: 'Request',
    noDeposit: 'You need to make a deposit first',
    requested: 'Your bonus request was received and is pending approval',
    pendingStatus: 'Requested',
    activeStatus: 'Active',
    cancelledStatus: 'Cancelled',
    trialBonus: 'Trial Bonus',
    forfeit: 'Forfeit bonus',
    forfeitYes: 'Yes, forfeit',
    birthday: 'Birthday Bonus',
    thisSession: 'This session',
    endOthers: 'Log out other sessions',
    csvName: /^financial-activities_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
    depositRow: /^Deposit.*Confirmed₺500,00$/,
    withdrawRow: /^Withdrawal.*Pending-₺200,00$/,
    stake: 'Stake ₺10,00',
    kinds: /^(Win|Bet)$/,
    verify: 'Verify (provably fair)',
  },
  tr: {
    dashboard: 'Hesabım',
    accountMenu: 'Hesap menüsü',
    details: 'Hesap Bilgileri',
    financial: 'Finansal Hareketler',
    games: 'Oyun Geçmişi',
    claim: 'Bonus Talep',
    bonuses: 'Bonuslarım',
    sessions: 'Oturum Geçmişi',
    verified: 'Doğrulandı',
    bonusRow: /^Bonus.*Onaylandı₺50,00$/,
    net: 'Net yatırım',
    type: 'Tür',
    deposit: 'Yatırım',
    all: 'Tümü',
    filter: 'Filtrele',
    noFinancial: 'Bu dönemde finansal hareketiniz yok. Tarih aralığını genişletmeyi deneyin.',
    noGames: /Bu dönemde oyun turunuz yok/,
    csv: 'CSV indir',
    request: 'Talep Et',
    noDeposit: 'Bu bonus için önce bir yatırım yapmalısınız',
    requested: 'Bonus talebiniz alındı ve onay bekliyor',
    pendingStatus: 'Talep edildi',
    activeStatus: 'Aktif',
    cancelledStatus: 'İptal edildi',
    trialBonus: 'Deneme Bonusu',
    forfeit: 'Bonustan vazgeç',
    forfeitYes: 'Evet, vazgeç',
    birthday: 'Doğum Günü Bonusu',
    thisSession: 'Bu oturum',
    endOthers: 'Diğer oturumları kapat',
    csvName: /^finansal-hareketler_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
    depositRow: /^Yatırım.*Onaylandı₺500,00$/,
    withdrawRow: /^Çekim.*Beklemede-₺200,00$/,
    stake: 'Bahis ₺10,00',
    kinds: /^(Kazanç|Bahis)$/,
    verify: 'Doğrula (provably fair)',
  },
} as const;

type Locale = keyof typeof TEXTS;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A player whose birthday is today (so the birthday bonus may be requested), with a verified
 * phone and the trial bonus credited (₺50,00, a ledger row), as the registration flow does it.
 */
async function playerWithTrialBonus(
  request: APIRequestContext,
  locale: Locale,
): Promise<TestPlayer & { personalNo: string }> {
  const id = uniqueId(8);
  const username = `acc${id}`;
  const password = `pw-${id}`;
  const phone = `90${uniquePhone()}`;
  const personalNo = uniqueNationalId();
  const now = new Date();
  const day = pad(now.getUTCDate());
  const month = pad(now.getUTCMonth() + 1);
  const headers = { 'x-locale': locale };
  const res = await request.post('/api/auth/register', {
    headers,
    data: registrationPayload({
      name: 'Deniz',
      username,
      phone,
      personalNo,
      birthDate: `1990-${month}-${day}`,
      password,
    }),
  });
  const body = (await res.json()) as {
    success: boolean;
    message: string;
    data: TestPlayer['authData'];
  };
  expect(body, body.message).toMatchObject({ success: true });
  const auth = { ...headers, authorization: `Bearer ${body.data.token}` };
  const since = new Date();
  await request.post('/api/customer/updatephone', { headers: auth, data: { step: 1, phone } });
  const code = await waitForOutboxCode(request, { channel: 'sms', recipient: phone, since });
  const verified = await request.post('/api/customer/updatephone', {
    headers: auth,
    data: { step: 2, phone, code },
  });
  expect(verified.status()).toBe(200);
  const trial = await request.get('/api/bonus/definetrialbonus', { headers: auth });
  expect(trial.status(), await trial.text()).toBe(200);
  return {
    username,
    password,
    email: `${username}@example.com`,
    phone,
    personalNo,
    authData: { ...body.data, phone, smsVerified: true, balance: 50 },
  };
}

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

/** axe finds no serious or critical violation on the page as it is now. */
async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  expect(bad).toEqual([]);
}

const screenOf = (page: Page) => page.getByTestId('account-page');

async function openFromAccountMenu(page: Page, t: (typeof TEXTS)[Locale], name: string) {
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: t.accountMenu })
    .getByRole('link', { name, exact: true })
    .click();
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  // spec §2 breadcrumbs: My Account / the screen.
  await expect(page.getByRole('navigation', { name: 'breadcrumb' }).getByText(name)).toBeVisible();
}

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

test('@mobile the dashboard shows the account menu as tiles and a screen opens from a tile', async ({
  page,
  request,
}) => {
  const t = TEXTS.en;
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  const player = await playerWithTrialBonus(request, 'en');
  await useStoredSession(page, player);
  await page.goto('/dashboard');
  const tiles = page.getByRole('navigation', { name: t.accountMenu });
  await expect(tiles.getByRole('link', { name: t.financial })).toBeVisible({ timeout: 20_000 });
  await tiles.getByRole('link', { name: t.financial }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.financial })).toBeVisible();
  await expect(page.getByTestId('financial-row')).toHaveText(t.bonusRow);
  await expectAxeClean(page);
  // Phone first: nothing overflows the 390 px screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('@mobile-only every account screen opens from the profile sidebar on a phone', async ({
  page,
  request,
}) => {
  const t = TEXTS.en;
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  const player = await playerWithTrialBonus(request, 'en');
  await useStoredSession(page, player);
  await page.goto('/');
  for (const name of [t.details, t.financial, t.games, t.claim, t.bonuses, t.sessions]) {
    await page.getByRole('banner').first().getByRole('button', { name: t.dashboard }).click();
    const sidebar = page.getByRole('complementary', { name: 'Profile menu' });
    await sidebar.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('account-skeleton')).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, name).toBeLessThanOrEqual(0);
  }
});

test('the desktop user icon goes to the dashboard, whose menu reaches every account screen', async ({
  page,
  request,
}) => {
  const t = TEXTS.en;
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  const player = await playerWithTrialBonus(request, 'en');
  await useStoredSession(page, player);
  await page.goto('/');
  await page.getByRole('banner').first().getByRole('button', { name: t.dashboard }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const name of [t.details, t.financial, t.games, t.claim, t.bonuses, t.sessions]) {
    await page
      .getByRole('navigation', { name: t.accountMenu })
      .getByRole('link', { name, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // Back through the breadcrumb (spec §2: My Account / the screen).
    await page
      .getByRole('navigation', { name: 'breadcrumb' })
      .getByRole('link', { name: t.dashboard })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('logging out the other sessions: the other browser gets the login dialog on its next call', async ({
  page,
  browser,
  request,
}) => {
  // Two browser contexts and a registration: over the default 30 s on a loaded machine (it took
  // 31 s beside the other account, casino and payments specs).
  test.slow();
  const t = TEXTS.en;
  const player = await playerWithTrialBonus(request, 'en');
  const login = await request.post('/api/auth/login', {
    data: { username: player.username, password: player.password },
  });
  const second = ((await login.json()) as { data: TestPlayer['authData'] }).data;
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.addInitScript(() => localStorage.setItem('lang', 'en'));
  await useStoredSession(otherPage, { ...player, authData: { ...second, smsVerified: true } });
  await otherPage.goto('/dashboard');
  await expect(otherPage.getByText('Deniz Yılmaz')).toBeVisible({ timeout: 20_000 });

  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await useStoredSession(page, player);
  await openFromAccountMenu(page, t, t.sessions);
  await expect(page.getByTestId('session-row')).toHaveCount(2);
  await page.getByRole('button', { name: t.endOthers }).click();
  await expect(page.getByTestId('session-row').filter({ hasText: 'Ended' })).toHaveCount(1);

  const res = await request.get('/api/user/balance', {
    headers: { authorization: `Bearer ${second.token}` },
  });
  expect(res.status()).toBe(401);
  // Its next call (the balance poll) is refused: the login dialog opens.
  await expect(otherPage.getByRole('dialog').getByLabel(/Username/)).toBeVisible({
    timeout: 10_000,
  });
  await other.close();
});
