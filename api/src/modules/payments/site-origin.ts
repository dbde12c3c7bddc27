import type { FastifyRequest } from 'fastify';

/**
 * The site's public origin as the browser sees it. A proxy that forwards `Host` without its port
 * (nginx's `$host`) would lose it, so the request's `Origin` is taken when it names the same
 * host; otherwise the protocol and host of the request (behind trusted proxies: X-Forwarded-*).
 * Deployments set PAYMENT_GATEWAY_PUBLIC_URL for the gateway page itself.
 */
export function siteOrigin(request: FastifyRequest): string {
  const fallback = `${request.protocol}://${request.host}`;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return fallback;
  try {
    const url = new URL(origin);
    const host = new URL(fallback).hostname;
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname === host) {
      return url.origin;
    }
  } catch {
    // not a URL: the request's own origin
  }
  return fallback;
}
