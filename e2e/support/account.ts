import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { registrationPayload } from '@oyna/test-kit/registration';
import { expect } from './fixtures';
import { uniqueId, uniqueNationalId, uniquePhone } from './data';
import { waitForOutboxCode } from './outbox';
import { useStoredSession, type TestPlayer } from './players';

// What the account specs share (spec §2 account routes): the screens' words in both languages,
// a player with the trial bonus credited, the account menu, and the axe check of a screen.

/** The operators' api, as the dev stack's admin token opens it. */
export const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };

export const ACCOUNT_TEXTS = {
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

export type AccountLocale = keyof typeof ACCOUNT_TEXTS;
export type AccountTexts = (typeof ACCOUNT_TEXTS)[AccountLocale];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A player whose birthday is today (so the birthday bonus may be requested), with a verified
 * phone and the trial bonus credited (₺50,00, a ledger row), as the registration flow does it.
 */
export async function playerWithTrialBonus(
  request: APIRequestContext,
  locale: AccountLocale,
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

/** axe finds no serious or critical violation on the page as it is now. */
export async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  expect(bad).toEqual([]);
}

/** Opens a screen from the dashboard's account menu, as a player does; its heading and breadcrumb show. */
export async function openFromAccountMenu(page: Page, t: AccountTexts, name: string) {
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

/** A player with the trial bonus, signed in on this page with the site in English. */
export async function signedInInEnglish(
  page: Page,
  request: APIRequestContext,
): Promise<TestPlayer & { personalNo: string }> {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  const player = await playerWithTrialBonus(request, 'en');
  await useStoredSession(page, player);
  return player;
}

/** How far the page is wider than the screen (phone first: nothing may overflow). */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
