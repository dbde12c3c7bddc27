import {
  formatMoney,
  type BonusContributions,
  type BonusProduct,
  type BonusTerms,
} from '@oyna/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { BonusOfferKind, BonusOfferTable, Database, GrantedTerms } from '../../db/schema';
import type { ApiLocale } from '../../lib/messages';
import { minorToAmount } from '../../lib/money';
import { offerByCode, offerRows } from './queries';

/**
 * The one record of each bonus offer's terms (spec §1 "promotions and bonuses"; migration 0090
 * `bonus_offer`): Claim Bonus, the bonuses screen, the celebration screen and the terms texts are
 * written from it, and a granted bonus keeps a copy of its terms (`GrantedTerms`).
 */
export type BonusOfferRow = Selectable<BonusOfferTable>;

/** The offers a player may request at /dashboard/claim-bonus (spec §2 'Bonus Talep'). */
export const CLAIMABLE_KINDS: readonly BonusOfferKind[] = [
  'first_deposit',
  'weekly_cashback',
  'birthday',
];

/** The products a contribution names, in the order the terms list them. */
export const BONUS_PRODUCTS: readonly BonusProduct[] = [
  'slots',
  'bingo',
  'crash',
  'table',
  'live',
  'sports',
];

/** Reads the offer records. */
export class BonusOfferRecords {
  constructor(private readonly db: Kysely<Database>) {}

  /** The offers in their screen order (`sort`, then code); `enabledOnly` leaves switched-off ones out. */
  async all(enabledOnly = true): Promise<BonusOfferRow[]> {
    return offerRows(this.db, enabledOnly);
  }

  async byCode(code: string): Promise<BonusOfferRow | undefined> {
    return offerByCode(this.db, code);
  }

  /** The offers a player may request now: enabled, of a claimable kind. */
  async claimable(): Promise<BonusOfferRow[]> {
    return (await this.all()).filter((o) => CLAIMABLE_KINDS.includes(o.kind));
  }
}

const num = (value: unknown): number => Number(value ?? 0);
const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** Every product's percent (a product the record does not name counts 0 %). */
export function contributionsOf(raw: unknown): BonusContributions {
  const source = (typeof raw === 'string' ? (JSON.parse(raw) as unknown) : (raw ?? {})) as Record<
    string,
    unknown
  >;
  const out = {} as BonusContributions;
  for (const product of BONUS_PRODUCTS) {
    const value = Number(source[product] ?? 0);
    out[product] = Number.isFinite(value) ? Math.max(0, Math.min(100, value)) : 0;
  }
  return out;
}

/** The terms a bonus of this offer is granted under (a copy: later edits change new bonuses only). */
export function grantedTermsOf(offer: BonusOfferRow): GrantedTerms {
  return {
    wageringMultiplier: num(offer.wagering_multiplier),
    contributions: contributionsOf(offer.contributions),
    sportsMinOddsMilli: num(offer.sports_min_odds_milli),
    maxBetMinor: numOrNull(offer.max_bet_minor),
    maxConversionMinor: numOrNull(offer.max_conversion_minor),
    validDays: num(offer.valid_days),
  };
}

/** Granted terms as the contracts speak them (lira, decimal odds). */
export function bonusTermsOf(terms: GrantedTerms): BonusTerms {
  const maxBet = numOrNull(terms.maxBetMinor);
  const maxConversion = numOrNull(terms.maxConversionMinor);
  return {
    wageringMultiplier: num(terms.wageringMultiplier),
    contributions: contributionsOf(terms.contributions),
    sportsMinOdds: num(terms.sportsMinOddsMilli) / 1000,
    maxBet: maxBet === null ? null : minorToAmount(maxBet),
    maxConversion: maxConversion === null ? null : minorToAmount(maxConversion),
    validDays: num(terms.validDays),
  };
}

/** An offer record's terms as the contracts speak them. */
export function offerBonusTerms(offer: BonusOfferRow): BonusTerms {
  return bonusTermsOf(grantedTermsOf(offer));
}

