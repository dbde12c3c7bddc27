import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type Bindings = Record<string, string | number>;

/**
 * One request id from the edge to every log line (docs/ops.md › Health and shutdown): nginx
 * passes the client's X-Request-Id or its own $request_id; the api keeps it when it is sane and
 * makes one otherwise, logs it as `reqId` on every line of the request and answers with it.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A kept id: short, and only characters that cannot forge a log line or a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

export function isSaneRequestId(value: unknown): value is string {
  return typeof value === 'string' && SANE_REQUEST_ID.test(value);
}

/**
 * Fastify's `genReqId`: the caller's id when sane, else a fresh UUID (unique across replicas,
 * unlike fastify's per-process counter). Not `requestIdHeader`, which keeps any value as sent.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return isSaneRequestId(given) ? given : crypto.randomUUID();
}

/**
 * Adds who is calling to every later log line of the request — the "request completed" line
 * included, which fastify writes through the same logger object (pino's setBindings changes it
 * in place; a `child` assigned to request.log would miss it).
 */
export function bindRequestLog(request: FastifyRequest, bindings: Bindings): void {
  const log = request.log as FastifyRequest['log'] & { setBindings?: (b: Bindings) => void };
  if (typeof log.setBindings === 'function') log.setBindings(bindings);
  else request.log = log.child(bindings);
}

/** The answer carries the request's id, so a caller can quote it (and the edge log it). */
async function requestIdPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

export default fp(requestIdPlugin, { name: 'request-id' });
