import fs from 'node:fs';

/**
 * The Chromium the specs drive: CHROMIUM_PATH when set; else Debian's `chromium-headless-shell`
 * package when installed — the old headless shell, what Playwright itself runs for headless tests
 * (Chromium 156's `--headless` in the full browser starts the desktop's WebUI renderers and an
 * on-device-model service in every browser: the whole suite took ~20 min against 13.9 with the
 * shell on the 2-core machine, the same baselines matching); else Debian's full `chromium`.
 * Both come from Debian: Playwright's own browser downloads are never used.
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
