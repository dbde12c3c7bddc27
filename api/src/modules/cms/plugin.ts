import type { FastifyInstance } from 'fastify';
import mediaRoutes from './media-routes';
import { CmsQueries } from './queries';
import { cmsRoutes } from './routes';
import { CmsService } from './service';

/** The cms domain: site content and its operator calls, and the seed pictures it links to. */
export default async function cmsModule(app: FastifyInstance): Promise<void> {
  cmsRoutes(app, new CmsService(new CmsQueries(app.db)));
  await app.register(mediaRoutes);
}
