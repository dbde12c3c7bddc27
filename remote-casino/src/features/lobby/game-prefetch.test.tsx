import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { GAME_FILES_URL, resetGamePrefetch, usePrefetchGamesOnView } from './game-prefetch';

/** jsdom has no IntersectionObserver: this one lets the test say when the tiles come into view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The observed elements enter (or not) the viewport. */
  fire(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as never);
  }
}

function Tiles({ enabled }: { enabled: boolean }) {
  const grid = useRef<HTMLUListElement>(null);
  usePrefetchGamesOnView(grid, enabled);
  return (
    <ul ref={grid}>
      <li>Sultan Gold</li>
    </ul>
  );
}

const FILES = [
  '/provider/games/static/main.0123456789.js',
  '/provider/games/static/main.abcdef0123.css',
  '/provider/games/static/slot-game.456789abcd.js',
];

function serve(body: unknown, status = 200) {
  const fetchMock = jest.fn(async () => ({ ok: status < 400, status, json: async () => body }));
  Object.defineProperty(globalThis, 'fetch', {
    value: fetchMock,
    configurable: true,
    writable: true,
  });
  return fetchMock;
}

const prefetchLinks = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map((l) => ({
    href: l.getAttribute('href'),
    as: l.getAttribute('as'),
  }));

/** The page has loaded (jsdom: complete); the prefetch waits a little more, then for idle. */
async function afterIdle() {
  await act(async () => {
    jest.advanceTimersByTime(3000);
  });
  await act(async () => {
    await Promise.resolve();
  });
}

describe('prefetching the game frame’s files when tiles come into view', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeObserver.all = [];
    Object.defineProperty(globalThis, 'IntersectionObserver', {
      value: FakeObserver,
      configurable: true,
      writable: true,
    });
    resetGamePrefetch();
    document.head.innerHTML = '';
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('adds a prefetch link per static file once a player’s tiles are in view, once per page', async () => {
    const fetchMock = serve({
      // Anything but the provider's own static files is left alone.
      files: [...FILES, 'https://elsewhere.example/x.js', '/provider/games/play/abc'],
    });
    const { unmount } = render(<Tiles enabled />);
    expect(FakeObserver.all).toHaveLength(1);
    act(() => FakeObserver.all[0]?.fire(false));
    await afterIdle();
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => FakeObserver.all[0]?.fire(true));
    expect(FakeObserver.all[0]?.disconnected).toBe(true);
    // Not at once: after the page's load and when the browser is idle.
    expect(fetchMock).not.toHaveBeenCalled();
    await afterIdle();
    await act(async () => {
      await Promise.resolve();
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(GAME_FILES_URL, { credentials: 'omit' });
    expect(prefetchLinks()).toEqual([
      { href: FILES[0], as: 'script' },
      { href: FILES[1], as: 'style' },
      { href: FILES[2], as: 'script' },
    ]);

    // Another lobby grid (or the same lobby again): nothing asked twice.
    unmount();
    render(<Tiles enabled />);
    act(() => FakeObserver.all[1]?.fire(true));
    await afterIdle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(prefetchLinks()).toHaveLength(3);
  });

  it('prefetches nothing for a visitor (a tap opens the login dialog, not a game)', async () => {
    const fetchMock = serve({ files: FILES });
    render(<Tiles enabled={false} />);
    expect(FakeObserver.all).toHaveLength(0);
    await afterIdle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(prefetchLinks()).toEqual([]);
  });

  it('adds nothing when the site has no built-in provider to answer', async () => {
    const fetchMock = serve({ success: false }, 404);
    render(<Tiles enabled />);
    act(() => FakeObserver.all[0]?.fire(true));
    await afterIdle();
    await act(async () => {
      await Promise.resolve();
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(prefetchLinks()).toEqual([]);
  });
});
