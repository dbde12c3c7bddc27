import { ApiError, createHttpClient, readCookie } from './http';

/** A fetch answering `status` with `body` (jsdom has no Response: the parts the client reads). */
function fakeFetch(status: number, body: unknown) {
  return jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => ({
    status,
    ok: status >= 200 && status < 300,
    json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
  })) as unknown as jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]> & typeof fetch;
}

const ok = (data: unknown) => ({ success: true, message: '', data });

describe("the back office's HTTP client", () => {
  it('reads a cookie by name', () => {
    expect(readCookie('a=1; oyna_staff_csrf=abc%3D; b=2', 'oyna_staff_csrf')).toBe('abc=');
    expect(readCookie('a=1', 'oyna_staff_csrf')).toBeUndefined();
  });

  it('echoes the CSRF cookie in x-csrf-token on a POST, with the cookie session (same-origin)', async () => {
    const fetchImpl = fakeFetch(200, ok(null));
    const http = createHttpClient({
      getLocale: () => 'en',
      fetchImpl,
      cookies: () => 'oyna_staff_csrf=tok123',
    });
    await http.call('staffLogout');
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/staff/logout');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({ 'x-csrf-token': 'tok123', 'x-locale': 'en' });
    expect(init?.body).toBe('{}');
  });

  it('sends no CSRF header on a GET, and the payload as the query', async () => {
    const fetchImpl = fakeFetch(200, ok([]));
    const http = createHttpClient({
      getLocale: () => 'tr',
      fetchImpl,
      cookies: () => 'oyna_staff_csrf=t',
    });
    await expect(
      http.call('adminPayments', { status: 'Pending', type: 0, limit: 100 }),
    ).resolves.toEqual([]);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/admin/payments?status=Pending&type=0&limit=100');
    expect(init?.headers).not.toHaveProperty('x-csrf-token');
    expect(init?.headers).toMatchObject({ 'x-locale': 'tr' });
  });

  it("throws the api's message and data, and reports a 401 (not for the login itself)", async () => {
    const onUnauthorized = jest.fn();
    const denied = createHttpClient({
      getLocale: () => 'en',
      onUnauthorized,
      fetchImpl: fakeFetch(401, {
        success: false,
        message: 'Enter the code',
        data: { twoFactor: true },
      }),
    });
    const error = await denied
      .call('staffLogin', { email: 'a@b.c', password: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      message: 'Enter the code',
      data: { twoFactor: true },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await denied.call('staffMe').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('turns no answer or a page that is not JSON into an ApiError', async () => {
    const down = createHttpClient({
      getLocale: () => 'en',
      fetchImpl: jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    await expect(down.call('staffMe')).rejects.toMatchObject({ status: 0, message: '' });
    const html = createHttpClient({
      getLocale: () => 'en',
      fetchImpl: fakeFetch(502, '<html>Bad gateway</html>'),
    });
    await expect(html.call('staffMe')).rejects.toMatchObject({ status: 502, message: '' });
  });
});
