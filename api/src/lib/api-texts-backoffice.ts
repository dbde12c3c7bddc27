import type { ApiText } from './api-texts';

/**
 * The api's texts of the back office's screens (modules/backoffice: players, reports) and of the
 * staff address allow-list, tr and en. Merged into the api's texts by lib/messages.ts.
 */
export const BACKOFFICE_TEXTS = {
  'api.accountLocked': {
    tr: 'Hesabınız kilitlendi. Lütfen müşteri hizmetleriyle iletişime geçin',
    en: 'Your account is locked. Please contact customer support',
  },
  'api.backoffice.playerNotFound': {
    tr: 'Oyuncu bulunamadı',
    en: 'No such player',
  },
  'api.backoffice.textRequired': {
    tr: '{field} çok kısa',
    en: '{field} is too short',
  },
  'api.backoffice.alreadyLocked': {
    tr: 'Hesap zaten kilitli',
    en: 'The account is already locked',
  },
  'api.backoffice.notLocked': {
    tr: 'Hesap kilitli değil',
    en: 'The account is not locked',
  },
  'api.backoffice.sessionNotFound': {
    tr: 'Oyuncunun açık böyle bir oturumu yok',
    en: 'The player has no such open session',
  },
  'api.backoffice.dayInvalid': {
    tr: '{field} YYYY-AA-GG biçiminde geçerli bir gün olmalı',
    en: '{field} must be a real day as YYYY-MM-DD',
  },
  'api.backoffice.rangeReversed': {
    tr: 'Başlangıç günü bitiş gününden sonra olamaz',
    en: 'The first day may not come after the last',
  },
  'api.backoffice.rangeTooLong': {
    tr: 'Bir rapor en çok {days} günü kapsar',
    en: 'A report covers at most {days} days',
  },
  'api.staff.addressRefused': {
    tr: '{role} rolü bu adresten ({ip}) kullanılamaz',
    en: 'The {role} role may not be used from this address ({ip})',
  },
} satisfies Record<string, ApiText>;
