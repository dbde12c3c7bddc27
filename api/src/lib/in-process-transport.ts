import type { FastifyInstance } from 'fastify';
import inject from 'light-my-request';
import type { WalletTransport } from '@oyna/provider-games/server';

/**
 * The built-in provider's wallet calls when the wallet is this very process (GAME_WALLET_URL
 * unset, the embedded default): the same signed HTTP request, dispatched through this app's router
 * without a socket (Fastify's own injector over `app.routing`). A spin in flight while the replica
 * drains therefore still reaches its wallet — the server no longer accepts connections, even its
 * own (docs/ops.md › Health and shutdown) — and a spin costs no loopback round trip.
 */
/** The wallet's address for the in-process transport: only its path is used. */
export const IN_PROCESS_WALLET_URL = 'http://in-process/api/wallet';

export function inProcessTransport(app: FastifyInstance): WalletTransport {
  return {
    async post(url, body, headers, timeoutMs) {
      const { pathname, search } = new URL(url);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('wallet call timed out')), timeoutMs);
      });
      try {
        const response = await Promise.race([
          inject(app.routing, { method: 'POST', url: pathname + search, payload: body, headers }),
          timeout,
        ]);
        return { status: response.statusCode, body: response.payload };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
