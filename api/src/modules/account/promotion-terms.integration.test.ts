import '../../test/native-modules';
import type { BonusOffer, Promotion } from '@oyna/contracts';
import { call, startApp, type Harness } from '../../test/app-harness';
import { BACKENDS } from '../../test/backends';
import { register } from '../../test/players';
import { BonusOfferRecords, offerTermsText, type BonusOfferRow } from '../bonus';

/**
 * One set of bonus figures (spec §1: the terms come from the offer record): what /promotions
 * promises (the seeded promotions, as migrated) is what the `bonus_offer` record says and Claim
 * Bonus shows and pays — percent, cap or minimum, wagering, days — in both languages.
 */

/** The figures of a text: every number, thousands separators and ",00" kuruş dropped. */
function figures(text: string): number[] {
  const plain = text.replace(/<[^>]+>/g, ' ');
  const found = plain.match(/\d[\d.,]*/g) ?? [];
  const numbers = found.map((raw) => {
    const trimmed = raw.replace(/[.,]+$/, '').replace(/[.,]00$/, '');
    return Number(trimmed.replace(/[.,]/g, ''));
  });
  return [...new Set(numbers)].sort((a, b) => a - b);
}

const sorted = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

describe('figures', () => {
  it('reads lira in both spellings, percents and multipliers, and nothing else', () => {
    expect(figures('<p>%100, en fazla ₺5.000,00; 10 katı</p>')).toEqual([10, 100, 5000]);
    expect(figures('100% of up to ₺5,000. Wager 10× within 30 days.')).toEqual([10, 30, 100, 5000]);
  });
});

describe.each(BACKENDS)('promotion terms on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  async function promotion(key: string, locale: 'tr' | 'en'): Promise<Promotion> {
    const res = await call<Promotion[]>(h.app, {
      method: 'POST',
      url: '/api/cms/promotionlist',
      payload: {},
      locale,
    });
    const found = res.body.data.find((p) =>
      p.images.some((i) => JSON.stringify(i).includes(`promo-${key}-`)),
    );
    if (!found) throw new Error(`no ${key} promotion in ${locale}`);
    return found;
  }

  const records = () => new BonusOfferRecords(h.app.db);

  async function record(code: string): Promise<BonusOfferRow> {
    const found = await records().byCode(code);
    if (!found) throw new Error(`no offer record ${code}`);
    return found;
  }

  const lira = (minor: number | null) => Number(minor) / 100;

  const cases = [
    {
      promotion: 'welcome',
      offer: 'first_deposit',
      expected: (o: BonusOfferRow) =>
        sorted([Number(o.percent), lira(o.cap_minor), o.wagering_multiplier, o.valid_days]),
    },
    {
      promotion: 'cashback',
      offer: 'weekly_cashback',
      expected: (o: BonusOfferRow) =>
        sorted([
          Number(o.percent),
          lira(o.minimum_minor),
          Number(o.window_days),
          o.wagering_multiplier,
          o.valid_days,
        ]),
    },
  ] as const;

  it.each(cases.flatMap((c) => (['tr', 'en'] as const).map((locale) => ({ ...c, locale }))))(
    'the $promotion promotion in $locale names the figures of the $offer record',
    async ({ promotion: key, offer: code, expected, locale }) => {
      const offer = await record(code);
      const promo = await promotion(key, locale);
      const want = expected(offer);
      expect(figures(`${promo.title} ${promo.description}`)).toEqual(want);
      // The offer's own terms text, written from the record, names every one of them.
      const text = figures(offerTermsText(offer, locale));
      expect(want.filter((n) => !text.includes(n))).toEqual([]);
    },
  );

  it('Claim Bonus shows the terms written from the records, and follows an edit of a record', async () => {
    const { token } = await register(h.app);
    const offers = async (locale: 'tr' | 'en') =>
      (
        await call<BonusOffer[]>(h.app, {
          method: 'GET',
          url: '/api/account/bonusoffers',
          token,
          locale,
        })
      ).body.data;
    for (const locale of ['tr', 'en'] as const) {
      const shown = await offers(locale);
      const claimable = (await records().claimable()).map((o) => ({
        code: o.code,
        title: locale === 'tr' ? o.title_tr : o.title_en,
        terms: offerTermsText(o, locale),
        wageringMultiplier: o.wagering_multiplier,
      }));
      expect(
        shown.map((o) => ({
          code: o.code,
          title: o.title,
          terms: o.terms,
          wageringMultiplier: o.wageringMultiplier,
        })),
      ).toEqual(claimable);
    }
    const before = await record('birthday');
    await h.app.db
      .updateTable('bonus_offer')
      .set({ wagering_multiplier: 7, max_bet_minor: 1_234 })
      .where('code', '=', 'birthday')
      .execute();
    try {
      const birthday = (await offers('en')).find((o) => o.code === 'birthday');
      expect(birthday?.wageringMultiplier).toBe(7);
      expect(birthday?.rules).toMatchObject({ wageringMultiplier: 7, maxBet: 12.34 });
      expect(birthday?.terms).toContain('Wager the bonus 7× within 30 days.');
      expect(birthday?.terms).toContain('the largest stake is ₺12,34');
    } finally {
      await h.app.db
        .updateTable('bonus_offer')
        .set({
          wagering_multiplier: before.wagering_multiplier,
          max_bet_minor: before.max_bet_minor,
        })
        .where('code', '=', 'birthday')
        .execute();
    }
  });
});
