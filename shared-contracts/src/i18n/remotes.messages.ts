import { defineMessages } from './define';

/** Texts of the remotes' own pages. */
export const remoteMessages = defineMessages({
  'sports.lead': {
    tr: 'Maç önü ve canlı bahis bültenleri burada.',
    en: 'Pre-match and live betting markets are listed here.',
  },
  'casino.lead': {
    tr: 'Oyun sağlayıcılarımızın en sevilen oyunları.',
    en: 'The most loved games of our providers.',
  },
  'casino.play.badGame': {
    tr: 'Bu oyun bağlantısı geçersiz.',
    en: 'This game link is not valid.',
  },
  'account.menu': { tr: 'Hesap menüsü', en: 'Account menu' },
  'payments.deposit.lead': {
    tr: 'Hesabınıza para yatırmak için bir yöntem seçin.',
    en: 'Choose a method to deposit money into your account.',
  },
  'payments.withdraw.lead': {
    tr: 'Bakiyenizi çekmek için bir yöntem seçin.',
    en: 'Choose a method to withdraw your balance.',
  },
});
