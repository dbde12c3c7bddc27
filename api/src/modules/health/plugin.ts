import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { healthRoutes } from './routes';
import { HealthService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** This replica's health; server.ts calls `drain()` on SIGTERM (docs/ops.md › Health and shutdown). */
    health: Pick<HealthService, 'drain' | 'draining'>;
  }
}

/**
 * For load balancers, docker and Kubernetes probes: `health` (200 while the database answers),
 * `health/live` and `health/ready`. Not encapsulated, so that server.ts reaches `app.health`.
 */
async function healthModule(app: FastifyInstance): Promise<void> {
  const health = new HealthService(app.database, {
    migrationsDone: () => app.migrations.done,
    // The hub is registered before the domains (app.ts); its bus holds the one Redis status.
    redis: () => (app.hasDecorator('notifyBus') ? app.notifyBus.status : 'none'),
  });
  app.decorate('health', health);
  // Draining: each answer ends its keep-alive connection, so that the caller's next request opens
  // a new one through the load balancer, to another replica (and `app.close()` waits on none).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (health.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  healthRoutes(app, health);
}

export default fp(healthModule, { name: 'health', dependencies: ['db'] });
