import { defineMessages } from '@oyna/contracts';

export const dashboardMessages = defineMessages({
  'bo.dashboard.title': { tr: 'Bugün', en: 'Today' },
  'bo.dashboard.refresh': { tr: 'Yenile', en: 'Refresh' },
  'bo.dashboard.loadFailed': {
    tr: 'Günün rakamları yüklenemedi',
    en: "Today's figures could not be loaded",
  },
  'bo.dashboard.count': {
    tr: '{count, plural, =0 {işlem yok} other {# işlem}}',
    en: '{count, plural, =0 {none} one {# payment} other {# payments}}',
  },
  'bo.dashboard.deposits': { tr: 'Yatırımlar', en: 'Deposits' },
  'bo.dashboard.withdrawals': { tr: 'Ödenen çekimler', en: 'Withdrawals paid' },
  'bo.dashboard.ggr': { tr: 'GGR (brüt oyun geliri)', en: 'GGR (gross gaming revenue)' },
  'bo.dashboard.newPlayers': { tr: 'Yeni oyuncular', en: 'New players' },
  'bo.dashboard.byProduct': { tr: 'Ürüne göre GGR', en: 'GGR by product' },
  'bo.dashboard.product': { tr: 'Ürün', en: 'Product' },
  'bo.dashboard.stakes': { tr: 'Bahisler', en: 'Stakes' },
  'bo.dashboard.wins': { tr: 'Kazançlar', en: 'Wins' },
  'bo.dashboard.ggrShort': { tr: 'GGR', en: 'GGR' },
  'bo.dashboard.product.casino': { tr: 'Casino', en: 'Casino' },
  'bo.dashboard.product.sports': { tr: 'Spor bahisleri', en: 'Sports betting' },
  'bo.dashboard.queues': { tr: 'Bekleyen işler', en: 'Waiting' },
  'bo.dashboard.queue.withdrawals': { tr: 'Para çekme talepleri', en: 'Withdrawal requests' },
  'bo.dashboard.queue.bankTransfers': { tr: 'Banka havaleleri', en: 'Bank transfers' },
  'bo.dashboard.queue.bonusClaims': { tr: 'Bonus talepleri', en: 'Bonus claims' },
  'bo.dashboard.queue.callRequests': { tr: 'Geri arama talepleri', en: 'Call requests' },
});
