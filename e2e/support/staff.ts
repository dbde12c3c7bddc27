import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { StaffRole } from '@oyna/contracts';
import { uniqueId } from './data';
import { expect } from './fixtures';

/**
 * Staff in the back office through nginx (the back office › how it is proven): the seeded owner
 * of development, a browser of its own per person, login on the screen (Turkish, its default),
 * and staff of a role created by the owner with the owner's cookie session.
 */
export const DEV_OWNER = { email: 'owner@oyna.local', password: 'oyna-dev-owner' };
export const STAFF_PASSWORD = 'e2e-staff-password-1';

/** A browser of its own (another person), as the config's pages are: the site, in tr-TR. */
export async function newStaffPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  return context.newPage();
}

/** Logs in on the back office's login screen (Turkish, its default language). */
export async function logInStaff(page: Page, email: string, password: string) {
  await page.goto('/backoffice/');
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
}

/** The CSRF cookie the api set at login, which the app echoes on every POST. */
export async function staffCsrfOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'oyna_staff_csrf');
  expect(cookie, 'the CSRF cookie').toBeDefined();
  return cookie!.value;
}

/** The seeded owner, logged in through the screen in a browser of its own. */
export async function ownerPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const page = await newStaffPage(browser, baseURL);
  await logInStaff(page, DEV_OWNER.email, DEV_OWNER.password);
  await expect(page.getByTestId('bo-who')).toHaveText('owner (Yönetici)');
  return page;
}

/** A staff member of `role`, created by the logged-in owner (admin/staff/create, x-csrf-token). */
export async function createStaff(owner: Page, role: StaffRole) {
  const email = `${role}-${uniqueId()}@staff.e2e`;
  const name = `E2E ${role} ${uniqueId(4)}`;
  const res = await owner.request.post('/api/admin/staff/create', {
    headers: { 'x-csrf-token': await staffCsrfOf(owner.context()) },
    data: { email, name, role, password: STAFF_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { email, name, password: STAFF_PASSWORD };
}
