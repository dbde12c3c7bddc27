import '../../test/native-modules';
import type { AdminBonusOffer, BonusOffer, Promotion } from '@oyna/contracts';
import { call, startApp, type Harness } from '../../test/app-harness';
import { BACKENDS } from '../../test/backends';
import { register } from '../../test/players';
import { BonusOfferRecords, offerTermsText, type BonusOfferRow } from '../bonus';

/**
 * One set of bonus terms (spec §1 promotions and bonuses: the terms come from the offer record):
 * a promotion linked to an offer (migration 0091 `promotion.offer_code`) shows the record's terms,
 * the very text Claim Bonus shows for that offer, in both languages; its own texts repeat no
 * figure; an operator's edit of the record changes both at once.
 */

const TOKEN = 'test-admin-token';
const admin = { 'x-admin-token': TOKEN };

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

describe('figures', () => {
  it('reads lira in both spellings, percents and multipliers, and nothing else', () => {
    expect(figures('<p>%100, en fazla ₺5.000,00; 10 katı</p>')).toEqual([10, 100, 5000]);
    expect(figures('100% of up to ₺5,000. Wager 10× within 30 days.')).toEqual([10, 30, 100, 5000]);
  });
});

describe.each(BACKENDS)('promotion terms on %s', (_name, backend) => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startApp(backend, { adminToken: TOKEN });
    ({ token } = await register(h.app));
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

  const offers = async (locale: 'tr' | 'en') =>
    (
      await call<BonusOffer[]>(h.app, {
        method: 'GET',
        url: '/api/account/bonusoffers',
        token,
        locale,
      })
    ).body.data;

  async function claimBonusTerms(code: string, locale: 'tr' | 'en'): Promise<string> {
    const found = (await offers(locale)).find((o) => o.code === code);
    if (!found) throw new Error(`Claim Bonus shows no ${code} in ${locale}`);
    return found.terms;
  }

  const records = () => new BonusOfferRecords(h.app.db);

  async function record(code: string): Promise<BonusOfferRow> {
    const found = await records().byCode(code);
    if (!found) throw new Error(`no offer record ${code}`);
    return found;
  }

  const cases = [
    { promotion: 'welcome', offer: 'first_deposit' },
    { promotion: 'cashback', offer: 'weekly_cashback' },
  ] as const;

  it.each(cases.flatMap((c) => (['tr', 'en'] as const).map((locale) => ({ ...c, locale }))))(
    'the $promotion promotion in $locale shows the terms Claim Bonus shows for $offer, and names no figure of its own',
    async ({ promotion: key, offer: code, locale }) => {
      const offer = await record(code);
      const promo = await promotion(key, locale);
      expect(promo.offer).toEqual({
        code,
        title: locale === 'tr' ? offer.title_tr : offer.title_en,
        terms: offerTermsText(offer, locale),
        claimable: true,
      });
      expect(promo.offer?.terms).toBe(await claimBonusTerms(code, locale));
      // The figures live in the record's terms only: the promotion's own texts repeat none.
      expect(figures(`${promo.title} ${promo.description}`)).toEqual([]);
      expect(figures(promo.offer?.terms ?? '')).toContain(Number(offer.percent));
    },
  );

  it('an operator edit of the offer record (admin/bonusoffer) changes /promotions and Claim Bonus alike', async () => {
    const list = await call<AdminBonusOffer[]>(h.app, {
      method: 'GET',
      url: '/api/admin/bonusoffers',
      headers: admin,
    });
    const before = list.body.data.find((o) => o.code === 'first_deposit');
    if (!before) throw new Error('no first_deposit offer');
    // The record as the upsert takes it (a field left out is stored as none).
    const { updatedAt: _updatedAt, ...fields } = before;
    const upsert = (changes: Partial<AdminBonusOffer>) =>
      call<AdminBonusOffer>(h.app, {
        method: 'POST',
        url: '/api/admin/bonusoffer',
        headers: admin,
        payload: Object.fromEntries(
          Object.entries({ operator: 'terms-test', ...fields, ...changes }).filter(
            ([, v]) => v !== null,
          ),
        ),
      });
    const edited = await upsert({ wageringMultiplier: 7, cap: 777, maxBet: 12.34 });
    expect(edited.status).toBe(200);
    try {
      for (const locale of ['tr', 'en'] as const) {
        const shown = (await promotion('welcome', locale)).offer?.terms;
        expect(shown).toBe(await claimBonusTerms('first_deposit', locale));
        expect(shown).toBe(offerTermsText(await record('first_deposit'), locale));
      }
      const en = (await promotion('welcome', 'en')).offer?.terms ?? '';
      expect(en).toContain('at most ₺777,00');
      expect(en).toContain('Wager the bonus 7× within 30 days.');
      expect(en).toContain('the largest stake is ₺12,34');
      const tr = (await promotion('welcome', 'tr')).offer?.terms ?? '';
      expect(tr).toContain('en fazla ₺777,00');
      expect(tr).toContain('Bonusun 7 katı çevrim yapılmalıdır');
    } finally {
      expect((await upsert({})).status).toBe(200);
    }
    expect((await promotion('welcome', 'en')).offer?.terms).toBe(
      offerTermsText(await record('first_deposit'), 'en'),
    );
  });

  it('Claim Bonus shows the terms written from the records, and follows an edit of a record', async () => {
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
