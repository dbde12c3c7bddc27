import type { ServerTexts } from './api-texts';

/**
 * The api's texts of the back office's screens (modules/backoffice: players, reports) and of the
 * staff address allow-list, tr and en. Merged into the api's texts by lib/messages.ts.
 */
export const BACKOFFICE_TEXTS = {
  'server.accountLocked': {
    tr: 'Hesabınız kilitlendi. Lütfen müşteri hizmetleriyle iletişime geçin',
    en: 'Your account is locked. Please contact customer support',
  },
  'server.backoffice.playerNotFound': {
    tr: 'Oyuncu bulunamadı',
    en: 'No such player',
  },
  'server.backoffice.textRequired': {
    tr: '{field} çok kısa',
    en: '{field} is too short',
  },
  'server.backoffice.alreadyLocked': {
    tr: 'Hesap zaten kilitli',
    en: 'The account is already locked',
  },
  'server.backoffice.notLocked': {
    tr: 'Hesap kilitli değil',
    en: 'The account is not locked',
  },
  'server.backoffice.sessionNotFound': {
    tr: 'Oyuncunun açık böyle bir oturumu yok',
    en: 'The player has no such open session',
  },
  'server.backoffice.dayInvalid': {
    tr: '{field} YYYY-AA-GG biçiminde geçerli bir gün olmalı',
    en: '{field} must be a real day as YYYY-MM-DD',
  },
  'server.backoffice.rangeReversed': {
    tr: 'Başlangıç günü bitiş gününden sonra olamaz',
    en: 'The first day may not come after the last',
  },
  'server.backoffice.rangeTooLong': {
    tr: 'Bir rapor en çok {days} günü kapsar',
    en: 'A report covers at most {days} days',
  },
  'server.staff.addressRefused': {
    tr: '{role} rolü bu adresten ({ip}) kullanılamaz',
    en: 'The {role} role may not be used from this address ({ip})',
  },
} satisfies ServerTexts;
