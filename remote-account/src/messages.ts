import { defineRemoteMessages } from '@oyna/contracts';

/**
 * The account remote's own texts (docs/decisions/004): they ship in this remote's dist and join
 * the page's messages when it loads. Texts the shell shows too stay in contracts: route titles
 * (breadcrumb, the lent dialogs' frames), field labels (also the api's validation messages) and
 * the phone steps shared with the shell's registration dialog (`auth.verify.*`).
 */
export const accountMessages = defineRemoteMessages('account', {
  'account.menu': { tr: 'Hesap menüsü', en: 'Account menu' },

  // /dashboard/responsible-gaming (UKGC RTS 12, 13, LCCP 3.5)
  'account.protection.limits': { tr: 'Para yatırma limitleri', en: 'Deposit limits' },
  'account.protection.limitsExplain': {
    tr: 'Düşürme hemen geçerli olur; artırma veya kaldırma 24 saat sonra onayınızla geçerli olur.',
    en: 'Lowering applies at once; a raise or removal applies after 24 hours, once you confirm it.',
  },
  'account.protection.period.day': { tr: 'Günlük (24 saat)', en: 'Daily (24 hours)' },
  'account.protection.period.week': { tr: 'Haftalık (7 gün)', en: 'Weekly (7 days)' },
  'account.protection.period.month': { tr: 'Aylık (30 gün)', en: 'Monthly (30 days)' },
  'account.protection.noLimit': { tr: 'Limit yok', en: 'No limit' },
  'account.protection.used': {
    tr: '{used} / {amount} kullanıldı',
    en: '{used} of {amount} used',
  },
  'account.protection.pendingRaise': {
    tr: '{amount} artışı bekliyor: {time} sonrası onaylanabilir',
    en: 'Raise to {amount} pending: can be confirmed after {time}',
  },
  'account.protection.pendingRemoval': {
    tr: 'Kaldırma bekliyor: {time} sonrası onaylanabilir',
    en: 'Removal pending: can be confirmed after {time}',
  },
  'account.protection.confirm': { tr: 'Onayla', en: 'Confirm' },
  'account.protection.remove': { tr: 'Kaldır', en: 'Remove' },
  'account.protection.periodLabel': { tr: 'Dönem', en: 'Period' },
  'account.protection.amountLabel': { tr: 'Limit tutarı', en: 'Limit amount' },
  'account.protection.saveLimit': { tr: 'Limiti Kaydet', en: 'Save Limit' },
  'account.protection.realityCheck': { tr: 'Gerçeklik kontrolü', en: 'Reality check' },
  'account.protection.realityCheckExplain': {
    tr: 'Oyun sırasında belirli aralıklarla ne kadar süredir oynadığınızı ve kazanç/kaybınızı gösteririz.',
    en: 'While you play we show, at this interval, how long you have played and your net result.',
  },
  'account.protection.intervalLabel': { tr: 'Aralık', en: 'Interval' },
  'account.protection.interval.off': { tr: 'Kapalı', en: 'Off' },
  'account.protection.interval.minutes': { tr: '{n} dakika', en: '{n} minutes' },
  'account.protection.interval.seconds': { tr: '{n} saniye (test)', en: '{n} seconds (test)' },
  'account.protection.save': { tr: 'Kaydet', en: 'Save' },
  'account.protection.cancel': { tr: 'Vazgeç', en: 'Cancel' },
  'account.protection.duration.24h': { tr: '24 saat', en: '24 hours' },
  'account.protection.duration.7d': { tr: '7 gün', en: '7 days' },
  'account.protection.duration.30d': { tr: '30 gün', en: '30 days' },
  'account.protection.duration.6w': { tr: '6 hafta', en: '6 weeks' },
  'account.protection.duration.6m': { tr: '6 ay', en: '6 months' },
  'account.protection.duration.1y': { tr: '1 yıl', en: '1 year' },
  'account.protection.duration.5y': { tr: '5 yıl', en: '5 years' },
  'account.protection.timeout.title': { tr: 'Mola ver', en: 'Take a break' },
  'account.protection.timeout.explain': {
    tr: 'Mola hemen başlar: tüm cihazlarda oturumunuz kapanır ve süre bitene kadar giriş yapamazsınız. Süre kendiliğinden biter.',
    en: 'A break starts at once: you are logged out on every device and cannot log in until it ends. It ends by itself.',
  },
  'account.protection.timeout.durationLabel': { tr: 'Mola süresi', en: 'Break length' },
  'account.protection.timeout.understood': {
    tr: 'Mola bitene kadar oynayamayacağımı ve para yatıramayacağımı anlıyorum',
    en: 'I understand I cannot play or deposit until the break ends',
  },
  'account.protection.timeout.submit': { tr: 'Mola Ver', en: 'Take a Break' },
  'account.protection.timeout.confirmText': {
    tr: '{duration} mola hemen başlayacak ve oturumunuz kapanacak. Emin misiniz?',
    en: 'A break of {duration} starts now and you will be logged out. Are you sure?',
  },
  'account.protection.timeout.confirm': { tr: 'Evet, molayı başlat', en: 'Yes, start my break' },
  'account.protection.exclusion.title': { tr: 'Kendini hariç tutma', en: 'Self-exclusion' },
  'account.protection.exclusion.explain': {
    tr: 'Kendini hariç tutma hemen başlar ve kısaltılamaz. Süre bitince hesabınız ancak siz isterseniz 24 saat sonra açılır. Diğer sitelerde de hariç tutmayı ve engelleme yazılımlarını düşünün.',
    en: 'Self-exclusion starts at once and cannot be shortened. When it ends, your account reopens only if you ask, 24 hours later. Consider excluding at other sites too and using blocking software.',
  },
  'account.protection.exclusion.durationLabel': {
    tr: 'Hariç tutma süresi',
    en: 'Exclusion length',
  },
  'account.protection.exclusion.understood': {
    tr: 'Bu sürenin kısaltılamayacağını anlıyorum',
    en: 'I understand this cannot be shortened',
  },
  'account.protection.exclusion.submit': { tr: 'Kendimi Hariç Tut', en: 'Exclude Me' },
  'account.protection.exclusion.confirmText': {
    tr: '{duration} boyunca hesabınız kapanacak ve kısaltılamayacak. Emin misiniz?',
    en: 'Your account closes for {duration} and this cannot be shortened. Are you sure?',
  },
  'account.protection.exclusion.confirm': { tr: 'Evet, beni hariç tut', en: 'Yes, exclude me' },

  // /dashboard/phone-verification and its lent dialog (spec §2, §4 Phone verification states)
  'account.phone.verified': { tr: 'Doğrulandı', en: 'Verified' },
  'account.phone.notVerified': { tr: 'Doğrulanmadı', en: 'Not Verified' },
  'account.phone.sendCode': { tr: 'Kod Gönder', en: 'Send Code' },
  'account.phone.verify': { tr: 'Doğrula', en: 'Verify' },
  'account.phone.updateNumber': { tr: 'Numarayı Güncelle', en: 'Update Number' },
  'account.phone.resendIn': {
    tr: '{seconds} saniye sonra tekrar gönderebilirsiniz',
    en: 'You can resend in {seconds} s',
  },
  'account.phone.resend': { tr: 'Tekrar göndermek için tıklayın', en: 'Click to resend' },

  // /dashboard/change-password and its lent dialog (spec §2: Old Password, Password, Confirm
  // Password, Change)
  'account.changePassword.submit': { tr: 'Değiştir', en: 'Change' },

  // The account screens (spec §2 account routes)
  'account.loading': { tr: 'Yükleniyor…', en: 'Loading…' },
  'account.loadFailed': { tr: 'Bilgiler yüklenemedi.', en: 'This could not be loaded.' },
  'account.retry': { tr: 'Tekrar Dene', en: 'Retry' },
  'account.previous': { tr: 'Önceki', en: 'Previous' },
  'account.next': { tr: 'Sonraki', en: 'Next' },
  'account.page': { tr: 'Sayfa {page} / {pages}', en: 'Page {page} of {pages}' },
  'account.seeAll': { tr: 'Tümünü gör', en: 'See all' },
  'account.usercode': { tr: 'Kullanıcı kodu', en: 'User code' },
  'account.balance': { tr: 'Bakiye', en: 'Balance' },
  'account.phone': { tr: 'Telefon', en: 'Phone' },
  'account.quickActions': { tr: 'Hızlı işlemler', en: 'Quick actions' },
  'account.recentActivities': { tr: 'Son işlemler', en: 'Recent transactions' },
  'account.recentRounds': { tr: 'Son oyunlar', en: 'Recent game rounds' },
  'account.dashboard.noActivities': {
    tr: 'Henüz bir işleminiz yok. Para Yatır ile başlayabilirsiniz.',
    en: 'No transactions yet. You can start with Deposit.',
  },
  'account.dashboard.noRounds': {
    tr: 'Henüz oyun turunuz yok. Casino’da bir oyun açtığınızda burada görünür.',
    en: 'No game rounds yet. They show here once you play a casino game.',
  },

  'account.details.name': { tr: 'Ad', en: 'Name' },
  'account.details.surname': { tr: 'Soyad', en: 'Surname' },
  'account.details.username': { tr: 'Kullanıcı adı', en: 'Username' },
  'account.details.email': { tr: 'E-posta', en: 'E-mail' },
  'account.details.personalNo': { tr: 'TC Kimlik No', en: 'TC No' },
  'account.details.birthDate': { tr: 'Doğum tarihi', en: 'Birth date' },
  'account.details.country': { tr: 'Ülke', en: 'Country' },
  'account.details.memberSince': { tr: 'Üyelik tarihi', en: 'Member since' },
  'account.details.editRule': {
    tr: 'Kimlik bilgileriniz (ad, soyad, kullanıcı adı, e-posta, TC Kimlik No, doğum tarihi, ülke) kayıttan sonra kimlik doğrulama (KYC) kuralları gereği değiştirilemez; değişiklik için canlı desteğe yazın. Telefon numaranızı SMS doğrulamasıyla, şifrenizi de buradan değiştirebilirsiniz.',
    en: 'Your identity details (name, surname, username, e-mail, TC No, birth date, country) are locked after registration under identity verification (KYC) rules; contact live support to change them. You can change your phone number (verified by SMS) and your password here.',
  },

  'account.filter.label': { tr: 'Filtre', en: 'Filter' },
  'account.filter.type': { tr: 'Tür', en: 'Type' },
  'account.filter.status': { tr: 'Durum', en: 'Status' },
  'account.filter.game': { tr: 'Oyun', en: 'Game' },
  'account.filter.from': { tr: 'Başlangıç (gg.aa.yyyy)', en: 'From (dd.mm.yyyy)' },
  'account.filter.to': { tr: 'Bitiş (gg.aa.yyyy)', en: 'To (dd.mm.yyyy)' },
  'account.filter.apply': { tr: 'Filtrele', en: 'Filter' },

  // spec §3 transaction type All0, Deposit1, Withdraw2 and status None0 … Created6, by name
  'account.type.0': { tr: 'Tümü', en: 'All' },
  'account.type.1': { tr: 'Yatırım', en: 'Deposit' },
  'account.type.2': { tr: 'Çekim', en: 'Withdraw' },
  'account.status.any': { tr: 'Tüm durumlar', en: 'All statuses' },
  'account.status.0': { tr: 'Yok', en: 'None' },
  'account.status.1': { tr: 'Onaylandı', en: 'Confirmed' },
  'account.status.2': { tr: 'Beklemede', en: 'Pending' },
  'account.status.3': { tr: 'Birleştirildi', en: 'Merged' },
  'account.status.4': { tr: 'Reddedildi', en: 'Rejected' },
  'account.status.5': { tr: 'İptal Edildi', en: 'Cancelled' },
  'account.status.6': { tr: 'Oluşturuldu', en: 'Created' },
  'account.category.deposit': { tr: 'Yatırım', en: 'Deposit' },
  'account.category.withdraw': { tr: 'Çekim', en: 'Withdrawal' },
  'account.category.bonus': { tr: 'Bonus', en: 'Bonus' },
  'account.category.adjustment': { tr: 'Düzeltme', en: 'Adjustment' },

  'account.financial.period': { tr: '{from} – {to} dönemi', en: 'Period {from} – {to}' },
  'account.financial.deposits': { tr: 'Yatırımlar', en: 'Deposits' },
  'account.financial.withdrawals': { tr: 'Çekimler', en: 'Withdrawals' },
  'account.financial.net': { tr: 'Net yatırım', en: 'Net deposits' },
  'account.financial.csv': { tr: 'CSV indir', en: 'Download CSV' },
  'account.financial.empty': {
    tr: 'Bu dönemde finansal hareketiniz yok. Tarih aralığını genişletmeyi deneyin.',
    en: 'No financial activity in this period. Try a wider date range.',
  },

  'account.games.all': { tr: 'Tüm oyunlar', en: 'All games' },
  'account.games.stake': { tr: 'Bahis', en: 'Stake' },
  'account.games.win': { tr: 'Kazanç', en: 'Win' },
  // spec §3 game transaction kind Win1, Bet2
  'account.games.kind.win': { tr: 'Kazanç', en: 'Win' },
  'account.games.kind.bet': { tr: 'Bahis', en: 'Bet' },
  'account.games.verify': { tr: 'Doğrula (provably fair)', en: 'Verify (provably fair)' },
  'account.games.empty': {
    tr: 'Bu dönemde oyun turunuz yok. Casino’da bir oyun açtığınızda turlarınız burada görünür.',
    en: 'No game rounds in this period. Your rounds show here once you play a casino game.',
  },

  'account.bonus.request': { tr: 'Talep Et', en: 'Request' },
  'account.bonus.amountNow': { tr: 'Şu anki tutar: {amount}', en: 'Amount now: {amount}' },
  'account.bonus.noOffers': {
    tr: 'Şu anda talep edilebilecek bir bonus yok.',
    en: 'There are no bonuses to request at the moment.',
  },
  'account.bonus.pendingNote': {
    tr: 'Onay bekleyen bir bonus talebiniz var.',
    en: 'You have a bonus request waiting for approval.',
  },
  'account.bonus.empty': {
    tr: 'Henüz bonusunuz yok. Bonus Talep sayfasından bir bonus isteyebilirsiniz.',
    en: 'You have no bonuses yet. You can request one on the Claim Bonus page.',
  },
  'account.bonus.requestedAt': { tr: 'Talep: {time}', en: 'Requested {time}' },
  'account.bonus.expiresAt': { tr: 'Son gün: {time}', en: 'Expires {time}' },
  'account.bonus.wagering': {
    tr: 'Çevrim: {wagered} / {required}',
    en: 'Wagered: {wagered} / {required}',
  },
  'account.bonus.status.requested': { tr: 'Talep edildi', en: 'Requested' },
  'account.bonus.status.active': { tr: 'Aktif', en: 'Active' },
  'account.bonus.status.completed': { tr: 'Tamamlandı', en: 'Completed' },
  'account.bonus.status.rejected': { tr: 'Reddedildi', en: 'Rejected' },
  'account.bonus.status.expired': { tr: 'Süresi doldu', en: 'Expired' },
  // spec §3 bonus statuses: Cancelled — forfeited by the player, a withdrawal or ops.
  'account.bonus.status.cancelled': { tr: 'İptal edildi', en: 'Cancelled' },
  // spec §1 promotions and bonuses: two balances, each bonus's terms in plain words.
  'account.bonus.balances': { tr: 'Bakiyeniz', en: 'Your balance' },
  'account.bonus.cash': { tr: 'Nakit', en: 'Cash' },
  'account.bonus.bonusMoney': { tr: 'Bonus', en: 'Bonus' },
  'account.bonus.cashNote': {
    tr: 'Yalnızca nakit çekilebilir. Bonus, çevrim şartı tamamlanınca nakde döner.',
    en: 'Only cash can be withdrawn. Bonus money becomes cash when its wagering is met.',
  },
  'account.bonus.amount': { tr: 'Bonus tutarı: {amount}', en: 'Bonus amount: {amount}' },
  'account.bonus.wageredOf': {
    tr: '{required} çevrimin {wagered} kadarı tamamlandı',
    en: '{wagered} of {required} wagered',
  },
  'account.bonus.held': { tr: 'Bonus bakiyesi', en: 'Bonus money held' },
  'account.bonus.converted': { tr: 'Nakde dönüşen', en: 'Became cash' },
  'account.bonus.multiplier': { tr: 'Çevrim şartı', en: 'Wagering' },
  'account.bonus.multiplierValue': {
    tr: 'Bonusun {multiplier} katı',
    en: '{multiplier}× the bonus',
  },
  'account.bonus.counts': { tr: 'Çevrime sayılanlar', en: 'What counts' },
  'account.bonus.product.slots': { tr: 'Slotlar', en: 'Slots' },
  'account.bonus.product.table': { tr: 'Masa oyunları', en: 'Table games' },
  'account.bonus.product.live': { tr: 'Canlı casino', en: 'Live casino' },
  'account.bonus.product.crash': { tr: 'Crash oyunları', en: 'Crash games' },
  'account.bonus.product.bingo': { tr: 'Tombala', en: 'Bingo' },
  'account.bonus.product.sports': {
    tr: '{odds} ve üzeri oranlı tekli spor bahisleri ve kombineler',
    en: 'Sports singles at odds ≥ {odds} and combos',
  },
  'account.bonus.maxBet': { tr: 'En yüksek bahis', en: 'Maximum bet' },
  'account.bonus.maxConversion': { tr: 'En fazla nakde dönüşüm', en: 'Maximum conversion' },
  'account.bonus.noLimit': { tr: 'Sınır yok', en: 'No limit' },
  'account.bonus.expiry': { tr: 'Son gün', en: 'Expires' },
  'account.bonus.terms': { tr: 'Koşullar', en: 'Terms' },
  'account.bonus.forfeit': { tr: 'Bonustan vazgeç', en: 'Forfeit bonus' },
  'account.bonus.forfeit.title': { tr: 'Bonustan vazgeçilsin mi?', en: 'Forfeit this bonus?' },
  'account.bonus.forfeit.text': {
    tr: '{amount} bonus ve bu bonusla kazandıklarınız silinir. Nakit bakiyeniz olduğu gibi kalır. Bu işlem geri alınamaz.',
    en: 'Your {amount} bonus money and its winnings are removed. Your cash stays as it is. This cannot be undone.',
  },
  'account.bonus.forfeit.confirm': { tr: 'Evet, vazgeç', en: 'Yes, forfeit' },
  'account.bonus.forfeit.keep': { tr: 'Bonusu koru', en: 'Keep the bonus' },

  'account.sessions.endOthers': { tr: 'Diğer oturumları kapat', en: 'Log out other sessions' },
  'account.sessions.current': { tr: 'Bu oturum', en: 'This session' },
  'account.sessions.open': { tr: 'Açık', en: 'Open' },
  'account.sessions.closed': { tr: 'Kapandı', en: 'Ended' },
  'account.sessions.started': { tr: 'Başlangıç {time}', en: 'Started {time}' },
  'account.sessions.lastSeen': { tr: 'Son görülme {time}', en: 'Last seen {time}' },
  'account.sessions.ended': { tr: 'Bitiş {time}', en: 'Ended {time}' },
  'account.sessions.unknownDevice': { tr: 'Bilinmeyen cihaz', en: 'Unknown device' },
  'account.sessions.empty': { tr: 'Oturum kaydı yok.', en: 'No sessions recorded.' },
});

export type AccountMessageKey = keyof typeof accountMessages;
