import { test as base, expect } from '@playwright/test';
import { popupContentHash, popupSeenKey, STORAGE_KEYS } from '@oyna/contracts';

export interface ConsoleProblem {
  kind: 'console.error' | 'pageerror';
  text: string;
  url: string;
}

interface Fixtures {
  /**
   * Patterns of console errors a test expects (e.g. the failed manifest fetch of a remote it made
   * unreachable); they are left out of `consoleErrors`.
   */
  allowedConsoleErrors: RegExp[];
  /**
   * Console errors and uncaught page errors seen during the test, in order. They are attached to
   * the report when the test fails; assert `expect(consoleErrors).toEqual([])` to forbid them.
   */
  consoleErrors: ConsoleProblem[];
  /**
   * spec §4: the home page's popup banner shows once per content. Off by default, so that it
   * covers nothing a spec clicks (its content is marked seen before the page loads);
   * `test.use({ showPopup: true })` for the specs that test it.
   */
  showPopup: boolean;
  popupGuard: void;
  /**
   * Each test is a new device: FingerprintJS gives every headless Chromium of the run the same
   * visitor id, and the site allows the trial bonus once per device (spec §1 promotions and
   * bonuses), so each test's browser starts with a fingerprint of its own stored, as the site
   * stores the one it computes (spec §9: stored once and reused).
   */
  deviceGuard: void;
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  showPopup: [false, { option: true }],
  popupGuard: [
    async ({ page, request, showPopup }, use) => {
      if (!showPopup) {
        const res = await request.get('/api/cms/grouped');
        const popup = res.ok() ? (await res.json()).data?.popup : null;
        if (popup?.images?.length) {
          const key = popupSeenKey(popupContentHash(popup));
          await page.addInitScript((k) => localStorage.setItem(k, 'yes'), key);
        }
      }
      await use();
    },
    { auto: true },
  ],
  deviceGuard: [
    async ({ page }, use) => {
      const device = `e2e-${crypto.randomUUID().replace(/-/g, '')}`;
      await page.addInitScript(
        ([key, id]) => {
          if (!localStorage.getItem(key)) localStorage.setItem(key, id);
        },
        [STORAGE_KEYS.fingerprint, device] as const,
      );
      await use();
    },
    { auto: true },
  ],
  consoleErrors: async ({ page, allowedConsoleErrors }, use, testInfo) => {
    const problems: ConsoleProblem[] = [];
    const record = (kind: ConsoleProblem['kind'], text: string) => {
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      problems.push({ kind, text, url: page.url() });
    };
    page.on('console', (message) => {
      if (message.type() === 'error') record('console.error', message.text());
    });
    page.on('pageerror', (error) => record('pageerror', `${error.name}: ${error.message}`));
    await use(problems);
    if (problems.length && testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('console-errors.json', {
        body: JSON.stringify(problems, null, 2),
        contentType: 'application/json',
      });
    }
  },
});

export { expect };
