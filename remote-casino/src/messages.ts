import { defineRemoteMessages } from '@oyna/contracts';

/**
 * The casino remote's own texts (docs/decisions/004): they ship in this remote's dist and join the
 * page's messages when it loads; route titles (`route.casino.*`) stay in contracts because the
 * shell shows them before any remote loads.
 */
export const casinoMessages = defineRemoteMessages('casino', {
  'casino.lead': {
    tr: 'Oyun sağlayıcılarımızın en sevilen oyunları.',
    en: 'The most loved games of our providers.',
  },
  'casino.play.badGame': {
    tr: 'Bu oyun bağlantısı geçersiz.',
    en: 'This game link is not valid.',
  },
  'casino.search.label': { tr: 'Oyun ara', en: 'Search games' },
  'casino.search.placeholder': { tr: 'Oyun adı yazın', en: 'Type a game name' },
  'casino.search.none': { tr: 'Oyun bulunamadı.', en: 'No game found.' },
  'casino.search.results': { tr: 'Arama sonuçları', en: 'Search results' },
  'casino.favourites': { tr: 'Favorilerim', en: 'My favourites' },
  'casino.category.empty': {
    tr: 'Bu kategoride şu anda oyun yok.',
    en: 'There are no games in this category right now.',
  },
  'casino.favourite.add': { tr: '{name} favorilere ekle', en: 'Add {name} to favourites' },
  'casino.favourite.remove': {
    tr: '{name} favorilerden çıkar',
    en: 'Remove {name} from favourites',
  },
  'casino.game.open': { tr: '{name} oyna', en: 'Play {name}' },
  'casino.game.rng': { tr: 'RNG', en: 'RNG' },
  'casino.game.rngHint': {
    tr: 'Sonuçlar sertifikalı rastgele sayı üreticisiyle belirlenir; canlı video yayını yoktur.',
    en: 'Results come from a random number generator; there is no live video stream.',
  },
  'casino.filter.label': { tr: 'Canlı casino filtreleri', en: 'Live casino filters' },
  'casino.filter.all': { tr: 'Tümü', en: 'All' },
  'casino.filter.roulette': { tr: 'Rulet', en: 'Roulette' },
  'casino.filter.blackjack': { tr: 'Blackjack', en: 'Blackjack' },
  'casino.filter.poker': { tr: 'Poker', en: 'Poker' },
  'casino.filter.baccarat': { tr: 'Bakara', en: 'Baccarat' },
  'casino.filter.dealer': { tr: 'Krupiye', en: 'Dealer' },
  'casino.player.deposit': { tr: 'Para Yatır', en: 'Deposit' },
  'casino.player.depositTitle': { tr: 'Para Yatırma', en: 'Deposit Money' },
  'casino.player.refresh': { tr: 'Yeniden başlat', en: 'Restart' },
  'casino.player.close': { tr: 'Kapat', en: 'Close' },
  'casino.player.loading': { tr: 'Oyun yükleniyor…', en: 'Loading the game…' },
  'casino.player.failed': {
    tr: 'Oyun açılamadı.',
    en: 'The game could not be opened.',
  },
  'casino.player.reload': {
    tr: 'Oyun yeniden yüklenecek. Lütfen bekleyin...',
    en: 'Game will be reloaded. Please wait...',
  },
  'casino.dialog.game.title': { tr: 'Oyun', en: 'Game' },
});

export type CasinoMessageKey = keyof typeof casinoMessages;
