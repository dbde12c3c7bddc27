import type { FastifyInstance } from 'fastify';
import { envelopeOf } from '../../lib/envelope';
import { requestMeta } from '../../lib/request-meta';
import { principalOf } from '../../plugins/auth';
import {
  changePasswordSchema,
  updatePhoneSchema,
  type ChangePasswordBody,
  type UpdatePhoneBody,
} from './schemas';

/** spec §7 customer calls (prefix /api/customer); all need a logged-in player. */
export default async function customerRoutes(app: FastifyInstance): Promise<void> {
  const customer = app.services.customer;
  app.addHook('preHandler', app.authenticate);

  app.post<{ Body: UpdatePhoneBody }>(
    '/updatephone',
    { schema: updatePhoneSchema },
    async (request) =>
      envelopeOf(
        request.locale,
        await customer.updatePhone(principalOf(request), request.body, request.locale),
      ),
  );

  app.post<{ Body: ChangePasswordBody }>(
    '/changepassword',
    { schema: changePasswordSchema },
    async (request) =>
      envelopeOf(
        request.locale,
        await customer.changePassword(principalOf(request), request.body, requestMeta(request)),
      ),
  );
}
