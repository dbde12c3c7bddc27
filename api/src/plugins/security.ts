import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { tooManyRequests } from '../lib/errors';

/**
 * Baseline headers and a generous global per-IP request budget. The tight login and recovery
 * throttles (per username and per IP) live in the auth service, where they can see the username.
 */
async function security(app: FastifyInstance, opts: { config: AppConfig }): Promise<void> {
  // helmet's defaults, its middleware built once: the Fastify wrapper rebuilt it (parsing every
  // CSP directive again) on every request, ~3% of the balance poll's time (bench/README.md).
  const baseline = helmet();
  app.addHook('onRequest', (request, reply, done) => {
    baseline(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  await app.register(rateLimit, {
    global: true,
    max: opts.config.rateLimit.max,
    timeWindow: opts.config.rateLimit.timeWindowMs,
    // Health checks from load balancers must never be throttled.
    allowList: (request) => request.url === '/api/health',
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
  });
}

export default fp(security, { name: 'security' });
