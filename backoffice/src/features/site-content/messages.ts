import { defineMessages } from '@oyna/contracts';

export const siteContentMessages = defineMessages({
  'bo.nav.siteContent': { tr: 'Açılır pencere ve duyuru', en: 'Popup and announcement' },
  'bo.site.title': { tr: 'Açılır pencere ve üst duyuru', en: 'Popup and top bar announcement' },
  'bo.site.intro': {
    tr: 'Sitenin açılışta gösterdiği kampanya penceresi ve üst çubuktaki adres duyurusu. Site değişikliği bir sonraki açılışta gösterir.',
    en: 'The offer window the site shows when it opens, and the address announcement in the top bar. The site shows a change at its next load.',
  },
  'bo.site.loadFailed': { tr: 'İçerik yüklenemedi', en: 'The content could not be loaded' },
  'bo.site.popup': { tr: 'Açılır pencere', en: 'Popup' },
  'bo.site.popupHint': {
    tr: 'Üç görselin üçü de ya da hiçbiri: görsel yoksa pencere gösterilmez.',
    en: 'All three pictures or none: without pictures there is no popup.',
  },
  'bo.site.popupUrl': {
    tr: 'Bağlantı (boş: sayfada kalır)',
    en: 'Link (empty: stays on the page)',
  },
  'bo.site.image0': { tr: 'Görsel (varsayılan)', en: 'Picture (default)' },
  'bo.site.image1': { tr: 'Görsel (992 px ve üstü)', en: 'Picture (992 px and up)' },
  'bo.site.image2': { tr: 'Görsel (1200 px ve üstü)', en: 'Picture (1200 px and up)' },
  'bo.site.threeOrNone': {
    tr: 'Üç görselin üçünü de girin ya da hepsini boş bırakın.',
    en: 'Give all three pictures, or leave all empty.',
  },
  'bo.site.savePopup': { tr: 'Pencereyi kaydet', en: 'Save the popup' },
  'bo.site.announcement': { tr: 'Üst çubuk duyurusu', en: 'Top bar announcement' },
  'bo.site.announcementHint': {
    tr: 'Güncel ve bir sonraki adres; bir sonraki adres boşsa duyuru gösterilmez.',
    en: 'The current and the next address; without a next address there is no announcement.',
  },
  'bo.site.current': { tr: 'Güncel adres', en: 'Current address' },
  'bo.site.next': { tr: 'Bir sonraki adres', en: 'Next address' },
  'bo.site.saveAnnouncement': { tr: 'Duyuruyu kaydet', en: 'Save the announcement' },
  'bo.site.previewOf': { tr: 'Önizleme — {language}', en: 'Preview — {language}' },
  'bo.site.lang.tr': { tr: 'Türkçe', en: 'Turkish' },
  'bo.site.lang.en': { tr: 'İngilizce', en: 'English' },
  'bo.site.noPopup': { tr: 'Pencere gösterilmez', en: 'No popup is shown' },
  'bo.site.noBar': { tr: 'Duyuru gösterilmez', en: 'No announcement is shown' },
  'bo.site.linksTo': { tr: 'Tıklayınca: {url}', en: 'On a click: {url}' },
  'bo.site.staysOnPage': { tr: 'Tıklayınca sayfada kalır', en: 'A click stays on the page' },
  'bo.site.saved': { tr: 'Kaydedildi', en: 'Saved' },
  'bo.site.saveFailed': {
    tr: 'Kaydedilemedi: {message}',
    en: 'Could not be saved: {message}',
  },
});
