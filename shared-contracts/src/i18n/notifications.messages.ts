import { defineMessages } from './define';

/**
 * The notifications panel and live channel (spec §2 Notifications panel, §4 Notifications, Live
 * channel), and the api's texts for its notification calls and the ops endpoint (spec §3 Notification, §4 Notifications).
 */
export const notificationsMessages = defineMessages({
  'notifications.title': { tr: 'Bildirimler', en: 'Notifications' },
  'notifications.bell': {
    tr: 'Bildirimler ({count} okunmamış)',
    en: 'Notifications ({count} unread)',
  },
  // spec §2: the empty state.
  'notifications.empty': {
    tr: 'Yeni bir bildiriminiz olduğunda burada göreceksiniz.',
    en: 'When you have a new notification, you will see it here.',
  },
  'notifications.back': { tr: 'Geri', en: 'Back' },
  'notifications.unread': { tr: 'Okunmadı', en: 'Unread' },
  'notifications.loading': { tr: 'Bildirimler yükleniyor…', en: 'Loading notifications…' },
  'notifications.type.1': { tr: 'Para yatırma', en: 'Deposit' },
  'notifications.type.2': { tr: 'Para çekme', en: 'Withdraw' },
  'notifications.type.3': { tr: 'Jackpot', en: 'Jackpot' },
  'notifications.type.4': { tr: 'Bonus', en: 'Bonus' },
  'notifications.type.5': { tr: 'Sistem', en: 'System' },
  'notifications.live.lost': {
    tr: 'Canlı bağlantı koptu, yeniden bağlanılıyor…',
    en: 'Live connection lost, reconnecting…',
  },

  // api (customer/notification, customer/readnotification, admin/notifications)
  'api.notificationNotFound': { tr: 'Bildirim bulunamadı', en: 'The notification was not found' },
  'api.notificationSent': {
    tr: '{count} oyuncuya bildirim gönderildi',
    en: 'Notification sent to {count} player(s)',
  },
  'api.adminForbidden': {
    tr: 'Bu işlem için yetkiniz yok',
    en: 'You are not allowed to do this',
  },
  'api.playerNotFound': { tr: 'Oyuncu bulunamadı', en: 'The player was not found' },
  'api.notificationTarget': {
    tr: 'Bir kullanıcı adı ya da herkese gönderim seçilmelidir',
    en: 'Give a username or send to all',
  },
  'api.notificationOnBreak': {
    tr: 'Oyuncu molada: yalnızca tanıtım içermeyen bildirimler gönderilebilir',
    en: 'The player is on a break: only non-promotional notifications may be sent',
  },
  'api.notificationText': {
    tr: 'Bildirimin başlığı ve metni, ya da her dil için başlık ve metin verilmelidir',
    en: 'Give the title and note, or a title and note for each language',
  },
  'api.trialBonusNotification.title': { tr: 'Deneme bonusu', en: 'Trial bonus' },
  'api.trialBonusNotification.note': {
    tr: '{amount} deneme bonusu hesabınıza eklendi.',
    en: 'A trial bonus of {amount} has been added to your account.',
  },
});
