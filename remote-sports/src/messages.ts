import { defineRemoteMessages } from '@oyna/contracts';

/**
 * The sports remote's own texts (docs/decisions/004): they ship in this remote's dist and join the
 * page's messages when it loads; route titles stay in contracts (the shell shows them first).
 */
export const sportsMessages = defineRemoteMessages('sports', {
  'sports.lead': {
    tr: 'Maç önü ve canlı bahis bültenleri burada.',
    en: 'Pre-match and live betting markets are listed here.',
  },
  // UKGC RTS 15A: in-play pages say that "live" broadcasts are delayed.
  'sports.live.notice': {
    tr: 'Canlı yayınlar gerçek zamanın gerisindedir: başkaları sonucu sizden önce biliyor olabilir.',
    en: '"Live" broadcasts are delayed: others may know what happened before you do.',
  },
  'sports.tabs.label': { tr: 'Spor sayfası bölümleri', en: 'Sportsbook sections' },
  'sports.tabs.book': { tr: 'Bülten', en: 'Markets' },
  'sports.tabs.bets': { tr: 'Bahislerim', en: 'My bets' },
  'sports.sports.label': { tr: 'Sporlar', en: 'Sports' },
  'sports.sport.count': { tr: '{name} ({count})', en: '{name} ({count})' },
  'sports.list.label': { tr: '{sport} karşılaşmaları', en: '{sport} events' },
  'sports.list.empty': {
    tr: 'Şu anda bu sporda karşılaşma yok.',
    en: 'There are no events in this sport right now.',
  },
  'sports.list.emptyLive': {
    tr: 'Şu anda canlı karşılaşma yok.',
    en: 'No event is in play right now.',
  },
  'sports.list.failed': {
    tr: 'Bülten yüklenemedi.',
    en: 'The markets could not be loaded.',
  },
  'sports.retry': { tr: 'Tekrar dene', en: 'Try again' },
  'sports.event.live': { tr: 'Canlı', en: 'Live' },
  'sports.event.ended': { tr: 'Bitti', en: 'Finished' },
  'sports.event.score': { tr: 'Skor {home} - {away}', en: 'Score {home} - {away}' },
  'sports.event.more': { tr: 'Tüm bahisler (+{count})', en: 'All markets (+{count})' },
  'sports.event.open': { tr: '{name}: tüm bahisler', en: '{name}: all markets' },
  'sports.event.back': { tr: 'Listeye dön', en: 'Back to the list' },
  'sports.event.failed': {
    tr: 'Karşılaşma yüklenemedi.',
    en: 'The event could not be loaded.',
  },
  'sports.event.finished': {
    tr: 'Bu karşılaşma sona erdi.',
    en: 'This event has finished.',
  },
  'sports.market.locked': { tr: 'Kilitli', en: 'Locked' },
  'sports.price.label': { tr: '{event}: {selection} {odds}', en: '{event}: {selection} {odds}' },
  'sports.price.lockedLabel': {
    tr: '{event}: {selection} kilitli',
    en: '{event}: {selection} locked',
  },
  'sports.price.up': { tr: 'oran yükseldi', en: 'odds up' },
  'sports.price.down': { tr: 'oran düştü', en: 'odds down' },

  'sports.slip.title': { tr: 'Kupon', en: 'Bet slip' },
  'sports.slip.badge': {
    tr: 'Kupon, {count} seçim',
    en: 'Bet slip, selections: {count}',
  },
  'sports.slip.close': { tr: 'Kuponu kapat', en: 'Close the bet slip' },
  'sports.slip.empty': {
    tr: 'Kupona eklemek için bir orana dokunun.',
    en: 'Tap a price to add it to the slip.',
  },
  'sports.slip.loading': { tr: 'Kupon yükleniyor…', en: 'Loading the slip…' },
  'sports.slip.mode': { tr: 'Kupon türü', en: 'Bet type' },
  'sports.slip.singles': { tr: 'Tekli', en: 'Singles' },
  'sports.slip.combo': { tr: 'Kombine', en: 'Combo' },
  'sports.slip.remove': { tr: '{name} kupondan çıkar', en: 'Remove {name} from the slip' },
  'sports.slip.clear': { tr: 'Kuponu temizle', en: 'Clear the slip' },
  'sports.slip.stakeFor': { tr: '{name} için tutar', en: 'Stake on {name}' },
  'sports.slip.comboStake': { tr: 'Kombine tutarı', en: 'Combo stake' },
  'sports.slip.quick': { tr: 'Hızlı tutar', en: 'Quick stakes' },
  'sports.slip.quickFor': { tr: '{name} için {amount}', en: '{amount} on {name}' },
  'sports.slip.limits': { tr: 'En az {min} · En çok {max}', en: 'Min {min} · Max {max}' },
  'sports.slip.belowMin': { tr: 'En düşük tutar {min}.', en: 'The minimum stake is {min}.' },
  'sports.slip.aboveMax': { tr: 'En yüksek tutar {max}.', en: 'The maximum stake is {max}.' },
  'sports.slip.odds': { tr: 'Oran {odds}', en: 'Odds {odds}' },
  'sports.slip.totalOdds': { tr: 'Toplam oran', en: 'Total odds' },
  'sports.slip.totalStake': { tr: 'Toplam tutar', en: 'Total stake' },
  'sports.slip.return': { tr: 'Olası kazanç', en: 'Potential return' },
  'sports.slip.rule': { tr: 'Oran değişirse', en: 'When odds change' },
  'sports.slip.rule.none': { tr: 'Değişiklikleri kabul etme', en: 'Accept none' },
  'sports.slip.rule.higher': { tr: 'Yükselenleri kabul et', en: 'Accept higher' },
  'sports.slip.rule.any': { tr: 'Tüm değişiklikleri kabul et', en: 'Accept any' },
  'sports.slip.place': { tr: 'Bahis yap', en: 'Place bet' },
  'sports.slip.placeMany': { tr: '{count} bahis yap', en: 'Place {count} bets' },
  'sports.slip.placing': { tr: 'Bahis gönderiliyor…', en: 'Placing your bet…' },
  'sports.slip.sameEvent': {
    tr: 'Kombine kupon aynı karşılaşmadan iki seçim içeremez. Birini çıkarın ya da tekli oynayın.',
    en: 'A combo cannot hold two selections of one event. Remove one or play them as singles.',
  },
  'sports.slip.needTwo': {
    tr: 'Kombine için en az iki seçim gerekir.',
    en: 'A combo needs at least two selections.',
  },
  'sports.slip.locked': {
    tr: 'Kilitli: bu bahis şu anda askıda.',
    en: 'Locked: this market is suspended right now.',
  },
  'sports.slip.lockedSome': {
    tr: 'Kilitli seçimler varken bahis yapılamaz.',
    en: 'A bet cannot be placed while a selection is locked.',
  },
  'sports.slip.oddsChanged': {
    tr: 'Oran değişti: {old} → {new}',
    en: 'Odds changed: {old} → {new}',
  },
  'sports.slip.acceptChanges': { tr: 'Yeni oranları kabul et', en: 'Accept the new odds' },
  'sports.slip.refusedOdds': {
    tr: 'Oranlar değişti ve seçtiğiniz kural bunu kabul etmiyor. Yeni oranlar kuponda gösteriliyor.',
    en: 'The odds changed and your rule does not accept it. The new odds are shown on the slip.',
  },
  'sports.slip.placed': {
    tr: 'Bahsiniz alındı.',
    en: 'Your bet is placed.',
  },
  'sports.slip.placedMany': {
    tr: '{count} bahsiniz alındı.',
    en: 'Your {count} bets are placed.',
  },
  'sports.slip.lowBalance': {
    tr: 'Bakiyeniz bu tutar için yetersiz.',
    en: 'Your balance is too low for this stake.',
  },
  'sports.slip.deposit': { tr: 'Para Yatır', en: 'Deposit' },
  // spec §1 promotions and bonuses: the api's own sentence ('server.bonus.maxBet'), told by the
  // stake before Place instead of after it.
  'sports.slip.bonusMaxBet': {
    tr: 'Bonusunuz aktifken en yüksek bahis {max}.',
    en: 'While your bonus is active the largest stake is {max}.',
  },
  'sports.slip.failed': { tr: '{message}', en: '{message}' },

  'sports.bets.title': { tr: 'Bahislerim', en: 'My bets' },
  'sports.bets.filter': { tr: 'Bahis durumu', en: 'Bet status' },
  'sports.bets.open': { tr: 'Açık', en: 'Open' },
  'sports.bets.settled': { tr: 'Sonuçlanan', en: 'Settled' },
  'sports.bets.empty': { tr: 'Burada bahis yok.', en: 'There are no bets here.' },
  'sports.bets.login': {
    tr: 'Bahislerinizi görmek için giriş yapın.',
    en: 'Log in to see your bets.',
  },
  'sports.bets.loginButton': { tr: 'Giriş Yap', en: 'Login' },
  'sports.bets.single': { tr: 'Tekli', en: 'Single' },
  'sports.bets.combo': { tr: 'Kombine ({count})', en: 'Combo ({count})' },
  'sports.bets.placedAt': { tr: 'Bahis zamanı {time}', en: 'Placed {time}' },
  'sports.bets.stake': { tr: 'Tutar', en: 'Stake' },
  'sports.bets.odds': { tr: 'Oran', en: 'Odds' },
  'sports.bets.return': { tr: 'Kazanç', en: 'Return' },
  'sports.bets.potential': { tr: 'Olası kazanç', en: 'Potential return' },
  'sports.bets.status.open': { tr: 'Açık', en: 'Open' },
  'sports.bets.status.won': { tr: 'Kazandı', en: 'Won' },
  'sports.bets.status.lost': { tr: 'Kaybetti', en: 'Lost' },
  'sports.bets.status.void': { tr: 'İade', en: 'Void' },
  'sports.bets.status.cashedOut': { tr: 'Bozduruldu', en: 'Cashed out' },
  'sports.bets.status.pending': { tr: 'Onay bekliyor', en: 'Pending' },
  'sports.bets.cashout': { tr: '{amount} bozdur', en: 'Cash out {amount}' },
  'sports.bets.cashoutConfirm': {
    tr: '{amount} bozdurmayı onayla',
    en: 'Confirm cash-out of {amount}',
  },
  'sports.bets.cashoutCancel': { tr: 'Vazgeç', en: 'Cancel' },
  'sports.bets.cashoutDone': {
    tr: 'Bahis {amount} karşılığında bozduruldu.',
    en: 'Bet cashed out for {amount}.',
  },
  'sports.bets.cashoutMoved': {
    tr: 'Bozdurma tutarı {amount} oldu. Kabul ediyorsanız yeniden onaylayın.',
    en: 'The cash-out value is now {amount}. Confirm again if you agree.',
  },
  'sports.bets.cashoutNone': {
    tr: 'Bu bahis şu anda bozdurulamaz.',
    en: 'This bet cannot be cashed out right now.',
  },

  'sports.provider.title': { tr: 'Spor bahisleri', en: 'Sportsbook' },
});

export type SportsMessageKey = keyof typeof sportsMessages;
