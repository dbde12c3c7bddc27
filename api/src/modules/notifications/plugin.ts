import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import notifyPlugin from '../notify/plugin';
import adminRoutes from './admin-routes';
import { NotificationQueries } from './queries';
import notificationRoutes from './routes';
import { NotificationService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationService;
  }
}

/**
 * Issue 5 in one registration: the notify hub, the notifications service and their routes
 * (`/api/customer/notification`, `/api/customer/readnotification`, `/api/admin/notifications`).
 */
async function notificationsModule(app: FastifyInstance): Promise<void> {
  await app.register(notifyPlugin);
  app.decorate(
    'notifications',
    new NotificationService(new NotificationQueries(app.db), () => app.notify),
  );
  // The same /api prefix as app.ts (nginx proxies /api/ unchanged).
  await app.register(notificationRoutes, { prefix: '/api/customer' });
  const adminToken = app.config.adminToken;
  if (adminToken) await app.register(adminRoutes, { prefix: '/api/admin', adminToken });
}

export default fp(notificationsModule, {
  name: 'notifications',
  dependencies: ['db', 'services', 'auth'],
});
