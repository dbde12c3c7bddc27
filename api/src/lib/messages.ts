import { hasMessage, translate, type MessageKey } from '@oyna/contracts';

/**
 * Server messages in the request's language (spec §7: x-locale, default en). Texts shared with
 * the screens come from the @oyna/contracts catalog (api.messages.ts, validation.messages.ts);
 * the few below are the api's own (health, media types) or not yet in contracts.
 */
export type ApiLocale = 'tr' | 'en';
export const API_DEFAULT_LOCALE: ApiLocale = 'en';

interface Text {
  tr: string;
  en: string;
}

const LOCAL = {
  'api.healthy': { tr: 'Servis çalışıyor.', en: 'The service is up.' },
  'api.unhealthy': { tr: 'Veritabanına ulaşılamıyor.', en: 'The database cannot be reached.' },
  'api.contentNotFound': { tr: 'Sayfa bulunamadı', en: 'The page was not found' },
  'api.unsupportedMediaType': {
    tr: 'İstek gövdesi JSON olarak gönderilmelidir',
    en: 'The request body must be sent as JSON',
  },
  'api.payloadTooLarge': { tr: 'İstek çok büyük', en: 'The request is too large' },
  'api.wrongType': { tr: 'Türü hatalı', en: 'Has the wrong type' },
  'api.valueNotAllowed': { tr: 'Bu değer kabul edilmiyor', en: 'This value is not allowed' },
  'api.urlNotAllowed': {
    tr: 'Bağlantı http(s) ile ya da sitenin bir yolu ile başlamalıdır',
    en: 'A link must be an http(s) address or a path on this site',
  },
  'api.titleNotPlain': {
    tr: 'Başlık düz metin olmalıdır (HTML içeremez)',
    en: 'A title must be plain text (no HTML)',
  },
  'api.badFormat': { tr: 'Biçimi geçersiz', en: 'Is not in a valid format' },
  'api.phoneTaken': {
    tr: 'Bu telefon numarası başka bir hesapta doğrulanmış',
    en: 'This phone number is already verified on another account',
  },
  'api.underAge': {
    tr: 'Üyelik yalnızca 18 yaşını doldurmuş kişilere açıktır',
    en: 'Only people aged 18 or over can register',
  },
  'api.currencyUnknown': {
    tr: 'Seçilen para birimi desteklenmiyor',
    en: 'The selected currency is not supported',
  },
  // The account area (spec §2 account routes).
  'api.account.badDate': { tr: 'Tarih geçersiz', en: 'The date is not valid' },
  'api.account.dateOrder': {
    tr: 'Başlangıç tarihi bitiş tarihinden sonra olamaz',
    en: 'The start date cannot be after the end date',
  },
  'api.account.periodTooLong': {
    tr: 'Tarih aralığı en fazla {days} gün olabilir',
    en: 'The date range can be at most {days} days',
  },
  'api.account.offer.unknown': { tr: 'Böyle bir bonus yok', en: 'There is no such bonus' },
  'api.account.offer.noDeposit': {
    tr: 'Bu bonus için önce bir yatırım yapmalısınız',
    en: 'You need to make a deposit first',
  },
  'api.account.offer.noLoss': {
    tr: 'Son 7 günde en az ₺10,00 net kaybınız yok',
    en: 'You have no net loss of at least ₺10,00 in the last 7 days',
  },
  'api.account.offer.notBirthday': {
    tr: 'Bu bonus doğum gününüzden itibaren 7 gün içinde istenebilir',
    en: 'This bonus can be requested within 7 days from your birthday',
  },
  'api.account.offer.alreadyRequested': {
    tr: 'Bu bonusu bu dönem için zaten istediniz',
    en: 'You have already requested this bonus for this period',
  },
  'api.account.offer.nothingToCredit': {
    tr: 'Şu anda bu bonustan alacağınız bir tutar yok',
    en: 'There is no amount to credit for this bonus now',
  },
  'api.account.bonusPending': {
    tr: 'Bekleyen bir bonus talebiniz var; sonuçlanmasını bekleyin',
    en: 'You already have a pending bonus request; please wait for its decision',
  },
  'api.account.bonusRequested': {
    tr: 'Bonus talebiniz alındı ve onay bekliyor',
    en: 'Your bonus request was received and is pending approval',
  },
  'api.account.bonusRequestNotFound': {
    tr: 'Bonus talebi bulunamadı',
    en: 'The bonus request was not found',
  },
  'api.account.bonusAlreadyDecided': {
    tr: 'Bu bonus talebi zaten sonuçlandı',
    en: 'This bonus request has already been decided',
  },
  'api.account.bonusApprovedNote': {
    tr: '{title} onaylandı: {amount} hesabınıza eklendi',
    en: '{title} approved: {amount} was added to your account',
  },
  'api.account.bonusRejectedNote': {
    tr: '{title} talebiniz reddedildi',
    en: 'Your request for {title} was rejected',
  },
  'api.account.sessionsEnded': {
    tr: '{count} oturum sonlandırıldı',
    en: '{count} session(s) ended',
  },
  // Payments (modules/payments; spec §2, §8).
  'api.paymentMethodUnknown': {
    tr: 'Bu ödeme yöntemi kullanılamıyor',
    en: 'This payment method is not available',
  },
  'api.paymentAmountRange': {
    tr: 'Tutar {min} ile {max} arasında olmalıdır',
    en: 'The amount must be between {min} and {max}',
  },
  'api.paymentFieldFormat': {
    tr: '{field}: Biçimi geçersiz',
    en: '{field}: Is not in a valid format',
  },
  'api.insufficientFunds': {
    tr: 'Bakiyeniz bu işlem için yetersiz',
    en: 'Your balance is too low for this request',
  },
  'api.depositTransferPending': {
    tr: '{amount} tutarını {iban} IBAN numarasına (Oyna Ödeme Hizmetleri A.Ş.) açıklamaya {reference} yazarak gönderin. Havale ulaştığında yatırımınız onaylanacaktır.',
    en: 'Transfer {amount} to IBAN {iban} (Oyna Ödeme Hizmetleri A.Ş.) with the reference {reference}. Your deposit is pending until the transfer arrives.',
  },
  'api.withdrawPending': {
    tr: '{amount} tutarındaki çekim talebiniz alındı ve onay bekliyor.',
    en: 'Your withdrawal request of {amount} was received and is pending approval.',
  },
  'api.paymentSignature': {
    tr: 'İmza geçersiz',
    en: 'The signature is missing or wrong',
  },
  'api.paymentCallbackRefused': {
    tr: 'Bildirim ödemeyle uyuşmuyor',
    en: 'The callback does not match the payment',
  },
  'api.paymentNotFound': { tr: 'Ödeme bulunamadı', en: 'The payment was not found' },
  'api.paymentNotPending': {
    tr: 'Bu ödeme onay beklemiyor',
    en: 'This payment is not waiting for a decision',
  },
  'api.paymentRecorded': { tr: 'Kaydedildi', en: 'Recorded' },
  'api.notify.depositConfirmed.title': { tr: 'Para yatırma onaylandı', en: 'Deposit confirmed' },
  'api.notify.depositConfirmed.note': {
    tr: '{amount} hesabınıza eklendi.',
    en: '{amount} was added to your balance.',
  },
  'api.notify.depositRejected.title': { tr: 'Para yatırma reddedildi', en: 'Deposit rejected' },
  'api.notify.depositRejected.note': {
    tr: '{amount} tutarındaki yatırımınız reddedildi. {reason}',
    en: 'Your deposit of {amount} was rejected. {reason}',
  },
  'api.notify.withdrawApproved.title': { tr: 'Çekim onaylandı', en: 'Withdrawal approved' },
  'api.notify.withdrawApproved.note': {
    tr: '{amount} tutarındaki çekiminiz gönderildi.',
    en: 'Your withdrawal of {amount} was paid out.',
  },
  'api.notify.withdrawRejected.title': { tr: 'Çekim reddedildi', en: 'Withdrawal rejected' },
  'api.notify.withdrawRejected.note': {
    tr: '{amount} bakiyenize iade edildi. Sebep: {reason}',
    en: '{amount} was returned to your balance. Reason: {reason}',
  },
  // The casino (spec §4 Favourites, Opening a game; §8 launch failures).
  'api.casino.gameNotFound': { tr: 'Oyun bulunamadı', en: 'The game was not found' },
  'api.casino.favoriteAdded': { tr: 'Favorilere eklendi', en: 'Added to favorites' },
  'api.casino.favoriteRemoved': { tr: 'Favorilerden çıkarıldı', en: 'Removed from favorites' },
  'api.casino.launchRefused': {
    tr: 'Oyun şu anda açılamıyor',
    en: 'The game cannot be opened right now',
  },
  'api.casino.launchUnavailable': {
    tr: 'Oyun sağlayıcısına ulaşılamıyor, lütfen biraz sonra tekrar deneyin',
    en: 'The game provider cannot be reached, please try again shortly',
  },
  'api.casino.badLobbyUrl': {
    tr: 'Lobi adresi http(s) ile başlamalıdır',
    en: 'The lobby URL must start with http(s)',
  },
  'api.casino.categoryUnknown': { tr: 'Böyle bir kategori yok', en: 'There is no such category' },
  'api.casino.gameExists': {
    tr: 'Bu sağlayıcıda bu oyun kodu zaten var',
    en: 'This provider already has a game with this code',
  },
  'api.casino.categoryExists': {
    tr: 'Bu kısa adla bir kategori zaten var',
    en: 'A category with this slug already exists',
  },
  // The sportsbook (modules/sports; shared notes › sportsbook.md).
  'api.sports.placed': { tr: 'Kuponunuz alındı', en: 'Your bet was placed' },
  'api.sports.cashedOut': { tr: 'Bozdurma yapıldı', en: 'Cashed out' },
  'api.sports.eventNotFound': { tr: 'Karşılaşma bulunamadı', en: 'The event was not found' },
  'api.sports.marketNotFound': { tr: 'Bahis türü bulunamadı', en: 'The market was not found' },
  'api.sports.betNotFound': { tr: 'Kupon bulunamadı', en: 'The bet was not found' },
  'api.sports.notUpcoming': {
    tr: 'Karşılaşma başlamamış olmalıdır',
    en: 'The event must not have started',
  },
  'api.sports.notEnded': { tr: 'Karşılaşma henüz bitmedi', en: 'The event has not ended yet' },
  'api.sports.selectionUnknown': {
    tr: 'Bu seçim artık sunulmuyor',
    en: 'This selection is no longer offered',
  },
  'api.sports.duplicateSelection': {
    tr: 'Bir seçim kuponda yalnızca bir kez yer alabilir',
    en: 'A selection can be on the slip only once',
  },
  'api.sports.singleNotInSlip': {
    tr: 'Tekli bahis kupondaki bir seçime ait olmalıdır',
    en: 'A single must be on a selection of the slip',
  },
  'api.sports.noStake': { tr: 'Bir bahis tutarı girin', en: 'Enter a stake' },
  'api.sports.comboNeedsTwo': {
    tr: 'Kombine kupon en az iki seçim gerektirir',
    en: 'A combo needs at least two selections',
  },
  'api.sports.oddsChanged': {
    tr: 'Oranlar değişti. Yeni oranları kontrol edip tekrar deneyin',
    en: 'The odds changed. Check the new odds and try again',
  },
  'api.sports.suspended': {
    tr: 'Bu bahis şu anda kapalı',
    en: 'This market is suspended right now',
  },
  'api.sports.ended': { tr: 'Karşılaşma sona erdi', en: 'The event has ended' },
  'api.sports.duplicateEvent': {
    tr: 'Aynı karşılaşmadan iki seçim kombine kupona eklenemez',
    en: 'Two selections from the same event cannot be combined',
  },
  'api.sports.stakeRange': {
    tr: 'Bahis tutarı {min} ile {max} arasında olmalıdır',
    en: 'The stake must be between {min} and {max}',
  },
  'api.sports.payoutCap': {
    tr: 'Olası kazanç {max} tutarını aşamaz',
    en: 'The potential return cannot exceed {max}',
  },
  'api.sports.protection.excluded': {
    tr: 'Hesabınız kendini sınırlama nedeniyle bahse kapalı',
    en: 'Your account is self-excluded from betting',
  },
  'api.sports.protection.timed_out': {
    tr: 'Mola süreniz bitene kadar bahis yapamazsınız',
    en: 'You cannot bet until your time-out ends',
  },
  'api.sports.protection.limit': {
    tr: 'Bu bahis belirlediğiniz limiti aşıyor',
    en: 'This bet would exceed a limit you set',
  },
  'api.sports.liveChanged': {
    tr: 'Canlı bahis bekleme süresinde oran ya da durum değişti; tutar iade edildi',
    en: 'The odds or the game changed during the in-play delay; your stake was returned',
  },
  'api.sports.cashoutClosed': {
    tr: 'Bu kupon için bozdurma yapılamıyor',
    en: 'Cash-out is not available for this bet',
  },
  'api.sports.cashoutSuspended': {
    tr: 'Bir seçim kapalıyken bozdurma yapılamaz',
    en: 'Cash-out is not available while a selection is suspended',
  },
  'api.sports.cashoutMoved': {
    tr: 'Bozdurma tutarı değişti; yeni tutarı onaylayın',
    en: 'The cash-out value changed; confirm the new value',
  },
  'api.sports.comboName': { tr: '{n} maçlık kombine', en: '{n}-leg combo' },
  'api.notify.sportsBet.won.title': { tr: 'Kuponunuz kazandı', en: 'Your bet won' },
  'api.notify.sportsBet.won.note': {
    tr: '{name}: {stake} bahsiniz {payout} kazandırdı.',
    en: '{name}: your {stake} bet returned {payout}.',
  },
  'api.notify.sportsBet.lost.title': { tr: 'Kuponunuz kaybetti', en: 'Your bet lost' },
  'api.notify.sportsBet.lost.note': {
    tr: '{name}: {stake} bahsiniz kaybetti.',
    en: '{name}: your {stake} bet lost.',
  },
  'api.notify.sportsBet.void.title': { tr: 'Kuponunuz iade edildi', en: 'Your bet was voided' },
  'api.notify.sportsBet.void.note': {
    tr: '{name}: {payout} bakiyenize iade edildi.',
    en: '{name}: {payout} was returned to your balance.',
  },
} satisfies Record<string, Text>;

