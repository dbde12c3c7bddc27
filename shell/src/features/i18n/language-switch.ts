import { LANGUAGE_RELOAD_MS, STORAGE_KEYS } from '@oyna/contracts';
import { reloadPage } from '../../lib/browser';

/**
 * spec §4: changing language stores it and reloads the page after 100 ms. The reload is
 * injectable because jsdom cannot reload a page.
 */
export function switchLanguage(locale: string, reload: () => void = reloadPage): void {
  try {
    localStorage.setItem(STORAGE_KEYS.lang, locale);
  } catch {
    // Without storage the reload keeps the default language; nothing else to do.
  }
  setTimeout(reload, LANGUAGE_RELOAD_MS);
}
