import { ApiError, createApiClient, type ApiClientOptions } from './client';

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A fake fetch that records each request and answers with the given status and body. */
function fakeFetch(status: number, body: unknown, raw = false) {
  const seen: Seen[] = [];
  const impl = (async (input: string | URL | Request, init?: RequestInit) => {
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body as string | undefined,
    });
    return new Response(raw ? (body as string) : JSON.stringify(body), { status });
  }) as typeof fetch;
  return { impl, seen };
}

function client(fetchImpl: typeof fetch, patch: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: 'http://oyna.test/site/api/',
    getToken: () => null,
    getLocale: () => 'tr',
    getFingerprint: () => 'fp-123',
    onUnauthorized: () => undefined,
    fetchImpl,
    ...patch,
  });
}

const ok = { success: true, message: '', data: { balance: 12.5 } };

describe('api client (spec §7)', () => {
  it('sends JSON headers, x-locale and x-fingerprint, and no bearer for a visitor', async () => {
    const { impl, seen } = fakeFetch(200, ok);
    await client(impl).call('getBalance');
    expect(seen[0]?.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'x-locale': 'tr',
      'x-fingerprint': 'fp-123',
    });
  });

  it('sends the bearer token when logged in', async () => {
    const { impl, seen } = fakeFetch(200, ok);
    await client(impl, { getToken: () => 'tok-1' }).call('getBalance');
    expect(seen[0]?.headers.Authorization).toBe('Bearer tok-1');
  });

  it('reads token and locale at request time and defaults x-locale to en', async () => {
    const { impl, seen } = fakeFetch(200, ok);
    let token: string | null = null;
    const api = client(impl, { getToken: () => token, getLocale: () => undefined });
    await api.get('user/balance');
    token = 'later';
    await api.get('user/balance');
    expect(seen[0]?.headers.Authorization).toBeUndefined();
    expect(seen[0]?.headers['x-locale']).toBe('en');
    expect(seen[1]?.headers.Authorization).toBe('Bearer later');
  });

  it('puts GET payloads in the query string under the api base', async () => {
    const { impl, seen } = fakeFetch(200, ok);
    const api = client(impl);
    await api.get('cms/grouped');
    await api.get('/customer/list', {
      skip: 0,
      take: 100,
      live: false,
      q: 'a b',
      none: undefined,
      ids: [1, 2],
    });
    expect(seen[0]).toMatchObject({
      url: 'http://oyna.test/site/api/cms/grouped',
      method: 'GET',
      body: undefined,
    });
    expect(seen[1]?.url).toBe(
      'http://oyna.test/site/api/customer/list?skip=0&take=100&live=false&q=a+b&ids=1&ids=2',
    );
  });

  it('posts a JSON body, {} by default', async () => {
    const { impl, seen } = fakeFetch(200, ok);
    const api = client(impl);
    await api.call('login', { username: 'ali', password: 'secret' });
    await api.post('auth/logout');
    expect(seen[0]).toMatchObject({
      url: 'http://oyna.test/site/api/auth/login',
      method: 'POST',
      body: '{"username":"ali","password":"secret"}',
    });
    expect(seen[1]?.body).toBe('{}');
  });

  it('calls endpoints by name with their method and path', async () => {
    const { impl, seen } = fakeFetch(200, ok);
    const api = client(impl);
    await api.call('getNotifications', { skip: 0, take: 100 });
    await api.call('defineTrialBonus');
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST http://oyna.test/site/api/customer/notification',
      'GET http://oyna.test/site/api/bonus/definetrialbonus',
    ]);
  });

  it('fills a path parameter from the payload (cms/content/:id)', async () => {
    const { impl, seen } = fakeFetch(200, ok);
    await client(impl).call('getContent', { id: 7 });
    expect(seen[0]).toMatchObject({
      url: 'http://oyna.test/site/api/cms/content/7',
      method: 'GET',
      body: undefined,
    });
  });

  it('resolves the default base against the page (spec §7: page-relative, ending in api)', async () => {
    const { impl, seen } = fakeFetch(200, ok);
    const g = globalThis as { document?: unknown };
    g.document = { baseURI: 'http://oyna.test/tr/index.html' };
    try {
      await client(impl, { baseUrl: undefined }).get('health');
    } finally {
      delete g.document;
    }
    expect(seen[0]?.url).toBe('http://oyna.test/tr/api/health');
  });

  it('adds the missing slash to a given base', async () => {
    const { impl, seen } = fakeFetch(200, ok);
    await client(impl, { baseUrl: 'http://localhost:4000/api' }).get('health');
    expect(seen[0]?.url).toBe('http://localhost:4000/api/health');
  });
});

describe('api client responses (spec §8)', () => {
  it('returns the envelope on success', async () => {
    const { impl } = fakeFetch(200, ok);
    await expect(client(impl).call('getBalance')).resolves.toEqual(ok);
  });

  it.each([400, 404, 429, 500])(
    'returns the envelope with success false on HTTP %i',
    async (status) => {
      const body = { success: false, message: 'Kullanıcı adı: Bu alan zorunludur', data: null };
      const { impl } = fakeFetch(status, body);
      await expect(client(impl).post('auth/login', {})).resolves.toEqual(body);
    },
  );

  it('on 401 logs out first, then rejects with the server message', async () => {
    const order: string[] = [];
    const { impl } = fakeFetch(401, {
      success: false,
      message: 'Oturumunuz sona erdi',
      data: null,
    });
    const api = client(impl, {
      onUnauthorized: () => {
        order.push('logout');
      },
    });
    const result = api.call('getBalance').catch((e: unknown) => {
      order.push('rejected');
      throw e;
    });
    await expect(result).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      message: 'Oturumunuz sona erdi',
    });
    expect(order).toEqual(['logout', 'rejected']);
  });

  it('waits for an async logout and still rejects if the logout throws', async () => {
    const order: string[] = [];
    const { impl } = fakeFetch(401, 'not json', true);
    const api = client(impl, {
      onUnauthorized: async () => {
        await Promise.resolve();
        order.push('logout');
        throw new Error('storage unavailable');
      },
    });
    await expect(api.get('user/balance')).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized',
    });
    expect(order).toEqual(['logout']);
  });

  it('rejects with an ApiError when the body has no envelope', async () => {
    const { impl } = fakeFetch(502, '<html>Bad gateway</html>', true);
    const error = await client(impl)
      .get('cms/grouped')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, message: 'HTTP 502' });
    const { impl: arr } = fakeFetch(200, [1, 2]);
    await expect(client(arr).get('cms/grouped')).rejects.toMatchObject({ status: 200 });
  });

  it('rejects with status 0 on a network failure', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(client(failing).get('health')).rejects.toMatchObject({
      status: 0,
      message: 'Network error: Failed to fetch',
    });
  });

  it('reads a terse envelope without data as data null', async () => {
    const { impl } = fakeFetch(429, { success: false, message: 'Çok fazla deneme' });
    await expect(client(impl).post('auth/login', {})).resolves.toEqual({
      success: false,
      message: 'Çok fazla deneme',
      data: null,
    });
  });

  it('works with unbound methods, as redux-saga call(api.get, path) uses them', async () => {
    const { impl, seen } = fakeFetch(200, ok);
    const { get, call } = client(impl);
    await get('cms/translationlist');
    await call('getTranslations');
    expect(seen).toHaveLength(2);
  });
});
