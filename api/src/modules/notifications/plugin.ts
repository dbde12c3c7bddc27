import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/route';
import { principalOf } from '../../plugins/auth';

/**
 * The notification calls (spec §7 customer/notification and customer/readnotification, and the
 * operators' admin/notifications). The service itself is a platform service (plugins/platform.ts):
 * other domains produce notifications too (the trial bonus).
 */
export default async function notificationsModule(app: FastifyInstance): Promise<void> {
  const notifications = app.platform.notifications;
  serve(app, 'getNotifications', async (request) => ({
    data: await notifications.list(
      principalOf(request),
      request.body.skip,
      request.body.take,
      request.locale,
    ),
  }));
  serve(app, 'readNotification', async (request) =>
    notifications.read(principalOf(request), request.body.id),
  );
  serve(app, 'adminSendNotification', async (request) => notifications.send(request.body));
}