export function offerTitle(offer: Pick<BonusOfferRow, 'title_tr' | 'title_en'>, locale: ApiLocale) {
  return locale === 'tr' ? offer.title_tr : offer.title_en;
}

const lira = (minor: number) => formatMoney(minorToAmount(minor));

const PRODUCT_NAMES: Record<BonusProduct, Record<ApiLocale, string>> = {
  slots: { tr: 'slotlar', en: 'slots' },
  bingo: { tr: 'tombala', en: 'bingo' },
  crash: { tr: 'crash oyunları', en: 'crash games' },
  table: { tr: 'masa oyunları', en: 'table games' },
  live: { tr: 'canlı casino', en: 'live casino' },
  sports: { tr: 'spor bahisleri', en: 'sports bets' },
};

function odds(milli: number, locale: ApiLocale): string {
  const text = (milli / 1000).toFixed(2);
  return locale === 'tr' ? text.replace('.', ',') : text;
}

/** The lead sentence: what the offer pays and how often. */
function leadSentence(offer: BonusOfferRow, locale: ApiLocale, amountMinor: number | null): string {
  const tr = locale === 'tr';
  const percent = numOrNull(offer.percent);
  const cap = numOrNull(offer.cap_minor);
  const minimum = numOrNull(offer.minimum_minor);
  const window = numOrNull(offer.window_days);
  const fixed = amountMinor ?? numOrNull(offer.amount_minor);
  const capText = cap === null ? '' : tr ? `, en fazla ${lira(cap)}` : `, at most ${lira(cap)}`;
  switch (offer.kind) {
    case 'first_deposit':
      return tr
        ? `İlk yatırımınıza %${percent ?? 0} bonus${capText}. Her üye bir kez alabilir.`
        : `${percent ?? 0}% of your first deposit as a bonus${capText}. Once per player.`;
    case 'weekly_cashback': {
      const days = window ?? 7;
      const least =
        minimum === null || minimum <= 0
          ? ''
          : tr
            ? ` (en az ${lira(minimum)} kayıp)`
            : ` (a loss of at least ${lira(minimum)})`;
      return tr
        ? `Son ${days} gündeki net casino kaybınız üzerinden %${percent ?? 0} bonus${least}${capText}; yalnızca nakit kayıp sayılır. Haftada bir kez istenebilir.`
        : `${percent ?? 0}% of your net casino loss of the last ${days} days as a bonus${least}${capText}; only cash losses count. Once a week.`;
    }
    case 'birthday': {
      const days = window ?? 7;
      const amount = fixed === null ? '' : `${lira(fixed)} `;
      return tr
        ? `Doğum gününüzden itibaren ${days} gün içinde ${amount}bonus. Yılda bir kez.`
        : `A ${amount}bonus within ${days} days from your birthday. Once a year.`;
    }
    case 'trial': {
      const amount = fixed === null ? '' : `${lira(fixed)} `;
      return tr
        ? `Telefonunuzu doğrulayınca ${amount}deneme bonusu. Kişi ve cihaz başına bir kez.`
        : `A ${amount}trial bonus once your phone is verified. Once per person and device.`;
    }
    default: {
      // A grant names its amount; the offer itself, the most one grant pays.
      if (fixed !== null) {
        return tr
          ? `Ekibimizin verdiği ${lira(fixed)} bonus.`
          : `A ${lira(fixed)} bonus granted by our team.`;
      }
      return tr ? `Ekibimizin verdiği bonus${capText}.` : `A bonus granted by our team${capText}.`;
    }
  }
}

