import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { uniqueId, uniqueNationalId, uniquePhone } from './data';
import { waitForOutboxCode } from './outbox';

// Shared steps of the identity specs. The texts are what a person reads on the page,
// in both languages; spec §2 quotes the English ones word for word.
export type Lang = 'en' | 'tr';

export const TEXT = {
  en: {
    headerLogin: 'Login',
    headerSignUp: 'Sign Up',
    myAccount: 'My Account',
    profileMenu: 'Profile menu',
    loginTitle: 'Login',
    registerTitle: 'Sign Up',
    verifyTitle: 'Phone Verification',
    celebrationTitle: 'Congratulations!',
    recoveryTitle: 'Password Recovery',
    logoutTitle: 'Logout',
    username: 'Username',
    password: 'Password',
    password2: 'Confirm Password',
    newPassword: 'New Password',
    name: 'Name',
    surname: 'Surname',
    email: 'Email',
    phone: 'Phone',
    personalNo: 'TC No',
    day: 'Day',
    month: 'Month',
    year: 'Year',
    country: 'Country',
    trialBonus: 'I want the ₺50,00 trial bonus',
    smsCode: 'SMS Code',
    resetCode: 'Reset Code',
    loginButton: 'Login',
    signUpButton: 'Sign Up',
    validate: 'Validate',
    sendCode: 'Send Code',
    skip: 'Skip Verification',
    changePhone: 'Change Phone Number',
    yes: 'Yes',
    deposit: 'Deposit',
    liveChat: 'Live Chat',
    logout: 'Logout',
    forgot: 'Forgot Password?',
    signUpLink: 'Not a Member? Sign Up Now!',
    signInLink: 'Are you already a member? Sign In Now!',
    send: 'Send',
    next: 'Continue',
    changePassword: 'Change Password',
    codeMailed: 'A reset code has been sent to your e-mail address.',
    recovered: 'Password change successful. You are now directed to the login page.',
    trialQuestion: 'Would you like to claim your ₺50,00 trial bonus?',
    loginFailed: 'Username or password is incorrect',
    required: 'This field is required',
  },
  tr: {
    headerLogin: 'Giriş Yap',
    headerSignUp: 'Üye Ol',
    myAccount: 'Hesabım',
    profileMenu: 'Profil menüsü',
    loginTitle: 'Giriş Yap',
    registerTitle: 'Kayıt Ol',
    verifyTitle: 'Telefon Doğrulama',
    celebrationTitle: 'Tebrikler!',
    recoveryTitle: 'Şifremi Unuttum',
    logoutTitle: 'Çıkış Yap',
    username: 'Kullanıcı Adı',
    password: 'Şifre',
    password2: 'Şifre Tekrar',
    newPassword: 'Yeni Şifre',
    name: 'Ad',
    surname: 'Soyad',
    email: 'E-posta',
    phone: 'Telefon',
    personalNo: 'TC Kimlik No',
    day: 'Gün',
    month: 'Ay',
    year: 'Yıl',
    country: 'Ülke',
    trialBonus: '₺50,00 deneme bonusu istiyorum',
    smsCode: 'SMS Kodu',
    resetCode: 'Sıfırlama Kodu',
    loginButton: 'Giriş Yap',
    signUpButton: 'Kayıt Ol',
    validate: 'Onayla',
    sendCode: 'Kod Gönder',
    skip: 'Doğrulamayı Atla',
    changePhone: 'Telefon Numarasını Değiştir',
    yes: 'Evet',
    deposit: 'Para Yatır',
    liveChat: 'Canlı Destek',
    logout: 'Çıkış Yap',
    forgot: 'Şifremi Unuttum',
    signUpLink: 'Üye değil misiniz? Hemen Kayıt Olun!',
    signInLink: 'Zaten üye misiniz? Hemen Giriş Yapın!',
    send: 'Gönder',
    next: 'Devam',
    changePassword: 'Şifreyi Değiştir',
    codeMailed: 'E-posta adresinize bir sıfırlama kodu gönderildi.',
    recovered: 'Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.',
    trialQuestion: '₺50,00 deneme bonusunuzu almak ister misiniz?',
    loginFailed: 'Kullanıcı adı veya şifre hatalı',
    required: 'Bu alan zorunludur',
  },
} as const;

