/**
 * The page's inline boot script (src/boot/first-slides.js) asks for the first page's slides
 * before the bundle has loaded. This fetch hands that answer to the api client's matching call —
 * the same url, slug and language — once, instead of asking again. When the early call failed
 * on the network, the client's call is made afresh.
 */
export function withBootSlides(
  fetchImpl: typeof fetch,
  boot: OynaBoot | undefined = typeof window === 'undefined' ? undefined : window.__OYNA_BOOT__,
): typeof fetch {
  let early = boot?.slides;
  return (input, init) => {
    if (early && isSameCall(early, input, init)) {
      const { response } = early;
      early = undefined;
      return response.catch(() => fetchImpl(input, init));
    }
    return fetchImpl(input, init);
  };
}

function isSameCall(
  early: NonNullable<OynaBoot['slides']>,
  input: RequestInfo | URL,
  init: RequestInit | undefined,
): boolean {
  if (init?.method !== 'POST' || String(input) !== early.url) return false;
  const headers = (init.headers ?? {}) as Record<string, string>;
  if (headers['x-locale'] !== early.locale) return false;
  try {
    return (JSON.parse(String(init.body)) as { slug?: unknown }).slug === early.slug;
  } catch {
    return false;
  }
}
