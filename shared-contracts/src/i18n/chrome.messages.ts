import { defineMessages } from './define';

/**
 * Texts of the site chrome (spec §2 Header, Menus, Other page parts › Footer; §4 top
 * notification bar): accessible names of every icon control, the language dropdown, the top
 * bar message and the footer parts. Menu labels themselves are the `menu.*` keys.
 */
export const chromeMessages = defineMessages({
  'chrome.topBar': { tr: 'Hızlı bağlantılar', en: 'Quick links' },
  'chrome.newTab': { tr: '{name} (yeni sekmede açılır)', en: '{name} (opens in a new tab)' },
  'chrome.telegram': { tr: 'Telegram', en: 'Telegram' },
  'chrome.whatsapp': { tr: 'WhatsApp', en: 'WhatsApp' },
  'chrome.liveTv': { tr: 'Canlı TV', en: 'Live TV' },
  'chrome.menu.open': { tr: 'Menüyü aç', en: 'Open the menu' },
  'chrome.menu.close': { tr: 'Menüyü kapat', en: 'Close the menu' },
  'chrome.sideMenu': { tr: 'Yan menü', en: 'Side menu' },
  'chrome.compactMenu': { tr: 'Kısa menü', en: 'Compact menu' },
  'chrome.aviator': { tr: 'Aviator', en: 'Aviator' },
  'chrome.search': { tr: 'Oyun ara', en: 'Search games' },
  'chrome.language': { tr: 'Dil: {language}', en: 'Language: {language}' },
  'chrome.language.list': { tr: 'Dil seçimi', en: 'Choose a language' },
  'chrome.lang.tr': { tr: 'Türkçe', en: 'Türkçe' },
  'chrome.lang.en': { tr: 'English', en: 'English' },
  'chrome.topNotify.label': { tr: 'Adres duyurusu', en: 'Address announcement' },
  'chrome.topNotify.message': {
    tr: 'Güncel adresimiz {current}. Erişim sorunu yaşarsanız bir sonraki adresimiz {next} üzerinden devam edebilirsiniz.',
    en: 'Our current address is {current}. If you cannot reach it, continue at our next address {next}.',
  },
  'chrome.topNotify.close': { tr: 'Duyuruyu kapat', en: 'Close the announcement' },
  'chrome.footer.logo': { tr: 'Oyna ana sayfa', en: 'Oyna home page' },
  'chrome.footer.columns': { tr: 'Alt bilgi bağlantıları', en: 'Footer links' },
  'chrome.footer.col.betting': { tr: 'Bahis', en: 'Betting' },
  'chrome.footer.col.casino': { tr: 'Casino', en: 'Casino' },
  'chrome.footer.col.games': { tr: 'Oyunlar', en: 'Games' },
  'chrome.footer.col.quickLinks': { tr: 'Hızlı Bağlantılar', en: 'Quick Links' },
  'chrome.footer.col.bettingContent': { tr: 'Bahis İçerikleri', en: 'Betting content' },
  'chrome.footer.col.terms': { tr: 'Şartlar', en: 'Terms' },
  'chrome.footer.contacts': { tr: 'Hızlı İletişim', en: 'Quick contact' },
  'chrome.footer.telegramN': { tr: 'Telegram {n}', en: 'Telegram {n}' },
  'chrome.footer.whatsappN': { tr: 'WhatsApp {n}', en: 'WhatsApp {n}' },
  'chrome.footer.social': { tr: 'Sosyal medya', en: 'Social media' },
  'chrome.social.instagram': { tr: 'Instagram', en: 'Instagram' },
  'chrome.social.twitter': { tr: 'X (Twitter)', en: 'X (Twitter)' },
  'chrome.social.youtube': { tr: 'YouTube', en: 'YouTube' },
  'chrome.footer.providers': { tr: 'Oyun sağlayıcıları', en: 'Game providers' },
  'chrome.footer.ageLimit': { tr: '18 yaş sınırı', en: 'Age limit 18' },
  'chrome.footer.policies': { tr: 'Sorumlu oyun bağlantıları', en: 'Responsible gaming links' },
  'chrome.footer.licence': {
    tr: 'Oyna, Filipinler e-oyun lisansı altında faaliyet gösterir.',
    en: 'Oyna operates under a Philippine e-gaming licence.',
  },
  'chrome.footer.licenceBadge': { tr: 'Lisans doğrulama', en: 'Licence verification' },
  'chrome.footer.callRequest': { tr: 'Sizi Arayalım', en: 'Request a call back' },
  'chrome.footer.callRequestLead': {
    tr: 'Sorunuz mu var? Numaranızı bırakın, sizi arayalım.',
    en: 'Any questions? Leave your number and we will call you.',
  },
});
