import { parse } from '@formatjs/icu-messageformat-parser';
import { catalogFor, LOCALES } from '@oyna/contracts';
import { compileMessages, compilePlain } from './compiled-messages';

// The shell's build gives react-intl no parser (tooling/rspack-app.mjs), so a text compiled here
// must be exactly what the ICU parser makes of it, and a text it cannot read must say so.
describe('pre-compiled texts (compiled-messages.ts)', () => {
  it('compiles every bundled text of both languages exactly as the ICU parser does', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(catalogFor(locale))) {
        const ast = compilePlain(text);
        expect({ key, ast }).toEqual({ key, ast: parse(text) });
      }
    }
  });

  it.each([
    'Hoş geldin',
    '{name}',
    '{a}{b}',
    'Bakiye: {amount} {currency}.',
    "Oyna'ya hoş geldin, {name}'in bonusu",
    "sonunda bir kesme'",
    '5 > 3',
    'Şartları <terms>buradan</terms> okuyun, {name}.',
    '<a>{x}</a><b>iki</b>',
    '<b></b>',
  ])('reads %j as the ICU parser does, or leaves it to the parser', (text) => {
    const ast = compilePlain(text);
    if (ast !== null) expect(ast).toEqual(parse(text));
  });

  it.each([
    '{count, plural, one {# bahis} other {# bahis}}',
    "'{quoted}' metin",
    "it''s",
    '<b><i>iç içe</i></b>',
    '<b>açık',
    '{ name }',
    'tek } parantez',
    '{',
  ])('leaves %j to the ICU parser', (text) => {
    expect(compilePlain(text)).toBeNull();
  });

  it('keeps the weaker text of a key whose stronger text waits for the parser', () => {
    const bundled = { 'route.home': 'Ana Sayfa', other: 'Diğer' };
    const overrides = { 'route.home': '{n, plural, other {# sayfa}}', other: '' };
    const waiting = compileMessages([bundled, overrides]);
    expect(waiting.pending).toEqual(['route.home']);
    expect(waiting.messages['route.home']).toEqual(parse('Ana Sayfa'));
    // An empty text stays empty: react-intl takes it as missing, as before.
    expect(waiting.messages.other).toBe('');

    const parsed = compileMessages([bundled, overrides], parse);
    expect(parsed.pending).toEqual([]);
    expect(parsed.messages['route.home']).toEqual(parse(overrides['route.home']));
  });

  it('leaves a text the parser refuses as it is, which react-intl shows verbatim', () => {
    const { messages } = compileMessages([{ broken: 'açık {parantez' }], parse);
    expect(messages.broken).toBe('açık {parantez');
  });
});
