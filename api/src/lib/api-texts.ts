/**
 * The api's own server messages, tr and en (spec §7: x-locale, default en), by area: what no
 * screen shows, so what the @oyna/contracts catalog does not carry. lib/messages.ts words them.
 *
 * Their keys are in the `server.` namespace (`server.healthy`); the contracts' keys — texts a
 * screen shows too, which a deployed remote may know — keep `api.`, `validation.`…, so a key says
 * which catalogue it lives in and the two cannot collide. `ServerTexts` makes the compiler hold
 * every area to that.
 */
export interface ApiText {
  tr: string;
  en: string;
}

/** An area of the api's own texts: every key in the `server.` namespace. */
export type ServerTexts = Record<`server.${string}`, ApiText>;

export const API_TEXTS = {
  'server.healthy': { tr: 'Servis çalışıyor.', en: 'The service is up.' },
  'server.unhealthy': { tr: 'Veritabanına ulaşılamıyor.', en: 'The database cannot be reached.' },
  // The readiness probe (modules/health, docs/ops.md › Health and shutdown).
  'server.draining': { tr: 'Servis kapanıyor.', en: 'The service is shutting down.' },
  'server.migrationsPending': {
    tr: 'Veritabanı güncellemeleri bitmedi.',
    en: 'The database migrations are not done.',
  },
  'server.contentNotFound': { tr: 'Sayfa bulunamadı', en: 'The page was not found' },
  'server.unsupportedMediaType': {
    tr: 'İstek gövdesi JSON olarak gönderilmelidir',
    en: 'The request body must be sent as JSON',
  },
  'server.payloadTooLarge': { tr: 'İstek çok büyük', en: 'The request is too large' },
  // Requests refused before routing (lib/client-errors.ts).
  'server.uriTooLong': { tr: 'İstek adresi çok uzun', en: 'The request address is too long' },
  'server.headersTooLarge': {
    tr: 'İstek başlıkları çok büyük',
    en: 'The request headers are too large',
  },
  'server.malformedRequest': { tr: 'İstek okunamadı', en: 'The request could not be read' },
  'server.badUrl': { tr: 'İstek adresi geçersiz', en: 'The request address is not valid' },
  'server.requestTimeout': {
    tr: 'İstek zamanında tamamlanmadı',
    en: 'The request did not complete in time',
  },
  'server.wrongType': { tr: 'Türü hatalı', en: 'Has the wrong type' },
  'server.valueNotAllowed': { tr: 'Bu değer kabul edilmiyor', en: 'This value is not allowed' },
  'server.urlNotAllowed': {
    tr: 'Bağlantı http(s) ile ya da sitenin bir yolu ile başlamalıdır',
    en: 'A link must be an http(s) address or a path on this site',
  },
  'server.titleNotPlain': {
    tr: 'Başlık düz metin olmalıdır (HTML içeremez)',
    en: 'A title must be plain text (no HTML)',
  },
  'server.badFormat': { tr: 'Biçimi geçersiz', en: 'Is not in a valid format' },
  'server.phoneTaken': {
    tr: 'Bu telefon numarası başka bir hesapta doğrulanmış',
    en: 'This phone number is already verified on another account',
  },
  'server.underAge': {
    tr: 'Üyelik yalnızca 18 yaşını doldurmuş kişilere açıktır',
    en: 'Only people aged 18 or over can register',
  },
  'server.currencyUnknown': {
    tr: 'Seçilen para birimi desteklenmiyor',
    en: 'The selected currency is not supported',
  },
  // The account area (spec §2 account routes).
  'server.account.badDate': { tr: 'Tarih geçersiz', en: 'The date is not valid' },
  'server.account.dateOrder': {
    tr: 'Başlangıç tarihi bitiş tarihinden sonra olamaz',
    en: 'The start date cannot be after the end date',
  },
  'server.account.periodTooLong': {
    tr: 'Tarih aralığı en fazla {days} gün olabilir',
    en: 'The date range can be at most {days} days',
  },
  'server.account.offer.unknown': { tr: 'Böyle bir bonus yok', en: 'There is no such bonus' },
  'server.account.offer.noDeposit': {
    tr: 'Bu bonus için önce bir yatırım yapmalısınız',
    en: 'You need to make a deposit first',
  },
  'server.account.offer.noLoss': {
    tr: 'Son {days} günde en az {amount} net nakit kaybınız yok',
    en: 'You have no net cash loss of at least {amount} in the last {days} days',
  },
  'server.account.offer.notBirthday': {
    tr: 'Bu bonus doğum gününüzden itibaren {days} gün içinde istenebilir',
    en: 'This bonus can be requested within {days} days from your birthday',
  },
  'server.account.offer.alreadyRequested': {
    tr: 'Bu bonusu bu dönem için zaten istediniz',
    en: 'You have already requested this bonus for this period',
  },
  'server.account.offer.nothingToCredit': {
    tr: 'Şu anda bu bonustan alacağınız bir tutar yok',
    en: 'There is no amount to credit for this bonus now',
  },
  'server.account.bonusPending': {
    tr: 'Bekleyen bir bonus talebiniz var; sonuçlanmasını bekleyin',
    en: 'You already have a pending bonus request; please wait for its decision',
  },
  'server.account.bonusRequested': {
    tr: 'Bonus talebiniz alındı ve onay bekliyor',
    en: 'Your bonus request was received and is pending approval',
  },
  'server.account.bonusRequestNotFound': {
    tr: 'Bonus talebi bulunamadı',
    en: 'The bonus request was not found',
  },
  'server.account.bonusAlreadyDecided': {
    tr: 'Bu bonus talebi zaten sonuçlandı',
    en: 'This bonus request has already been decided',
  },
  'server.account.bonusApprovedNote': {
    tr: '{title} onaylandı: {amount} hesabınıza eklendi',
    en: '{title} approved: {amount} was added to your account',
  },
  'server.account.bonusRejectedNote': {
    tr: '{title} talebiniz reddedildi',
    en: 'Your request for {title} was rejected',
  },
  // Payments (modules/payments; spec §2, §8).
  'server.paymentMethodUnknown': {
    tr: 'Bu ödeme yöntemi kullanılamıyor',
    en: 'This payment method is not available',
  },
  'server.paymentAmountRange': {
    tr: 'Tutar {min} ile {max} arasında olmalıdır',
    en: 'The amount must be between {min} and {max}',
  },
  'server.paymentFieldFormat': {
    tr: '{field}: Biçimi geçersiz',
    en: '{field}: Is not in a valid format',
  },
  'server.insufficientFunds': {
    tr: 'Bakiyeniz bu işlem için yetersiz',
    en: 'Your balance is too low for this request',
  },
  'server.depositTransferPending': {
    tr: '{amount} tutarını {iban} IBAN numarasına (Oyna Ödeme Hizmetleri A.Ş.) açıklamaya {reference} yazarak gönderin. Havale ulaştığında yatırımınız onaylanacaktır.',
    en: 'Transfer {amount} to IBAN {iban} (Oyna Ödeme Hizmetleri A.Ş.) with the reference {reference}. Your deposit is pending until the transfer arrives.',
  },
  'server.withdrawPending': {
    tr: '{amount} tutarındaki çekim talebiniz alındı ve onay bekliyor.',
    en: 'Your withdrawal request of {amount} was received and is pending approval.',
  },
  'server.paymentSignature': {
    tr: 'İmza geçersiz',
    en: 'The signature is missing or wrong',
  },
  'server.paymentCallbackRefused': {
    tr: 'Bildirim ödemeyle uyuşmuyor',
    en: 'The callback does not match the payment',
  },
  'server.paymentNotFound': { tr: 'Ödeme bulunamadı', en: 'The payment was not found' },
  'server.paymentNotPending': {
    tr: 'Bu ödeme onay beklemiyor',
    en: 'This payment is not waiting for a decision',
  },
  'server.paymentRecorded': { tr: 'Kaydedildi', en: 'Recorded' },
  // The back office › the audit: four eyes on a large withdrawal, the identity (KYC) review.
  'server.paymentFirstApproval': {
    tr: 'İlk onay kaydedildi: ödeme, başka bir yetkilinin ikinci onayını bekliyor',
    en: 'First approval recorded: the payment awaits a second approval by another staff member',
  },
  'server.paymentSameApprover': {
    tr: 'Bu ödemeyi zaten onayladınız: ikinci onayı başka bir yetkili vermelidir',
    en: 'You have already approved this payment: the second approval must come from another staff member',
  },
  'server.paymentKycHold': {
    tr: 'Bu çekim kimlik (KYC) incelemesinde: inceleme tamamlanmadan onaylanamaz',
    en: 'This withdrawal is held for an identity (KYC) review: it cannot be approved until the review is cleared',
  },
  'server.paymentNoKycHold': {
    tr: 'Bu ödeme için bekleyen bir kimlik incelemesi yok',
    en: 'This payment has no identity review waiting',
  },
  'server.paymentKycCleared': {
    tr: 'Kimlik incelemesi tamamlandı: çekim artık onaylanabilir',
    en: 'Identity review cleared: the withdrawal may now be approved',
  },
  // A confirmed payment not credited (LCCP 3.5 break, RTS 12 limit): refunded to its source.
  'server.paymentReturned': {
    tr: 'Ödeme hesaba eklenmedi: kaynağına iade edildi',
    en: 'The payment was not credited: it was returned to its source',
  },
  'server.paymentNothingOwed': {
    tr: 'Bu oyuncuya ödenecek bir bakiye yok',
    en: 'No balance is owed to this player',
  },
  'server.paymentRefundNotRefused': {
    tr: 'Bu ödemenin reddedilmiş bir iadesi yok',
    en: 'This payment has no refused refund',
  },
  'server.notify.depositReturned.title': {
    tr: 'Para yatırma iptal edildi',
    en: 'Deposit cancelled',
  },
  'server.notify.depositReturned.note': {
    tr: '{amount} tutarındaki yatırımınız hesabınıza eklenmedi, kaynağına iade edildi.',
    en: 'Your deposit of {amount} was not added to your balance: it was returned to source.',
  },
  'server.mail.exclusionPayout.subject': {
    tr: 'Hesap bakiyenizin ödenmesi',
    en: 'Paying out your account balance',
  },
  'server.mail.exclusionPayout.text': {
    tr: 'Kendinizi {date} tarihine kadar hariç tuttunuz. Hesabınızda kalan {amount} size ödenecek: son para yatırdığınız yönteme ya da kayıtlı banka hesabınıza 3 iş günü içinde gönderilir. Başka bir hesap için müşteri hizmetlerine bu e-postayı yanıtlayarak yazın; oyun için hesabınıza giriş gerekmez.',
    en: 'You are self-excluded until {date}. The {amount} left in your account will be paid out to you: it is sent to the method you last deposited with, or to your bank account on file, within 3 working days. For another account, reply to this e-mail; you need not log in.',
  },
  'server.notify.depositConfirmed.title': { tr: 'Para yatırma onaylandı', en: 'Deposit confirmed' },
  'server.notify.depositConfirmed.note': {
    tr: '{amount} hesabınıza eklendi.',
    en: '{amount} was added to your balance.',
  },
  'server.notify.depositRejected.title': { tr: 'Para yatırma reddedildi', en: 'Deposit rejected' },
  'server.notify.depositRejected.note': {
    tr: '{amount} tutarındaki yatırımınız reddedildi. {reason}',
    en: 'Your deposit of {amount} was rejected. {reason}',
  },
  'server.notify.withdrawApproved.title': { tr: 'Çekim onaylandı', en: 'Withdrawal approved' },
  'server.notify.withdrawApproved.note': {
    tr: '{amount} tutarındaki çekiminiz gönderildi.',
    en: 'Your withdrawal of {amount} was paid out.',
  },
  'server.notify.withdrawRejected.title': { tr: 'Çekim reddedildi', en: 'Withdrawal rejected' },
  'server.notify.withdrawRejected.note': {
    tr: '{amount} bakiyenize iade edildi. Sebep: {reason}',
    en: '{amount} was returned to your balance. Reason: {reason}',
  },
  // The casino (spec §4 Favourites, Opening a game; §8 launch failures).
  'server.casino.gameNotFound': { tr: 'Oyun bulunamadı', en: 'The game was not found' },
  'server.casino.favoriteAdded': { tr: 'Favorilere eklendi', en: 'Added to favorites' },
  'server.casino.favoriteRemoved': { tr: 'Favorilerden çıkarıldı', en: 'Removed from favorites' },
  'server.casino.launchRefused': {
    tr: 'Oyun şu anda açılamıyor',
    en: 'The game cannot be opened right now',
  },
  'server.casino.launchUnavailable': {
    tr: 'Oyun sağlayıcısına ulaşılamıyor, lütfen biraz sonra tekrar deneyin',
    en: 'The game provider cannot be reached, please try again shortly',
  },
  'server.casino.badLobbyUrl': {
    tr: 'Lobi adresi http(s) ile başlamalıdır',
    en: 'The lobby URL must start with http(s)',
  },
  'server.casino.categoryUnknown': {
    tr: 'Böyle bir kategori yok',
    en: 'There is no such category',
  },
  'server.casino.gameExists': {
    tr: 'Bu sağlayıcıda bu oyun kodu zaten var',
    en: 'This provider already has a game with this code',
  },
  'server.casino.categoryExists': {
    tr: 'Bu kısa adla bir kategori zaten var',
    en: 'A category with this slug already exists',
  },
  // Player protection (RTS 12, 13, LCCP 3.5).
  'server.protection.limitSet': { tr: 'Limitiniz hemen geçerli', en: 'Your limit applies now' },
  'server.protection.limitPending': {
    tr: 'Artış 24 saat sonra onayınızla geçerli olur',
    en: 'The raise can take effect after 24 hours, once you confirm it',
  },
  'server.protection.noLimit': {
    tr: 'Bu dönem için kaldırılacak bir limit yok',
    en: 'There is no limit to remove for this period',
  },
  'server.protection.nothingPending': {
    tr: 'Onaylanacak bir limit değişikliği yok',
    en: 'There is no limit change to confirm',
  },
  'server.protection.notYet': {
    tr: 'Bu değişikliği {date} tarihinden sonra onaylayabilirsiniz',
    en: 'You can confirm this change after {date}',
  },
  'server.protection.intervalUnknown': {
    tr: 'Geçerli bir aralık seçin',
    en: 'Choose one of the offered intervals',
  },
  'server.protection.durationUnknown': {
    tr: 'Geçerli bir süre seçin',
    en: 'Choose a valid period',
  },
  'server.protection.saved': { tr: 'Kaydedildi', en: 'Saved' },
  'server.protection.timeoutTaken': {
    tr: 'Mola {date} tarihine kadar sürecek. Tüm oturumlarınız kapatıldı.',
    en: 'Your break lasts until {date}. You have been logged out everywhere.',
  },
  'server.protection.breakNotTaken': {
    tr: 'Bu mola uygulanmadı: {date} tarihine kadar süren bir sınırlama zaten geçerli.',
    en: 'This break did not apply: a restriction lasting until {date} is already in force.',
  },
  'server.protection.excluded': {
    tr: 'Kendinizi {date} tarihine kadar hariç tuttunuz. Tüm oturumlarınız kapatıldı.',
    en: 'You are self-excluded until {date}. You have been logged out everywhere.',
  },
  'server.protection.loginTimedOut': {
    tr: 'Hesabınız {date} tarihine kadar molada',
    en: 'Your account is on a break until {date}',
  },
  'server.protection.loginExcluded': {
    tr: 'Hesabınız {date} tarihine kadar kendi isteğinizle kapalı',
    en: 'Your account is self-excluded until {date}',
  },
  'server.protection.loginReopening': {
    tr: 'Kendini hariç tutma süreniz doldu; hesabınız {date} tarihinde açılacak',
    en: 'Your self-exclusion has ended; your account reopens on {date}',
  },
  'server.protection.depositBlocked': {
    tr: 'Mola veya kendini hariç tutma sırasında para yatırılamaz',
    en: 'Deposits are not possible during a break or self-exclusion',
  },
  'server.protection.depositLimit.day': {
    tr: 'Bu yatırım günlük limitinizi aşıyor (kalan: {remaining})',
    en: 'This deposit is over your daily limit (left: {remaining})',
  },
  'server.protection.depositLimit.week': {
    tr: 'Bu yatırım haftalık limitinizi aşıyor (kalan: {remaining})',
    en: 'This deposit is over your weekly limit (left: {remaining})',
  },
  'server.protection.depositLimit.month': {
    tr: 'Bu yatırım aylık limitinizi aşıyor (kalan: {remaining})',
    en: 'This deposit is over your monthly limit (left: {remaining})',
  },
  'server.protection.playerUnknown': { tr: 'Oyuncu bulunamadı', en: 'The player was not found' },
} satisfies ServerTexts;
