import type { FastifyInstance } from 'fastify';
import mediaRoutes from './media-routes';
import { CmsQueries } from './queries';
import { cmsRoutes } from './routes';
import { BonusOfferRecords, offerTermsText } from '../bonus';
import { CmsService, type TrialTerms } from './service';

/** The cms domain: site content and its operator calls, and the seed pictures it links to. */
export default async function cmsModule(app: FastifyInstance): Promise<void> {
  const offers = new BonusOfferRecords(app.db);
  const trialTerms: TrialTerms = async (locale, amountMinor) => {
    const offer = await offers.byCode('trial');
    return offer?.enabled ? offerTermsText(offer, locale, { amountMinor }) : '';
  };
  cmsRoutes(app, new CmsService(new CmsQueries(app.db), trialTerms));
  await app.register(mediaRoutes);
}
