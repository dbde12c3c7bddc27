import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_DEFAULT_LOCALE, toLocale, type ApiLocale } from '../lib/messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** From the x-locale header (spec §7: default en). */
    locale: ApiLocale;
  }
}

async function locale(app: FastifyInstance): Promise<void> {
  app.decorateRequest('locale', API_DEFAULT_LOCALE);
  // A callback hook, not an async one: it runs on every call and awaits nothing.
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = toLocale(request.headers['x-locale']);
    done();
  });
}

export default fp(locale, { name: 'locale' });
