import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './routes';
import { HealthService } from './service';

/** For load balancers and docker health checks: 200 while the database answers, 503 otherwise. */
export default async function healthModule(app: FastifyInstance): Promise<void> {
  healthRoutes(app, new HealthService(app.database));
}
