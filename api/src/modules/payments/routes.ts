import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/route';
import { operatorOf } from '../../lib/operator';
import { auditDetailOf, principalOf } from '../../plugins/auth';
import type { OperatorDesk } from './operator-desk';
import type { OwedBalances } from './owed';
import type { PlayerPayments } from './player-payments';
import { siteOrigin } from './site-origin';

// The gateway's callback path, where the payments tests and the money invariant post it.
export { CALLBACK_PATH } from './callback-route';

/** spec §7 payment calls, the method lists and the cashier's admin calls. */
export function paymentRoutes(
  app: FastifyInstance,
  services: { player: PlayerPayments; desk: OperatorDesk; owed: OwedBalances },
): void {
  const { player, desk, owed } = services;
  serve(app, 'getPaymentMethods', async (request) => ({
    data: await player.methods(request.body.type, request.locale, principalOf(request).playerId),
  }));
  serve(app, 'getPaymentDetail', async (request) => ({
    data: await player.detail(request.body.id, request.body.type),
  }));
  serve(app, 'deposit', async (request) =>
    player.deposit(principalOf(request), request.body, {
      origin: siteOrigin(request),
      locale: request.locale,
    }),
  );
  serve(app, 'withdraw', async (request) =>
    player.withdraw(principalOf(request), request.body, request.locale),
  );
  serve(app, 'adminPayments', async (request) => ({ data: await desk.list(request.query) }));
  // The back office › staff identity: the caller decides (operatorOf), and each decision fills
  // its call's one audit record with the payment's before and after (auditDetailOf).
  serve(app, 'adminApprovePayment', async (request) =>
    desk.approve(request.body, operatorOf(request, request.body.operator), auditDetailOf(request)),
  );
  serve(app, 'adminRejectPayment', async (request) =>
    desk.reject(request.body, operatorOf(request, request.body.operator), auditDetailOf(request)),
  );
  serve(app, 'adminKycClearPayment', async (request) =>
    desk.clearKyc(request.body, operatorOf(request, request.body.operator), auditDetailOf(request)),
  );
  serve(app, 'adminPaymentRefunds', async (request) => ({
    data: await desk.refunds(request.query.limit),
  }));
  serve(app, 'adminRetryRefund', async (request) =>
    desk.retryRefund(
      request.body,
      operatorOf(request, request.body.operator),
      auditDetailOf(request),
    ),
  );
  serve(app, 'adminBalancesOwed', async (request) => ({
    data: await owed.balancesOwed(request.query.limit),
  }));
  serve(app, 'adminPayOutOwed', async (request) =>
    owed.payOutOwed(
      request.body,
      operatorOf(request, request.body.operator),
      auditDetailOf(request),
    ),
  );
}
