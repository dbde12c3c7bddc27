import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, loggedInSession, ok, renderWithProviders } from '@oyna/test-kit';
import { playSessionSlice, realityCheckAnswered } from './play-session-slice';
import { RealityCheckDialog } from './reality-check-dialog';
import { SessionClock } from './session-clock';
import { nextCheckAt } from './play-session-saga';
import { elapsed } from './elapsed';

const started = new Date(Date.now() - (3600 + 125) * 1000).toISOString();
const playSession = (over = {}) => ({
  startedAt: started,
  offsetMs: 0,
  net: -7.5,
  realityCheckSeconds: 1800,
  checkOpen: false,
  ...over,
});

describe('session clock and reality check (RTS 13)', () => {
  it('counts the checks from login at the chosen interval', () => {
    const session = {
      startedAt: '2026-11-23T10:00:00.000Z',
      now: '',
      net: 0,
      realityCheckSeconds: 900,
    };
    expect(new Date(nextCheckAt(session, Date.parse('2026-11-23T10:01:00Z'))).toISOString()).toBe(
      '2026-11-23T10:15:00.000Z',
    );
    expect(new Date(nextCheckAt(session, Date.parse('2026-11-23T10:31:00Z'))).toISOString()).toBe(
      '2026-11-23T10:45:00.000Z',
    );
    expect(elapsed(3_725_000)).toBe('1:02:05');
  });

  it('shows the time since login and, on a tap, the net position', async () => {
    const api = fakeApi({
      getPlaySession: ok({
        startedAt: started,
        now: new Date().toISOString(),
        net: -7.5,
        realityCheckSeconds: 1800,
      }),
    });
    renderWithProviders(<SessionClock />, {
      api,
      slices: [playSessionSlice],
      preloadedState: { session: loggedInSession, playSession: playSession() },
      locale: 'en',
    });
    const clock = screen.getByTestId('session-clock');
    expect(clock).toHaveTextContent(/^1:02:0\d$/);
    await userEvent.click(clock);
    expect(screen.getByTestId('session-net')).toHaveTextContent('This session: -₺7,50');
  });

  it('interrupts with time and net position and waits for Continue, history or Log out (Turkish)', async () => {
    const { dispatched } = renderWithProviders(<RealityCheckDialog />, {
      slices: [playSessionSlice],
      preloadedState: { session: loggedInSession, playSession: playSession({ checkOpen: true }) },
      locale: 'tr',
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Gerçeklik kontrolü' });
    expect(dialog).toHaveTextContent(/1:02:0\d süredir oturum açıksınız/);
    expect(dialog).toHaveTextContent('Bu oturumdaki kazanç/kayıp: -₺7,50');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Oyun Geçmişini Gör' }));
    expect(dispatched).toContainEqual(realityCheckAnswered('history'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
