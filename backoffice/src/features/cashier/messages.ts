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
  'bo.cashier.decisionFailed': { tr: 'İşlem yapılamadı: {message}', en: 'Not done: {message}' },
});
