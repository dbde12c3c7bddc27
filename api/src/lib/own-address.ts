import type { FastifyInstance } from 'fastify';

/**
 * This api's own base URL once it listens (`http://127.0.0.1:4000`), for the embedded default
 * where the built-in game provider and the operator's wallet talk HTTP to the same process. A
 * wildcard address is reached on loopback.
 */
export function ownAddress(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the api is not listening yet');
  const ipv6 = address.family === 'IPv6';
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : ipv6 ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
