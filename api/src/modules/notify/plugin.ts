import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InProcessBus, RedisBus, type NotifyBus } from './bus';
import { ConnectionTokens } from './connection-token';
import { NotifyHub } from './hub';
import { tokenOf } from './socket-caps';
import { NotifyQueries } from './queries';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notify hub of this replica (live `NotifyMessage` pushes, spec §4 Live channel). */
    notify: NotifyHub;
    /** The hub's bus between replicas: its Redis status for the readiness probe (modules/health). */
    notifyBus: Pick<NotifyBus, 'kind' | 'status'>;
  }
}

/** nginx proxies /notify unchanged (docs/ops.md); the dev servers proxy it too. */
export const HUB_PATH = '/notify';

/**
 * The notify hub: `POST /notify/negotiate` and the WebSocket upgrade of `/notify`
 * (shared notes › signalr-protocol.md). Authentication is the identity module's own session
 * check; with REDIS_URL the fan-out goes through Redis pub/sub.
 */
async function notifyPlugin(app: FastifyInstance): Promise<void> {
  const { notify: config } = app.config;
  const bus: NotifyBus = app.config.redisUrl
    ? new RedisBus(app.config.redisUrl, config.channelPrefix, app.log)
    : new InProcessBus();
  const queries = new NotifyQueries(app.db);
  const hub = new NotifyHub(
    config,
    bus,
    {
      authenticate: (token) => app.platform.sessions.authenticate(token),
      endedSessions: (ids) => queries.endedSessions(ids),
    },
    new ConnectionTokens(app.config.jwtSecret, config.connectionTokenTtlMs),
    app.log,
    clientAddress(app.config.trustProxy),
    app.metrics,
  );
  app.decorate('notify', hub);
  app.metrics.watch({ hub: () => hub.sockets() });
  app.decorate('notifyBus', bus);

  app.addHook('onReady', async () => {
    await hub.start();
    app.log.info({ bus: bus.kind }, 'notify hub ready');
  });
  // Before the server stops accepting: clients are told to reconnect (elsewhere or later).
  app.addHook('preClose', async () => hub.close());
  // After the server has closed and its in-flight requests have answered (docs/ops.md › Health
  // and shutdown): their pushes still reach the other replicas.
  app.addHook('onClose', async () => hub.closeBus());

  app.server.on('upgrade', (request, socket, head) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== HUB_PATH) {
      socket.destroy();
      return;
    }
    hub.handleUpgrade(request, socket, head).catch((error: unknown) => {
      app.log.error({ err: error }, 'notify: upgrade failed');
      socket.destroy();
    });
  });

  await app.register(async (scope) => {
    // The client posts an empty body (text/plain or none); it carries nothing we read.
    scope.removeAllContentTypeParsers();
    // A small limit: a large body is refused from its length, never read (house rule: hub abuse).
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: NEGOTIATE_BODY_LIMIT },
      (_request, _body, done) => done(null, undefined),
    );
    scope.post<{ Querystring: { negotiateVersion?: number } }>(
      `${HUB_PATH}/negotiate`,
      {
        schema: {
          querystring: {
            type: 'object',
            properties: { negotiateVersion: { type: 'integer', minimum: 0 } },
          },
        },
      },
      async (request, reply) => {
        const url = new URL(request.url, 'http://hub');
        const answer = await hub.negotiate(
          tokenOf(url, request.headers.authorization),
          request.query.negotiateVersion ?? 0,
          url.searchParams.get('scope'),
        );
        if (!answer) return reply.code(401).send({ error: 'Unauthorized' });
        return answer;
      },
    );
  });
}

/**
 * The client's address as Fastify's `request.ip` reads it (the same TRUST_PROXY list), for the
 * per-address socket cap behind nginx.
 */
function clientAddress(trustProxy: string) {
  const trust = proxyAddr.compile(trustProxy.split(',').map((x) => x.trim()));
  return (request: Parameters<typeof proxyAddr>[0]) => proxyAddr(request, trust);
}

/** The negotiate body carries nothing; a few bytes of slack for clients that send some. */
export const NEGOTIATE_BODY_LIMIT = 1024;

export default fp(notifyPlugin, { name: 'notify', dependencies: ['db', 'platform'] });
