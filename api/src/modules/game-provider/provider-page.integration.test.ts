import '../../test/native-modules';
import { BACKENDS } from '../../test/backends';
import { gameCall } from '../../test/games';
import { HASHED_FILES, providerSuite } from './provider.test-kit';

describe.each(BACKENDS)("the built-in provider's page and files on %s", (_name, backend) => {
  const suite = providerSuite(backend);
  const { session } = suite;

  it('serves the page in the session language with its own CSP, framable by the lobby', async () => {
    const p = await session('oyna-aviator-crash', 'Aviator');
    const page = await suite.main.app.inject({ method: 'GET', url: p.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="tr"><title>Aviator</title>');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self' https://oyna.example");
    expect(csp).not.toContain('unsafe-inline');
  });

  it("writes a live session's state into its page and preloads the game's chunk", async () => {
    const p = await session('oyna-lucky-fruits', 'Lucky Fruits', 54_321);
    const page = await suite.main.app.inject({ method: 'GET', url: p.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(
      '<link rel="preload" as="script" href="/provider/games/static/slot-game.456789abcd.js">',
    );
    const block = /<script type="application\/json" id="game-state">([^<]*)<\/script><\/head>/.exec(
      page.body,
    );
    expect(block).not.toBeNull();
    const state = await gameCall(suite.main.app, p.session, 'GET', 'state');
    // The same state the client would otherwise ask for (the page's policy runs no inline script:
    // a JSON block is data).
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(state.body.data);
    expect(state.body.data).toMatchObject({ balanceMinor: 54_321, game: { kind: 'slot' } });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self';");

    // An unknown session still gets the page, without a state: the client asks and shows why.
    const unknown = await suite.main.app.inject({
      method: 'GET',
      url: `/provider/games/play/${'ab'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('game-state');
    expect(unknown.body).not.toContain('rel="preload"');
  });

  it('lists its hashed files for a prefetch and serves them cached for a year', async () => {
    const list = await suite.main.app.inject({ method: 'GET', url: '/provider/games/preload' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(list.json()).toEqual({
      files: HASHED_FILES.map((f) => `/provider/games/static/${f}`).sort(),
    });
    for (const file of HASHED_FILES) {
      const served = await suite.main.app.inject({
        method: 'GET',
        url: `/provider/games/static/${file}`,
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const plain = await suite.main.app.inject({
      method: 'GET',
      url: '/provider/games/static/notes.txt',
    });
    expect(plain.headers['cache-control']).toBe('no-cache');
  });
});
