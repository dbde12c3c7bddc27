import crypto from 'node:crypto';
import type { EndpointName } from '@oyna/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { AppError, tooManyRequests, unauthorized } from '../lib/errors';
import { bindRequestLog } from '../lib/request-id';
import type { AdminActor, AuditDetail } from '../modules/staff';
import type { Principal } from '../platform/sessions';
import { Throttle } from '../platform/throttle';
import { checkCsrf, staffCookieOf } from './staff-cookies';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in player, set by `app.authenticate`. */
    principal: Principal | null;
    /** Who made an admin call (staff, a machine token or the shared admin token), by requireAdmin. */
    adminActor: AdminActor | null;
    /** What the call's handler adds to its one audit record (object, before, after). */
    auditDetail: AuditDetail | null;
  }
  interface FastifyInstance {
    /** onRequest guard of every `access: 'player'` call: 401 without a live session (spec §8). */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest guard of every `access: 'admin'` call (api/README.md › Admin calls): the shared
     * admin token, or a staff session or machine token whose role may make `call`.
     */
    requireAdmin: (request: FastifyRequest, call: EndpointName) => Promise<void>;
    /** Writes the one audit record of an admin call once its answer is known (lib/route.ts). */
    auditAdminCall: (
      request: FastifyRequest,
      reply: FastifyReply,
      call: EndpointName,
    ) => Promise<void>;
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

/** The name the shared admin token is audited under (its integration). */
export const DEV_ADMIN_TOKEN_NAME = 'oyna-dev-admin';

/** Who made an admin call, for handlers behind `requireAdmin`. */
export function adminActorOf(request: FastifyRequest): AdminActor {
  if (!request.adminActor) throw unauthorized();
  return request.adminActor;
}

/** The audit detail of the current admin call, which its handler fills (one record per call). */
export function auditDetailOf(request: FastifyRequest): AuditDetail {
  request.auditDetail ??= {};
  return request.auditDetail;
}

/** Fields that name an admin call's object, first found wins (the audit's `object`). */
const OBJECT_FIELDS = [
  'id',
  'requestId',
  'bonusId',
  'playerId',
  'username',
  'eventId',
  'marketId',
  'gameCode',
  'code',
  'slug',
  'name',
  'email',
] as const;

function objectOf(request: FastifyRequest): string | null {
  const sources = [request.params, request.body, request.query];
  for (const field of OBJECT_FIELDS) {
    for (const source of sources) {
      if (source && typeof source === 'object' && field in source) {
        const value = (source as Record<string, unknown>)[field];
        if (typeof value === 'string' || typeof value === 'number') return String(value);
      }
    }
  }
  return null;
}

/** An admin call's caller on its log lines: the staff member's id, else the token's name. */
function actorBindings(actor: AdminActor): Record<string, string | number> {
  return actor.staffId !== null ? { staffId: actor.staffId } : { adminActor: actor.name };
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
  // Cookies are read for the back office's staff session only (plugins/staff-cookies.ts).
  await app.register(fastifyCookie);
  app.decorateRequest('principal', null);
  app.decorateRequest('adminActor', null);
  app.decorateRequest('auditDetail', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerOf(request);
    if (!token) throw unauthorized();
    request.principal = await sessions.authenticate(token);
    // docs/ops.md › Health and shutdown: who called, on every later log line of the request.
    bindRequestLog(request, { playerId: request.principal.playerId });
  });

  app.decorate('optionalPrincipal', async (request: FastifyRequest) => {
    const token = bearerOf(request);
    if (!token) return null;
    try {
      const principal = await sessions.authenticate(token);
      bindRequestLog(request, { playerId: principal.playerId });
      return principal;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) return null;
      throw error;
    }
  });

  // One admin guard: the same 401 for a missing or a wrong credential on every admin call, and a
  // per-address budget of failed tries shared by the replicas (the database counter). Once an
  // address is over it, it gets 429 even with the right credential until the window ends, so the
  // answers never tell a guess apart. A credential is the shared x-admin-token (only while
  // ADMIN_TOKEN is set; audited under its integration's name) or `Authorization: Bearer` with a
  // staff session or machine token (modules/staff), whose role must allow the call: else 403.
  // Without either header, the back office's httpOnly session cookie counts as the bearer, and an
  // unsafe call made with it must echo the CSRF cookie in x-csrf-token (403 before anything else).
  const expected = app.config.adminToken ?? '';
  const tokenName = expected === DEV_ADMIN_TOKEN_NAME ? DEV_ADMIN_TOKEN_NAME : 'admin-token';
  const failures = new Throttle(app.db, ADMIN_WINDOW_SECONDS);
  const budget = app.config.security.adminFailuresPerMinute;
  app.decorate('requireAdmin', async (request: FastifyRequest, call: EndpointName) => {
    const key = `admin:ip:${request.ip}`;
    const given = request.headers[ADMIN_TOKEN_HEADER];
    let bearer = given === undefined ? bearerOf(request) : undefined;
    // A guess is a credential sent: the shared token or a bearer. A call with none (the back
    // office's page before its login) or with the back office's own session cookie (256 random
    // bits our login set; one that has expired is still in a staff member's browser) guesses
    // nothing, so it answers 401 without spending the address's budget — else a whole office
    // behind one address opening the back office would lock itself out.
    const counted = given !== undefined || bearer !== undefined;
    if (!counted) {
      bearer = staffCookieOf(request);
      if (bearer !== undefined) checkCsrf(request);
    }
    let actor: AdminActor | null = null;
    if (expected && sameSecret(given, expected)) {
      actor = { kind: 'admin-token', name: tokenName, role: null, staffId: null, sessionId: null };
    } else if (bearer && app.hasDecorator('staff')) {
      const access = await app.staff.access(bearer);
      if (access) {
        // A wrong role is no guess: 403 at once, nothing counted, and the refusal audited.
        request.adminActor = app.staff.actorOf(access);
        bindRequestLog(request, actorBindings(request.adminActor));
        actor = app.staff.authorise(access, call, request.ip);
      }
    }
    if (actor) {
      const state = await failures.peek(key);
      if (state.hits >= budget) throw tooManyRequests(state.retryAfterSeconds);
      request.adminActor = actor;
      // A staff session or machine token was bound above, as soon as it was known.
      if (actor.kind === 'admin-token') bindRequestLog(request, actorBindings(actor));
      return;
    }
    if (!counted) throw new AppError(401, 'api.adminTokenInvalid');
    // One atomic increment per failure: of a parallel burst exactly `budget` answer 401.
    const state = await failures.hit(key);
    if (state.hits > budget) throw tooManyRequests(state.retryAfterSeconds);
    throw new AppError(401, 'api.adminTokenInvalid');
  });

  // The one audit (the back office › the audit): every admin call made with a credential leaves
  // one record — who, role, address, the call, its object, the answer's status — with the
  // handler's before and after where it gives them. Written before the answer leaves.
  app.decorate(
    'auditAdminCall',
    async (request: FastifyRequest, reply: FastifyReply, call: EndpointName) => {
      const actor = request.adminActor;
      if (!actor || !app.hasDecorator('staff')) return;
      const detail = request.auditDetail ?? {};
      await app.staff.audit.record({
        actor_kind: actor.kind,
        actor: actor.name,
        staff_id: actor.staffId,
        role: actor.role,
        ip: request.ip,
        action: detail.action ?? call,
        object: detail.object ?? objectOf(request),
        status: reply.statusCode,
        before: detail.before,
        after: detail.after,
      });
    },
  );
}

export default fp(guards, { name: 'auth', dependencies: ['platform'] });
