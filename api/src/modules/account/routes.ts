import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/route';
import { operatorOf } from '../../lib/operator';
import { auditDetailOf, principalOf } from '../../plugins/auth';
import type { AccountActivity } from './activity';
import type { BonusClaims } from './bonus-claims';
import type { PlayerBonuses } from './bonus-list';
import type { AccountProfile } from './profile';
import type { AccountSessions } from './sessions';

/** The account area's calls (spec §2 account routes): players read their own rows; ops decide. */
export function accountRoutes(
  app: FastifyInstance,
  services: {
    profile: AccountProfile;
    activity: AccountActivity;
    bonuses: BonusClaims;
    bonusList: PlayerBonuses;
    sessions: AccountSessions;
  },
): void {
  const { profile, activity, bonuses, bonusList, sessions } = services;
  serve(app, 'getAccountSummary', async (request) =>
    profile.summary(principalOf(request), request.locale),
  );
  serve(app, 'getAccountDetails', async (request) =>
    profile.details(principalOf(request), request.locale),
  );
  serve(app, 'getFinancialActivities', async (request) =>
    activity.financialActivities(principalOf(request), request.body),
  );
  serve(app, 'exportFinancialActivities', async (request) =>
    activity.exportFinancialActivities(principalOf(request), request.body, request.locale),
  );
  serve(app, 'getGameHistory', async (request) =>
    activity.gameHistory(principalOf(request), request.body),
  );
  serve(app, 'getBonusOffers', async (request) =>
    bonuses.offers(principalOf(request), request.locale),
  );
  serve(app, 'requestBonus', async (request) =>
    bonuses.request(principalOf(request), request.body.offer, request.locale),
  );
  serve(app, 'getBonuses', async (request) =>
    bonusList.list(principalOf(request), request.body, request.locale),
  );
  serve(app, 'forfeitBonus', async (request) =>
    bonusList.forfeit(principalOf(request), request.body.bonusId, request.locale),
  );
  serve(app, 'getSessions', async (request) => sessions.sessions(principalOf(request)));
  serve(app, 'endOtherSessions', async (request) =>
    sessions.endOtherSessions(principalOf(request)),
  );
  serve(app, 'adminBonusRequests', async (request) => bonuses.adminRequests(request.query));
  // The back office › staff identity: the caller decides; its one audit record gets before/after.
  serve(app, 'adminDecideBonusRequest', async (request) =>
    bonuses.decide(request.body, request.locale, operatorOf(request), auditDetailOf(request)),
  );
}