export type Texts = (typeof TEXT)[Lang];

export async function openSite(page: Page, lang: Lang, path = '/') {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
  await page.goto(path);
}

/** The site header (a dialog's own header is a banner too, and comes later in the page). */
export function siteHeader(page: Page): Locator {
  return page.getByRole('banner').first();
}

export function dialogNamed(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name, exact: true });
}

export function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(label, { exact: true });
}

export interface Player {
  username: string;
  password: string;
  email: string;
  phone: string;
}

export function newPlayer(): Player {
  const username = `e2e${uniqueId(10)}`;
  return { username, password: 'secret12', email: `${username}@example.com`, phone: uniquePhone() };
}

/** Fills and sends the registration form (spec §2), from the header's Sign Up. */
export async function submitRegistration(
  page: Page,
  t: Texts,
  player: Player,
  { trialBonus }: { trialBonus: boolean },
) {
  await siteHeader(page).getByRole('button', { name: t.headerSignUp, exact: true }).click();
  const dialog = dialogNamed(page, t.registerTitle);
  await field(dialog, t.name).fill('Ayşe Nur');
  await field(dialog, t.surname).fill('Yılmaz');
  await field(dialog, t.username).fill(player.username);
  await field(dialog, t.email).fill(player.email);
  await field(dialog, t.password).fill(player.password);
  await field(dialog, t.password2).fill(player.password);
  await field(dialog, t.phone).pressSequentially(player.phone);
  await field(dialog, t.personalNo).fill(uniqueNationalId());
  await field(dialog, t.day).fill('07');
  await field(dialog, t.month).fill('03');
  await field(dialog, t.year).fill('1990');
  // spec §2/§4: countries from auth/form, Türkiye by default.
  await expect(field(dialog, t.country)).toBeEnabled();
  await expect(field(dialog, t.country).locator('option:checked')).toHaveText('Türkiye');
  if (trialBonus) await dialog.getByRole('checkbox', { name: t.trialBonus }).check();
  const since = new Date();
  await dialog.getByRole('button', { name: t.signUpButton, exact: true }).click();
  return since;
}

/** Reads the SMS code the api sent to the player's phone (development outbox). */
export function smsCode(request: APIRequestContext, phone: string, since: Date) {
  return waitForOutboxCode(request, { channel: 'sms', recipient: phone, since });
}

export async function expectLoggedIn(page: Page, t: Texts, username: string) {
  // spec §2 Logged in: the profile (name; hidden in the mobile header), balance and Deposit.
  await expect(page.getByTestId('profile-name').first()).toHaveText(username);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(
    siteHeader(page).getByRole('button', { name: t.headerLogin, exact: true }),
  ).toHaveCount(0);
}

export async function logout(page: Page, t: Texts) {
  await page.getByRole('button', { name: t.profileMenu }).click();
  await page
    .getByRole('navigation', { name: t.profileMenu })
    .getByRole('button', { name: t.logout })
    .click();
  // spec §4: logout reloads the page after 300 ms.
  const reloaded = page.waitForEvent('load');
  await dialogNamed(page, t.logoutTitle).getByRole('button', { name: t.yes }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/$/);
  await expect(
    siteHeader(page).getByRole('button', { name: t.headerLogin, exact: true }),
  ).toBeVisible();
}

export async function login(page: Page, t: Texts, username: string, password: string) {
  await siteHeader(page).getByRole('button', { name: t.headerLogin, exact: true }).click();
  const dialog = dialogNamed(page, t.loginTitle);
  await field(dialog, t.username).fill(username);
  await field(dialog, t.password).fill(password);
  await dialog.getByRole('button', { name: t.loginButton, exact: true }).click();
  return dialog;
}

/** Registers a player and skips the phone verification: a logged-in player for other specs. */
export async function registerAndSkip(page: Page, t: Texts, player: Player) {
  await submitRegistration(page, t, player, { trialBonus: true });
  const verify = dialogNamed(page, t.verifyTitle);
  await verify.getByRole('button', { name: t.skip }).click();
  await expect(verify).toHaveCount(0);
  await expectLoggedIn(page, t, player.username);
}
