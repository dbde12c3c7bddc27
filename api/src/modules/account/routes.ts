import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/route';
import { principalOf } from '../../plugins/auth';
import type { AccountService } from './service';

/** The account area's calls (spec §2 account routes): players read their own rows; ops decide. */
export function accountRoutes(app: FastifyInstance, account: AccountService): void {
  serve(app, 'getAccountSummary', async (request) =>
    account.summary(principalOf(request), request.locale),
  );
  serve(app, 'getAccountDetails', async (request) =>
    account.details(principalOf(request), request.locale),
  );
  serve(app, 'getFinancialActivities', async (request) =>
    account.financialActivities(principalOf(request), request.body),
  );
  serve(app, 'exportFinancialActivities', async (request) =>
    account.exportFinancialActivities(principalOf(request), request.body, request.locale),
  );
  serve(app, 'getGameHistory', async (request) =>
    account.gameHistory(principalOf(request), request.body),
  );
  serve(app, 'getBonusOffers', async (request) =>
    account.offers(principalOf(request), request.locale),
  );
  serve(app, 'requestBonus', async (request) =>
    account.request(principalOf(request), request.body.offer, request.locale),
  );
  serve(app, 'getBonuses', async (request) =>
    account.bonuses(principalOf(request), request.body, request.locale),
  );
  serve(app, 'getSessions', async (request) => account.sessions(principalOf(request)));
  serve(app, 'endOtherSessions', async (request) => account.endOtherSessions(principalOf(request)));
  serve(app, 'adminBonusRequests', async (request) => account.adminRequests(request.query));
  serve(app, 'adminDecideBonusRequest', async (request) =>
    account.decide(request.body, request.locale),
  );
}
