import type { FastifyInstance } from 'fastify';
import { notificationsRoutes } from './routes';

/**
 * The notification calls (spec §7 customer/notification and customer/readnotification, and the
 * operators' admin/notifications). The service itself is a platform service
 * (platform/notifications.ts): other domains produce notifications too (the trial bonus).
 */
export default async function notificationsModule(app: FastifyInstance): Promise<void> {
  notificationsRoutes(app, app.platform.notifications);
}
