import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileSidebarToggled, sideMenuToggled } from '../../lib/ui-slice';
import { sessionStarted } from '../../lib/session/session-slice';
import { authData, renderChrome } from '../../test/render-shell';
import { HamburgerButton } from './hamburger-button';
import { MAIN_MENU } from './menus';
import { SideMenu } from './side-menu';

beforeEach(() => {
  localStorage.clear();
  document.body.className = '';
});
afterEach(() => jest.useRealTimers());

function renderMenu() {
  return renderChrome(
    <>
      <HamburgerButton />
      <SideMenu reload={() => undefined} />
    </>,
  );
}

describe('side menu (spec §2 Menus)', () => {
  it('opens from the hamburger as a grid of tiles with the language dropdown below', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    const menu = within(screen.getByRole('complementary', { name: 'Yan menü' }));
    expect(menu.getAllByRole('listitem')).toHaveLength(MAIN_MENU.length);
    expect(menu.getByRole('link', { name: 'Canlı Casino' })).toHaveAttribute(
      'href',
      '/casino/live',
    );
    expect(menu.getByRole('button', { name: 'Dil: Türkçe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menüyü kapat', expanded: true })).toBeVisible();
  });

  it("opens the call-request form from the 'Call Request' tile instead of navigating", async () => {
    const { store } = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    await userEvent.click(screen.getByRole('button', { name: 'Beni Ara' }));
    expect(store.getState().ui.dialog).toBe('callRequest');
    expect(store.getState().ui.sideMenuOpen).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('closes itself and the profile sidebar when a tile is opened', async () => {
    const { store } = renderMenu();
    act(() => {
      store.dispatch(sessionStarted({ ...authData, fingerprint: 'fp' }));
      store.dispatch(profileSidebarToggled(true));
      store.dispatch(sideMenuToggled(true));
    });
    await userEvent.click(screen.getByRole('link', { name: 'Promosyonlar' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/promotions');
    expect(store.getState().ui).toMatchObject({ sideMenuOpen: false, profileSidebarOpen: false });
  });

  it('re-adds the body overflow class 800 ms after closing while the profile sidebar is open', () => {
    jest.useFakeTimers();
    const { store } = renderMenu();
    act(() => {
      store.dispatch(sessionStarted({ ...authData, fingerprint: 'fp' }));
      store.dispatch(profileSidebarToggled(true));
      store.dispatch(sideMenuToggled(true));
    });
    expect(document.body).toHaveClass('overflow-hidden');
    act(() => {
      store.dispatch(sideMenuToggled(false));
    });
    expect(document.body).not.toHaveClass('overflow-hidden');
    act(() => jest.advanceTimersByTime(799));
    expect(document.body).not.toHaveClass('overflow-hidden');
    act(() => jest.advanceTimersByTime(1));
    expect(document.body).toHaveClass('overflow-hidden');
  });

  it('leaves the body scrollable after closing when no profile sidebar is open', () => {
    jest.useFakeTimers();
    const { store } = renderMenu();
    act(() => {
      store.dispatch(sideMenuToggled(true));
    });
    act(() => {
      store.dispatch(sideMenuToggled(false));
    });
    act(() => jest.advanceTimersByTime(1000));
    expect(document.body).not.toHaveClass('overflow-hidden');
  });
});
