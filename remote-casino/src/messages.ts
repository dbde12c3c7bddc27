import { defineRemoteMessages } from '@oyna/contracts';

/**
 * The casino remote's own texts (docs/decisions/004): they ship in this remote's dist and join the
 * page's messages when it loads; route titles (`route.casino.*`) stay in contracts because the
 * shell shows them before any remote loads.
 */
export const casinoMessages = defineRemoteMessages('casino', {
  'casino.lead': {
    tr: 'Oyun sağlayıcılarımızın en sevilen oyunları.',
    en: 'The most loved games of our providers.',
  },
  'casino.play.badGame': {
    tr: 'Bu oyun bağlantısı geçersiz.',
    en: 'This game link is not valid.',
  },
});

export type CasinoMessageKey = keyof typeof casinoMessages;