export type LocalMessageKey = keyof typeof LOCAL;
export type ApiMessageKey = MessageKey | LocalMessageKey;

const LOCAL_TEXTS: Record<string, Text> = LOCAL;

/** Labels of wire fields that the contracts catalog does not name. */
const LOCAL_LABELS: Record<string, Text> = {
  categoryId: { tr: 'Kategori', en: 'Category' },
  status: { tr: 'Durum', en: 'Status' },
  id: { tr: 'Kimlik', en: 'Id' },
  currencyId: { tr: 'Para birimi', en: 'Currency' },
  refId: { tr: 'Referans', en: 'Referral' },
  type: { tr: 'Tür', en: 'Type' },
  from: { tr: 'Başlangıç tarihi', en: 'From' },
  to: { tr: 'Bitiş tarihi', en: 'To' },
  game: { tr: 'Oyun', en: 'Game' },
  offer: { tr: 'Bonus', en: 'Bonus' },
  approve: { tr: 'Onay', en: 'Approve' },
  note: { tr: 'Not', en: 'Note' },
};

export function toLocale(value: unknown): ApiLocale {
  if (typeof value !== 'string') return API_DEFAULT_LOCALE;
  const tag = value.trim().toLowerCase().slice(0, 2);
  return tag === 'tr' || tag === 'en' ? tag : API_DEFAULT_LOCALE;
}

export function localLabel(locale: ApiLocale, field: string): string | undefined {
  return LOCAL_LABELS[field]?.[locale];
}

/** The text of a message key in a locale; an unknown key is returned as it is. */
export function apiMessage(
  locale: ApiLocale,
  key: ApiMessageKey | (string & {}),
  values: Record<string, string | number> = {},
): string {
  const local = LOCAL_TEXTS[key];
  if (local) {
    return local[locale].replace(/\{(\w+)\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
  }
  return hasMessage(key) ? translate(locale, key, values) : key;
}
