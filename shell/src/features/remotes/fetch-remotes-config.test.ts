import { fetchRemotesConfig } from './remote-loader';

/** The part of a fetch Response that the config reads (jsdom has no Response). */
const json = (body: unknown, status = 200) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;

describe('fetchRemotesConfig (docs/decisions/001 remotes.json)', () => {
  const realFetch = window.fetch;
  let asked: string[];
  beforeEach(() => {
    asked = [];
    window.fetch = jest.fn(async (url: RequestInfo | URL) => {
      asked.push(String(url));
      return json({ casino: '/elsewhere/casino/mf-manifest.json' });
    }) as typeof fetch;
  });
  afterEach(() => {
    window.fetch = realFetch;
    delete window.__OYNA_BOOT__;
  });

  it("takes over the boot script's request instead of asking again, once", async () => {
    window.__OYNA_BOOT__ = {
      remotes: Promise.resolve(json({ sports: '/s/mf-manifest.json' })),
    };
    const config = await fetchRemotesConfig();
    expect(asked).toEqual([]);
    expect(config.sports).toBe('/s/mf-manifest.json');
    // Unnamed remotes are left to the visitor's resolution (remote-releases.ts).
    expect(config.casino).toBeUndefined();
    expect(window.__OYNA_BOOT__?.remotes).toBeUndefined();

    // A later reading (a retry) asks the network.
    expect((await fetchRemotesConfig()).casino).toBe('/elsewhere/casino/mf-manifest.json');
    expect(asked).toEqual([new URL('remotes.json', document.baseURI).href]);
  });

  it('asks afresh when the early request failed on the network', async () => {
    window.__OYNA_BOOT__ = { remotes: Promise.reject(new TypeError('Failed to fetch')) };
    const config = await fetchRemotesConfig();
    expect(asked).toHaveLength(1);
    expect(config.casino).toBe('/elsewhere/casino/mf-manifest.json');
  });

  it('keeps manifest URLs and well-formed release channels, and drops anything else', async () => {
    const channel = { stable: '1.0.0+abc1234', canary: { version: '1.1.0+def5678', percent: 10 } };
    window.__OYNA_BOOT__ = {
      remotes: Promise.resolve(
        json({
          casino: channel,
          sports: { stable: 'javascript:alert(1)' },
          account: '',
          payments: 42,
          evil: '/x/mf-manifest.json',
        }),
      ),
    };
    expect(await fetchRemotesConfig()).toEqual({ casino: channel });
  });

  it('fails with the status when remotes.json is not there', async () => {
    window.__OYNA_BOOT__ = { remotes: Promise.resolve(json({}, 404)) };
    await expect(fetchRemotesConfig()).rejects.toThrow('remotes.json answered 404');
  });
});
