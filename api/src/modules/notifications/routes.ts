import type { FastifyInstance } from 'fastify';
import { envelopeOf, ok } from '../../lib/envelope';
import { principalOf } from '../../plugins/auth';
import { listSchema, readSchema, type ListBody, type ReadBody } from './schemas';

/** spec §7 `customer/notification` and `customer/readnotification` (prefix /api/customer). */
export default async function notificationRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', app.authenticate);

  app.post<{ Body: ListBody }>('/notification', { schema: listSchema }, async (request) =>
    ok(await app.notifications.list(principalOf(request), request.body.skip, request.body.take)),
  );

  app.post<{ Body: ReadBody }>('/readnotification', { schema: readSchema }, async (request) =>
    envelopeOf(request.locale, await app.notifications.read(principalOf(request), request.body.id)),
  );
}
