import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { take } from 'redux-saga/effects';
import { events } from '@oyna/contracts';
import { siteOptionsLoaded } from '../../lib/bootstrap-slice';
import { screenIs } from '../../test/match-media';
import { renderChrome } from '../../test/render-shell';
import { COMPACT_MENU } from './compact-menu';
import { HeaderNav } from './header-nav';
import { HeaderTopBar } from './header-top-bar';
import { useHeaderHidden } from './use-header-hidden';

beforeEach(() => localStorage.clear());

afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

function HiddenProbe() {
  return <output data-testid="hidden">{String(useHeaderHidden())}</output>;
}

describe('header navigation (spec §2)', () => {
  it('searches in the live casino when the current url is the live casino, else in slots', () => {
    renderChrome(<HeaderNav />, { route: '/casino/live' });
    expect(screen.getByRole('link', { name: 'Oyun ara' })).toHaveAttribute('href', '/casino/live');
  });

  it('searches in slots anywhere else', () => {
    renderChrome(<HeaderNav />, { route: '/spor' });
    expect(screen.getByRole('link', { name: 'Oyun ara' })).toHaveAttribute('href', '/casino/slot');
  });

  it('links the main menu where spec §2 says, at desktop size, without the compact menu', () => {
    screenIs('desktop');
    renderChrome(<HeaderNav />);
    const main = within(screen.getByRole('navigation', { name: 'Ana menü' }));
    expect(main.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/spor',
      '/livespor',
      '/esports/betco',
      '/casino/slot',
      '/casino/live',
      '/casino/games',
      '/casino/bingo',
      '/casino/tvbets',
      '/promotions',
      '/dashboard/claim-bonus',
    ]);
    expect(main.getByRole('link', { name: 'Bonus Talep' })).toBeInTheDocument();
    expect(main.getByRole('button', { name: 'Beni Ara' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Kısa menü' })).not.toBeInTheDocument();
  });

  it('links the compact menu at phone size, and swaps menus when the screen crosses 992 px', () => {
    const media = screenIs('phone');
    renderChrome(<HeaderNav />);
    const compact = within(screen.getByRole('navigation', { name: 'Kısa menü' }));
    expect(compact.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(
      COMPACT_MENU.flatMap((i) => (i.to ? [i.to] : [])),
    );
    expect(screen.queryByRole('navigation', { name: 'Ana menü' })).not.toBeInTheDocument();
    act(() => media.resize('desktop'));
    expect(screen.getByRole('navigation', { name: 'Ana menü' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Kısa menü' })).not.toBeInTheDocument();
  });

  it('opens the first Aviator game found through the casino search event', async () => {
    screenIs('phone');
    const { sagaMiddleware } = renderChrome(<HeaderNav />);
    const seen = jest.fn();
    sagaMiddleware.run(function* watch() {
      const action: ReturnType<typeof events.openFirstGameFound> = yield take(
        events.openFirstGameFound.type,
      );
      seen(action.payload);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Aviator' }));
    expect(seen).toHaveBeenCalledWith({ search: 'Aviator', live: false });
  });

  it('hides the header after scrolling beyond 100 px', () => {
    renderChrome(<HiddenProbe />);
    scrollTo(100);
    expect(screen.getByTestId('hidden')).toHaveTextContent('false');
    scrollTo(101);
    expect(screen.getByTestId('hidden')).toHaveTextContent('true');
    scrollTo(0);
    expect(screen.getByTestId('hidden')).toHaveTextContent('false');
  });
});

describe('useHeaderHidden', () => {
  afterEach(() => scrollTo(0));

  it('finds a page opened mid-scroll, and reads the scroll position outside the render', () => {
    let reads = 0;
    let y = 250;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads += 1;
        return y;
      },
    });
    renderChrome(<HiddenProbe />);
    expect(screen.getByTestId('hidden')).toHaveTextContent('true');
    // Once, when it subscribed after the first paint: the renders themselves read nothing.
    expect(reads).toBe(1);
    y = 0;
    act(() => {
      fireEvent.scroll(window);
    });
    expect(reads).toBe(2);
    expect(screen.getByTestId('hidden')).toHaveTextContent('false');
  });
});

describe('header top bar (spec §2)', () => {
  it('shows the messaging and live TV buttons the site settings give, opening in a new tab', async () => {
    const { store } = renderChrome(<HeaderTopBar />);
    act(() => {
      store.dispatch(
        siteOptionsLoaded({ telegram: 'https://t.me/x', livetv: 'https://tv.example/live' }),
      );
    });
    const top = within(screen.getByRole('navigation', { name: 'Hızlı bağlantılar' }));
    const telegram = top.getByRole('link', { name: 'Telegram (yeni sekmede açılır)' });
    expect(telegram).toHaveAttribute('href', 'https://t.me/x');
    expect(telegram).toHaveAttribute('target', '_blank');
    expect(top.getByRole('link', { name: 'Canlı TV (yeni sekmede açılır)' })).toHaveAttribute(
      'href',
      'https://tv.example/live',
    );
    expect(top.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(top.getByRole('link', { name: /Spor/ })).toHaveAttribute('href', '/spor');
    expect(top.getByRole('link', { name: 'Bonus Talep' })).toHaveAttribute(
      'href',
      '/dashboard/claim-bonus',
    );
    expect(top.getByRole('link', { name: /Promosyonlar/ })).toHaveAttribute('href', '/promotions');
    await userEvent.click(top.getByRole('button', { name: 'Beni Ara' }));
    expect(store.getState().ui.dialog).toBe('callRequest');
  });
});
