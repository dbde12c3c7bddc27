import { BONUS_OFFER_SEED } from '../../db/migrations/data/0090-bonus-offers';
import {
  bonusTermsOf,
  contributionsOf,
  grantedTermsOf,
  offerTermsText,
  type BonusOfferRow,
} from './offer-records';

/** The offer records as the terms are written from them (spec §1: one source of terms). */
const record = (code: string, patch: Partial<BonusOfferRow> = {}): BonusOfferRow => {
  const seed = BONUS_OFFER_SEED.find((o) => o.code === code);
  if (!seed) throw new Error(`no seed ${code}`);
  return { ...seed, enabled: true, updated_at: new Date(), ...patch } as BonusOfferRow;
};

describe('offer records', () => {
  it('copy a record into the terms a bonus is granted under, and into the contracts', () => {
    const granted = grantedTermsOf(record('trial'));
    expect(granted).toEqual({
      wageringMultiplier: 1,
      contributions: { slots: 100, bingo: 100, crash: 50, table: 10, live: 10, sports: 100 },
      sportsMinOddsMilli: 1500,
      maxBetMinor: 2_000,
      maxConversionMinor: 10_000,
      validDays: 7,
    });
    expect(bonusTermsOf(granted)).toEqual({
      wageringMultiplier: 1,
      contributions: { slots: 100, bingo: 100, crash: 50, table: 10, live: 10, sports: 100 },
      sportsMinOdds: 1.5,
      maxBet: 20,
      maxConversion: 100,
      validDays: 7,
    });
    expect(bonusTermsOf(grantedTermsOf(record('first_deposit')))).toMatchObject({
      maxBet: 50,
      maxConversion: null,
    });
  });

  it('read every product, a missing one as 0 % and a stored text as JSON', () => {
    expect(contributionsOf({ slots: 100, table: 250 })).toEqual({
      slots: 100,
      bingo: 0,
      crash: 0,
      table: 100,
      live: 0,
      sports: 0,
    });
    expect(contributionsOf('{"live":20}')).toMatchObject({ live: 20, slots: 0 });
  });

  it('write the first deposit terms in plain words, in both languages', () => {
    expect(offerTermsText(record('first_deposit'), 'en')).toBe(
      '100% of your first deposit as a bonus, at most ₺500,00. Once per player. ' +
        'Wager the bonus 5× within 30 days. ' +
        'What counts: slots 100%, bingo 100%, crash games 50%, table games 10%, live casino 10%; ' +
        'sports singles at odds of 1.50 or more and combos 100% (when the bet settles). ' +
        'Cash is staked before bonus money. While the bonus is active the largest stake is ₺50,00. ' +
        'When the wagering is met the whole bonus balance becomes cash. ' +
        'A withdrawal while the bonus is active cancels it: the bonus money and its winnings are removed, your cash stays.',
    );
    const tr = offerTermsText(record('first_deposit'), 'tr');
    expect(tr).toContain('İlk yatırımınıza %100 bonus, en fazla ₺500,00.');
    expect(tr).toContain('Bonusun 5 katı çevrim yapılmalıdır; bonus 30 gün geçerlidir.');
    expect(tr).toContain('1,50 ve üzeri orandaki tekli spor bahisleri ve kombineler %100');
    expect(tr).toContain('Bonus aktifken en yüksek bahis ₺50,00 olabilir.');
    expect(tr).toContain(
      'Bonus aktifken yapılan bir para çekme bonusu iptal eder: bonus parası ve kazançları silinir, nakit bakiyeniz kalır.',
    );
  });

  it('follow the record: a cap, a maximum conversion, a product that does not count', () => {
    const edited = record('weekly_cashback', {
      percent: 15,
      cap_minor: 20_000,
      minimum_minor: 5_000,
      window_days: 14,
      max_conversion_minor: 7_500,
      max_bet_minor: null,
      contributions: { slots: 100, bingo: 100, crash: 50, table: 0, live: 0, sports: 0 },
    });
    const en = offerTermsText(edited, 'en');
    expect(en).toContain(
      '15% of your net casino loss of the last 14 days as a bonus (a loss of at least ₺50,00), at most ₺200,00; only cash losses count.',
    );
    expect(en).toContain('Not counted: table games, live casino. Sports bets do not count.');
    expect(en).toContain('at most ₺75,00 of the bonus balance becomes cash');
    expect(en).not.toContain('largest stake');
    const tr = offerTermsText(edited, 'tr');
    expect(tr).toContain(
      'Son 14 gündeki net casino kaybınız üzerinden %15 bonus (en az ₺50,00 kayıp), en fazla ₺200,00',
    );
    expect(tr).toContain('en fazla ₺75,00 kadarı nakde dönüşür');
  });

  it("write a granted bonus's own terms and amount", () => {
    const granted = { ...grantedTermsOf(record('trial')), wageringMultiplier: 2 };
    const text = offerTermsText(record('trial'), 'en', { terms: granted, amountMinor: 5_000 });
    expect(text).toContain('A ₺50,00 trial bonus once your phone is verified.');
    expect(text).toContain('Wager the bonus 2× within 7 days.');
    expect(offerTermsText(record('goodwill'), 'en', { amountMinor: 2_500 })).toMatch(
      /^A ₺25,00 bonus granted by our team\./,
    );
    expect(offerTermsText(record('birthday', { wagering_multiplier: 0 }), 'en')).toContain(
      'No wagering is required; the bonus is valid for 30 days.',
    );
  });
});
