import '../../test/native-modules';
import type { Promotion } from '@oyna/contracts';
import { call, startApp, type Harness } from '../../test/app-harness';
import { BACKENDS } from '../../test/backends';
import {
  CASHBACK_DAYS,
  CASHBACK_MIN_LOSS_MINOR,
  CASHBACK_PERCENT,
  FIRST_DEPOSIT_MAX_MINOR,
  FIRST_DEPOSIT_PERCENT,
  offerByCode,
} from './offers';

/**
 * One set of bonus figures: what /promotions promises (the seeded promotions, as migrated) is what
 * Claim Bonus offers and the service pays (offers.ts) — percent, cap or minimum, wagering, days —
 * in both languages, so the two can no longer drift apart.
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

  const cases = [
    {
      promotion: 'welcome',
      offer: 'first_deposit',
      expected: (o: { wageringMultiplier: number; validDays: number }) =>
        sorted([
          FIRST_DEPOSIT_PERCENT,
          FIRST_DEPOSIT_MAX_MINOR / 100,
          o.wageringMultiplier,
          o.validDays,
        ]),
    },
    {
      promotion: 'cashback',
      offer: 'weekly_cashback',
      expected: (o: { wageringMultiplier: number; validDays: number }) =>
        sorted([
          CASHBACK_PERCENT,
          CASHBACK_MIN_LOSS_MINOR / 100,
          CASHBACK_DAYS,
          o.wageringMultiplier,
          o.validDays,
        ]),
    },
  ] as const;

  it.each(cases.flatMap((c) => (['tr', 'en'] as const).map((locale) => ({ ...c, locale }))))(
    'the $promotion promotion in $locale names the figures of the $offer offer',
    async ({ promotion: key, offer: code, expected, locale }) => {
      const offer = offerByCode(code);
      if (!offer) throw new Error(`no offer ${code}`);
      const promo = await promotion(key, locale);
      const want = expected(offer);
      expect(figures(`${promo.title} ${promo.description}`)).toEqual(want);
      expect(figures(offer.terms[locale])).toEqual(want);
    },
  );
});
