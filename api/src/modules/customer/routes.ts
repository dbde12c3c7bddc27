import type { FastifyInstance } from 'fastify';
import { requestMeta } from '../../lib/request-meta';
import { serve } from '../../lib/route';
import { principalOf } from '../../plugins/auth';
import type { CustomerService } from './service';

/** spec §7 customer calls (players only: the table's access runs the session check first). */
export function customerRoutes(app: FastifyInstance, customer: CustomerService): void {
  serve(app, 'updatePhone', async (request) =>
    customer.updatePhone(principalOf(request), request.body, request.locale),
  );
  serve(app, 'changePassword', async (request) =>
    customer.changePassword(principalOf(request), request.body, requestMeta(request)),
  );
}
