import './test/native-modules';
import { pgliteBackend } from './test/backends';
import { call, startApp, type Harness } from './test/app-harness';

/** The envelope and the one error handler (ARCHITECTURE.md › api), on the embedded default. */
describe('api envelope and errors', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startApp(pgliteBackend, {}, (app) => {
      app.get('/api/test/boom', async () => {
        throw new Error('secret internal detail at /srv/oyna/db.ts:42');
      });
    });
  });
  afterAll(() => h.close());

  it('wraps a successful answer in { success, message, data }', async () => {
    const { status, body } = await call(h.app, { method: 'GET', url: '/api/cms/translationlist' });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: expect.any(String), data: expect.any(Array) });
  });

  it('answers an unknown route with a 404 envelope in the request language', async () => {
    const en = await call(h.app, { method: 'GET', url: '/api/no/such/route' });
    expect(en.status).toBe(404);
    expect(en.body).toEqual({
      success: false,
      message: 'The requested resource was not found',
      data: null,
    });
    const tr = await call(h.app, { method: 'POST', url: '/api/nope', locale: 'tr', payload: {} });
    expect(tr.status).toBe(404);
    expect(tr.body.message).toBe('İstenen kaynak bulunamadı');
  });

  it('refuses bad input with 400 and a readable English message by default', async () => {
    const { status, body } = await call(h.app, {
      method: 'POST',
      url: '/api/cms/contentlist',
      payload: { status: true },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      message: 'Category: This field is required',
      data: null,
    });
  });

  it('refuses bad input with a Turkish message when x-locale is tr', async () => {
    const { status, body } = await call(h.app, {
      method: 'POST',
      url: '/api/cms/contentlist',
      locale: 'tr',
      payload: { categoryId: 'abc' },
    });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toBe('Kategori: Geçerli bir sayı giriniz');
  });

  it('treats an unknown x-locale as English (spec §7: default en)', async () => {
    const { body } = await call(h.app, {
      method: 'POST',
      url: '/api/cms/contentlist',
      headers: { 'x-locale': 'de' },
      payload: {},
    });
    expect(body.message).toBe('Category: This field is required');
  });

  it('refuses a body that is not JSON with 400', async () => {
    const { status, body } = await call(h.app, {
      method: 'POST',
      url: '/api/cms/contentlist',
      headers: { 'content-type': 'application/json' },
      payload: '{"categoryId": 1',
    });
    expect(status).toBe(400);
    expect(body.message).toBe('The request body could not be read');
  });

  it('answers an unexpected failure with a generic 500 and no stack trace', async () => {
    for (const locale of ['en', 'tr'] as const) {
      const { status, body, response } = await call(h.app, {
        method: 'GET',
        url: '/api/test/boom',
        locale,
      });
      expect(status).toBe(500);
      expect(body.success).toBe(false);
      expect(body.data).toBeNull();
      expect(response.body).not.toMatch(/secret|stack|db\.ts|at /);
      expect(body.message).toBe(
        locale === 'en'
          ? 'An unexpected error occurred. Please try again later.'
          : 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
      );
    }
  });

  it("sends an api answer's security headers, on answers and on refusals alike", async () => {
    for (const url of ['/api/health', '/api/no-such-route']) {
      const { response } = await call(h.app, { method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      // helmet's page policies are not an api answer's
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(response.headers['x-dns-prefetch-control']).toBeUndefined();
    }
  });

  it("sends helmet's page headers with what is not the api", async () => {
    for (const url of ['/provider/no-such-page', '/apix']) {
      const { response } = await call(h.app, { method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });
});

describe('api rate limit', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(pgliteBackend, { rateLimit: { max: 3, timeWindowMs: 60_000 } });
  });
  afterAll(() => h.close());

  it('answers 429 with a localized envelope once the per-IP budget is spent', async () => {
    for (let i = 0; i < 3; i += 1) {
      const answered = await call(h.app, { method: 'GET', url: '/api/cms/translationlist' });
      expect(answered.status).toBe(200);
      // The counters travel only with the refusal (plugins/security.ts).
      expect(answered.response.headers['x-ratelimit-remaining']).toBeUndefined();
    }
    const { status, body, response } = await call(h.app, {
      method: 'GET',
      url: '/api/cms/translationlist',
      locale: 'tr',
    });
    expect(status).toBe(429);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.headers['x-ratelimit-limit']).toBe('3');
    expect(body).toEqual({
      success: false,
      message: 'Çok fazla deneme yapıldı. Lütfen 60 saniye sonra tekrar deneyin.',
      data: null,
    });
  });

  it('never throttles the health check', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await call(h.app, { method: 'GET', url: '/api/health' })).status).toBe(200);
    }
  });
});
