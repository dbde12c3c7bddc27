import type { ServerTexts } from './api-texts';

/**
 * The api's texts of withdrawals, the trial bonus and protection with bonus money (spec §1
 * promotions and bonuses: withdrawable = cash only; a withdrawal forfeits an active bonus only
 * when the player confirms), tr and en. Merged into the api's texts by lib/messages.ts.
 */
export const BONUS_MONEY_TEXTS = {
  'server.withdraw.cashOnly': {
    tr: 'En fazla {amount} çekebilirsiniz (nakit bakiyeniz); bonus parası çekilemez',
    en: 'You can withdraw up to {amount} (your cash); bonus money cannot be withdrawn',
  },
  'server.withdraw.forfeitBonus': {
    tr: 'Aktif bonusunuz iptal edilecek: {amount} bonusu ve kazançlarını kaybedeceksiniz. Çekim için onaylayın.',
    en: 'Your active bonus will be cancelled: you will lose {amount} bonus and its winnings. Confirm to withdraw.',
  },
  // A bonus of ₺0 that still backs an unsettled stake: what is lost is that stake's bonus winnings.
  'server.withdraw.forfeitOpenBets': {
    tr: 'Aktif bonusunuz iptal edilecek: bonus parasıyla oynanan ve henüz sonuçlanmamış bahislerin bonus kazançlarını kaybedeceksiniz. Çekim için onaylayın.',
    en: 'Your active bonus will be cancelled: you will lose the bonus winnings of your unsettled bets placed with bonus money. Confirm to withdraw.',
  },
  'server.trialBonus.deviceUsed': {
    tr: 'Deneme bonusu bu cihazda başka bir hesap tarafından zaten alındı',
    en: 'The trial bonus has already been taken on this device by another account',
  },
  'server.bonus.deviceUsed': {
    tr: 'Bu bonus bu dönem için bu cihazda başka bir hesap tarafından zaten istendi veya alındı',
    en: 'This bonus has already been requested or received for this period on this device by another account',
  },
  'server.trialBonus.onBreak': {
    tr: 'Ara verdiğiniz süre boyunca deneme bonusu verilmez',
    en: 'The trial bonus is not given while you are taking a break',
  },
  'server.trialBonus.bonusActive': {
    tr: 'Aktif bir bonusunuz varken deneme bonusu alınamaz',
    en: 'The trial bonus cannot be taken while another bonus is active',
  },
} satisfies ServerTexts;
