import type { FastifyInstance } from 'fastify';
import mediaRoutes from './media-routes';
import { CmsQueries } from './queries';
import { cmsRoutes } from './routes';
import { SiteDesk } from './site-desk';
import { BonusOfferRecords, CLAIMABLE_KINDS, offerTermsText, offerTitle } from '../bonus';
import { CmsService, type OfferExists, type PromotionOffers, type TrialTerms } from './service';

/** The cms domain: site content and its operator calls, and the seed pictures it links to. */
export default async function cmsModule(app: FastifyInstance): Promise<void> {
  const offers = new BonusOfferRecords(app.db);
  const trialTerms: TrialTerms = async (locale, amountMinor) => {
    const offer = await offers.byCode('trial');
    return offer?.enabled ? offerTermsText(offer, locale, { amountMinor }) : '';
  };
  // spec §1 promotions and bonuses: a promotion's terms are its offer record's, written by the
  // same offerTermsText as Claim Bonus's (an offer switched off shows its terms, not a claim link).
  const promotionOffers: PromotionOffers = async (codes, locale) => {
    const records = (await offers.all(false)).filter((o) => codes.includes(o.code));
    return new Map(
      records.map((o) => [
        o.code,
        {
          code: o.code,
          title: offerTitle(o, locale),
          terms: offerTermsText(o, locale),
          claimable: o.enabled && CLAIMABLE_KINDS.includes(o.kind),
        },
      ]),
    );
  };
  const offerExists: OfferExists = async (code) => Boolean(await offers.byCode(code));
  cmsRoutes(
    app,
    new CmsService(new CmsQueries(app.db), { trialTerms, promotionOffers, offerExists }),
    new SiteDesk(app.db),
  );
  await app.register(mediaRoutes);
}
