import type { FastifyRequest } from 'fastify';

export interface RequestMeta {
  ip: string;
  userAgent: string;
  /** spec §7: every request carries x-fingerprint. */
  fingerprint: string;
}

const clip = (value: unknown, max: number) =>
  typeof value === 'string' ? value.slice(0, max) : '';

/** Who is asking, as sessions and throttles record it. */
export function requestMeta(request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip,
    userAgent: clip(request.headers['user-agent'], 400),
    fingerprint: clip(request.headers['x-fingerprint'], 200),
  };
}
