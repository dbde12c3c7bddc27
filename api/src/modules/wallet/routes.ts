import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SIGNATURE_HEADER,
  verifyBodySignature,
  WALLET_PROTOCOL,
  WalletStatus,
  type WalletBalanceRequest,
  type WalletBetRequest,
  type WalletResponse,
  type WalletRollbackRequest,
  type WalletWinRequest,
} from '@oyna/contracts/game-wallet';
import { serve } from '../../lib/route';
import type { RefusedWins } from './refused-wins';
import type { GameWalletService } from './service';

export interface WalletRouteOptions {
  wallet: GameWalletService;
  secret: string;
}

function requestUuidOf(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('request_uuid' in body)) return '';
  return typeof body.request_uuid === 'string' ? body.request_uuid : '';
}

function protocolError(reply: FastifyReply, code: number, status: WalletStatus, body?: unknown) {
  const answer: WalletResponse = { status, request_uuid: requestUuidOf(body) };
  return reply.code(code).send(answer);
}

/**
 * The operator's seamless-wallet endpoints (`/api/wallet/balance|bet|win|rollback`), called by
 * the game provider server to server — never by the site. Every body is checked against
 * `x-oyna-signature` on its raw bytes before any field is read: a missing, wrong or stale
 * signature is answered 401 and nothing changes. Bodies and answers are the contracts'
 * WALLET_PROTOCOL schemas (the provider's client reads the same table); answers are the protocol's
 * own `{ status, request_uuid, user, currency, balance }`, not the site's envelope, serialised in
 * that order — a repeat's stored answer too, so it is the first one byte for byte.
 */
export default async function walletRoutes(
  app: FastifyInstance,
  options: WalletRouteOptions,
): Promise<void> {
  const { wallet, secret } = options;

  // Raw bodies in this context only: the signature covers the exact bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  async function verified(request: FastifyRequest, reply: FastifyReply) {
    const raw = typeof request.body === 'string' ? request.body : '';
    const header = request.headers[SIGNATURE_HEADER];
    const check = await verifyBodySignature(
      secret,
      raw,
      typeof header === 'string' ? header : undefined,
    );
    if (check !== 'ok') {
      request.log.warn({ check }, 'wallet: signature refused');
      return protocolError(reply, 401, WalletStatus.InvalidSignature);
    }
    try {
      request.body = JSON.parse(raw);
    } catch {
      return protocolError(reply, 400, WalletStatus.WrongSyntax);
    }
  }

  // The protocol's answer (200, any status) is serialised by its schema. Refusals before the
  // handler (401, 400) are built in the same order; other 4xx (a body too large, another content
  // type) come from the api's error handler and are no wallet answers.
  const response = (call: keyof typeof WALLET_PROTOCOL) => ({
    200: WALLET_PROTOCOL[call].response,
  });

  const route = {
    preValidation: verified,
    attachValidation: true,
    // Server to server from a few addresses: the per-IP budget for browsers does not apply, the
    // signature does.
    config: { rateLimit: false as const },
  };

  // A body that passed the signature but not the schema: wrong types, nothing changes.
  const wrongTypes = (reply: FastifyReply, body: unknown) =>
    protocolError(reply, 400, WalletStatus.WrongTypes, body);

  app.post<{ Body: WalletBalanceRequest }>(
    '/balance',
    {
      ...route,
      schema: { body: WALLET_PROTOCOL.balance.request, response: response('balance') },
    },
    async (request, reply) =>
      request.validationError ? wrongTypes(reply, request.body) : wallet.balance(request.body),
  );
  app.post<{ Body: WalletBetRequest }>(
    '/bet',
    {
      ...route,
      schema: { body: WALLET_PROTOCOL.bet.request, response: response('bet') },
    },
    async (request, reply) => {
      if (request.validationError) return wrongTypes(reply, request.body);
      // The hedged part is part of the stake (0 to amount; the schema refuses a negative one):
      // above it the body is not a bet message either, and nothing changes.
      if ((request.body.hedged_amount ?? 0) > request.body.amount) {
        request.log.warn(
          { amount: request.body.amount, hedged: request.body.hedged_amount },
          'wallet: bet refused, hedged_amount above amount',
        );
        return wrongTypes(reply, request.body);
      }
      return wallet.bet(request.body);
    },
  );
  app.post<{ Body: WalletWinRequest }>(
    '/win',
    {
      ...route,
      schema: { body: WALLET_PROTOCOL.win.request, response: response('win') },
    },
    async (request, reply) =>
      request.validationError ? wrongTypes(reply, request.body) : wallet.win(request.body),
  );
  app.post<{ Body: WalletRollbackRequest }>(
    '/rollback',
    {
      ...route,
      schema: { body: WALLET_PROTOCOL.rollback.request, response: response('rollback') },
    },
    async (request, reply) =>
      request.validationError ? wrongTypes(reply, request.body) : wallet.rollback(request.body),
  );
}

/** Ops (api/README.md › Games and the seamless wallet): the wins the wallet refused. */
export function walletAdminRoutes(app: FastifyInstance, refused: RefusedWins): void {
  serve(app, 'adminCasinoRefusedWins', async (request) => ({
    data: await refused.list(request.query),
  }));
}
