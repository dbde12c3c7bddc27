import {
  BLACKJACK_EDGE_INTERVAL_99,
  BLACKJACK_EDGE_PERCENT,
  cardLabel,
  handValue,
  playBlackjack,
  type RoundOutcome,
  type RoundWager,
} from '../../engine';
import type { Language } from '../i18n';

/** Blackjack Classic's texts (tr and en), kept beside the game. */
export const BJ_TEXTS = {
  deal: { tr: 'Dağıt', en: 'Deal' },
  hit: { tr: 'Kart Çek', en: 'Hit' },
  stand: { tr: 'Dur', en: 'Stand' },
  double: { tr: 'İkiye Katla', en: 'Double' },
  split: { tr: 'Böl', en: 'Split' },
  insure: { tr: 'Sigorta', en: 'Insurance' },
  noInsurance: { tr: 'Sigorta yok', en: 'No insurance' },
  dealer: { tr: 'Krupiye', en: 'Dealer' },
  hand: { tr: 'El', en: 'Hand' },
  insuranceAsk: {
    tr: 'Krupiye as gösteriyor: sigorta (bahsin yarısı, 2:1 öder)?',
    en: 'The dealer shows an ace: insurance (half the stake, pays 2:1)?',
  },
  stakes: { tr: 'Turun bahisleri', en: 'Stakes this round' },
  keys: {
    tr: 'Klavye: Boşluk dağıt · H kart çek · S dur · D ikiye katla · P böl · I sigorta · N sigorta yok',
    en: 'Keys: Space deal · H hit · S stand · D double · P split · I insurance · N no insurance',
  },
  rulesTitle: { tr: 'Klasik Blackjack kuralları', en: 'Blackjack Classic rules' },
  rules: {
    tr: [
      '6 deste; her tur, turun kanıtlanabilir adil akışıyla yeni karılmış bir sabotan dağıtılır. Kart sırası dağıtımda tohumlarla sabitlenir; doğrulama sayfası hamlelerinizi aynı sıraya yeniden uygular.',
      'Krupiye yumuşak 17’de durur ve as ya da 10 gösterirken blackjack’e bakar; krupiye blackjack’i yalnız ilk bahsi alır.',
      'Blackjack 3:2 öder; kazanan el 1:1; eşitlikte bahis iade edilir.',
      'İlk iki kartta ikiye katlama (bölünmüş ellerde de); bir kez bölme (aynı değerde çift), bölünmüş aslara birer kart; bölünmüş elin 21’i blackjack sayılmaz.',
      'Krupiye as gösterdiğinde sigorta: bahsin yarısı, krupiye blackjack’inde 2:1 öder.',
      'İkiye katlama, bölme ve sigorta her biri turun ayrı bir bahsidir. Bir turun en yüksek ödemesi, turun bahislerinin 2,5 katıdır (blackjack).',
      'Bırakılan tur: sigorta alınmaz, açık eller durur ve tur kapanır.',
    ],
    en: [
      '6 decks; every round deals from a freshly shuffled shoe made by the round’s provably fair stream. The card order is fixed by the seeds at the deal; the verify page replays your actions on it.',
      'Dealer stands on soft 17 and peeks for blackjack under an ace or a ten; a dealer blackjack takes only the initial stake.',
      'Blackjack pays 3:2; a winning hand 1:1; a tie returns the stake.',
      'Double on any first two cards (split hands too); split a pair once (equal ranks), split aces get one card each; a split hand’s 21 is not a blackjack.',
      'Insurance when the dealer shows an ace: half the stake, pays 2:1 on a dealer blackjack.',
      'Double, split and insurance are each a bet of their own in the round. The most a round pays is 2.5× the round’s stakes (a blackjack).',
      'A round left idle: insurance declined, open hands stand, the round closes.',
    ],
  },
} as const;

export type BjTextKey = Exclude<keyof typeof BJ_TEXTS, 'rules'>;

export function bjText(language: Language, key: BjTextKey): string {
  return BJ_TEXTS[key][language];
}

/** The return statement of the rules panel: the simulated house edge and its 99 % interval. */
export function bjReturnText(language: Language): string {
  const pct = (n: number) =>
    n.toLocaleString(language === 'tr' ? 'tr-TR' : 'en-GB', { maximumFractionDigits: 3 });
  const [low, high] = BLACKJACK_EDGE_INTERVAL_99;
  const rtp = pct(100 - BLACKJACK_EDGE_PERCENT);
  return language === 'tr'
    ? `Temel stratejiyle oyuncuya dönüş %${rtp} (kasa avantajı %${pct(BLACKJACK_EDGE_PERCENT)}; sabit tohumla 4 000 000 tur simülasyonu, %99 aralık %${pct(low)}–%${pct(high)}). Başka kararlar dönüşü düşürebilir.`
    : `Return to player under basic strategy ${rtp} % (house edge ${pct(BLACKJACK_EDGE_PERCENT)} %; simulated over 4,000,000 rounds with a fixed seed, 99 % interval ${pct(low)}–${pct(high)} %). Other decisions may return less.`;
}

/** A recomputed round in words: the dealer's and each hand's cards and totals. */
export function describeBlackjack(
  outcome: Extract<RoundOutcome, { kind: 'blackjack' }>,
  wager: RoundWager | undefined,
  language: Language,
): string {
  const hand = (cards: readonly number[]) =>
    `${handValue(cards).total} (${cards.map(cardLabel).join(' ')})`;
  if (wager?.kind !== 'blackjack') return outcome.shoe.slice(0, 8).map(cardLabel).join(' ');
  try {
    const state = playBlackjack(outcome.shoe, wager.stakeMinor, wager.actions);
    const hands = state.hands
      .map((h, i) => `${bjText(language, 'hand')} ${i + 1}: ${hand(h.cards)}`)
      .join(' · ');
    return `${bjText(language, 'dealer')} ${hand(state.dealer)} · ${hands}`;
  } catch {
    return outcome.shoe.slice(0, 8).map(cardLabel).join(' ');
  }
}
