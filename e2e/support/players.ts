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

/**
 * A registered player with a verified phone and the trial bonus claimed (spec §4 Registration:
 * ₺50,00 in the seed), through the api calls the verification and bonus dialogs make.
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
  const trial = await request.get('/api/bonus/definetrialbonus', { headers: auth });
  expect(trial.status(), await trial.text()).toBe(200);
  return { ...player, authData: { ...player.authData, phone, smsVerified: true, balance: 50 } };
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
