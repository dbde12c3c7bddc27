import { defineMessages } from '@oyna/contracts';

export const auditMessages = defineMessages({
  'bo.nav.audit': { tr: 'Denetim kaydı', en: 'Audit log' },
  'bo.audit.title': { tr: 'Denetim kaydı', en: 'Audit log' },
  'bo.audit.intro': {
    tr: 'Personelin her işlemi, en yenisi önce: kim, hangi rolle, ne zaman, nereden, ne yaptı; öncesi ve sonrası.',
    en: 'Every staff action, newest first: who, in which role, when, from where, what; before and after.',
  },
  'bo.audit.actor': { tr: 'Kim', en: 'Actor' },
  'bo.audit.action': { tr: 'İşlem', en: 'Action' },
  'bo.audit.from': { tr: 'Başlangıç günü (UTC)', en: 'From (UTC day)' },
  'bo.audit.to': { tr: 'Bitiş günü (UTC)', en: 'To (UTC day)' },
  'bo.audit.search': { tr: 'Ara', en: 'Search' },
  'bo.audit.csv': { tr: 'CSV indir', en: 'Download CSV' },
  'bo.audit.exportFailed': { tr: 'CSV alınamadı: {message}', en: 'No CSV: {message}' },
  'bo.audit.found': {
    tr: '{count, plural, =0 {Kayıt yok} other {# kayıt}}',
    en: '{count, plural, =0 {No records} one {# record} other {# records}}',
  },
  'bo.audit.when': { tr: 'Zaman', en: 'When' },
  'bo.audit.who': { tr: 'Kim', en: 'Who' },
  'bo.audit.where': { tr: 'Nereden', en: 'From where' },
  'bo.audit.object': { tr: 'Nesne', en: 'Object' },
  'bo.audit.status': { tr: 'Sonuç', en: 'Status' },
  'bo.audit.change': { tr: 'Öncesi / sonrası', en: 'Before / after' },
  'bo.audit.before': { tr: 'Öncesi', en: 'Before' },
  'bo.audit.after': { tr: 'Sonrası', en: 'After' },
  'bo.audit.kind.staff': { tr: 'personel', en: 'staff' },
  'bo.audit.kind.token': { tr: 'makine anahtarı', en: 'machine token' },
  'bo.audit.kind.admin-token': { tr: 'ortak yönetici anahtarı', en: 'shared admin token' },
});
