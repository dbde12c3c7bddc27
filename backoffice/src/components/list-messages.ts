import { defineMessages } from '@oyna/contracts';

/** The texts of the shared list pieces (pager.tsx) and the CSV downloads. */
export const listMessages = defineMessages({
  'bo.list.previous': { tr: 'Önceki', en: 'Previous' },
  'bo.list.next': { tr: 'Sonraki', en: 'Next' },
  'bo.list.range': { tr: '{first}–{last} / {total}', en: '{first}–{last} of {total}' },
  'bo.list.empty': { tr: 'Kayıt yok.', en: 'Nothing on record.' },
  'bo.list.downloaded': {
    tr: '{file} indirildi ({rows} satır)',
    en: '{file} downloaded ({rows} rows)',
  },
});

/** The shared confirmation's own text (confirm-button.tsx). */
export const confirmMessages = defineMessages({
  'bo.confirm.cancel': { tr: 'Vazgeç', en: 'Cancel' },
});
