import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { registrationPayload } from '@oyna/test-kit/registration';
import { uniqueId, uniquePhone } from './data';
import { waitForOutboxCode } from './outbox';

export interface TestPlayer {
  username: string;
  password: string;
  email: string;
  phone: string;
  /** The stored auth data of spec §3, as auth/login answers it. */
  authData: Record<string, unknown> & { token: string };
}

export interface NewPlayerOptions {
  /** The language of the api's answers and texts (`x-locale`). */
  locale?: 'tr' | 'en';
  /** The username's first letters, so a spec's players are recognisable in the database. */
  prefix?: string;
}

/** Registers a fresh player through the api (spec §7 auth/register), as the register form does. */
export async function registerPlayer(
  request: APIRequestContext,
  { locale = 'en', prefix = 'e2e' }: NewPlayerOptions = {},
): Promise<TestPlayer> {
  const id = uniqueId(8);
  const username = `${prefix}${id}`;
  const password = `pw-${id}`;
  const email = `${username}@example.com`;
  const phone = `90${uniquePhone()}`;
  const res = await request.post('/api/auth/register', {
    headers: { 'x-locale': locale },
    data: registrationPayload({
      name: 'Deniz',
      username,
      email,
      phone,
      birthDate: '1990-05-17',
      password,
    }),
  });
  const body = (await res.json()) as {
    success: boolean;
    message: string;
    data: TestPlayer['authData'];
  };
  expect(body, body.message).toMatchObject({ success: true });
  return { username, password, email, phone, authData: body.data };
}

/** What a funded player holds: ₺100,00 of cash, the smallest bank transfer ops confirm. */
export const FUNDED_BALANCE = 100;
/** The same as the header and the games show it (spec §9: ₺, tr-TR, 2 decimals). */
export const FUNDED_TEXT = '₺100,00';

const DEV_ADMIN = { 'x-admin-token': process.env.ADMIN_TOKEN ?? 'oyna-dev-admin' };
const FUNDING_IBAN = 'TR330006100519786457841326';

/**
 * A registered player with a verified phone and ₺100,00 of cash: a bank-transfer deposit (spec §2
 * /dashboard/deposit) that ops confirm, through the calls the deposit dialog and the operators'
 * desk make. Cash, not the trial bonus: bonus money runs under its offer's terms (a maximum bet,
 * wagering, no withdrawal), which the specs of bonuses drive on purpose (bonuses.spec.ts).
 */
export async function fundedPlayer(
  request: APIRequestContext,
  options: NewPlayerOptions = {},
): Promise<TestPlayer> {
  const player = await registerPlayer(request, options);
  const { phone } = player;
  const auth = {
    'x-locale': options.locale ?? 'en',
    authorization: `Bearer ${player.authData.token}`,
  };
  const since = new Date();
  await request.post('/api/customer/updatephone', { headers: auth, data: { step: 1, phone } });
  const code = await waitForOutboxCode(request, { channel: 'sms', recipient: phone, since });
  const verified = await request.post('/api/customer/updatephone', {
    headers: auth,
    data: { step: 2, phone, code },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const deposit = await request.post('/api/payment/deposit', {
    headers: auth,
    data: {
      id: 2,
      type: 1,
      target: 'pay',
      requestKey: `fund-${player.username}`,
      detail: { BankId: 1, Iban: FUNDING_IBAN, Amount: FUNDED_BALANCE },
    },
  });
  expect(deposit.status(), await deposit.text()).toBe(200);
  const list = await request.get('/api/admin/payments?type=1&limit=500', { headers: DEV_ADMIN });
  const rows = ((await list.json()) as { data: { id: number; username: string }[] }).data;
  const mine = rows.find((r) => r.username === player.username);
  expect(mine, "the funding deposit is in the operators' queue").toBeDefined();
  const approved = await request.post('/api/admin/payments/approve', {
    headers: DEV_ADMIN,
    data: { id: mine!.id, operator: 'e2e-cashier' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return {
    ...player,
    authData: { ...player.authData, phone, smsVerified: true, balance: FUNDED_BALANCE },
  };
}

/** Starts the page with the player's stored auth data, as after a login (spec §4 Session). */
export async function useStoredSession(page: Page, player: TestPlayer): Promise<void> {
  await page.addInitScript((authData) => {
    if (!sessionStorage.getItem('e2e-session-seeded')) {
      localStorage.setItem('authData', JSON.stringify(authData));
      sessionStorage.setItem('e2e-session-seeded', '1');
    }
  }, player.authData);
}
