import type { ServerTexts } from './api-texts';

/**
 * The api's texts of the sportsbook (modules/sports; shared notes › sportsbook.md), tr and en.
 * Merged into the api's texts by lib/messages.ts.
 */
export const SPORTS_TEXTS = {
  // The sportsbook (modules/sports; shared notes › sportsbook.md).
  'server.sports.placed': { tr: 'Kuponunuz alındı', en: 'Your bet was placed' },
  'server.sports.cashedOut': { tr: 'Bozdurma yapıldı', en: 'Cashed out' },
  'server.sports.eventNotFound': { tr: 'Karşılaşma bulunamadı', en: 'The event was not found' },
  'server.sports.marketNotFound': { tr: 'Bahis türü bulunamadı', en: 'The market was not found' },
  'server.sports.betNotFound': { tr: 'Kupon bulunamadı', en: 'The bet was not found' },
  'server.sports.notUpcoming': {
    tr: 'Karşılaşma başlamamış olmalıdır',
    en: 'The event must not have started',
  },
  'server.sports.notEnded': { tr: 'Karşılaşma henüz bitmedi', en: 'The event has not ended yet' },
  'server.sports.selectionUnknown': {
    tr: 'Bu seçim artık sunulmuyor',
    en: 'This selection is no longer offered',
  },
  'server.sports.duplicateSelection': {
    tr: 'Bir seçim kuponda yalnızca bir kez yer alabilir',
    en: 'A selection can be on the slip only once',
  },
  'server.sports.singleNotInSlip': {
    tr: 'Tekli bahis kupondaki bir seçime ait olmalıdır',
    en: 'A single must be on a selection of the slip',
  },
  'server.sports.noStake': { tr: 'Bir bahis tutarı girin', en: 'Enter a stake' },
  'server.sports.comboNeedsTwo': {
    tr: 'Kombine kupon en az iki seçim gerektirir',
    en: 'A combo needs at least two selections',
  },
  'server.sports.oddsChanged': {
    tr: 'Oranlar değişti. Yeni oranları kontrol edip tekrar deneyin',
    en: 'The odds changed. Check the new odds and try again',
  },
  'server.sports.suspended': {
    tr: 'Bu bahis şu anda kapalı',
    en: 'This market is suspended right now',
  },
  'server.sports.ended': { tr: 'Karşılaşma sona erdi', en: 'The event has ended' },
  'server.sports.duplicateEvent': {
    tr: 'Aynı karşılaşmadan iki seçim kombine kupona eklenemez',
    en: 'Two selections from the same event cannot be combined',
  },
  'server.sports.stakeRange': {
    tr: 'Bahis tutarı {min} ile {max} arasında olmalıdır',
    en: 'The stake must be between {min} and {max}',
  },
  'server.sports.payoutCap': {
    tr: 'Olası kazanç {max} tutarını aşamaz',
    en: 'The potential return cannot exceed {max}',
  },
  'server.sports.protection.excluded': {
    tr: 'Hesabınız kendini sınırlama nedeniyle bahse kapalı',
    en: 'Your account is self-excluded from betting',
  },
  'server.sports.protection.timed_out': {
    tr: 'Mola süreniz bitene kadar bahis yapamazsınız',
    en: 'You cannot bet until your time-out ends',
  },
  'server.sports.protection.limit': {
    tr: 'Bu bahis belirlediğiniz limiti aşıyor',
    en: 'This bet would exceed a limit you set',
  },
  'server.sports.liveChanged': {
    tr: 'Canlı bahis bekleme süresinde oran ya da durum değişti; tutar iade edildi',
    en: 'The odds or the game changed during the in-play delay; your stake was returned',
  },
  'server.sports.cashoutClosed': {
    tr: 'Bu kupon için bozdurma yapılamıyor',
    en: 'Cash-out is not available for this bet',
  },
  'server.sports.cashoutSuspended': {
    tr: 'Bir seçim kapalıyken bozdurma yapılamaz',
    en: 'Cash-out is not available while a selection is suspended',
  },
  'server.sports.cashoutMoved': {
    tr: 'Bozdurma tutarı değişti; yeni tutarı onaylayın',
    en: 'The cash-out value changed; confirm the new value',
  },
  'server.sports.comboName': { tr: '{n} maçlık kombine', en: '{n}-leg combo' },
  // The back office's sportsbook: a market settled or voided by hand.
  'server.sports.marketClosed': {
    tr: 'Bu bahis türü zaten sonuçlandı',
    en: 'This market is already settled',
  },
  'server.sports.reasonRequired': {
    tr: 'En az 3 karakterlik bir gerekçe yazın',
    en: 'Write a reason of at least 3 characters',
  },
  'server.sports.winnersRequired': {
    tr: 'Kazanan en az bir seçeneği işaretleyin',
    en: 'Mark at least one winning selection',
  },
  'server.sports.winnersNotOfMarket': {
    tr: 'Kazananlar bu bahis türünün seçenekleri olmalı',
    en: 'The winners must be selections of this market',
  },
  'server.sports.voidWithWinners': {
    tr: 'İptal edilen bahis türünde kazanan olmaz',
    en: 'A voided market has no winners',
  },
  // spec §1 promotions and bonuses: the slip's stake above the active bonus's maximum bet.
  'server.bonus.maxBet': {
    tr: 'Bonusunuz aktifken en yüksek bahis {max}',
    en: 'While your bonus is active the largest stake is {max}',
  },
  'server.notify.sportsBet.won.title': { tr: 'Kuponunuz kazandı', en: 'Your bet won' },
  'server.notify.sportsBet.won.note': {
    tr: '{name}: {stake} bahsiniz {payout} kazandırdı.',
    en: '{name}: your {stake} bet returned {payout}.',
  },
  'server.notify.sportsBet.lost.title': { tr: 'Kuponunuz kaybetti', en: 'Your bet lost' },
  'server.notify.sportsBet.lost.note': {
    tr: '{name}: {stake} bahsiniz kaybetti.',
    en: '{name}: your {stake} bet lost.',
  },
  'server.notify.sportsBet.void.title': { tr: 'Kuponunuz iade edildi', en: 'Your bet was voided' },
  'server.notify.sportsBet.void.note': {
    tr: '{name}: {payout} bakiyenize iade edildi.',
    en: '{name}: {payout} was returned to your balance.',
  },
} satisfies ServerTexts;
