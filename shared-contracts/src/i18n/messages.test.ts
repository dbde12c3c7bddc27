import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACTS_VERSION } from '../version';
import { catalogFor, hasMessage, MESSAGE_GROUPS, translate } from './catalog';
import { LOCALES } from './define';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('i18n catalog', () => {
  it('has every key exactly once across the groups', () => {
    const keys = MESSAGE_GROUPS.flatMap((g) => Object.keys(g));
    const duplicates = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(duplicates).toEqual([]);
  });

  it('has a non-empty tr and en text for every key', () => {
    for (const group of MESSAGE_GROUPS) {
      for (const [key, texts] of Object.entries(group)) {
        for (const locale of LOCALES) {
          expect({ key, locale, empty: texts[locale].trim() === '' }).toEqual({
            key,
            locale,
            empty: false,
          });
        }
      }
    }
  });

  it('uses the same plain {name} placeholders in tr and en, no ICU plural', () => {
    for (const group of MESSAGE_GROUPS) {
      for (const [key, texts] of Object.entries(group)) {
        expect({ key, tr: placeholders(texts.tr) }).toEqual({ key, tr: placeholders(texts.en) });
        expect({ key, icu: /\{\w+,/.test(texts.tr + texts.en) }).toEqual({ key, icu: false });
      }
    }
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

describe('identity dialog texts (spec §2, issue 3)', () => {
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
    ['auth.phone.resend', 'Click to resend'],
    ['auth.phone.sendCode', 'Send Code'],
    ['auth.phone.verify', 'Verify'],
    ['auth.phone.updateNumber', 'Update Number'],
    ['auth.phone.verified', 'Verified'],
    ['auth.phone.notVerified', 'Not Verified'],
    ['auth.field.oldPassword', 'Old Password'],
    ['auth.field.password', 'Password'],
    ['auth.field.confirmPassword', 'Confirm Password'],
    ['auth.changePassword.submit', 'Change'],
    ['auth.header.login', 'Login'],
    ['auth.header.signUp', 'Sign Up'],
    ['auth.header.logout', 'Logout'],
    ['auth.field.personalNo', 'TC No'],
    ['api.loginFailed', 'Username or password is incorrect'],
  ] as const)('%s is the spec text', (key, text) => {
    expect(en[key]).toBe(text);
  });
});
