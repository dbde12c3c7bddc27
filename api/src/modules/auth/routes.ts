import type { FastifyInstance } from 'fastify';
import { envelopeOf, ok } from '../../lib/envelope';
import { apiMessage } from '../../lib/messages';
import { requestMeta } from '../../lib/request-meta';
import {
  changePasswordWithCodeSchema,
  checkResetCodeSchema,
  formSchema,
  loginSchema,
  logoutSchema,
  registerSchema,
  resetPasswordSchema,
  type ChangePasswordWithCodeBody,
  type CheckResetCodeBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
} from './schemas';

/** spec §7 auth calls (prefix /api/auth). */
export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const auth = app.services.auth;

  app.post<{ Body: LoginBody }>('/login', { schema: loginSchema }, async (request) =>
    envelopeOf(request.locale, await auth.login(request.body, requestMeta(request))),
  );

  app.post<{ Body: RegisterBody }>('/register', { schema: registerSchema }, async (request) =>
    envelopeOf(request.locale, await auth.register(request.body, requestMeta(request))),
  );

  app.get('/form', { schema: formSchema }, async (request) =>
    ok({ countries: await auth.countries(request.locale) }),
  );

  // spec §7: the response is ignored; logging out an unknown or ended session is not an error.
  app.get('/logout', { schema: logoutSchema }, async (request) => {
    const principal = await app.optionalPrincipal(request);
    if (principal) {
      await app.services.sessions.end(principal.sessionId, 'logout');
      // Close the session's live sockets on every replica now, not at the next sweep.
      await app.notify.endSession(principal.sessionId);
    }
    return ok(null, apiMessage(request.locale, 'api.loggedOut'));
  });

  app.post<{ Body: ResetPasswordBody }>(
    '/sendresetpassword',
    { schema: resetPasswordSchema },
    async (request) =>
      envelopeOf(
        request.locale,
        await auth.sendResetPassword(request.body, requestMeta(request), request.locale),
      ),
  );

  app.post<{ Body: CheckResetCodeBody }>(
    '/checkresetcode',
    { schema: checkResetCodeSchema },
    async (request) =>
      envelopeOf(request.locale, await auth.checkResetCode(request.body, requestMeta(request))),
  );

  app.post<{ Body: ChangePasswordWithCodeBody }>(
    '/changepasswordwithcode',
    { schema: changePasswordWithCodeSchema },
    async (request) =>
      envelopeOf(
        request.locale,
        await auth.changePasswordWithCode(request.body, requestMeta(request)),
      ),
  );
}
