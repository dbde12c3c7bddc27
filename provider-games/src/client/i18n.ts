/**
 * The game client's own texts (the provider is a separate service: it does not use the site's
 * catalog). tr is the default, en the other language (spec §1).
 */
export type Language = 'tr' | 'en';

const texts = {
  balance: { tr: 'Bakiye', en: 'Balance' },
  stake: { tr: 'Bahis', en: 'Stake' },
  lower: { tr: 'Bahsi azalt', en: 'Lower the stake' },
  raise: { tr: 'Bahsi artır', en: 'Raise the stake' },
  exit: { tr: 'Çıkış', en: 'Exit' },
  fairness: { tr: 'Adalet', en: 'Fairness' },
  rules: { tr: 'Kurallar', en: 'Rules' },
  close: { tr: 'Kapat', en: 'Close' },
  loading: { tr: 'Yükleniyor…', en: 'Loading…' },
  lastResults: { tr: 'Son sonuçlar', en: 'Last results' },
  noResults: { tr: 'Henüz tur yok', en: 'No rounds yet' },
  win: { tr: 'Kazanç', en: 'Win' },
  youWon: { tr: 'Kazandınız', en: 'You won' },
  noWin: { tr: 'Bu sefer olmadı', en: 'No win this time' },
  pendingWin: {
    tr: 'Kazancınız cüzdana aktarılıyor',
    en: 'Your win is on its way to your wallet',
  },
  sessionExpired: {
    tr: 'Oyun oturumunun süresi doldu. Oyun yeniden yükleniyor…',
    en: 'The game session has expired. The game is being reloaded…',
  },
  backToLobby: { tr: 'Lobiye dön', en: 'Back to the lobby' },
  errorGeneric: { tr: 'Bir şeyler ters gitti', en: 'Something went wrong' },
  retry: { tr: 'Tekrar dene', en: 'Try again' },
  // Slot
  spin: { tr: 'Çevir', en: 'Spin' },
  spinning: { tr: 'Dönüyor…', en: 'Spinning…' },
  paytable: { tr: 'Ödeme tablosu', en: 'Paytable' },
  lines: { tr: '10 ödeme çizgisi', en: '10 paylines' },
  lineWin: { tr: 'Çizgi {line}: {count} × {symbol}', en: 'Line {line}: {count} × {symbol}' },
  scatterWin: { tr: '{count} scatter', en: '{count} scatters' },
  // UKGC RTS 7: a return below (or equal to) the stake is not presented as a win.
  returned: {
    tr: '{amount} geri döndü ({stake} bahisten)',
    en: '{amount} returned of your {stake} stake',
  },
  freeSpinsAwarded: {
    tr: '{count} bedava çevirme kazanıldı',
    en: '{count} free spins awarded',
  },
  freeSpin: { tr: 'Bedava çevirme {n}/{count}', en: 'Free spin {n} of {count}' },
  freeSpinsSoFar: { tr: 'Bedava çevirmelerden: {amount}', en: 'From free spins: {amount}' },
  freeSpinsRules: {
    tr: '{trigger} veya daha fazla dağıtıcı {count} bedava çevirme verir (bahis alınmaz); bedava çevirmelerdeki her kazanç ×{multiplier} ile çarpılır. Bedava çevirmeler yeni bedava çevirme vermez.',
    en: '{trigger} or more scatters award {count} free spins (no stake taken); every free-spin win is multiplied by {multiplier}. Free spins award no further free spins.',
  },
  expandingWilds: {
    tr: 'Bedava çevirmelerde görünen bir joker makarasının tamamını kaplar.',
    en: 'During free spins a wild in view fills its whole reel.',
  },
  wildPays: {
    tr: 'Joker kendisi de öder.',
    en: 'The wild also pays on its own.',
  },
  slotRules: {
    tr: 'Kazançlar soldan sağa, en soldaki makaradan başlar. Joker dağıtıcı hariç her sembolün yerine geçer. Dağıtıcılar her yerde öder ve toplam bahisle çarpılır. Çizgi ödemeleri çizgi bahsinin (bahis / 10) katlarıdır.',
    en: 'Wins pay left to right from the leftmost reel. The wild stands in for every symbol but the scatter. Scatters pay anywhere, in multiples of the total stake. Line pays are multiples of the line bet (stake / 10).',
  },
  rtp: { tr: 'Oyuncuya dönüş (RTP): {rtp}', en: 'Return to player (RTP): {rtp}' },
  spacing: {
    tr: 'Çevirmeler arasında en az 2,5 saniye vardır; otomatik oyun yoktur.',
    en: 'Spins are at least 2.5 seconds apart; there is no autoplay.',
  },
  // Roulette
  chip: { tr: 'Fiş', en: 'Chip' },
  clear: { tr: 'Temizle', en: 'Clear' },
  undo: { tr: 'Geri al', en: 'Undo' },
  splitMode: { tr: 'Split bahsi', en: 'Split bet' },
  splitHint: {
    tr: 'Bitişik iki sayıya dokunun',
    en: 'Tap two neighbouring numbers',
  },
  splitPick: { tr: '{number} ile bitişik bir sayı seçin', en: 'Pick a neighbour of {number}' },
  totalBet: { tr: 'Toplam bahis', en: 'Total bet' },
  placeBets: { tr: 'Bahislerinizi yerleştirin', en: 'Place your bets' },
  winningNumber: { tr: 'Kazanan sayı', en: 'Winning number' },
  betOn: { tr: '{bet} üzerine bahis', en: 'Bet on {bet}' },
  red: { tr: 'Kırmızı', en: 'Red' },
  black: { tr: 'Siyah', en: 'Black' },
  odd: { tr: 'Tek', en: 'Odd' },
  even: { tr: 'Çift', en: 'Even' },
  low: { tr: '1–18', en: '1–18' },
  high: { tr: '19–36', en: '19–36' },
  dozen: { tr: '{n}. düzine', en: '{n}. dozen' },
  column: { tr: '{n}. sütun', en: 'Column {n}' },
  rouletteRules: {
    tr: 'Avrupa ruleti, 37 cep. Tek sayı 35:1, split 17:1, düzine ve sütun 2:1, kırmızı/siyah, tek/çift, 1–18/19–36 1:1 öder. Sıfır dış bahislerin hepsini kaybettirir. Cep = floor(float × 37); 2^32 37’nin katı olmadığından bazı ceplerin olasılığı 1e-8’den az farklıdır.',
    en: 'European roulette, 37 pockets. Straight pays 35:1, split 17:1, dozen and column 2:1, red/black, odd/even, 1–18/19–36 1:1. The zero loses every outside bet. Pocket = floor(float × 37); as 2^32 is not a multiple of 37, some pockets differ in probability by less than 1e-8.',
  },
  // Crash
  bet: { tr: 'Bahis yap', en: 'Bet' },
  cashOut: { tr: 'Çek {amount}', en: 'Cash out {amount}' },
  flewAway: { tr: '{x} ile uçtu', en: 'Flew away at {x}' },
  cashedOut: { tr: '{x} ile çekildi: {amount}', en: 'Cashed out at {x}: {amount}' },
  waiting: { tr: 'Bahsinizi yapın ve kalkışı izleyin', en: 'Place a bet and watch the take-off' },
  crashRules: {
    tr: 'Çarpan 1,00×’dan yükselir; uçak uçmadan önce çekerseniz bahis × çarpan kazanırsınız. Çekme anına sunucunun saati karar verir. Uçuş noktası = max(1, floor(99 / (1 − X)) / 100), X = akışın ilk 52 biti / 2^52; {cap} ile sınırlı. Her hedefte RTP %99.',
    en: 'The multiplier rises from 1.00×; cash out before the plane flies away to win stake × multiplier. The server’s clock decides the moment of a cash-out. Crash point = max(1, floor(99 / (1 − X)) / 100), X = first 52 bits of the stream / 2^52, capped at {cap}. RTP 99 % at every target.',
  },
  crashVariantRules: {
    tr: 'Çarpan 1,00×’dan yükselir; {vehicle} gitmeden önce çekerseniz bahis × çarpan kazanırsınız. Çekme anına sunucunun saati karar verir. Patlama noktası = max(1, floor({r} / (1 − X)) / 100), X = akışın ilk 52 biti / 2^52; {cap} ile sınırlı. Her hedefte RTP %{r} (kasa payı %{edge}). Hız: çarpan {double} saniyede 2×’e ulaşır.',
    en: 'The multiplier rises from 1.00×; cash out before the {vehicle} is gone to win stake × multiplier. The server’s clock decides the moment of a cash-out. Crash point = max(1, floor({r} / (1 − X)) / 100), X = first 52 bits of the stream / 2^52, capped at {cap}. RTP {r} % at every target (house edge {edge} %). Pace: the multiplier reaches 2× after {double} s.',
  },
  vehicleRocket: { tr: 'roket', en: 'rocket' },
  vehicleTv: { tr: 'yayın', en: 'broadcast' },
  vehicleVirtual: { tr: 'sanal roket', en: 'virtual rocket' },
  megaRules: {
    tr: 'Mega Rulet: Avrupa ruleti (37 cep) ve her turda 1–5 rastgele “mega sayı”, her birine 50×–500× çarpan (50×: %65, 100×: %17, 200×: %9, 300×: %5, 400×: %2, 500×: %2). Tek sayı bahsi 29:1 öder; top bir mega sayıya düşerse o sayının çarpanı:1 öder. Diğer bahisler Avrupa ruletindeki gibi öder (RTP %97,30). Akış: float 0 cep, float 1 sayı adedi, float 2–6 sayılar (kalanlar arasından, tekrarsız), float 7–11 çarpanlar.',
    en: 'Mega Roulette: European roulette (37 pockets) with 1–5 random “mega numbers” each round, each with a 50×–500× multiplier (50×: 65 %, 100×: 17 %, 200×: 9 %, 300×: 5 %, 400×: 2 %, 500×: 2 %). A straight up pays 29:1, or its number’s multiplier to 1 when the ball lands on a mega number. Other bets pay as in European roulette (RTP 97.30 %). Stream: float 0 the pocket, float 1 how many numbers, floats 2–6 the numbers (drawn from those left, no repeats), floats 7–11 the multipliers.',
  },
  megaNumbers: { tr: 'Mega sayılar', en: 'Mega numbers' },
  megaRtp: {
    tr: 'Tek sayı bahsinin RTP’si: {rtp} (tam: {exact})',
    en: 'Straight-up RTP: {rtp} (exactly {exact})',
  },
  maxWin: { tr: 'En yüksek ödeme: bahis × {x}', en: 'Highest payout: stake × {x}' },
  // Baccarat and the money wheel
  player: { tr: 'Oyuncu', en: 'Player' },
  banker: { tr: 'Kasa', en: 'Banker' },
  tie: { tr: 'Beraberlik', en: 'Tie' },
  deal: { tr: 'Dağıt', en: 'Deal' },
  dealing: { tr: 'Dağıtılıyor…', en: 'Dealing…' },
  handWins: { tr: '{hand} kazandı', en: '{hand} wins' },
  tieResult: { tr: 'Beraberlik', en: 'Tie' },
  pushed: { tr: 'Oyuncu ve kasa bahisleri iade edildi', en: 'Player and banker bets returned' },
  baccaratHands: { tr: 'Oyuncu {player} · Kasa {banker}', en: 'Player {player} · Banker {banker}' },
  baccaratRules: {
    tr: 'Punto banco, 8 desteden her tur yeniden karıştırılan bir sabot. Oyuncuya ve kasaya ikişer kart; 8 veya 9 (natürel) eli bitirir. Oyuncu 0–5’te kart çeker, 6–7’de durur. Oyuncu durduysa kasa 0–5’te çeker. Oyuncu üçüncü kart (p) çektiyse kasa: 0–2 çeker; 3 p≠8 ise; 4 p 2–7 ise; 5 p 4–7 ise; 6 p 6–7 ise çeker; 7 durur. Oyuncu 1:1, kasa 1:1 eksi %5 komisyon (kuruş aşağı yuvarlanır), beraberlik 8:1 öder; beraberlikte oyuncu ve kasa bahisleri iade edilir. Kart i = kalan kartlar arasından floor(float_i × (416 − i)).',
    en: 'Punto banco from an 8-deck shoe shuffled afresh for every round. Two cards each to player and banker; an 8 or 9 (a natural) ends the deal. The player draws on 0–5 and stands on 6–7. If the player stood, the banker draws on 0–5. If the player drew a third card (p), the banker: 0–2 draws; 3 draws unless p = 8; 4 on p 2–7; 5 on p 4–7; 6 on p 6–7; 7 stands. Player pays 1:1, banker 1:1 less 5 % commission (rounded down to the kuruş), tie 8:1; on a tie, player and banker bets are returned. Card i = floor(float_i × (416 − i)) among the cards left.',
  },
  houseEdges: {
    tr: 'Kasa avantajı: kasa %1,06, oyuncu %1,24, beraberlik %14,36.',
    en: 'House edge: banker 1.06 %, player 1.24 %, tie 14.36 %.',
  },
  wheelSegment: { tr: 'Dilim {n}: {spot}', en: 'Segment {n}: {spot}' },
  // Casino Hold'em
  holdemHands: {
    tr: 'Oyuncu {player} · Krupiye {dealer} · Masa {board}',
    en: 'Player {player} · Dealer {dealer} · Board {board}',
  },
  holdemAnte: { tr: 'Ante', en: 'Ante' },
  holdemCall: { tr: 'Devam', en: 'Call' },
  holdemFold: { tr: 'Pas', en: 'Fold' },
  holdemDealer: { tr: 'Krupiye', en: 'Dealer' },
  holdemBoard: { tr: 'Masa', en: 'Board' },
  holdemChooseAnte: { tr: 'Ante seçin ve dağıtın', en: 'Choose your ante and deal' },
  holdemDecide: {
    tr: 'Devam ({amount}, ante’nin 2 katı) ya da pas?',
    en: 'Call ({amount}, 2× the ante) or fold?',
  },
  holdemPlayerWins: { tr: 'Eliniz kazandı', en: 'Your hand wins' },
  holdemDealerWins: { tr: 'Krupiye kazandı', en: 'The dealer wins' },
  holdemTie: { tr: 'Berabere: bahisler iade', en: 'A tie: the bets are returned' },
  holdemNoQualify: {
    tr: 'Krupiye kalifiye olmadı: ante ödendi, devam iade',
    en: 'The dealer does not qualify: the ante pays, the call is returned',
  },
  holdemFolded: { tr: 'Pas: ante kaybedildi', en: 'Folded: the ante is lost' },
  holdemPaytable: { tr: 'Ante ödeme tablosu', en: 'Ante paytable' },
  holdemRules: {
    tr: 'Tek desteyle, her el için turun tohumlarından yeniden karıştırılır. Ante koyarsınız; size ve krupiyeye ikişer kart, masaya üç kart (flop) açılır. Pas derseniz ante kaybedilir; devam derseniz ante’nin 2 katı ikinci bir bahis koyarsınız. Sonra dönüş ve nehir açılır; her el yedi karttan en iyi beşli sayılır. Krupiye en az 4’lü çiftle kalifiye olur. Krupiye kalifiye olmazsa ante tabloya göre öder, devam iade edilir. Kalifiye olursa iyi el kazanır: eliniz iyiyse ante tabloya göre, devam 1:1 öder; beraberlikte iki bahis de iade edilir; krupiye iyiyse ikisi de kaybedilir. Karar verilmeyen el 10 dakika sonra pas sayılır. Kart i = kalan kartlar arasından floor(float_i × (52 − i)): 2 oyuncu, 2 krupiye, 5 masa. Klavye: A veya Enter ante, B AA bonus, C devam, F pas.',
    en: 'One deck, shuffled afresh for every hand from the round’s seeds. You place an ante; you and the dealer get two cards each and three board cards (the flop) are shown. Fold and the ante is lost; call and you place a second bet of 2× the ante. Then the turn and river are dealt; each hand is the best five of its seven cards. The dealer qualifies with a pair of fours or better. If the dealer does not qualify, the ante pays by the paytable and the call is returned. If the dealer qualifies, the better hand wins: if yours, the ante pays by the paytable and the call 1:1; a tie returns both bets; if the dealer’s, both are lost. A hand left undecided folds after 10 minutes. Card i = floor(float_i × (52 − i)) among the cards left: 2 player, 2 dealer, 5 board. Keys: A or Enter ante, B AA bonus, C call, F fold.',
  },
  holdemEdge: {
    tr: 'Her zaman devam eden oyuncu için (5 000 000 elin simülasyonu, sabit tohum, %99 aralık): kasa avantajı ante’nin %7,72 ± 0,32’si, RTP toplam bahsin %97,43 ± 0,11’i. Zayıf ellerde pas diyen en iyi strateji kasa avantajını ante’nin %2,16’sına indirir.',
    en: 'For a player who always calls (5,000,000 hands simulated, fixed seed, 99 % interval): house edge 7.72 % ± 0.32 % of the ante, RTP 97.43 % ± 0.11 % of all staked. The best strategy, folding weak hands, lowers the house edge to 2.16 % of the ante.',
  },
  handRoyalFlush: { tr: 'Royal flush', en: 'Royal flush' },
  handStraightFlush: { tr: 'Sıralı floş', en: 'Straight flush' },
  handFourOfAKind: { tr: 'Kare', en: 'Four of a kind' },
  handFullHouse: { tr: 'Full house', en: 'Full house' },
  handFlush: { tr: 'Floş', en: 'Flush' },
  handStraight: { tr: 'Kent', en: 'Straight' },
  handThreeOfAKind: { tr: 'Üçlü', en: 'Three of a kind' },
  handTwoPair: { tr: 'İki çift', en: 'Two pair' },
  handPair: { tr: 'Bir çift', en: 'Pair' },
  handHighCard: { tr: 'Yüksek kart', en: 'High card' },
  handStraightAndLower: { tr: 'Kent ve altı', en: 'Straight and lower' },
  handPairOfAces: { tr: 'Bir çift as', en: 'Pair of aces' },
  holdemAa: { tr: 'AA bonus', en: 'AA bonus' },
  holdemAaPaytable: { tr: 'AA bonus ödeme tablosu', en: 'AA bonus paytable' },
  holdemAaRules: {
    tr: 'AA bonus isteğe bağlı bir yan bahistir (en çok ante kadar, ante ile birlikte konur): sizin iki kartınız ve flop ile oluşan beş kart en az bir çift as ise öder — krupiyenin eli ve pas demeniz fark etmez. Kesin RTP 2 436 308 / 2 598 960 = %93,74 (kasa avantajı %6,26), tüm beşli eller sayılarak.',
    en: 'The AA bonus is an optional side bet (at most the ante, placed with it): it pays when your two cards and the flop make a pair of aces or better — whatever the dealer holds and even if you fold. Exact RTP 2,436,308 / 2,598,960 = 93.74 % (house edge 6.26 %), every five-card hand counted.',
  },
  holdemAaResult: { tr: 'AA bonus: {amount}', en: 'AA bonus: {amount}' },
  wheelResult: { tr: 'Çark: {spot}', en: 'The wheel stopped on {spot}' },
  star: { tr: 'Yıldız', en: 'Star' },
  crescent: { tr: 'Hilal', en: 'Crescent' },
  wheelRules: {
    tr: '54 dilimli para çarkı: 24 × 1, 15 × 2, 7 × 5, 4 × 10, 2 × 20 ve iki 40 (yıldız ve hilal, ayrı bahisler). Bir değere bahis, çark orada durursa değer:1 artı bahsi öder. Dilim = floor(float × 54); 2^32 54’ün katı olmadığından olasılıklar 1e-8’den az farklıdır.',
    en: 'A 54-segment money wheel: 24 × 1, 15 × 2, 7 × 5, 4 × 10, 2 × 20 and two 40s (star and crescent, each its own bet). A bet on a value pays value:1 plus the stake when the wheel stops there. Segment = floor(float × 54); as 2^32 is not a multiple of 54, probabilities differ by less than 1e-8.',
  },
  maxWinTable: {
    tr: 'En yüksek kazanç: toplam bahsin {x} katı',
    en: 'Highest return: {x} the total stake',
  },
  spotRtp: {
    tr: '{spot}: RTP {rtp}, kasa avantajı {edge}',
    en: '{spot}: RTP {rtp}, house edge {edge}',
  },
  // Fairness
  fairnessTitle: { tr: 'Kanıtlanabilir adalet', en: 'Provably fair' },
  fairnessIntro: {
    tr: 'Her tur HMAC-SHA256(sunucu tohumu, "istemci tohumu:nonce:tur") ile belirlenir. Sunucu tohumunun özeti oyundan önce gösterilir; tohumu değiştirdiğinizde açıklanır ve her turu kendiniz hesaplayabilirsiniz.',
    en: 'Every round comes from HMAC-SHA256(server seed, "client seed:nonce:round"). The server seed’s hash is shown before play; rotating the seed reveals it, and you can recompute every round yourself.',
  },
  serverSeedHash: { tr: 'Sunucu tohumu özeti (SHA-256)', en: 'Server seed hash (SHA-256)' },
  clientSeed: { tr: 'İstemci tohumu', en: 'Client seed' },
  save: { tr: 'Kaydet', en: 'Save' },
  saved: { tr: 'Kaydedildi', en: 'Saved' },
  clientSeedInvalid: {
    tr: '1–64 karakter: harf, rakam, _ . -',
    en: '1–64 characters: letters, digits, _ . -',
  },
  nextNonce: { tr: 'Sonraki nonce', en: 'Next nonce' },
  rotate: { tr: 'Tohumu değiştir', en: 'Rotate seed' },
  revealed: { tr: 'Açıklanan sunucu tohumu', en: 'Revealed server seed' },
  revealedFor: {
    tr: '{nonces} tur için kullanıldı',
    en: 'Used for {nonces} rounds',
  },
  verify: { tr: 'Doğrula', en: 'Verify' },
  verifyTitle: { tr: 'Tur doğrulama', en: 'Round verification' },
  notRevealed: {
    tr: 'Bu turun sunucu tohumu henüz açıklanmadı. Tohumu değiştirdiğinizde turu doğrulayabilirsiniz.',
    en: 'The server seed of this round is not revealed yet. Rotate the seed to verify the round.',
  },
  hashMatches: {
    tr: 'SHA-256(sunucu tohumu) taahhüt edilen özetle aynı',
    en: 'SHA-256(server seed) equals the committed hash',
  },
  hashMismatch: {
    tr: 'SHA-256(sunucu tohumu) taahhüt edilen özetle UYUŞMUYOR',
    en: 'SHA-256(server seed) does NOT equal the committed hash',
  },
  outcomeMatches: {
    tr: 'Tarayıcıda hesaplanan sonuç kayıtla aynı',
    en: 'The outcome computed in your browser equals the record',
  },
  outcomeMismatch: {
    tr: 'Tarayıcıda hesaplanan sonuç kayıtla UYUŞMUYOR',
    en: 'The outcome computed in your browser does NOT equal the record',
  },
  winMatches: { tr: 'Kazanç yeniden hesaplandı: {amount}', en: 'Win recomputed: {amount}' },
  floats: { tr: 'Float değerleri', en: 'Floats' },
  outcome: { tr: 'Sonuç', en: 'Outcome' },
  nonce: { tr: 'Nonce', en: 'Nonce' },
  noSecureContext: {
    tr: 'Doğrulama için tarayıcının Web Crypto desteği (https) gerekir.',
    en: 'Verification needs the browser’s Web Crypto (an https page).',
  },
  crashPoint: { tr: 'Uçuş noktası {x}', en: 'Crash point {x}' },
  pocket: { tr: 'Cep {n}', en: 'Pocket {n}' },
  stops: { tr: 'Duraklar {stops}', en: 'Stops {stops}' },
  // Bingo (75-ball and 90-ball)
  bingoPlay: { tr: 'Kart Al / Oyna', en: 'Buy cards / Play' },
  bingoCards: { tr: 'Kart', en: 'Cards' },
  bingoCard: { tr: 'Kart {n}', en: 'Card {n}' },
  bingoStakePerCard: { tr: 'Kart başı', en: 'Per card' },
  bingoDrawing: { tr: 'Toplar çekiliyor…', en: 'Drawing…' },
  bingoBuyHint: { tr: 'Kart sayısını ve bahsi seçin', en: 'Choose your cards and stake' },
  bingoBalls: { tr: 'Top {n}/{of}', en: 'Ball {n}/{of}' },
  bingoLastBall: { tr: 'Son top', en: 'Last ball' },
  bingoDrawn: { tr: 'Çekilen toplar', en: 'Balls drawn' },
  bingoLine: { tr: 'Çizgi', en: 'Line' },
  bingoCorners: { tr: 'Dört köşe', en: 'Four corners' },
  bingoFullHouse: { tr: 'Tombala', en: 'Full house' },
  bingoOneLine: { tr: 'Çinko', en: 'One line' },
  bingoTwoLines: { tr: 'Çift çinko', en: 'Two lines' },
  bingoWithin: { tr: '({n} topta)', en: '(within {n} balls)' },
  bingoRules75: {
    tr: '75 toplu tombala, kasaya karşı: her kart 5×5, ortası boş (işaretli); B 1–15, I 16–30, N 31–45, G 46–60, O 61–75. 1–4 kart alırsınız, her kart bir bahis. {draw} top çekilir; her kart, çekiliş içinde tamamladığı en iyi deseni öder: çizgi (satır, sütun veya çapraz), dört köşe, tombala (tüm kart). Kartlar ve toplar turun tohumlarından üretilir (kısmi Fisher–Yates).',
    en: '75-ball bingo against the house: each card is 5×5 with a free centre; B 1–15, I 16–30, N 31–45, G 46–60, O 61–75. Buy 1–4 cards, one stake each. {draw} balls are drawn; each card pays the best pattern it completes within the draw: a line (row, column or diagonal), four corners, full house (the whole card). Cards and balls come from the round’s seeds (partial Fisher–Yates).',
  },
  bingoRules90: {
    tr: '90 toplu tombala, kasaya karşı: her kart 3×9, 15 sayı (satır başına 5; sütunlar 1–9, 10–19, …, 80–90). 1–4 kart alırsınız, her kart bir bahis. {draw} top çekilir; her kart en iyi ödülünü öder: çinko (bir satır), çift çinko (iki satır), tombala (15 sayı) — tombala ne kadar erken biterse o kadar çok öder. Kartlar ve toplar turun tohumlarından üretilir.',
    en: '90-ball bingo against the house: each ticket is 3×9 with 15 numbers (5 a row; columns 1–9, 10–19, …, 80–90). Buy 1–4 tickets, one stake each. {draw} balls are drawn; each ticket pays its best prize: one line, two lines, full house (all 15) — the sooner the full house, the more it pays. Tickets and balls come from the round’s seeds.',
  },
  bingoOnePrize: {
    tr: 'Her kart yalnızca en iyi ödülünü öder (kart bahsi × çarpan, kuruşa aşağı yuvarlanır); bütün kartların ödülleri turun tek kazancıdır.',
    en: 'Each card pays its best prize only (its stake × the multiplier, rounded down to the cent); all cards’ prizes are the round’s one win.',
  },
  bingoDeal: {
    tr: 'Kartlar: {cards} · Toplar: {balls}',
    en: 'Cards: {cards} · Balls: {balls}',
  },
} as const;

export type TextKey = keyof typeof texts;

export function translate(
  language: Language,
  key: TextKey,
  values: Record<string, string | number> = {},
): string {
  return texts[key][language].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values[name] ?? `{${name}}`),
  );
}

export function languageOf(value: string | null | undefined): Language {
  return value === 'en' ? 'en' : 'tr';
}
