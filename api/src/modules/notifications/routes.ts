import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/route';
import type { NotificationService } from '../../platform/notifications';
import { auditDetailOf, principalOf } from '../../plugins/auth';

export function notificationsRoutes(
  app: FastifyInstance,
  notifications: NotificationService,
): void {
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
  serve(app, 'adminSendNotification', async (request) =>
    notifications.send(request.body, auditDetailOf(request)),
  );
}
