import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueId, uniqueNationalId, uniquePhone } from './data';

export interface TestPlayer {
  username: string;
  password: string;
  email: string;
  phone: string;
  /** The stored auth data of spec §3, as auth/login answers it. */
  authData: Record<string, unknown> & { token: string };
}

/** Registers a fresh player through the api (spec §7 auth/register), as the register form does. */
export async function registerPlayer(request: APIRequestContext): Promise<TestPlayer> {
  const id = uniqueId(8);
  const username = `e2e${id}`;
  const password = `pw-${id}`;
  const email = `${username}@example.com`;
  const phone = `90${uniquePhone()}`;
  const res = await request.post('/api/auth/register', {
    headers: { 'x-locale': 'en' },
    data: {
      name: 'Deniz',
      surname: 'Yılmaz',
      username,
      email,
      phone,
      PersonalNo: uniqueNationalId(),
      country: 235,
      currencyId: 1,
      birthDate: '1990-05-17',
      birthDateDay: '17',
      birthDateMonth: '05',
      birthDateYear: '1990',
      password,
      password2: password,
    },
  });
  const body = (await res.json()) as {
    success: boolean;
    message: string;
    data: TestPlayer['authData'];
  };
  expect(body, body.message).toMatchObject({ success: true });
  return { username, password, email, phone, authData: body.data };
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
