import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN } from './account';
import { expect } from './fixtures';

// What the sports specs share (spec §2 routes: /spor, /livespor): the page's language, the
// sportsbook's operator api (the feed simulator's odds, live and finish), and the list's first
// price.

export { inLocale, type Locale } from './casino-round';

/** An operator call on the feed simulator (`/api/admin/sports/<path>`); its data. */
export async function sportsAdmin(
  request: APIRequestContext,
  path: string,
  data: Record<string, unknown>,
) {
  const res = await request.post(`/api/admin/sports/${path}`, { headers: ADMIN, data });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: unknown }).data;
}

/** The first bookable price of the list (a button named "<event>: <selection> <odds>"). */
export function firstPrice(page: Page) {
  return page
    .getByTestId('sports-event')
    .first()
    .getByRole('button', { name: /: .+ \d+\.\d\d$/ })
    .first();
}
