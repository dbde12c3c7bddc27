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
  'shell.translationsFailed': {
    tr: 'Çeviriler yüklenemedi. Site varsayılan metinlerle çalışmaya devam ediyor.',
    en: 'Translations could not be loaded. The site continues with its default texts.',
  },
  'dialog.close': { tr: 'Kapat', en: 'Close' },
  'dialog.title.login': { tr: 'Giriş Yap', en: 'Login' },
  'dialog.login.required': {
    tr: 'Bu sayfayı görmek için giriş yapmalısınız.',
    en: 'Please log in to see this page.',
  },
  'header.logo': { tr: 'Oyna ana sayfa', en: 'Oyna home' },
  'header.login': { tr: 'Giriş Yap', en: 'Login' },
  'header.signup': { tr: 'Üye Ol', en: 'Sign Up' },
  'header.deposit': { tr: 'Para Yatır', en: 'Deposit' },
  'header.mainMenu': { tr: 'Ana menü', en: 'Main menu' },
  'header.bottomBar': { tr: 'Hızlı menü', en: 'Quick menu' },
  'menu.spor': { tr: 'Spor', en: 'Sports' },
  'menu.livespor': { tr: 'Canlı Spor', en: 'Live Sports' },
  'menu.esports': { tr: 'E-Spor', en: 'E-Sports' },
  'menu.slot': { tr: 'Slot', en: 'Slots' },
  'menu.liveCasino': { tr: 'Canlı Casino', en: 'Live Casino' },
  'menu.games': { tr: 'Sanal', en: 'Games' },
  'menu.bingo': { tr: 'Tombala', en: 'Bingo' },
  'menu.tvbets': { tr: 'TV Oyunları', en: 'TV Games' },
  'menu.promotions': { tr: 'Promosyonlar', en: 'Promotions' },
  'menu.claimBonus': { tr: 'Bonus Talep', en: 'Bonus Talep' },
  'menu.callRequest': { tr: 'Beni Ara', en: 'Call Request' },
  'menu.deposit': { tr: 'Para Yatır', en: 'Deposit' },
  'menu.support': { tr: 'Destek', en: 'Support' },
  'menu.lCasino': { tr: 'C.Casino', en: 'L.Casino' },
  'footer.links': { tr: 'Site bağlantıları', en: 'Site links' },
  'footer.responsible': {
    tr: 'Kumar bağımlılık yapabilir. Lütfen sorumlu oynayın; 18 yaşından küçüklerin oynaması yasaktır.',
    en: 'Gambling can be addictive. Please play responsibly; players under 18 are not allowed.',
  },
  'footer.legal': {
    tr: 'Hizmeti kullanarak <terms>genel şartlar ve koşulları</terms> kabul etmiş olursunuz. Mevcut kullanıcılar hizmeti kullanmayı bırakabilir; güncellenen şartlar en az iki hafta önceden duyurulur.',
    en: 'By using the service you accept the <terms>general terms and conditions</terms>. Existing users may stop using the service; updated terms are announced at least two weeks before they take effect.',
  },
  'footer.copyright': {
    tr: '© {year} Oyna. Tüm hakları saklıdır.',
    en: '© {year} Oyna. All rights reserved.',
  },
  'home.title': { tr: 'Oyna’ya hoş geldiniz', en: 'Welcome to Oyna' },
  'home.lead': {
    tr: 'Spor bahisleri, canlı bahis, slot ve canlı casino tek bir yerde.',
    en: 'Sports betting, live betting, slots and live casino in one place.',
  },
  'promotions.lead': {
    tr: 'Güncel kampanyalar ve bonuslar burada.',
    en: 'Current campaigns and bonuses are listed here.',
  },
});
