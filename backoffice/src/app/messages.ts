import { defineMessages } from '@oyna/contracts';

/** The back office's frame: title, nav, roles, language, session (tr first: spec §1 default). */
export const chromeMessages = defineMessages({
  'bo.app.title': { tr: 'Oyna Yönetim', en: 'Oyna Back Office' },
  'bo.app.skip': { tr: 'İçeriğe geç', en: 'Skip to content' },
  'bo.app.loading': { tr: 'Yükleniyor…', en: 'Loading…' },
  'bo.app.networkError': {
    tr: 'Sunucuya ulaşılamadı, bağlantınızı kontrol edip yeniden deneyin',
    en: 'The server could not be reached: check your connection and try again',
  },
  'bo.nav.label': { tr: 'Ana menü', en: 'Main menu' },
  'bo.nav.home': { tr: 'Ana sayfa', en: 'Home' },
  'bo.nav.cashier': { tr: 'Kasa', en: 'Cashier' },
  'bo.nav.menu': { tr: 'Menü', en: 'Menu' },
  'bo.session.logout': { tr: 'Çıkış yap', en: 'Log out' },
  'bo.session.signedInAs': { tr: '{name} ({role})', en: '{name} ({role})' },
  'bo.lang.label': { tr: 'Dil', en: 'Language' },
  'bo.lang.tr': { tr: 'Türkçe', en: 'Türkçe' },
  'bo.lang.en': { tr: 'English', en: 'English' },
  'bo.role.owner': { tr: 'Yönetici', en: 'Owner' },
  'bo.role.cashier': { tr: 'Kasiyer', en: 'Cashier' },
  'bo.role.content': { tr: 'İçerik editörü', en: 'Content editor' },
  'bo.role.support': { tr: 'Destek', en: 'Support' },
  'bo.role.risk': { tr: 'Risk', en: 'Risk' },
  'bo.role.auditor': { tr: 'Denetçi', en: 'Auditor' },
  'bo.toast.close': { tr: 'Kapat', en: 'Close' },
  'bo.notFound.title': { tr: 'Sayfa bulunamadı', en: 'Page not found' },
  'bo.notFound.home': { tr: 'Ana sayfaya dön', en: 'Back to home' },
});
