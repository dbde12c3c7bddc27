import type { ServerTexts } from './api-texts';

/**
 * The api's texts of the back office's staff identity (staff login, two-factor, roles), tr and
 * en. Merged into the api's texts by lib/messages.ts.
 */
export const STAFF_TEXTS = {
  'server.staff.loginFailed': {
    tr: 'E-posta adresi veya şifre hatalı',
    en: 'The e-mail address or password is wrong',
  },
  'server.staff.codeRequired': {
    tr: 'Doğrulama uygulamanızdaki altı haneli kodu veya bir kurtarma kodunu girin',
    en: 'Enter the six-digit code from your authenticator app, or a recovery code',
  },
  'server.staff.codeWrong': {
    tr: 'Kod hatalı veya daha önce kullanıldı',
    en: 'The code is wrong or has already been used',
  },
  'server.staff.forbidden': {
    tr: '{role} rolü bu işlemi yapamaz',
    en: 'The {role} role may not do this',
  },
  'server.staff.enrolFirst': {
    tr: 'Önce iki adımlı doğrulamayı kurun',
    en: 'Set up two-factor login first',
  },
  'server.staff.staffOnly': {
    tr: 'Bu işlemi yalnızca oturum açmış bir personel yapabilir',
    en: 'Only a logged-in staff member can do this',
  },
  'server.staff.totpAlreadyOn': {
    tr: 'İki adımlı doğrulama zaten açık; yeniden kurmak için bir yöneticiye sıfırlatın',
    en: 'Two-factor login is already on; ask an owner to reset it to set it up again',
  },
  'server.staff.totpNotStarted': {
    tr: 'Önce iki adımlı doğrulama kurulumunu başlatın',
    en: 'Start the two-factor set-up first',
  },
  'server.staff.emailTaken': {
    tr: 'Bu e-posta adresiyle bir personel zaten var',
    en: 'A staff member with this e-mail address already exists',
  },
  'server.staff.notFound': { tr: 'Personel bulunamadı', en: 'The staff member was not found' },
  'server.staff.tokenNotFound': { tr: 'Anahtar bulunamadı', en: 'The token was not found' },
  'server.staff.tokenNameTaken': {
    tr: 'Bu adla bir anahtar zaten var',
    en: 'A token with this name already exists',
  },
  'server.staff.lastOwner': {
    tr: 'Son yönetici, yönetici rolünü kaybedemez veya devre dışı bırakılamaz',
    en: 'The last owner cannot lose the owner role or be disabled',
  },
  'server.staff.passwordShort': {
    tr: 'Personel şifresi en az {min} karakter olmalıdır',
    en: 'A staff password must be at least {min} characters long',
  },
  'server.staff.dayInvalid': {
    tr: 'Tarihi YYYY-AA-GG biçiminde girin',
    en: 'Enter the day as YYYY-MM-DD',
  },
  'server.staff.csrfMissing': {
    tr: 'Güvenlik anahtarı eksik: sayfayı yenileyip yeniden deneyin',
    en: 'The security token is missing: reload the page and try again',
  },
  'server.staff.csrfMismatch': {
    tr: 'Güvenlik anahtarı eşleşmiyor: sayfayı yenileyip yeniden deneyin',
    en: 'The security token does not match: reload the page and try again',
  },
  'server.staff.staffIdentityRequired': {
    tr: 'Bu değişiklik bir personel veya personel makine anahtarı adına kaydedilir; ortak yönetici anahtarıyla yapılamaz',
    en: 'This change is recorded under a staff member or a staff machine token; the shared admin token cannot make it',
  },
  'server.staff.emailInvalid': {
    tr: 'Geçerli bir e-posta adresi girin',
    en: 'Enter a valid e-mail address',
  },
} satisfies ServerTexts;
