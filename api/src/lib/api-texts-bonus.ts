import type { ServerTexts } from './api-texts';

/**
 * The api's texts of bonuses (spec §1 promotions and bonuses, spec §3 bonus statuses): the
 * player's offers, claims and bonuses, and the operators' bonus desk, tr and en. Merged into the
 * api's texts by lib/messages.ts.
 */
export const BONUS_TEXTS = {
  // Bonus money kept apart from cash (spec §1 promotions and bonuses, spec §3 bonus statuses).
  'server.bonus.onBreak': {
    tr: 'Ara verdiğiniz süre boyunca bonus teklifi yapılmaz',
    en: 'No bonus offers are made while you are taking a break',
  },
  'server.bonus.activeBonus': {
    tr: 'Aktif bir bonusunuz var ({amount}); yeni bir bonus için önce onu tamamlayın ya da ondan vazgeçin',
    en: 'You have an active bonus ({amount}); finish or forfeit your active bonus first',
  },
  'server.bonus.approveActive': {
    tr: 'Oyuncunun bakiyesi olan aktif bir bonusu var ({amount}); o bitmeden bu talep onaylanamaz',
    en: 'The player has an active bonus holding {amount}; this request cannot be approved until it ends',
  },
  'server.bonus.approveOnBreak': {
    tr: 'Oyuncu ara vermiş durumda; ara sürerken bonus verilemez',
    en: 'The player is taking a break; no bonus can be given while it lasts',
  },
  'server.bonus.offerDisabled': {
    tr: 'Bu bonus şu anda sunulmuyor',
    en: 'This bonus is not offered at the moment',
  },
  'server.bonus.notActive': {
    tr: 'Bu bonus size ait aktif bir bonus değil',
    en: 'This is not an active bonus of yours',
  },
  'server.bonus.forfeited': {
    tr: 'Bonustan vazgeçtiniz: {amount} bonus parası silindi, nakit bakiyeniz kaldı',
    en: 'You forfeited the bonus: {amount} of bonus money was removed, your cash stays',
  },
  'server.bonus.approvedNote': {
    tr: '{title} onaylandı: {amount} bonus bakiyenize eklendi',
    en: '{title} approved: {amount} was added to your bonus balance',
  },
  'server.bonus.closed.forfeited': {
    tr: 'Bonustan vazgeçtiniz',
    en: 'You forfeited this bonus',
  },
  'server.bonus.closed.withdrawal': {
    tr: 'Bonus aktifken para çekildiği için iptal edildi',
    en: 'Cancelled by a withdrawal while it was active',
  },
  'server.bonus.closed.self_exclusion': {
    tr: 'Kendinizi hariç tuttuğunuz için iptal edildi',
    en: 'Cancelled by your self-exclusion',
  },
  'server.bonus.closed.ops': {
    tr: 'Ekibimiz tarafından iptal edildi',
    en: 'Cancelled by our team',
  },
  'server.bonus.closed.spent': {
    tr: 'Bonus parası harcandı',
    en: 'The bonus money was spent',
  },
  'server.bonus.closed.expired': {
    tr: 'Çevrim süresinde tamamlanmadı',
    en: 'The wagering was not met in time',
  },
  'server.bonus.closed.wagered': {
    tr: 'Çevrim tamamlandı; {amount} nakde dönüştü',
    en: 'Wagering met; {amount} became cash',
  },
  'server.account.sessionsEnded': {
    tr: '{count} oturum sonlandırıldı',
    en: '{count} session(s) ended',
  },
  // The operators' bonus desk (modules/bonus/admin-*.ts; api/README.md › Admin calls).
  'server.bonus.admin.offerSaved': {
    tr: 'Bonus teklifi kaydedildi',
    en: 'The bonus offer was saved',
  },
  'server.bonus.admin.offerNotFound': {
    tr: '{code} kodlu bir bonus teklifi yok',
    en: 'There is no bonus offer with the code {code}',
  },
  'server.bonus.admin.kindTaken': {
    tr: '{kind} türünde bir teklif zaten var ({code}); o teklifi düzenleyin',
    en: 'An offer of the kind {kind} already exists ({code}); edit that one instead',
  },
  'server.bonus.admin.kindFixed': {
    tr: 'Bir teklifin türü değiştirilemez ({code}: {kind})',
    en: "An offer's kind cannot be changed ({code} is {kind})",
  },
  'server.bonus.admin.percentNeeded': {
    tr: '{kind} teklifi bir yüzde ister (percent)',
    en: 'A {kind} offer needs a percent (percent)',
  },
  'server.bonus.admin.percentNotAllowed': {
    tr: '{kind} teklifi yüzde almaz; tutar (amount) kullanın',
    en: 'A {kind} offer takes no percent; give an amount instead',
  },
  'server.bonus.admin.amountNeeded': {
    tr: '{kind} teklifi bir tutar ister (amount)',
    en: 'A {kind} offer needs an amount (amount)',
  },
  'server.bonus.admin.amountNotAllowed': {
    tr: '{kind} teklifi sabit tutar almaz',
    en: 'A {kind} offer takes no fixed amount',
  },
  'server.bonus.admin.trialAmount': {
    tr: 'Deneme bonusunun tutarı site ayarıdır (trial_bonus_minor); teklif tutar ya da yüzde almaz',
    en: "The trial bonus's amount is the site setting (trial_bonus_minor); the offer takes no amount or percent",
  },
  'server.bonus.admin.windowNeeded': {
    tr: '{kind} teklifi gün penceresi ister (windowDays)',
    en: 'A {kind} offer needs a window in days (windowDays)',
  },
  'server.bonus.admin.minimumOnlyCashback': {
    tr: 'En az kayıp (minimum) yalnızca kayıp bonusunda kullanılır',
    en: 'A minimum loss (minimum) applies to the weekly cashback only',
  },
  // The back office › roles: support grants bonuses within a cap (SUPPORT_GRANT_CAP_MINOR).
  'server.bonus.admin.supportCap': {
    tr: 'Destek ekibi en fazla {cap} bonus verebilir ({amount} istendi): daha büyük bir bonusu yönetici verir',
    en: 'Support may grant a bonus of at most {cap} ({amount} asked): a larger bonus is granted by an owner',
  },
  'server.bonus.admin.amountAboveCap': {
    tr: 'Tutar ({amount}) üst sınırı ({cap}) aşıyor',
    en: 'The amount ({amount}) is above the cap ({cap})',
  },
  'server.bonus.admin.blankText': {
    tr: '{field} boş bırakılamaz',
    en: '{field} cannot be blank',
  },
  'server.bonus.admin.playerNotFound': {
    tr: '{username} adlı bir oyuncu yok',
    en: 'There is no player named {username}',
  },
  'server.bonus.admin.offerOff': {
    tr: '{code} teklifi kapalı; önce açın',
    en: 'The offer {code} is switched off; switch it on first',
  },
  'server.bonus.admin.grantAmountNeeded': {
    tr: '{code} teklifinin kendi tutarı yok; verilecek tutarı (amount) yazın',
    en: 'The offer {code} has no amount of its own; give the amount to grant',
  },
  'server.bonus.admin.bonusActive': {
    tr: 'Oyuncunun içinde {amount} bonus bakiyesi olan etkin bir bonusu var; önce onu iptal edin',
    en: 'The player has an active bonus holding {amount} of bonus money; cancel it first',
  },
  'server.bonus.admin.playerOnBreak': {
    tr: 'Oyuncu {until} tarihine kadar ara vermiş; bonus verilemez',
    en: 'The player is on a break until {until}; no bonus can be granted',
  },
  'server.bonus.admin.playerExcluded': {
    tr: 'Oyuncu kendini oyundan uzaklaştırmış; bonus verilemez',
    en: 'The player has excluded themselves; no bonus can be granted',
  },
  'server.bonus.admin.granted': {
    tr: '{username} oyuncusuna {amount} bonus verildi',
    en: '{amount} of bonus was granted to {username}',
  },
  'server.bonus.admin.grantedNote': {
    tr: '{title}: {amount} bonus bakiyenize eklendi.',
    en: '{title}: {amount} was added to your bonus balance.',
  },
  'server.bonus.admin.noActiveBonus': {
    tr: '{username} oyuncusunun etkin bir bonusu yok',
    en: '{username} has no active bonus',
  },
  'server.bonus.admin.notActiveBonus': {
    tr: '{id} numaralı bonus {username} oyuncusunun etkin bonusu değil',
    en: "Bonus {id} is not {username}'s active bonus",
  },
  'server.bonus.admin.cancelled': {
    tr: 'Bonus iptal edildi; {amount} bonus bakiyesi silindi',
    en: 'The bonus was cancelled; {amount} of bonus money was removed',
  },
  'server.bonus.admin.badDay': {
    tr: '{field} geçerli bir tarih değil (YYYY-AA-GG)',
    en: '{field} is not a valid date (YYYY-MM-DD)',
  },
  'server.bonus.admin.rangeReversed': {
    tr: 'Başlangıç tarihi bitiş tarihinden sonra olamaz',
    en: 'The start date cannot be after the end date',
  },
  'server.bonus.admin.rangeTooLong': {
    tr: 'Aralık en fazla {days} gün olabilir',
    en: 'The range can be at most {days} days',
  },
} satisfies ServerTexts;
