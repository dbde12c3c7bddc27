import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  ProviderLaunchError,
  ProviderLaunchRequest,
  ProviderLaunchResponse,
  SIGNATURE_HEADER,
  verifyBodySignature,
  WalletStatus,
  type ProviderLaunchRefusal,
} from '@oyna/contracts/game-wallet';
import { gameByCode, SLOT_STAKE_STEP_MINOR } from '../engine';
import type { Sessions } from './sessions';
import type { WalletClient } from './wallet-client';

export interface LaunchDeps {
  secret: string;
  sessions: Sessions;
  wallet: WalletClient;
  /** The absolute or site-relative URL of a session's game page. */
  playUrl: (sessionId: string) => string;
}

function refuse(reply: FastifyReply, status: number, error: ProviderLaunchError, message: string) {
  const body: ProviderLaunchRefusal = { error, message };
  return reply.code(status).send(body);
}

/** A lobby URL is absolute http(s) or a path on the site (starting with one '/'). */
function validLobbyUrl(value: string): boolean {
  if (/^\/(?!\/)/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * POST /launch — server to server: the operator asks for a game session for its game token. The
 * body's signature is checked on the raw bytes before any field is read; the token is checked by
 * asking the operator's wallet for the balance (which also names the player).
 */
export default async function launchRoutes(app: FastifyInstance, deps: LaunchDeps): Promise<void> {
  // Raw body in this context only: the signature covers the exact bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post<{ Body: ProviderLaunchRequest }>(
    '/launch',
    {
      // The contracts' launch messages: the operator's launcher builds the same types.
      schema: { body: ProviderLaunchRequest, response: { 200: ProviderLaunchResponse } },
      preValidation: async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const header = request.headers[SIGNATURE_HEADER];
        // Wall-clock time, as the signer's: the replay window is about real seconds.
        const check = await verifyBodySignature(
          deps.secret,
          raw,
          typeof header === 'string' ? header : undefined,
        );
        if (check !== 'ok') {
          return refuse(reply, 401, ProviderLaunchError.InvalidRequest, `signature ${check}`);
        }
        try {
          request.body = JSON.parse(raw);
        } catch {
          return refuse(reply, 400, ProviderLaunchError.InvalidRequest, 'the body is not JSON');
        }
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        return refuse(
          reply,
          400,
          ProviderLaunchError.InvalidRequest,
          request.validationError.message,
        );
      }
      const body = request.body;
      const game = gameByCode(body.gameCode);
      if (!game) return refuse(reply, 404, ProviderLaunchError.UnknownGame, 'unknown gameCode');
      if (!validLobbyUrl(body.lobbyUrl)) {
        return refuse(reply, 400, ProviderLaunchError.InvalidRequest, 'lobbyUrl must be http(s)');
      }
      // Slot stakes are whole line bets: round the limits inwards to the step.
      const step = game.kind === 'slot' ? SLOT_STAKE_STEP_MINOR : 1;
      const minStake = Math.ceil(body.minStake / step) * step;
      const maxStake = Math.floor(body.maxStake / step) * step;
      if (minStake > maxStake) {
        return refuse(reply, 400, ProviderLaunchError.InvalidRequest, 'minStake exceeds maxStake');
      }

      const balance = await deps.wallet.balance({ token: body.token, game_code: game.code });
      if (!balance.answered) {
        return refuse(reply, 503, ProviderLaunchError.Unavailable, 'the wallet did not answer');
      }
      const user = balance.response.user;
      if (balance.response.status !== WalletStatus.Ok || !user) {
        return refuse(reply, 401, ProviderLaunchError.InvalidToken, balance.response.status);
      }

      const session = await deps.sessions.open({
        player: user,
        token: body.token,
        gameCode: game.code,
        currency: body.currency,
        language: body.language,
        platform: body.platform,
        lobbyUrl: body.lobbyUrl,
        minStakeMinor: minStake,
        maxStakeMinor: maxStake,
      });
      const answer: ProviderLaunchResponse = { url: deps.playUrl(session.id) };
      return answer;
    },
  );
}
