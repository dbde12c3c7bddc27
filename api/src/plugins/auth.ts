import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, unauthorized } from '../lib/errors';
import type { Principal } from '../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in player, set by `app.authenticate`. */
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** preHandler of every call that needs a logged-in player (401 otherwise, spec §8). */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** The player behind the request's token, or null (never throws 401). */
    optionalPrincipal: (request: FastifyRequest) => Promise<Principal | null>;
  }
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** Player of a request, or the Principal's owner for handlers behind `authenticate`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

async function auth(app: FastifyInstance): Promise<void> {
  app.decorateRequest('principal', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerOf(request);
    if (!token) throw unauthorized();
    request.principal = await app.services.sessions.authenticate(token);
  });

  app.decorate('optionalPrincipal', async (request: FastifyRequest) => {
    const token = bearerOf(request);
    if (!token) return null;
    try {
      return await app.services.sessions.authenticate(token);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) return null;
      throw error;
    }
  });
}

export default fp(auth, { name: 'auth', dependencies: ['services'] });
