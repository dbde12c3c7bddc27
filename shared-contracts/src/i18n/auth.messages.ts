import { defineMessages } from './define';

/**
 * Every label, button and screen text of the shell's identity dialogs and the logged-in header
 * (spec §2 Header and Dialogs, §4). Where spec §2 quotes an English text, `en` is that text word
 * for word. Field labels double as the fields' accessible names (spec §2 Dialogs) and as the
 * api's field names in validation messages (validation/describe.ts). The account screens' own
 * texts live in the account remote (docs/decisions/004).
 */
export const authMessages = defineMessages({
  // Header and profile (spec §2 Header)
  'auth.header.login': { tr: 'Giriş Yap', en: 'Login' },
  'auth.header.signUp': { tr: 'Kayıt Ol', en: 'Sign Up' },
  'auth.header.logout': { tr: 'Çıkış Yap', en: 'Logout' },
  'auth.header.deposit': { tr: 'Para Yatır', en: 'Deposit' },
  'auth.header.balance': { tr: 'Bakiye', en: 'Balance' },
  // The balance's breakdown on tap (spec §1 promotions and bonuses: cash and bonus money apart).
  'auth.header.breakdown': { tr: 'Bakiye dökümü', en: 'Balance breakdown' },
  'auth.header.cash': { tr: 'Nakit', en: 'Cash' },
  'auth.header.bonus': { tr: 'Bonus', en: 'Bonus' },
  'auth.header.total': { tr: 'Toplam', en: 'Total' },
  'auth.header.withdrawable': {
    tr: 'Yalnızca nakit çekilebilir.',
    en: 'Only cash can be withdrawn.',
  },
  'auth.header.userCode': { tr: 'Kullanıcı Kodu', en: 'User Code' },
  'auth.header.profile': { tr: 'Profil', en: 'Profile' },
  'auth.dialog.close': { tr: 'Kapat', en: 'Close' },

  // Field labels (spec §2 Dialogs, §3 payload fields)
  'auth.field.username': { tr: 'Kullanıcı Adı', en: 'Username' },
  'auth.field.password': { tr: 'Şifre', en: 'Password' },
  'auth.field.password2': { tr: 'Şifre Tekrar', en: 'Confirm Password' },
  'auth.field.newPassword': { tr: 'Yeni Şifre', en: 'New Password' },
  'auth.field.oldPassword': { tr: 'Eski Şifre', en: 'Old Password' },
  'auth.field.confirmPassword': { tr: 'Şifre Tekrar', en: 'Confirm Password' },
  'auth.field.name': { tr: 'Ad', en: 'Name' },
  'auth.field.surname': { tr: 'Soyad', en: 'Surname' },
  'auth.field.email': { tr: 'E-posta', en: 'Email' },
  'auth.field.phone': { tr: 'Telefon', en: 'Phone' },
  'auth.field.personalNo': { tr: 'TC Kimlik No', en: 'TC No' },
  'auth.field.birthDate': { tr: 'Doğum Tarihi', en: 'Birth Date' },
  'auth.field.birthDateDay': { tr: 'Gün', en: 'Day' },
  'auth.field.birthDateMonth': { tr: 'Ay', en: 'Month' },
  'auth.field.birthDateYear': { tr: 'Yıl', en: 'Year' },
  'auth.field.country': { tr: 'Ülke', en: 'Country' },
  'auth.field.trialBonus': {
    tr: '{amount} deneme bonusu istiyorum',
    en: 'I want the {amount} trial bonus',
  },
  'auth.field.code': { tr: 'SMS Kodu', en: 'SMS Code' },
  'auth.field.resetCode': { tr: 'Sıfırlama Kodu', en: 'Reset Code' },
  'auth.field.showPassword': { tr: 'Şifreyi göster', en: 'Show password' },
  'auth.field.hidePassword': { tr: 'Şifreyi gizle', en: 'Hide password' },

  // Login (spec §2: username, password, login button, recovery link, sign-up link)
  'auth.login.title': { tr: 'Giriş Yap', en: 'Login' },
  'auth.login.submit': { tr: 'Giriş Yap', en: 'Login' },
  'auth.login.forgotPassword': { tr: 'Şifremi Unuttum', en: 'Forgot Password?' },
  'auth.login.signUpLink': {
    tr: 'Üye değil misiniz? Hemen Kayıt Olun!',
    en: 'Not a Member? Sign Up Now!',
  },

  // Registration (spec §2, §4 step 0)
  'auth.register.title': { tr: 'Kayıt Ol', en: 'Sign Up' },
  'auth.register.submit': { tr: 'Kayıt Ol', en: 'Sign Up' },
  'auth.register.signInLink': {
    tr: 'Zaten üye misiniz? Hemen Giriş Yapın!',
    en: 'Are you already a member? Sign In Now!',
  },
  'auth.register.countryPlaceholder': { tr: 'Ülke seçiniz', en: 'Select a country' },
  'auth.register.countriesLoading': { tr: 'Ülkeler yükleniyor…', en: 'Loading countries…' },

  // Registration phone verification (spec §2, §4 steps 1 and 2)
  'auth.verify.title': { tr: 'Telefon Doğrulama', en: 'Phone Verification' },
  'auth.verify.phoneText': {
    tr: 'Doğrulama kodu bu numaraya SMS ile gönderilecek.',
    en: 'A verification code will be sent to this number by SMS.',
  },
  'auth.verify.codeText': {
    tr: '{phone} numarasına gönderilen 6 haneli kodu giriniz.',
    en: 'Enter the 6-digit code sent to {phone}.',
  },
  'auth.verify.sendCode': { tr: 'Kod Gönder', en: 'Send Code' },
  'auth.verify.validate': { tr: 'Onayla', en: 'Validate' },
  'auth.verify.changePhone': { tr: 'Telefon Numarasını Değiştir', en: 'Change Phone Number' },
  'auth.verify.skip': { tr: 'Doğrulamayı Atla', en: 'Skip Verification' },

  // Celebration screen (spec §2, §4)
  'auth.celebration.title': { tr: 'Tebrikler!', en: 'Congratulations!' },
  'auth.celebration.registered': {
    tr: 'Hesabınız hazır. İyi eğlenceler!',
    en: 'Your account is ready. Enjoy!',
  },
  'auth.celebration.trialBonus': {
    tr: '{amount} deneme bonusunuzu almak ister misiniz?',
    en: 'Would you like to claim your {amount} trial bonus?',
  },
  'auth.celebration.terms': { tr: 'Bonus koşulları', en: 'Bonus terms' },
  'auth.celebration.yes': { tr: 'Evet', en: 'Yes' },
  'auth.celebration.deposit': { tr: 'Para Yatır', en: 'Deposit' },
  'auth.celebration.liveChat': { tr: 'Canlı Destek', en: 'Live Chat' },

  // Recovery, 4 steps (spec §2, §4)
  'auth.recovery.title': { tr: 'Şifremi Unuttum', en: 'Password Recovery' },
  'auth.recovery.step': { tr: 'Adım {step} / {total}', en: 'Step {step} of {total}' },
  'auth.recovery.usernameText': {
    tr: 'Şifrenizi sıfırlamak için kullanıcı adınızı giriniz.',
    en: 'Enter your username to reset your password.',
  },
  'auth.recovery.codeText': {
    tr: 'E-posta adresinize bir sıfırlama kodu gönderildi.',
    en: 'A reset code has been sent to your e-mail address.',
  },
  'auth.recovery.passwordText': {
    tr: 'Yeni şifrenizi belirleyiniz.',
    en: 'Choose your new password.',
  },
  'auth.recovery.success': {
    tr: 'Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.',
    en: 'Password change successful. You are now directed to the login page.',
  },
  'auth.recovery.send': { tr: 'Gönder', en: 'Send' },
  'auth.recovery.next': { tr: 'Devam', en: 'Continue' },
  'auth.recovery.submit': { tr: 'Şifreyi Değiştir', en: 'Change Password' },
  'auth.recovery.signUpLink': {
    tr: 'Üye değil misiniz? Hemen Kayıt Olun!',
    en: 'Not a Member? Sign Up Now!',
  },

  // SMS verify dialog (spec §2, §4)
  'auth.sms.title': { tr: 'SMS Doğrulama', en: 'SMS Verification' },
  'auth.sms.changePhone': { tr: 'Telefon Numarasını Değiştir', en: 'Change Phone Number' },
  'auth.sms.success': {
    tr: 'Tebrikler! Telefon numaranız başarıyla doğrulandı!',
    en: 'Congratulations! Your Phone Number has been successfully verified!',
  },
  'auth.sms.close': { tr: 'Kapat', en: 'Close' },

  // Logout (spec §4: first in the dialog priority)
  'auth.logout.title': { tr: 'Çıkış Yap', en: 'Logout' },
  'auth.logout.confirm': {
    tr: 'Çıkış yapmak istediğinize emin misiniz?',
    en: 'Are you sure you want to log out?',
  },
  'auth.logout.yes': { tr: 'Evet', en: 'Yes' },
  'auth.logout.cancel': { tr: 'Vazgeç', en: 'Cancel' },
});
