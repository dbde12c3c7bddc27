import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from '../remotes';
import { ROUTES } from '../routes';
import { CONTRACTS_VERSION } from '../version';
import { catalogFor, hasMessage, MESSAGE_GROUPS, translate } from './catalog';
import { textProblems } from './define';

describe('i18n catalog', () => {
  it('has every key exactly once across the groups', () => {
    const keys = MESSAGE_GROUPS.flatMap((g) => Object.keys(g));
    const duplicates = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(duplicates).toEqual([]);
  });

  it('has a non-empty tr and en text with the same plain {name} placeholders for every key', () => {
    expect(MESSAGE_GROUPS.flatMap((group) => textProblems(group))).toEqual([]);
  });

  it('finds an empty text, differing placeholders and ICU syntax', () => {
    expect(
      textProblems({
        'x.empty': { tr: ' ', en: 'Text' },
        'x.placeholders': { tr: '{min} karakter', en: '{max} characters' },
        'x.icu': { tr: '{n, plural, one {#} other {#}}', en: '{n, plural, one {#} other {#}}' },
      }),
    ).toEqual([
      'x.empty: no tr text',
      'x.placeholders: tr and en placeholders differ',
      'x.icu: ICU syntax',
    ]);
  });

  it('carries a title for every route, shown before any remote loads', () => {
    expect(ROUTES.filter((r) => !hasMessage(r.titleKey)).map((r) => r.id)).toEqual([]);
  });

  it("keeps no text in a remote's namespace: those ship with the remote", () => {
    const keys = MESSAGE_GROUPS.flatMap((g) => Object.keys(g));
    expect(keys.filter((k) => REMOTE_NAMES.some((r) => k.startsWith(`${r}.`)))).toEqual([]);
  });

  it('fills placeholders in translate() and falls back to tr for unknown locales', () => {
    expect(translate('en', 'validation.lengthBetween', { min: 5, max: 30 })).toBe(
      'Must be between 5 and 30 characters',
    );
    expect(translate('tr', 'validation.minLength', { min: 5 })).toBe('En az 5 karakter olmalıdır');
    expect(translate('de', 'validation.required')).toBe('Bu alan zorunludur');
    expect(translate('en', 'validation.minLength')).toBe('Must be at least {min} characters');
  });

  it('builds a full catalog per locale', () => {
    expect(catalogFor('en')['auth.login.signUpLink']).toBe('Not a Member? Sign Up Now!');
    expect(hasMessage('auth.field.username')).toBe(true);
    expect(hasMessage('auth.nope')).toBe(false);
  });

  it('keeps CONTRACTS_VERSION equal to the package version', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as {
      version: string;
    };
    expect(CONTRACTS_VERSION).toBe(pkg.version);
  });
});

describe('identity dialog texts (spec §2 Dialogs: the quoted English texts)', () => {
  const en = catalogFor('en');
  it.each([
    ['auth.login.signUpLink', 'Not a Member? Sign Up Now!'],
    ['auth.register.signInLink', 'Are you already a member? Sign In Now!'],
    ['auth.verify.changePhone', 'Change Phone Number'],
    ['auth.verify.skip', 'Skip Verification'],
    ['auth.verify.validate', 'Validate'],
    ['auth.celebration.title', 'Congratulations!'],
    ['auth.celebration.yes', 'Yes'],
    ['auth.celebration.deposit', 'Deposit'],
    ['auth.celebration.liveChat', 'Live Chat'],
    [
      'auth.recovery.success',
      'Password change successful. You are now directed to the login page.',
    ],
    ['auth.sms.success', 'Congratulations! Your Phone Number has been successfully verified!'],
    ['auth.sms.close', 'Close'],
    ['auth.field.oldPassword', 'Old Password'],
    ['auth.field.password', 'Password'],
    ['auth.field.confirmPassword', 'Confirm Password'],
    ['auth.header.login', 'Login'],
    ['auth.header.signUp', 'Sign Up'],
    ['auth.header.logout', 'Logout'],
    ['auth.field.personalNo', 'TC No'],
    ['api.loginFailed', 'Username or password is incorrect'],
  ] as const)('%s is the spec text', (key, text) => {
    expect(en[key]).toBe(text);
  });
});
