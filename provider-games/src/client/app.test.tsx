/**
 * @jest-environment jsdom
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameState } from '../api-types';
import { GameApp } from './app';

const SESSION = 'a'.repeat(64);

function state(over: Partial<GameState> = {}): GameState {
  return {
    game: { code: 'oyna-aviator-crash', name: 'Aviator', kind: 'crash', rtp: 0.99 },
    language: 'en',
    currency: 'TRY',
    balanceMinor: 123_456,
    minStakeMinor: 100,
    maxStakeMinor: 50_000,
    stakeStepMinor: 1,
    lobbyUrl: 'https://oyna.example/casino/games',
    slotIntervalMs: 2500,
    crashCapX100: 100_000,
    seeds: { serverSeedHash: 'ab'.repeat(32), clientSeed: 'mine', nextNonce: 3 },
    history: [],
    crash: null,
    ...over,
  };
}

/** jsdom has no fetch: the client reads only ok, status and json(). */
function serve(status: number, body: unknown) {
  const fetchMock = jest.fn(async () => ({ ok: status < 400, status, json: async () => body }));
  Object.defineProperty(globalThis, 'fetch', {
    value: fetchMock,
    configurable: true,
    writable: true,
  });
  return fetchMock;
}

describe('the game page', () => {
  let postMessage: jest.SpyInstance;
  beforeEach(() => {
    // Framed by the site: the page's parent is another window (a real one, from an iframe).
    const frame = document.body.appendChild(document.createElement('iframe'));
    const site = frame.contentWindow;
    if (!site) throw new Error('no iframe window');
    postMessage = jest.spyOn(site, 'postMessage').mockImplementation(() => undefined);
    jest.spyOn(window, 'parent', 'get').mockReturnValue(site);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the balance and posts Exit to the lobby’s origin only', async () => {
    const fetchMock = serve(200, { success: true, message: '', data: state() });
    render(<GameApp session={SESSION} />);
    expect(await screen.findByTestId('balance')).toHaveTextContent('₺1.234,56');
    // The session goes in a header, never in the URL.
    expect(fetchMock).toHaveBeenCalledWith(
      '/provider/games/api/state',
      expect.objectContaining({ headers: expect.objectContaining({ 'x-game-session': SESSION }) }),
    );

    await userEvent.setup().click(screen.getByRole('button', { name: /exit/i }));
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith(
      { source: 'oyna-games', command: 'exit' },
      'https://oyna.example',
    );
  });

  it('starts from the state the page carries, without asking for it', async () => {
    const fetchMock = serve(500, { success: false, message: 'not asked', data: null });
    render(<GameApp session={SESSION} initial={state({ balanceMinor: 4_200 })} />);
    expect(await screen.findByTestId('balance')).toHaveTextContent('₺42,00');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aviator');
    expect(fetchMock).not.toHaveBeenCalledWith('/provider/games/api/state', expect.anything());
  });

  it('asks the site to reload the game when the session has expired (spec §4)', async () => {
    serve(401, { success: false, message: 'expired', data: { code: 'session_expired' } });
    render(<GameApp session={SESSION} />);
    // Before the state arrives the page speaks the default language, Turkish.
    expect(await screen.findByRole('alert')).toHaveTextContent('Oyun oturumunun süresi doldu');
    // No lobby known yet: only this page's own origin may hear it.
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        { source: 'oyna-games', command: 'reload' },
        window.location.origin,
      ),
    );
  });
});
