import type { FastifyInstance } from 'fastify';
import { requestMeta } from '../../lib/request-meta';
import { serve } from '../../lib/route';
import type { AuthService } from './service';

/** spec §7 auth calls: thin handlers over the service. */
export function authRoutes(app: FastifyInstance, auth: AuthService): void {
  serve(app, 'login', async (request) => auth.login(request.body, requestMeta(request)));
  serve(app, 'register', async (request) => auth.register(request.body, requestMeta(request)));
  serve(app, 'getAuthForm', async (request) => auth.form(request.locale));
  serve(app, 'logout', async (request) => auth.logout(await app.optionalPrincipal(request)));
  serve(app, 'sendResetPassword', async (request) =>
    auth.sendResetPassword(request.body, requestMeta(request), request.locale),
  );
  serve(app, 'checkResetCode', async (request) =>
    auth.checkResetCode(request.body, requestMeta(request)),
  );
  serve(app, 'changePasswordWithCode', async (request) =>
    auth.changePasswordWithCode(request.body, requestMeta(request)),
  );
}
