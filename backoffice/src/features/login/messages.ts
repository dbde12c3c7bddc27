import { defineMessages } from '@oyna/contracts';

export const loginMessages = defineMessages({
  'bo.login.title': { tr: 'Personel girişi', en: 'Staff login' },
  'bo.login.email': { tr: 'E-posta veya kullanıcı adı', en: 'E-mail or user name' },
  'bo.login.password': { tr: 'Şifre', en: 'Password' },
  'bo.login.submit': { tr: 'Giriş yap', en: 'Log in' },
  'bo.login.codeTitle': { tr: 'İki adımlı doğrulama', en: 'Two-factor login' },
  'bo.login.code': { tr: 'Doğrulama kodu', en: 'Verification code' },
  'bo.login.codeHint': {
    tr: 'Doğrulama uygulamanızdaki altı haneli kodu veya bir kurtarma kodunu girin.',
    en: 'Enter the six-digit code from your authenticator app, or a recovery code.',
  },
  'bo.login.verify': { tr: 'Doğrula', en: 'Verify' },
  'bo.login.back': { tr: 'Farklı bir hesapla giriş yap', en: 'Log in with another account' },
});