/** What counts toward the wagering, product by product (spec §1: contributions per product). */
function countsSentence(terms: GrantedTerms, locale: ApiLocale): string {
  const tr = locale === 'tr';
  const c = contributionsOf(terms.contributions);
  const casino = BONUS_PRODUCTS.filter((p) => p !== 'sports');
  const counting = casino
    .filter((p) => c[p] > 0)
    .map((p) => `${PRODUCT_NAMES[p][locale]} %${c[p]}`);
  const counted = counting.map((text) => (tr ? text : text.replace(/%(\d+)/, '$1%')));
  const none = casino.filter((p) => c[p] === 0).map((p) => PRODUCT_NAMES[p][locale]);
  const sportsOdds = odds(num(terms.sportsMinOddsMilli), locale);
  const parts: string[] = [];
  if (counted.length > 0) parts.push(counted.join(', '));
  if (c.sports > 0) {
    parts.push(
      tr
        ? `${sportsOdds} ve üzeri orandaki tekli spor bahisleri ve kombineler %${c.sports} (bahis sonuçlandığında)`
        : `sports singles at odds of ${sportsOdds} or more and combos ${c.sports}% (when the bet settles)`,
    );
  }
  let sentence =
    parts.length === 0
      ? tr
        ? 'Hiçbir bahis çevrime sayılmaz.'
        : 'No bet counts toward the wagering.'
      : tr
        ? `Çevrime sayılanlar: ${parts.join('; ')}.`
        : `What counts: ${parts.join('; ')}.`;
  if (none.length > 0 && parts.length > 0) {
    sentence += tr ? ` Sayılmayanlar: ${none.join(', ')}.` : ` Not counted: ${none.join(', ')}.`;
  }
  if (c.sports === 0 && parts.length > 0) {
    sentence += tr ? ' Spor bahisleri sayılmaz.' : ' Sports bets do not count.';
  }
  return sentence;
}

export interface TermsTextOptions {
  /** The terms a granted bonus runs under (default: the record's own). */
  terms?: GrantedTerms;
  /** The amount when the record has none (the trial bonus's site setting, an ops grant). */
  amountMinor?: number | null;
}

/**
 * An offer's terms in plain words (spec §1; UKGC "significant terms"): what it pays, the
 * wagering and validity, what counts, the maximum bet, the maximum conversion and what a
 * withdrawal does — written from the record (or a granted bonus's copy of it), in tr or en.
 */
export function offerTermsText(
  offer: BonusOfferRow,
  locale: ApiLocale,
  options: TermsTextOptions = {},
): string {
  const tr = locale === 'tr';
  const terms = options.terms ?? grantedTermsOf(offer);
  const sentences = [leadSentence(offer, locale, options.amountMinor ?? null)];
  const multiplier = num(terms.wageringMultiplier);
  const days = num(terms.validDays);
  sentences.push(
    multiplier > 0
      ? tr
        ? `Bonusun ${multiplier} katı çevrim yapılmalıdır; bonus ${days} gün geçerlidir.`
        : `Wager the bonus ${multiplier}× within ${days} days.`
      : tr
        ? `Çevrim şartı yoktur; bonus ${days} gün geçerlidir.`
        : `No wagering is required; the bonus is valid for ${days} days.`,
  );
  if (multiplier > 0) sentences.push(countsSentence(terms, locale));
  sentences.push(
    tr
      ? 'Önce nakit bakiyeniz, sonra bonus paranız kullanılır.'
      : 'Cash is staked before bonus money.',
  );
  const maxBet = numOrNull(terms.maxBetMinor);
  if (maxBet !== null) {
    sentences.push(
      tr
        ? `Bonus aktifken en yüksek bahis ${lira(maxBet)} olabilir.`
        : `While the bonus is active the largest stake is ${lira(maxBet)}.`,
    );
  }
  const maxConversion = numOrNull(terms.maxConversionMinor);
  sentences.push(
    maxConversion === null
      ? tr
        ? 'Çevrim tamamlanınca bonus bakiyesinin tamamı nakde dönüşür.'
        : 'When the wagering is met the whole bonus balance becomes cash.'
      : tr
        ? `Çevrim tamamlanınca bonus bakiyesinin en fazla ${lira(maxConversion)} kadarı nakde dönüşür.`
        : `When the wagering is met at most ${lira(maxConversion)} of the bonus balance becomes cash.`,
  );
  sentences.push(
    tr
      ? 'Bonus aktifken yapılan bir para çekme bonusu iptal eder: bonus parası ve kazançları silinir, nakit bakiyeniz kalır.'
      : 'A withdrawal while the bonus is active cancels it: the bonus money and its winnings are removed, your cash stays.',
  );
  return sentences.join(' ');
}
