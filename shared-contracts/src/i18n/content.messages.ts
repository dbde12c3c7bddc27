import { defineMessages } from './define';

/**
 * Texts of the site content parts (spec §2 Other page parts): banner carousel, popup banner, promotions and their
 * detail dialog, static pages and their menu, the top-winners card, the casino video banner and
 * the call request form's extra labels (its field labels are in call-request.messages.ts).
 */
export const contentMessages = defineMessages({
  'content.banners.label': { tr: 'Öne çıkan kampanyalar', en: 'Featured offers' },
  'content.banners.previous': { tr: 'Önceki', en: 'Previous' },
  'content.banners.next': { tr: 'Sonraki', en: 'Next' },
  'content.banners.goTo': { tr: '{index}. görsele git', en: 'Go to slide {index}' },
  'content.banners.slide': { tr: '{index} / {total}', en: '{index} of {total}' },
  'content.banners.loading': { tr: 'Kampanyalar yükleniyor', en: 'Loading offers' },
  'content.popup.title': { tr: 'Size özel kampanya', en: 'An offer for you' },
  'content.popup.open': { tr: 'Kampanyayı gör', en: 'See the offer' },
  'content.promotions.details': { tr: 'Detaylar', en: 'Details' },
  'content.promotions.empty': {
    tr: 'Şu anda aktif bir promosyon bulunmuyor.',
    en: 'There are no active promotions right now.',
  },
  'content.promotions.loading': { tr: 'Promosyonlar yükleniyor', en: 'Loading promotions' },
  'content.promotions.terms': { tr: 'Koşullar', en: 'Terms' },
  'content.promotions.claim': { tr: 'Bonusu Talep Et', en: 'Claim' },
  'content.pages.menu': { tr: 'Sayfalar', en: 'Pages' },
  'content.pages.loading': { tr: 'Sayfa yükleniyor', en: 'Loading the page' },
  'content.pages.notFound': { tr: 'Sayfa bulunamadı', en: 'The page was not found' },
  'content.winners.title': { tr: 'Son Kazananlar', en: 'Top Winners' },
  'content.winners.game': { tr: 'Oyun', en: 'Game' },
  'content.winners.player': { tr: 'Oyuncu', en: 'Player' },
  'content.winners.amount': { tr: 'Kazanç', en: 'Win' },
  'content.winners.empty': { tr: 'Henüz kazanan yok.', en: 'No winners yet.' },
  'content.video.label': { tr: 'Canlı casino tanıtımı', en: 'Live casino showcase' },
  'content.video.cta': { tr: 'Canlı Casino’ya Git', en: 'Go to Live Casino' },
  'content.callRequest.contact': { tr: '{index}. iletişim bilgisi', en: 'Contact {index}' },
  'content.callRequest.open': { tr: 'Sizi Arayalım', en: 'Call Request' },
  'content.error.retry': { tr: 'Tekrar dene', en: 'Try again' },
  'content.error.load': { tr: 'İçerik yüklenemedi.', en: 'The content could not be loaded.' },
});
