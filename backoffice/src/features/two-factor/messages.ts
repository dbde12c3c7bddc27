import { defineMessages } from '@oyna/contracts';

export const twoFactorMessages = defineMessages({
  'bo.nav.twoFactor': { tr: 'İki adımlı doğrulama', en: 'Two-factor' },
  'bo.twoFactor.title': { tr: 'İki adımlı doğrulama', en: 'Two-factor sign-in' },
  'bo.twoFactor.requiredTitle': {
    tr: 'İki adımlı doğrulamayı açın',
    en: 'Turn on two-factor sign-in',
  },
  'bo.twoFactor.required': {
    tr: 'Devam etmeden önce hesabınıza bir doğrulama uygulaması eklemelisiniz.',
    en: 'Before anything else, add an authenticator app to your account.',
  },
  'bo.twoFactor.why': {
    tr: 'Girişte şifrenizin yanında doğrulama uygulamanızdaki altı haneli kod istenir.',
    en: 'At login you give the six-digit code of your authenticator app as well as your password.',
  },
  'bo.twoFactor.start': { tr: 'Kurulumu başlat', en: 'Start' },
  'bo.twoFactor.scan': {
    tr: 'Doğrulama uygulamanızla bu QR kodunu okutun, ardından gösterdiği kodu girin.',
    en: 'Scan this QR code with your authenticator app, then enter the code it shows.',
  },
  'bo.twoFactor.qrAlt': {
    tr: 'Doğrulama uygulaması için QR kodu',
    en: 'QR code for the authenticator app',
  },
  'bo.twoFactor.manual': {
    tr: 'Okutamıyorsanız anahtarı elle girin:',
    en: 'Cannot scan? Type this key:',
  },
  'bo.twoFactor.code': { tr: 'Uygulamadaki kod', en: 'Code from the app' },
  'bo.twoFactor.confirm': { tr: 'Doğrula ve aç', en: 'Verify and turn on' },
  'bo.twoFactor.on': { tr: 'İki adımlı doğrulama açıldı.', en: 'Two-factor sign-in is on.' },
  'bo.twoFactor.codesOnce': {
    tr: 'Kurtarma kodlarınız yalnızca şimdi gösteriliyor. Her biri bir kez, telefonunuz yanınızda değilken kod yerine kullanılabilir. Güvenli bir yere kaydedin.',
    en: 'Your recovery codes are shown only now. Each works once, in place of a code, when your phone is not at hand. Keep them somewhere safe.',
  },
  'bo.twoFactor.codesKept': { tr: 'Kodları kaydettim', en: 'I have saved the codes' },
  'bo.twoFactor.alreadyOn': {
    tr: 'İki adımlı doğrulama açık. Uygulamanızı değiştirmek için bir yöneticiden sıfırlamasını isteyin.',
    en: 'Two-factor sign-in is on. To change your app, ask an owner to reset it.',
  },
});
