import { defineMessages } from './define';

/** Texts of the shell frame: remote fallbacks, not-found page, site name. */
export const shellMessages = defineMessages({
  'site.name': { tr: 'Oyna', en: 'Oyna' },
  'remote.loading': { tr: 'Yükleniyor…', en: 'Loading…' },
  'remote.failed': {
    tr: '{area} bölümü şu anda yüklenemedi. Sitenin geri kalanı çalışmaya devam ediyor.',
    en: 'The {area} section could not be loaded right now. The rest of the site keeps working.',
  },
  'remote.incompatible': {
    tr: '{area} bölümü bu sitenin sürümüyle uyumsuz (sözleşme {builtWith}, site {running}). Yeniden derlenene kadar açılamaz.',
    en: 'The {area} section is incompatible with this site (contracts {builtWith}, site {running}). It cannot be opened until it is rebuilt.',
  },
  'remote.retry': { tr: 'Tekrar Dene', en: 'Retry' },
  'remote.area.sports': { tr: 'Spor', en: 'Sports' },
  'remote.area.casino': { tr: 'Casino', en: 'Casino' },
  'remote.area.account': { tr: 'Hesap', en: 'Account' },
  'remote.area.payments': { tr: 'Ödemeler', en: 'Payments' },
  'notFound.text': {
    tr: 'Aradığınız sayfa bulunamadı.',
    en: 'The page you are looking for could not be found.',
  },
  'notFound.home': { tr: 'Ana sayfaya dön', en: 'Back to the home page' },
});
