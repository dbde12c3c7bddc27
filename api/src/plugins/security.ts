import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { tooManyRequests } from '../lib/errors';
import { API_PREFIX } from '../lib/route';

/**
 * Baseline headers and a generous global per-IP request budget. The tight login and recovery
 * throttles (per username and per IP) live in the auth service, where they can see the username.
 */
async function security(app: FastifyInstance, opts: { config: AppConfig }): Promise<void> {
  // helmet's default headers, worked out once at start and set with the reply's own headers: the
  // Fastify wrapper rebuilt helmet's middleware (parsing every CSP directive again) on every
  // request, and each raw setHeader validates again (bench/README.md › balance poll).
  const page = helmetHeaders();
  const api = apiHeaders(page);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(`${API_PREFIX}/`) ? api : page);
    done();
  });
  await app.register(rateLimit, {
    global: true,
    max: opts.config.rateLimit.max,
    timeWindow: opts.config.rateLimit.timeWindowMs,
    // Health checks from load balancers must never be throttled.
    allowList: (request) => HEALTH_URLS.has(request.url),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
    // The x-ratelimit-* counters only on the 429 itself (with retry-after, which the error
    // handler words in the message): no client reads them on an answered call, and the balance
    // poll (spec §4: every 3000 ms per tab) would otherwise carry and validate three more
    // headers on every answer (bench/README.md › balance poll). The budget counts all the same.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
  });
}

/** The health calls and probes (modules/health), never throttled. */
const HEALTH_URLS = new Set(['/api/health', '/api/health/live', '/api/health/ready']);

/**
 * What an /api/ answer carries instead of helmet's page set (OWASP REST Security Cheat Sheet ›
 * Security headers): JSON and the cms's media are never a page to be framed, sniffed as HTML or
 * read across origins. Helmet's page policies (opener and agent-cluster isolation, referrer,
 * DNS-prefetch, download and cross-domain switches, a page CSP) say nothing about them, and each
 * header is validated and written on every answer: the balance poll (spec §4: every 3000 ms per
 * logged-in tab) answered ~25% more calls per second with this set (bench/README.md › balance).
 * The HTML pages the api serves (/provider/) keep helmet's set.
 */
export function apiHeaders(page: Record<string, string>): Record<string, string> {
  const api: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  for (const name of ['cross-origin-resource-policy', 'strict-transport-security']) {
    const value = page[name];
    if (value) api[name] = value;
  }
  return api;
}

/** The headers helmet's defaults set on a response, as name → value. */
export function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => undefined,
  };
  let failed: unknown;
  helmet()({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return headers;
}

export default fp(security, { name: 'security' });
