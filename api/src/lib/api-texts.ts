/**
 * The api's own server messages, tr and en (spec §7: x-locale, default en), by area: what no
 * screen shows, so what the @oyna/contracts catalog does not carry. lib/messages.ts words them.
 */
export interface ApiText {
  tr: string;
  en: string;
}

export const API_TEXTS = {
  'api.healthy': { tr: 'Servis çalışıyor.', en: 'The service is up.' },
  'api.unhealthy': { tr: 'Veritabanına ulaşılamıyor.', en: 'The database cannot be reached.' },
  // The readiness probe (modules/health, docs/ops.md › Health and shutdown).
  'api.draining': { tr: 'Servis kapanıyor.', en: 'The service is shutting down.' },
  'api.migrationsPending': {
    tr: 'Veritabanı güncellemeleri bitmedi.',
    en: 'The database migrations are not done.',
  },
  'api.contentNotFound': { tr: 'Sayfa bulunamadı', en: 'The page was not found' },
  'api.unsupportedMediaType': {
    tr: 'İstek gövdesi JSON olarak gönderilmelidir',
    en: 'The request body must be sent as JSON',
  },
  'api.payloadTooLarge': { tr: 'İstek çok büyük', en: 'The request is too large' },
  // Requests refused before routing (lib/client-errors.ts).
  'api.uriTooLong': { tr: 'İstek adresi çok uzun', en: 'The request address is too long' },
  'api.headersTooLarge': {
    tr: 'İstek başlıkları çok büyük',
    en: 'The request headers are too large',
  },
  'api.malformedRequest': { tr: 'İstek okunamadı', en: 'The request could not be read' },
  'api.badUrl': { tr: 'İstek adresi geçersiz', en: 'The request address is not valid' },
  'api.requestTimeout': {
    tr: 'İstek zamanında tamamlanmadı',
    en: 'The request did not complete in time',
  },
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
    tr: 'Son {days} günde en az {amount} net nakit kaybınız yok',
    en: 'You have no net cash loss of at least {amount} in the last {days} days',
  },
  'api.account.offer.notBirthday': {
    tr: 'Bu bonus doğum gününüzden itibaren {days} gün içinde istenebilir',
    en: 'This bonus can be requested within {days} days from your birthday',
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
  // The back office › the audit: four eyes on a large withdrawal, the identity (KYC) review.
  'api.paymentFirstApproval': {
    tr: 'İlk onay kaydedildi: ödeme, başka bir yetkilinin ikinci onayını bekliyor',
    en: 'First approval recorded: the payment awaits a second approval by another staff member',
  },
  'api.paymentSameApprover': {
    tr: 'Bu ödemeyi zaten onayladınız: ikinci onayı başka bir yetkili vermelidir',
    en: 'You have already approved this payment: the second approval must come from another staff member',
  },
  'api.paymentKycHold': {
    tr: 'Bu çekim kimlik (KYC) incelemesinde: inceleme tamamlanmadan onaylanamaz',
    en: 'This withdrawal is held for an identity (KYC) review: it cannot be approved until the review is cleared',
  },
  'api.paymentNoKycHold': {
    tr: 'Bu ödeme için bekleyen bir kimlik incelemesi yok',
    en: 'This payment has no identity review waiting',
  },
  'api.paymentKycCleared': {
    tr: 'Kimlik incelemesi tamamlandı: çekim artık onaylanabilir',
    en: 'Identity review cleared: the withdrawal may now be approved',
  },
  // A confirmed payment not credited (LCCP 3.5 break, RTS 12 limit): refunded to its source.
  'api.paymentReturned': {
    tr: 'Ödeme hesaba eklenmedi: kaynağına iade edildi',
    en: 'The payment was not credited: it was returned to its source',
  },
  'api.paymentNothingOwed': {
    tr: 'Bu oyuncuya ödenecek bir bakiye yok',
    en: 'No balance is owed to this player',
  },
  'api.paymentRefundNotRefused': {
    tr: 'Bu ödemenin reddedilmiş bir iadesi yok',
    en: 'This payment has no refused refund',
  },
  'api.notify.depositReturned.title': {
    tr: 'Para yatırma iptal edildi',
    en: 'Deposit cancelled',
  },
  'api.notify.depositReturned.note': {
    tr: '{amount} tutarındaki yatırımınız hesabınıza eklenmedi, kaynağına iade edildi.',
    en: 'Your deposit of {amount} was not added to your balance: it was returned to source.',
  },
  'api.mail.exclusionPayout.subject': {
    tr: 'Hesap bakiyenizin ödenmesi',
    en: 'Paying out your account balance',
  },
  'api.mail.exclusionPayout.text': {
    tr: 'Kendinizi {date} tarihine kadar hariç tuttunuz. Hesabınızda kalan {amount} size ödenecek: son para yatırdığınız yönteme ya da kayıtlı banka hesabınıza 3 iş günü içinde gönderilir. Başka bir hesap için müşteri hizmetlerine bu e-postayı yanıtlayarak yazın; oyun için hesabınıza giriş gerekmez.',
    en: 'You are self-excluded until {date}. The {amount} left in your account will be paid out to you: it is sent to the method you last deposited with, or to your bank account on file, within 3 working days. For another account, reply to this e-mail; you need not log in.',
  },
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
  // Player protection (RTS 12, 13, LCCP 3.5).
  'api.protection.limitSet': { tr: 'Limitiniz hemen geçerli', en: 'Your limit applies now' },
  'api.protection.limitPending': {
    tr: 'Artış 24 saat sonra onayınızla geçerli olur',
    en: 'The raise can take effect after 24 hours, once you confirm it',
  },
  'api.protection.noLimit': {
    tr: 'Bu dönem için kaldırılacak bir limit yok',
    en: 'There is no limit to remove for this period',
  },
  'api.protection.nothingPending': {
    tr: 'Onaylanacak bir limit değişikliği yok',
    en: 'There is no limit change to confirm',
  },
  'api.protection.notYet': {
    tr: 'Bu değişikliği {date} tarihinden sonra onaylayabilirsiniz',
    en: 'You can confirm this change after {date}',
  },
  'api.protection.intervalUnknown': {
    tr: 'Geçerli bir aralık seçin',
    en: 'Choose one of the offered intervals',
  },
  'api.protection.durationUnknown': { tr: 'Geçerli bir süre seçin', en: 'Choose a valid period' },
  'api.protection.saved': { tr: 'Kaydedildi', en: 'Saved' },
  'api.protection.timeoutTaken': {
    tr: 'Mola {date} tarihine kadar sürecek. Tüm oturumlarınız kapatıldı.',
    en: 'Your break lasts until {date}. You have been logged out everywhere.',
  },
  'api.protection.breakNotTaken': {
    tr: 'Bu mola uygulanmadı: {date} tarihine kadar süren bir sınırlama zaten geçerli.',
    en: 'This break did not apply: a restriction lasting until {date} is already in force.',
  },
  'api.protection.excluded': {
    tr: 'Kendinizi {date} tarihine kadar hariç tuttunuz. Tüm oturumlarınız kapatıldı.',
    en: 'You are self-excluded until {date}. You have been logged out everywhere.',
  },
  'api.protection.loginTimedOut': {
    tr: 'Hesabınız {date} tarihine kadar molada',
    en: 'Your account is on a break until {date}',
  },
  'api.protection.loginExcluded': {
    tr: 'Hesabınız {date} tarihine kadar kendi isteğinizle kapalı',
    en: 'Your account is self-excluded until {date}',
  },
  'api.protection.loginReopening': {
    tr: 'Kendini hariç tutma süreniz doldu; hesabınız {date} tarihinde açılacak',
    en: 'Your self-exclusion has ended; your account reopens on {date}',
  },
  'api.protection.depositBlocked': {
    tr: 'Mola veya kendini hariç tutma sırasında para yatırılamaz',
    en: 'Deposits are not possible during a break or self-exclusion',
  },
  'api.protection.depositLimit.day': {
    tr: 'Bu yatırım günlük limitinizi aşıyor (kalan: {remaining})',
    en: 'This deposit is over your daily limit (left: {remaining})',
  },
  'api.protection.depositLimit.week': {
    tr: 'Bu yatırım haftalık limitinizi aşıyor (kalan: {remaining})',
    en: 'This deposit is over your weekly limit (left: {remaining})',
  },
  'api.protection.depositLimit.month': {
    tr: 'Bu yatırım aylık limitinizi aşıyor (kalan: {remaining})',
    en: 'This deposit is over your monthly limit (left: {remaining})',
  },
  'api.protection.playerUnknown': { tr: 'Oyuncu bulunamadı', en: 'The player was not found' },
} satisfies Record<string, ApiText>;
