import { defineMessages } from './define';

/**
 * Messages the api puts in the envelope's `message`, in the request's x-locale (spec §7/§8:
 * the screens show the server's message as a success or error notification). The api builds
 * them with translate(locale, key, values).
 */
export const apiMessages = defineMessages({
  // Generic (ARCHITECTURE.md › api: 400 readable, 401, 404, 429, never a stack trace)
  'api.ok': { tr: 'İşlem başarılı', en: 'Done' },
  'api.invalidRequest': { tr: 'Geçersiz istek: {detail}', en: 'Invalid request: {detail}' },
  'api.invalidRequestBody': {
    tr: 'İstek gövdesi okunamadı',
    en: 'The request body could not be read',
  },
  'api.fieldError': { tr: '{field}: {error}', en: '{field}: {error}' },
  'api.field.step': { tr: 'Adım', en: 'Step' },
  'api.notFound': {
    tr: 'İstenen kaynak bulunamadı',
    en: 'The requested resource was not found',
  },
  'api.tooManyRequests': {
    tr: 'Çok fazla deneme yapıldı. Lütfen {seconds} saniye sonra tekrar deneyin.',
    en: 'Too many attempts. Please try again in {seconds} seconds.',
  },
  'api.unauthorized': {
    tr: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.',
    en: 'Your session has ended. Please log in again.',
  },
  // Schema bounds (http/schemas/formats.ts): the field's label comes first ("Id: Must be at most …")
  'api.tooSmall': { tr: 'En az {min} olmalıdır', en: 'Must be at least {min}' },
  'api.tooLarge': { tr: 'En fazla {max} olabilir', en: 'Must be at most {max}' },
  'api.tooManyDecimals': {
    tr: 'En fazla {decimals} ondalık basamak olabilir',
    en: 'May have at most {decimals} decimal places',
  },
  'api.forbiddenCharacter': {
    tr: 'İzin verilmeyen bir karakter içeriyor',
    en: 'Contains a character that is not allowed',
  },
  'api.tooManyItems': { tr: 'En fazla {max} öğe olabilir', en: 'May have at most {max} items' },
  'api.tooFewItems': { tr: 'En az {min} öğe olmalıdır', en: 'Must have at least {min} items' },
  // Operator calls (admin/*): one answer for a missing or wrong token
  'api.adminTokenInvalid': {
    tr: 'Yönetici anahtarı eksik ya da hatalı',
    en: 'The admin token is missing or wrong',
  },
  'api.internalError': {
    tr: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    en: 'An unexpected error occurred. Please try again later.',
  },
  // A transaction Postgres rolled back for a lock conflict (40P01/40001): nothing happened.
  'api.busyRetry': {
    tr: 'Hesabınızda aynı anda başka bir işlem yapılıyordu; bu işlem yapılmadı. Lütfen tekrar deneyin.',
    en: 'Another operation on your account was running at the same moment; this one was not made. Please try again.',
  },

  // Login, register, logout
  'api.loginFailed': {
    tr: 'Kullanıcı adı veya şifre hatalı',
    en: 'Username or password is incorrect',
  },
  'api.loggedIn': { tr: 'Giriş başarılı. Hoş geldiniz!', en: 'Login successful. Welcome!' },
  'api.loggedOut': { tr: 'Çıkış yapıldı', en: 'You have been logged out' },
  'api.registered': {
    tr: 'Kayıt başarılı. Hoş geldiniz!',
    en: 'Registration successful. Welcome!',
  },
  'api.usernameTaken': {
    tr: 'Bu kullanıcı adı zaten kullanılıyor',
    en: 'This username is already taken',
  },
  'api.emailTaken': {
    tr: 'Bu e-posta adresi zaten kayıtlı',
    en: 'This e-mail address is already registered',
  },
  'api.personalNoTaken': {
    tr: 'Bu TC Kimlik No zaten kayıtlı',
    en: 'This TC No is already registered',
  },
  'api.countryUnknown': {
    tr: 'Seçilen ülke bulunamadı',
    en: 'The selected country does not exist',
  },

  // Recovery (never says whether the username exists)
  'api.resetCodeSent': {
    tr: 'Bu kullanıcı adına ait bir hesap varsa, e-posta adresine bir sıfırlama kodu gönderildi',
    en: 'If an account with this username exists, a reset code has been sent to its e-mail address',
  },
  'api.resetCodeValid': { tr: 'Kod doğrulandı', en: 'The code is correct' },

  // Codes (reset and SMS)
  'api.codeSent': {
    tr: 'Doğrulama kodu telefonunuza gönderildi',
    en: 'A verification code has been sent to your phone',
  },
  'api.codeInvalid': { tr: 'Kod hatalı', en: 'The code is incorrect' },
  'api.codeExpired': {
    tr: 'Kodun süresi doldu. Lütfen yeni bir kod isteyin.',
    en: 'The code has expired. Please request a new one.',
  },
  'api.codeTriesExceeded': {
    tr: 'Çok fazla hatalı deneme. Lütfen yeni bir kod isteyin.',
    en: 'Too many wrong attempts. Please request a new one.',
  },

  // Password and phone
  'api.passwordChanged': {
    tr: 'Şifreniz başarıyla değiştirildi',
    en: 'Your password has been changed successfully',
  },
  'api.oldPasswordWrong': { tr: 'Eski şifre hatalı', en: 'The old password is incorrect' },
  'api.phoneUpdated': {
    tr: 'Telefon numaranız güncellendi',
    en: 'Your phone number has been updated',
  },
  'api.phoneVerified': {
    tr: 'Telefon numaranız başarıyla doğrulandı',
    en: 'Your phone number has been verified successfully',
  },

  // Trial bonus (spec §4: once per player, amount > 0, phone verified)
  'api.trialBonusCredited': {
    tr: '{amount} deneme bonusu hesabınıza eklendi',
    en: 'A trial bonus of {amount} has been credited to your account',
  },
  'api.trialBonusAlreadyClaimed': {
    tr: 'Deneme bonusunu zaten aldınız',
    en: 'You have already claimed the trial bonus',
  },
  'api.trialBonusNotAvailable': {
    tr: 'Deneme bonusu şu anda sunulmuyor',
    en: 'The trial bonus is not available at the moment',
  },
  'api.trialBonusPhoneNotVerified': {
    tr: 'Deneme bonusu için önce telefon numaranızı doğrulayın',
    en: 'Verify your phone number first to claim the trial bonus',
  },

  // Call request
  'api.callRequestSaved': {
    tr: 'Talebiniz alındı. En kısa sürede sizi arayacağız.',
    en: 'Your request has been received. We will call you back shortly.',
  },

  // Outbox texts (SMS and e-mail codes, spec §4 phone verification and recovery)
  'api.outbox.smsCode': {
    tr: 'Oyna doğrulama kodunuz: {code}',
    en: 'Your Oyna verification code: {code}',
  },
  'api.outbox.resetSubject': { tr: 'Oyna şifre sıfırlama kodu', en: 'Oyna password reset code' },
  'api.outbox.resetText': {
    tr: 'Şifre sıfırlama kodunuz: {code}. Kod {minutes} dakika geçerlidir.',
    en: 'Your password reset code is {code}. It is valid for {minutes} minutes.',
  },
});
