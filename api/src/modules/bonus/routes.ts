import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/route';
import { operatorOf } from '../../lib/operator';
import { auditDetailOf, principalOf } from '../../plugins/auth';
import type { BonusDesk } from './admin-bonuses';
import type { BonusOfferDesk } from './admin-offers';
import type { BonusService } from './service';

/** spec §7 bonus calls, and the operators' bonus desk (api/README.md › Admin calls). */
export function bonusRoutes(
  app: FastifyInstance,
  bonus: BonusService,
  desk: { offers: BonusOfferDesk; bonuses: BonusDesk },
): void {
  serve(app, 'defineTrialBonus', async (request) =>
    bonus.defineTrialBonus(principalOf(request), request.locale),
  );
  serve(app, 'adminBonusOffers', async () => desk.offers.list());
  // The back office › staff identity: the caller acts (operatorOf), and each change fills its
  // call's one audit record with before and after (auditDetailOf).
  serve(app, 'adminUpsertBonusOffer', async (request) =>
    desk.offers.upsert(
      request.body,
      operatorOf(request, request.body.operator),
      auditDetailOf(request),
    ),
  );
  serve(app, 'adminGrantBonus', async (request) =>
    desk.bonuses.grant(
      request.body,
      request.locale,
      operatorOf(request, request.body.operator),
      auditDetailOf(request),
    ),
  );
  serve(app, 'adminCancelBonus', async (request) =>
    desk.bonuses.cancel(
      request.body,
      operatorOf(request, request.body.operator),
      auditDetailOf(request),
    ),
  );
  serve(app, 'adminBonusCost', async (request) => desk.bonuses.cost(request.query));
  serve(app, 'adminBonusAudit', async (request) => desk.bonuses.audit(request.query));
}
