import { defineMessages } from '@oyna/contracts';

export const notificationsMessages = defineMessages({
  'bo.nav.notifications': { tr: 'Bildirimler', en: 'Notifications' },
  'bo.notify.title': { tr: 'Bildirim gönder', en: 'Send a notification' },
  'bo.notify.intro': {
    tr: 'Bir oyuncuya ya da tüm oyunculara, iki dilde. Her oyuncu kendi dilindeki metni görür.',
    en: 'To one player or to every player, in both languages. Each player reads it in their own.',
  },
  'bo.notify.target': { tr: 'Alıcı', en: 'To' },
  'bo.notify.target.one': { tr: 'Bir oyuncu', en: 'One player' },
  'bo.notify.target.all': { tr: 'Tüm oyuncular', en: 'Every player' },
  'bo.notify.username': { tr: 'Kullanıcı adı', en: 'Username' },
  'bo.notify.promotional': {
    tr: 'Tanıtım içerir (bonus, kampanya)',
    en: 'Promotional (a bonus, an offer)',
  },
  'bo.notify.breakRule': {
    tr: 'Molada olan oyunculara (mola veya kendini dışlama) yalnızca tanıtım içermeyen bildirimler gönderilebilir; herkese gönderilenler onlara hiç ulaşmaz.',
    en: 'Players under a break (a time-out or self-exclusion) may get only non-promotional notifications; one sent to every player never reaches them.',
  },
  'bo.notify.tr': { tr: 'Türkçe', en: 'Turkish' },
  'bo.notify.en': { tr: 'İngilizce', en: 'English' },
  'bo.notify.titleTr': { tr: 'Başlık (Türkçe)', en: 'Title (Turkish)' },
  'bo.notify.noteTr': { tr: 'Metin (Türkçe)', en: 'Text (Turkish)' },
  'bo.notify.titleEn': { tr: 'Başlık (İngilizce)', en: 'Title (English)' },
  'bo.notify.noteEn': { tr: 'Metin (İngilizce)', en: 'Text (English)' },
  'bo.notify.preview': { tr: 'Önizleme', en: 'Preview' },
  'bo.notify.previewOf': { tr: 'Önizleme: {lang}', en: 'Preview: {lang}' },
  'bo.notify.previewEmpty': { tr: '(boş)', en: '(empty)' },
  'bo.notify.kind.system': { tr: 'Sistem', en: 'System' },
  'bo.notify.kind.promo': { tr: 'Bonus', en: 'Bonus' },
  'bo.notify.send': { tr: 'Gönder', en: 'Send' },
  'bo.notify.sendAll': { tr: 'Tüm oyunculara gönder', en: 'Send to every player' },
  'bo.notify.sent': {
    tr: '{count} oyuncuya gönderildi',
    en: 'Sent to {count} player(s)',
  },
  'bo.notify.failed': { tr: 'Gönderilemedi: {message}', en: 'Not sent: {message}' },
});
