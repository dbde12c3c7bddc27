import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

/**
 * The back office's session cookies (the back office › the web app: "httpOnly session cookies with
 * a CSRF defence"). The staff session token rides in an httpOnly cookie the page's scripts cannot
 * read; beside it a readable CSRF cookie, which the web app echoes in the `x-csrf-token` header of
 * every unsafe call (the double-submit pattern, OWASP CSRF Prevention Cheat Sheet). Another site
 * can make the browser send the cookies (SameSite=Strict already stops most of that) but cannot
 * read the CSRF cookie, so it cannot send the matching header.
 */
export const STAFF_SESSION_COOKIE = 'oyna_staff';
export const STAFF_CSRF_COOKIE = 'oyna_staff_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Methods that change nothing (RFC 9110 §9.2.1): no CSRF token asked of them. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function cookieOptions(secure: boolean, expires: Date) {
  return { path: '/', sameSite: 'strict' as const, secure, expires };
}

/** Sets the session and CSRF cookies of a new staff session (staff/login). */
export function setStaffCookies(
  reply: FastifyReply,
  session: { token: string; expiresAt: string },
  secure: boolean,
): void {
  const expires = new Date(session.expiresAt);
  reply.setCookie(STAFF_SESSION_COOKIE, session.token, {
    ...cookieOptions(secure, expires),
    httpOnly: true,
  });
  reply.setCookie(STAFF_CSRF_COOKIE, crypto.randomBytes(24).toString('base64url'), {
    ...cookieOptions(secure, expires),
    httpOnly: false,
  });
}

/** Ends both cookies (staff/logout). */
export function clearStaffCookies(reply: FastifyReply, secure: boolean): void {
  for (const name of [STAFF_SESSION_COOKIE, STAFF_CSRF_COOKIE]) {
    reply.clearCookie(name, { path: '/', sameSite: 'strict', secure });
  }
}

/** The staff session token of the request's cookie, if it carries one. */
export function staffCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[STAFF_SESSION_COOKIE];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function sameToken(a: string, b: string): boolean {
  const x = crypto.createHash('sha256').update(a).digest();
  const y = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(x, y);
}

/**
 * The double-submit check of a call made with the session cookie: an unsafe method must carry the
 * CSRF cookie's value in `x-csrf-token`, else 403 (tr/en) before the session is even looked at.
 */
export function checkCsrf(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const cookie = request.cookies?.[STAFF_CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  if (typeof cookie !== 'string' || cookie === '')
    throw new AppError(403, 'server.staff.csrfMissing');
  if (typeof header !== 'string' || header === '')
    throw new AppError(403, 'server.staff.csrfMissing');
  if (!sameToken(cookie, header)) throw new AppError(403, 'server.staff.csrfMismatch');
}
