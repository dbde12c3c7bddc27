import { act, render, screen } from '@testing-library/react';
import { useIsMobile } from './use-is-mobile';

/** A matchMedia the test drives: it counts the lists it makes and can change size. */
function installMatchMedia(mobile: boolean) {
  const listeners = new Set<() => void>();
  const state = { mobile, made: 0 };
  const list = {
    media: '(max-width: 991.98px)',
    get matches() {
      return state.mobile;
    },
    addEventListener: (_: string, h: () => void) => listeners.add(h),
    removeEventListener: (_: string, h: () => void) => listeners.delete(h),
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: () => {
      state.made += 1;
      return list;
    },
  });
  return {
    state,
    resize(toMobile: boolean) {
      state.mobile = toMobile;
      for (const h of listeners) h();
    },
  };
}

function Probe({ n }: { n: number }) {
  return <p data-testid={`probe-${n}`}>{useIsMobile() ? 'phone' : 'desktop'}</p>;
}

describe('useIsMobile (@oyna/ui/layout)', () => {
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  it('asks the page for its phone query once, however many parts read it', () => {
    const media = installMatchMedia(true);
    render(
      <>
        {Array.from({ length: 8 }, (_, n) => (
          <Probe key={n} n={n} />
        ))}
      </>,
    );
    expect(screen.getAllByText('phone')).toHaveLength(8);
    expect(media.state.made).toBe(1);
  });

  it('follows the screen size, and a new matchMedia gets its own list', () => {
    const first = installMatchMedia(false);
    render(<Probe n={0} />);
    expect(screen.getByTestId('probe-0')).toHaveTextContent('desktop');
    act(() => first.resize(true));
    expect(screen.getByTestId('probe-0')).toHaveTextContent('phone');

    const second = installMatchMedia(false);
    render(<Probe n={1} />);
    expect(screen.getByTestId('probe-1')).toHaveTextContent('desktop');
    expect(second.state.made).toBeGreaterThan(0);
  });
});
