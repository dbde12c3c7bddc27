import fs from 'node:fs';
import path from 'node:path';
import { isRemoteName, REMOTE_NAMES, ROUTES, type ImageRef } from '@oyna/contracts';
import { routeAt, sliderSlugAt } from '../features/banners/slider-slug';
import { preloadPicture } from '../features/banners/picture';
import { resolveLocale } from '../lib/i18n/locale';

// The inline boot script of index.html, run as the page runs it.
const source = fs.readFileSync(path.join(__dirname, 'first-slides.js'), 'utf8');

type Sent = { url: string; init: RequestInit };

function fakeResponse(body: unknown, ok = true) {
  const response = {
    ok,
    json: async () => body,
    clone: () => response,
  };
  return response as unknown as Response;
}

// index.html's <base href="/">: the page's own urls are the site root's at every path.
const base = document.createElement('base');
base.href = '/';
document.head.appendChild(base);
const REMOTES_URL = new URL('remotes.json', document.baseURI).href;

/**
 * Runs the boot script at `pathname`; the fetch answers with `answer`. `sent` are its other
 * calls than remotes.json's, which `remotes` holds; remotes.json answers `config`.
 */
function boot(
  pathname: string,
  answer: () => Promise<Response> = async () => fakeResponse(null),
  config: Record<string, string> = {},
) {
  window.history.replaceState(null, '', pathname);
  const sent: Sent[] = [];
  const remotes: Sent[] = [];
  window.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    if (String(url) === REMOTES_URL) {
      remotes.push({ url: String(url), init: init ?? {} });
      return Promise.resolve(fakeResponse(config));
    }
    sent.push({ url: String(url), init: init ?? {} });
    return answer();
  }) as typeof fetch;
  new Function(source)();
  return { sent, remotes, early: window.__OYNA_BOOT__ };
}

const headersOf = (s: Sent) => s.init.headers as Record<string, string>;
const flush = () => new Promise((r) => setTimeout(r, 0));
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => ({
    href: l.getAttribute('href'),
    media: l.getAttribute('media'),
    as: l.getAttribute('as'),
    fetchpriority: l.getAttribute('fetchpriority'),
  }));

const images = (n: number): ImageRef[] =>
  [576, 992, 1200].slice(0, n).map((w) => ({ url: `/api/cms/media/first-${w}.svg` }));

