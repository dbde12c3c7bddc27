import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SIGNATURE_HEADER,
  verifyBodySignature,
  WalletStatus,
  type WalletResponse,
} from '@oyna/contracts/game-wallet';
import { BalanceBody, BetBody, RollbackBody, WinBody } from './schemas';
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
 * signature is answered 401 and nothing changes. Answers are the protocol's own
 * `{ status, request_uuid, user, currency, balance }`, not the site's envelope.
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

  app.post<{ Body: BalanceBody }>(
    '/balance',
    { ...route, schema: { body: BalanceBody } },
    async (request, reply) =>
      request.validationError ? wrongTypes(reply, request.body) : wallet.balance(request.body),
  );
  app.post<{ Body: BetBody }>(
    '/bet',
    { ...route, schema: { body: BetBody } },
    async (request, reply) =>
      request.validationError ? wrongTypes(reply, request.body) : wallet.bet(request.body),
  );
  app.post<{ Body: WinBody }>(
    '/win',
    { ...route, schema: { body: WinBody } },
    async (request, reply) =>
      request.validationError ? wrongTypes(reply, request.body) : wallet.win(request.body),
  );
  app.post<{ Body: RollbackBody }>(
    '/rollback',
    { ...route, schema: { body: RollbackBody } },
    async (request, reply) =>
      request.validationError ? wrongTypes(reply, request.body) : wallet.rollback(request.body),
  );
}
