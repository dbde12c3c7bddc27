import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support';
import {
  dialogNamed,
  field,
  openSite,
  siteHeader,
  TEXT,
  type Lang,
  type Texts,
} from '../support/identity';

// About forty rules typed one by one: more than 30 s when the machine is busy.
test.describe.configure({ timeout: 60_000 });

// Every rule of spec §5 for the identity forms is rejected in the form, with the first
// error of the control shown and the submit button disabled ("Forms are not submitted while
// invalid"). The messages are the validation catalog's, in the page's language.
const MESSAGES = {
  en: {
    required: 'This field is required',
    between: (min: number, max: number) => `Must be between ${min} and ${max} characters`,
    atLeast: (min: number) => `Must be at least ${min} characters`,
    exactly: (n: number) => `Must be exactly ${n} characters`,
    letters: 'Only letters, with single spaces between words',
    alnum: 'Only letters and digits are allowed',
    digits: 'Only digits are allowed',
    email: 'Enter a valid e-mail address',
    mismatch: 'Passwords do not match',
    date: 'Enter a valid date',
  },
  tr: {
    required: 'Bu alan zorunludur',
    between: (min: number, max: number) => `${min} ile ${max} karakter arasında olmalıdır`,
    atLeast: (min: number) => `En az ${min} karakter olmalıdır`,
    exactly: (n: number) => `Tam olarak ${n} karakter olmalıdır`,
    letters: 'Yalnızca harf ve kelimeler arasında tek boşluk kullanılabilir',
    alnum: 'Yalnızca harf ve rakam kullanılabilir',
    digits: 'Yalnızca rakam kullanılabilir',
    email: 'Geçerli bir e-posta adresi giriniz',
    mismatch: 'Şifreler eşleşmiyor',
    date: 'Geçerli bir tarih giriniz',
  },
};

async function expectRejected(
  dialog: Locator,
  label: string,
  value: string,
  message: string,
  submit: Locator,
) {
  const input = field(dialog, label);
  await input.fill(value);
  await input.blur();
  await expect(input).toHaveAccessibleDescription(message);
  await expect(submit).toBeDisabled();
}

async function openFromHeader(page: Page, t: Texts, button: string, title: string) {
  await siteHeader(page).getByRole('button', { name: button, exact: true }).click();
  return dialogNamed(page, title);
}

for (const lang of ['en', 'tr'] as Lang[]) {
  const t = TEXT[lang];
  const m = MESSAGES[lang];

  test(`login and recovery rules of spec §5 are rejected in the form (${lang})`, async ({
    page,
  }) => {
    await openSite(page, lang);
    const login = await openFromHeader(page, t, t.headerLogin, t.loginTitle);
    const loginButton = login.getByRole('button', { name: t.loginButton, exact: true });
    await expect(loginButton).toBeDisabled();
    // An error fills the space kept under its field: the links below stay under the pointer
    // (the form kit's styles arrive with the login form, house rule: no layout shift).
    const forgot = login.getByRole('button', { name: t.forgot });
    const forgotAt = (await forgot.boundingBox())?.y;
    await expectRejected(login, t.username, '', m.required, loginButton);
    expect((await forgot.boundingBox())?.y).toBe(forgotAt);
    await expectRejected(login, t.username, 'u'.repeat(51), m.between(1, 50), loginButton);
    await field(login, t.username).fill('player1');
    await expectRejected(login, t.password, '', m.required, loginButton);
    await expectRejected(login, t.password, 'ab', m.between(3, 100), loginButton);
    await expectRejected(login, t.password, 'p'.repeat(101), m.between(3, 100), loginButton);

    await login.getByRole('button', { name: t.forgot }).click();
    const recovery = dialogNamed(page, t.recoveryTitle);
    const send = recovery.getByRole('button', { name: t.send, exact: true });
    await expectRejected(recovery, t.username, '', m.required, send);
    await expectRejected(recovery, t.username, 'a', m.between(2, 20), send);
    await expectRejected(recovery, t.username, 'a'.repeat(21), m.between(2, 20), send);
  });

  test(`registration rules of spec §5 are rejected in the form (${lang})`, async ({ page }) => {
    // Thirty rules typed and submitted one by one: ~50 s when CI's two workers share two cores.
    test.slow();
    await openSite(page, lang);
    const dialog = await openFromHeader(page, t, t.headerSignUp, t.registerTitle);
    const submit = dialog.getByRole('button', { name: t.signUpButton, exact: true });
    const cases: [string, string, string][] = [
      [t.name, '', m.required],
      [t.name, 'A', m.between(2, 100)],
      [t.name, 'Ayşe  Nur', m.letters],
      [t.name, 'Ayşe1', m.letters],
      [t.surname, '', m.required],
      [t.surname, 'Y'.repeat(101), m.between(2, 100)],
      [t.username, '', m.required],
      [t.username, 'abcd', m.between(5, 30)],
      [t.username, 'a'.repeat(31), m.between(5, 30)],
      [t.username, 'ayşe123', m.alnum],
      [t.email, '', m.required],
      [t.email, 'a@b', m.between(5, 100)],
      [t.email, 'ayse.example.com', m.email],
      [t.password, '', m.required],
      [t.password, 'abcd', m.atLeast(5)],
      [t.personalNo, '', m.required],
      [t.personalNo, '1234567890', m.exactly(11)],
      [t.personalNo, '1234567890a', m.digits],
      [t.day, '', m.required],
      [t.day, '7', m.exactly(2)],
      [t.day, '32', m.date],
      [t.month, '', m.required],
      [t.month, '13', m.date],
      [t.year, '', m.required],
      [t.year, '199', m.exactly(4)],
    ];
    for (const [label, value, message] of cases) {
      await expectRejected(dialog, label, value, message, submit);
    }
    // Passwords must match.
    await field(dialog, t.password).fill('secret1');
    await expectRejected(dialog, t.password2, '', m.required, submit);
    await expectRejected(dialog, t.password2, 'secret2', m.mismatch, submit);
    // The phone: required, 5 to 20 digits, typed through the 10-digit mask after +90.
    const phone = field(dialog, t.phone);
    await phone.fill('');
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription(m.required);
    await phone.pressSequentially('5321');
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription(m.between(5, 20));
    await phone.pressSequentially('abc');
    await expect(phone).toHaveValue('532 1');
    // The country is required too.
    await expect(field(dialog, t.country)).toBeEnabled();
    await field(dialog, t.country).focus();
    await field(dialog, t.country).selectOption({ index: 0 });
    await field(dialog, t.country).blur();
    await expect(field(dialog, t.country)).toHaveAccessibleDescription(m.required);
    await expect(submit).toBeDisabled();
  });
}
