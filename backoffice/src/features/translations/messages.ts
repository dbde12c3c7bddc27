import { defineMessages } from '@oyna/contracts';

export const translationsMessages = defineMessages({
  'bo.nav.translations': { tr: 'Çeviri düzeltmeleri', en: 'Translation overrides' },
  'bo.tr.title': { tr: 'Çeviri düzeltmeleri', en: 'Translation overrides' },
  'bo.tr.intro': {
    tr: 'Sitenin hazır metinlerinden birini bir dilde değiştirin; boş bırakılan dil hazır metni kullanır.',
    en: "Change one of the site's built-in texts in a language; a language left empty uses the built-in text.",
  },
  'bo.tr.loadFailed': { tr: 'Düzeltmeler yüklenemedi', en: 'The overrides could not be loaded' },
  'bo.tr.list': { tr: 'Düzeltilen metinler', en: 'Overridden texts' },
  'bo.tr.none': { tr: 'Henüz düzeltme yok.', en: 'No overrides yet.' },
  'bo.tr.new': { tr: 'Yeni düzeltme', en: 'New override' },
  'bo.tr.key': { tr: 'Metin anahtarı', en: 'Message key' },
  'bo.tr.keyHint': {
    tr: 'Örnek: menu.promotions, chrome.topNotify.message',
    en: 'For example: menu.promotions, chrome.topNotify.message',
  },
  'bo.tr.unknownKey': {
    tr: 'Bu anahtar sitenin hazır metinleri arasında yok (uzak modüllerin kendi metinleri olabilir).',
    en: "This key is not among the site's built-in texts (a remote's own texts may use it).",
  },
  'bo.tr.textTr': { tr: 'Türkçe metin (boş: hazır metin)', en: 'Turkish text (empty: built-in)' },
  'bo.tr.textEn': {
    tr: 'İngilizce metin (boş: hazır metin)',
    en: 'English text (empty: built-in)',
  },
  'bo.tr.builtIn': { tr: 'Hazır metin: {text}', en: 'Built-in: {text}' },
  'bo.tr.save': { tr: 'Kaydet', en: 'Save' },
  'bo.tr.saved': { tr: '{key} kaydedildi', en: '{key} saved' },
  'bo.tr.saveFailed': { tr: 'Kaydedilemedi: {message}', en: 'Could not be saved: {message}' },
  'bo.tr.previewOf': { tr: 'Sitede — {language}', en: 'On the site — {language}' },
  'bo.tr.lang.tr': { tr: 'Türkçe', en: 'Turkish' },
  'bo.tr.lang.en': { tr: 'İngilizce', en: 'English' },
  'bo.tr.overridden': { tr: 'düzeltildi', en: 'overridden' },
});
