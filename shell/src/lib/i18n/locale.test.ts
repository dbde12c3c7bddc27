import { resolveLocale } from './locale';

describe('locale resolution (spec §4)', () => {
  it('uses a stored language only when it is among the available locales', () => {
    expect(resolveLocale('en', ['tr', 'en'])).toBe('en');
    expect(resolveLocale('de', ['tr', 'en'])).toBe('tr');
    expect(resolveLocale('en', ['tr'])).toBe('tr');
    expect(resolveLocale(null, ['tr', 'en'])).toBe('tr');
  });
});
