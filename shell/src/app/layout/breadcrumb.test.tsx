import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeById } from '@oyna/contracts';
import { sessionStarted } from '../../lib/session/session-slice';
import { Breadcrumb } from './breadcrumb';
import { authData, renderChrome } from '../../test/render-shell';
import { screenIs } from '../../test/match-media';

afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

function renderCrumbs() {
  const made = renderChrome(<Breadcrumb route={routeById('dashboard.account')} />, {
    route: '/dashboard/account',
  });
  act(() => {
    made.store.dispatch(sessionStarted({ ...authData, fingerprint: 'fp' }));
  });
  return made;
}

describe('breadcrumb bar (spec §2)', () => {
  it('navigates to the crumb on desktop', async () => {
    screenIs('desktop');
    renderCrumbs();
    await userEvent.click(screen.getByRole('link', { name: 'Hesabım' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  it('opens the mobile profile sidebar instead on mobile', async () => {
    screenIs('phone');
    const { store } = renderCrumbs();
    await userEvent.click(screen.getByRole('link', { name: 'Hesabım' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/account');
    expect(store.getState().ui.profileSidebarOpen).toBe(true);
  });
});
