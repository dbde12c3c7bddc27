import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bootstrapArrived, domainStatusLoaded } from '../../lib/bootstrap-slice';
import { renderChrome } from '../../test/render-shell';
import { TOP_NOTIFY_BODY_CLASS, TopNotifyBar } from './top-notify-bar';

const domains = { current: 'oyna100.com', next: 'oyna101.com' };

beforeEach(() => {
  localStorage.clear();
  document.body.className = '';
});
afterEach(() => jest.useRealTimers());

function renderBar() {
  const made = renderChrome(<TopNotifyBar />);
  act(() => {
    made.store.dispatch(domainStatusLoaded(domains));
  });
  return made;
}

describe('top notification bar (spec §2, §4)', () => {
  it('names the current and the next domain and sets the body class', () => {
    renderBar();
    const bar = screen.getByRole('region', { name: 'Adres duyurusu' });
    expect(bar).toHaveTextContent('oyna100.com');
    expect(bar).toHaveTextContent('oyna101.com');
    expect(bar).toHaveStyle({ '--top-notify-ms': '20000ms' });
    expect(document.body).toHaveClass(TOP_NOTIFY_BODY_CLASS);
  });

  it('stores topNotifyRead on close, collapses, and removes the body class after 500 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderBar();
    await user.click(screen.getByRole('button', { name: 'Duyuruyu kapat' }));
    expect(localStorage.getItem('topNotifyRead')).toBe('yes');
    expect(screen.getByRole('region', { name: 'Adres duyurusu' })).toHaveClass(
      'top-notify--closing',
    );
    act(() => jest.advanceTimersByTime(499));
    expect(document.body).toHaveClass(TOP_NOTIFY_BODY_CLASS);
    act(() => jest.advanceTimersByTime(1));
    expect(document.body).not.toHaveClass(TOP_NOTIFY_BODY_CLASS);
    expect(screen.queryByRole('region', { name: 'Adres duyurusu' })).not.toBeInTheDocument();
  });

  it('stays hidden once topNotifyRead is stored', () => {
    localStorage.setItem('topNotifyRead', 'yes');
    renderBar();
    expect(screen.queryByRole('region', { name: 'Adres duyurusu' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass(TOP_NOTIFY_BODY_CLASS);
  });

  it('keeps its place while the bootstrap loads, and gives it back without a domain status', () => {
    const { container, store } = renderChrome(<TopNotifyBar />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    // no layout shift: the empty bar holds the 35 px the message will take
    expect(container.querySelector('.top-notify')).toHaveAttribute('aria-hidden', 'true');
    expect(document.body).toHaveClass(TOP_NOTIFY_BODY_CLASS);
    act(() => {
      store.dispatch(bootstrapArrived({ locales: ['tr', 'en'] }));
      store.dispatch(domainStatusLoaded(null));
    });
    expect(container.querySelector('.top-notify')).toBeNull();
    expect(document.body).not.toHaveClass(TOP_NOTIFY_BODY_CLASS);
  });
});
