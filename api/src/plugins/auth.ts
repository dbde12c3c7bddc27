import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, tooManyRequests, unauthorized } from '../lib/errors';
import type { Principal } from '../platform/sessions';
import { Throttle } from '../platform/throttle';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in player, set by `app.authenticate`. */
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** onRequest guard of every `access: 'player'` call: 401 without a live session (spec §8). */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest guard of every `access: 'admin'` call (api/README.md › Admin calls). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** The player behind the request's token, or null (never throws 401). */
    optionalPrincipal: (request: FastifyRequest) => Promise<Principal | null>;
  }
}

/** The header operators send their token in. */
export const ADMIN_TOKEN_HEADER = 'x-admin-token';

/** The window of the failed admin-token counter. */
const ADMIN_WINDOW_SECONDS = 60;

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** Compares digests, so that neither the length nor the content leaks through timing. */
function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** Player of a request, or the Principal's owner for handlers behind `authenticate`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/**
 * The two guards the route helper (lib/route.ts) puts in front of a call by its table entry's
 * access. Both run as onRequest hooks, before the body is read or validated, so a call without
 * a session answers 401 whatever it carries.
 */
async function guards(app: FastifyInstance): Promise<void> {
  const sessions = app.platform.sessions;
  app.decorateRequest('principal', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerOf(request);
    if (!token) throw unauthorized();
    request.principal = await sessions.authenticate(token);
  });

  app.decorate('optionalPrincipal', async (request: FastifyRequest) => {
    const token = bearerOf(request);
    if (!token) return null;
    try {
      return await sessions.authenticate(token);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) return null;
      throw error;
    }
  });

  // One admin guard: the same 401 for a missing or a wrong token on every admin call, and a
  // per-address budget of failed tries shared by the replicas (the database counter). Once an
  // address is over it, it gets 429 even with the right token until the window ends, so the
  // answers never tell a guess apart. The admin calls exist only with ADMIN_TOKEN (lib/route.ts).
  const expected = app.config.adminToken ?? '';
  const failures = new Throttle(app.db, ADMIN_WINDOW_SECONDS);
  const budget = app.config.security.adminFailuresPerMinute;
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const key = `admin:ip:${request.ip}`;
    if (expected && sameSecret(request.headers[ADMIN_TOKEN_HEADER], expected)) {
      const state = await failures.peek(key);
      if (state.hits >= budget) throw tooManyRequests(state.retryAfterSeconds);
      return;
    }
    // One atomic increment per failure: of a parallel burst exactly `budget` answer 401.
    const state = await failures.hit(key);
    if (state.hits > budget) throw tooManyRequests(state.retryAfterSeconds);
    throw new AppError(401, 'api.adminTokenInvalid');
  });
}

export default fp(guards, { name: 'auth', dependencies: ['platform'] });
