import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderChrome } from '../../test/render-shell';
import { localeResolved } from '../../lib/i18n/i18n-slice';
import { LanguageDropdown } from './language-dropdown';
import { initialLocale } from '../../lib/i18n/locale';

beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('language (spec §4)', () => {
  it('starts in the stored language only when it is a bundled locale, else tr', () => {
    localStorage.setItem('lang', 'en');
    expect(initialLocale()).toBe('en');
    localStorage.setItem('lang', 'de');
    expect(initialLocale()).toBe('tr');
    localStorage.removeItem('lang');
    expect(initialLocale()).toBe('tr');
  });

  it('offers Türkçe and English with flags, and stores the choice then reloads after 100 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const reload = jest.fn();
    renderChrome(<LanguageDropdown reload={reload} />);
    await user.click(screen.getByRole('button', { name: 'Dil: Türkçe' }));
    const list = within(screen.getByRole('list', { name: 'Dil seçimi' }));
    expect(list.getByRole('button', { name: 'Türkçe' })).toHaveAttribute('aria-current', 'true');
    expect(list.getAllByRole('presentation')).toHaveLength(2);
    await user.click(list.getByRole('button', { name: 'English' }));
    expect(localStorage.getItem('lang')).toBe('en');
    act(() => jest.advanceTimersByTime(99));
    expect(reload).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('names itself in English once the locale is en, and choosing the current one does nothing', async () => {
    const reload = jest.fn();
    const { store } = renderChrome(<LanguageDropdown reload={reload} />);
    act(() => {
      store.dispatch(localeResolved('en'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(localStorage.getItem('lang')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
