import { defineRemoteMessages } from '@oyna/contracts';

/**
 * The account remote's own texts (docs/decisions/004): they ship in this remote's dist and join
 * the page's messages when it loads. Texts the shell shows too stay in contracts: route titles
 * (breadcrumb, the lent dialogs' frames), field labels (also the api's validation messages) and
 * the phone steps shared with the shell's registration dialog (`auth.verify.*`).
 */
export const accountMessages = defineRemoteMessages('account', {
  'account.menu': { tr: 'Hesap menüsü', en: 'Account menu' },

  // /dashboard/phone-verification and its lent dialog (spec §2, §4 Phone verification states)
  'account.phone.verified': { tr: 'Doğrulandı', en: 'Verified' },
  'account.phone.notVerified': { tr: 'Doğrulanmadı', en: 'Not Verified' },
  'account.phone.sendCode': { tr: 'Kod Gönder', en: 'Send Code' },
  'account.phone.verify': { tr: 'Doğrula', en: 'Verify' },
  'account.phone.updateNumber': { tr: 'Numarayı Güncelle', en: 'Update Number' },
  'account.phone.resendIn': {
    tr: '{seconds} saniye sonra tekrar gönderebilirsiniz',
    en: 'You can resend in {seconds} s',
  },
  'account.phone.resend': { tr: 'Tekrar göndermek için tıklayın', en: 'Click to resend' },

  // /dashboard/change-password and its lent dialog (spec §2: Old Password, Password, Confirm
  // Password, Change)
  'account.changePassword.submit': { tr: 'Değiştir', en: 'Change' },
});

export type AccountMessageKey = keyof typeof accountMessages;
