import { defineMessages } from './define';

/**
 * The form kit's own words (@oyna/ui, docs/decisions/005-form-kit.md): the first option of a
 * select (spec §2: "dropdown with a 'Select' first option"), the paste-from-clipboard button of
 * the Iban and CardNo fields (spec §2) and what it says when the clipboard cannot be read.
 */
export const formMessages = defineMessages({
  'form.select': { tr: 'Seçiniz', en: 'Select' },
  'form.paste': { tr: 'Yapıştır', en: 'Paste' },
  'form.clipboardUnavailable': {
    tr: 'Bu tarayıcı panodan okumaya izin vermiyor; değeri elle yazınız',
    en: 'This browser cannot read the clipboard; type the value instead',
  },
  'form.clipboardDenied': {
    tr: 'Panoya erişim reddedildi; değeri elle yazınız',
    en: 'Access to the clipboard was denied; type the value instead',
  },
  'form.clipboardEmpty': { tr: 'Panoda metin yok', en: 'There is no text in the clipboard' },
});