describe('the boot script (index.html): remotes.json and the first slides before the bundle', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove());
    delete window.__OYNA_BOOT__;
  });

  const paths = [
    ...ROUTES.map((r) => r.path.replace(/:[a-zA-Z]+/g, 'x')),
    '/casino/slot/',
    '/CASINO/LIVE',
    '/casino/nope',
    '/no-such-page',
  ];

  it.each(paths)('asks at %s for remotes.json, uncached, before the bundle', (pathname) => {
    const { remotes, early } = boot(pathname);
    expect(remotes).toEqual([{ url: REMOTES_URL, init: { cache: 'no-store' } }]);
    expect(early?.remotes).toBeInstanceOf(Promise);
  });

  it.each(paths)(
    'asks at %s for the slug the carousel shows there (slider-slug.ts)',
    (pathname) => {
      const { sent, early } = boot(pathname);
      const slug = sliderSlugAt(pathname);
      if (!slug) {
        expect(sent).toEqual([]);
        expect(early?.slides).toBeUndefined();
        return;
      }
      expect(sent).toHaveLength(1);
      expect(sent[0]!.url).toBe(new URL('api/cms/sliderlist', document.baseURI).href);
      expect(sent[0]!.init.method).toBe('POST');
      expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ slug });
      expect(early?.slides).toMatchObject({ slug, url: sent[0]!.url });
    },
  );

  it.each([
    [null, 'tr'],
    ['en', 'en'],
    ['tr', 'tr'],
    ['de', 'tr'],
  ])('sends the language the shell starts in (stored %s → %s, spec §4)', (stored, locale) => {
    if (stored) localStorage.setItem('lang', stored);
    const { sent, early } = boot('/');
    expect(headersOf(sent[0]!)['x-locale']).toBe(locale);
    expect(resolveLocale(stored, ['tr', 'en'])).toBe(locale);
    expect(early?.slides?.locale).toBe(locale);
  });

  it('sends the stored fingerprint, or makes the page id the shell then uses (spec §7)', async () => {
    localStorage.setItem('fingerprint', 'stored-fp');
    expect(headersOf(boot('/').sent[0]!)['x-fingerprint']).toBe('stored-fp');

    localStorage.clear();
    const { sent, early } = boot('/casino/slot');
    const pageId = headersOf(sent[0]!)['x-fingerprint'];
    expect(pageId).toMatch(/^[0-9a-f]{32}$/);
    expect(early?.pageId).toBe(pageId);
    await jest.isolateModulesAsync(async () => {
      const { getFingerprint } = await import('../lib/fingerprint');
      expect(getFingerprint()).toBe(pageId);
    });
  });

  it.each([1, 2, 3])(
    "preloads the first slide's image as the carousel's picture would (%i sizes)",
    async (n) => {
      const slides = [{ url: '#', target: '_self', images: images(n) }, { images: images(3) }];
      boot('/', async () => fakeResponse({ success: true, message: '', data: slides }));
      await flush();
      const fromBoot = preloads();
      document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove());
      preloadPicture(images(n));
      expect(fromBoot).toEqual(preloads());
      expect(fromBoot).toHaveLength(n);
    },
  );

  it('preloads nothing for a failed answer, an empty list or a refused call, and never throws', async () => {
    for (const answer of [
      async () => fakeResponse({ success: true, message: '', data: [] }),
      async () => fakeResponse({ success: false, message: 'no', data: null }),
      async () => fakeResponse(null, false),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      const { early } = boot('/', answer);
      await flush();
      expect(preloads()).toEqual([]);
      // The shell still gets the outcome (and asks again after a network failure).
      await early!.slides!.response.then(
        () => undefined,
        (error: unknown) => expect(error).toBeInstanceOf(TypeError),
      );
    }
  });

  describe("a remote's page: its manifest, entry and page module before the bundle", () => {
    const config = Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
    );
    /** A remote's mf-manifest.json as its build writes it (publicPath auto). */
    const manifestOf = (name: string) => ({
      name: `oyna_${name}`,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
      exposes: [
        {
          path: './module',
          assets: {
            js: { sync: [`__federation_expose_module.${name}.js`], async: ['1.lazy.js'] },
            css: { sync: [`__federation_expose_module.${name}.css`], async: [] },
          },
        },
      ],
    });
    const answerManifests = async () => {
      const url = String(jest.mocked(window.fetch).mock.lastCall?.[0]);
      const name = REMOTE_NAMES.find((n) => url.endsWith(`/remotes/${n}/mf-manifest.json`));
      return fakeResponse(name ? manifestOf(name) : null);
    };

    it.each(paths)('at %s, for a player, preloads the remote that draws the page', async (p) => {
      localStorage.setItem('authData', JSON.stringify({ token: 't' }));
      const { sent, early } = boot(p, answerManifests, config);
      await flush();
      const route = routeAt(p);
      // The casino's lobbies open with the carousel, whose first slide is their largest paint.
      const remote = route && isRemoteName(route.owner) && !sliderSlugAt(p) ? route.owner : null;
      const manifests = sent.filter((s) => s.url.endsWith('mf-manifest.json'));
      if (!remote) {
        expect(manifests).toEqual([]);
        await expect(early?.manifest ?? Promise.resolve(null)).resolves.toBeNull();
        return;
      }
      const url = new URL(`/remotes/${remote}/mf-manifest.json`, document.baseURI).href;
      expect(manifests).toEqual([{ url, init: { cache: 'no-store' } }]);
      const dir = `http://localhost/remotes/${remote}/`;
      expect(preloads().filter((l) => l.as !== 'image')).toEqual([
        { href: `${dir}remoteEntry.js`, as: 'script', media: null, fetchpriority: null },
        {
          href: `${dir}__federation_expose_module.${remote}.js`,
          as: 'script',
          media: null,
          fetchpriority: null,
        },
        {
          href: `${dir}__federation_expose_module.${remote}.css`,
          as: 'style',
          media: null,
          fetchpriority: null,
        },
      ]);
      // The runtime takes the manifest's answer over (federation-runtime-plugin.ts).
      await expect(early!.manifest).resolves.toEqual({ url, response: expect.any(Promise) });
    });

    it("leaves an account page's remote alone for a visitor: the page asks to log in instead", async () => {
      const { sent, early } = boot('/dashboard', answerManifests, config);
      await flush();
      expect(sent).toEqual([]);
      expect(early?.manifest).toBeUndefined();
      expect(preloads()).toEqual([]);
    });

    it('preloads nothing when remotes.json or the manifest fails, and never throws', async () => {
      const { early } = boot('/spor', async () => fakeResponse(null, false), {});
      await flush();
      await expect(early!.manifest).resolves.toBeNull();
      boot('/spor', () => Promise.reject(new TypeError('Failed to fetch')), config);
      await flush();
      expect(preloads()).toEqual([]);
    });
  });

  it('gives the shell a copy of the answer it can still read', async () => {
    const original = fakeResponse({ success: true, message: '', data: [] });
    const copy = fakeResponse({ success: true, message: '', data: [] });
    original.clone = () => copy;
    const { early } = boot('/', async () => original);
    await expect(early!.slides!.response).resolves.toBe(copy);
  });
});
