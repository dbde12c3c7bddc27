import { defineMessages } from '@oyna/contracts';

export const cashierMessages = defineMessages({
  'bo.cashier.title': { tr: 'Ödeme kuyruğu', en: 'Payments queue' },
  'bo.cashier.intro': {
    tr: 'Bekleyen para çekme talepleri ve banka havaleleri, en eskisi önce.',
    en: 'Pending withdrawals and bank transfers, oldest first.',
  },
  'bo.cashier.refresh': { tr: 'Yenile', en: 'Refresh' },
  'bo.cashier.empty': { tr: 'Bekleyen talep yok.', en: 'Nothing is waiting.' },
  'bo.cashier.count': { tr: '{count} bekleyen talep', en: '{count} waiting' },
  'bo.cashier.loadFailed': { tr: 'Kuyruk yüklenemedi', en: 'The queue could not be loaded' },
  'bo.cashier.withdraw': { tr: 'Para çekme', en: 'Withdrawal' },
  'bo.cashier.deposit': { tr: 'Banka havalesi', en: 'Bank transfer' },
  'bo.cashier.player': { tr: 'Oyuncu', en: 'Player' },
  'bo.cashier.amount': { tr: 'Tutar', en: 'Amount' },
  'bo.cashier.method': { tr: 'Yöntem', en: 'Method' },
  'bo.cashier.requested': { tr: 'Talep zamanı', en: 'Requested' },
  'bo.cashier.reference': { tr: 'Referans', en: 'Reference' },
  'bo.cashier.details': { tr: 'Talep ayrıntıları', en: 'Request details' },
  'bo.cashier.select': {
    tr: 'Ayrıntılarını görmek için bir talep seçin.',
    en: 'Choose a request to see its details.',
  },
  'bo.cashier.activity': { tr: 'Oyuncunun son işlemleri', en: "The player's recent activity" },
  'bo.cashier.activityNone': {
    tr: 'Bu oyuncunun başka ödeme kaydı yok.',
    en: 'This player has no other payments on record.',
  },
  'bo.cashier.activityNote': {
    tr: 'Kasadaki son ödemeler arasından (onaylanan, reddedilen, bekleyen).',
    en: "From the cashier's latest payments (confirmed, rejected, pending).",
  },
  'bo.cashier.status.Pending': { tr: 'Bekliyor', en: 'Pending' },
  'bo.cashier.status.Confirmed': { tr: 'Onaylandı', en: 'Confirmed' },
  'bo.cashier.status.Rejected': { tr: 'Reddedildi', en: 'Rejected' },
  'bo.cashier.status.Cancelled': { tr: 'İptal edildi', en: 'Cancelled' },
  'bo.cashier.status.Created': { tr: 'Oluşturuldu', en: 'Created' },
  'bo.cashier.status.Expired': { tr: 'Süresi doldu', en: 'Expired' },
  'bo.cashier.field.FullName': { tr: 'Ad soyad', en: 'Full name' },
  'bo.cashier.field.Iban': { tr: 'IBAN', en: 'IBAN' },
  'bo.cashier.field.BankId': { tr: 'Banka no.', en: 'Bank no.' },
  'bo.cashier.field.AccountNo': { tr: 'Hesap no.', en: 'Account no.' },
  'bo.cashier.field.CardNo': { tr: 'Kart no.', en: 'Card no.' },
  'bo.cashier.field.CardHolder': { tr: 'Kart sahibi', en: 'Card holder' },
  'bo.cashier.reason': { tr: 'Gerekçe', en: 'Reason' },
  'bo.cashier.reasonHint': {
    tr: 'Reddetmek için gerekçe zorunludur; oyuncu bunu görür.',
    en: 'A rejection needs a reason; the player sees it.',
  },
  'bo.cashier.approve': { tr: 'Onayla', en: 'Approve' },
  'bo.cashier.reject': { tr: 'Reddet', en: 'Reject' },
  'bo.cashier.approved': {
    tr: '{player} için {amount} onaylandı',
    en: '{amount} for {player} approved',
  },
  'bo.cashier.rejected': {
    tr: '{player} için {amount} reddedildi',
    en: '{amount} for {player} rejected',
  },
  'bo.cashier.firstApproval': {
    tr: '{player} için {amount}: ilk onay kaydedildi, ikinci bir yetkilinin onayı bekleniyor',
    en: '{amount} for {player}: first approval recorded, a second staff member must approve',
  },
  'bo.cashier.kycCleared': {
    tr: '{player} için {amount}: kimlik incelemesi tamamlandı, talep onaylanabilir',
    en: '{amount} for {player}: identity review cleared, the request may be approved',
  },
  'bo.cashier.awaiting.secondApproval': {
    tr: 'İkinci onay bekleniyor — ilk onay: {who}, {when}. Aynı kişi ikinci kez onaylayamaz.',
    en: 'Awaiting a second approval — first approved by {who}, {when}. The same person cannot approve twice.',
  },
  'bo.cashier.awaiting.kycReview': {
    tr: 'Kimlik (KYC) incelemesi için bekletiliyor: onaydan önce incelemeyi gerekçesiyle tamamlayın.',
    en: 'Held for an identity (KYC) review: clear the review with a reason before approving.',
  },
  'bo.cashier.kycClear': { tr: 'İncelemeyi tamamla', en: 'Clear the review' },
  'bo.cashier.kycClearedBy': {
    tr: 'Kimlik incelemesini tamamlayan',
    en: 'Identity review cleared by',
  },
  'bo.cashier.decisionFailed': { tr: 'İşlem yapılamadı: {message}', en: 'Not done: {message}' },
});
