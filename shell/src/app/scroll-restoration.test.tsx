import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from '@oyna/ui/router';
import { ScrollRestoration } from './scroll-restoration';

/** jsdom does not lay out: the window's scroll position is ours to move. */
let scrollY = 0;
function scrollWindow(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = jest.fn((x: number | ScrollToOptions, y?: number) => {
    scrollWindow(typeof x === 'number' ? (y ?? 0) : (x.top ?? 0));
  }) as typeof window.scrollTo;
});

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      back
    </button>
  );
}

function renderPages() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <ScrollRestoration />
      <Routes>
        <Route
          path="/"
          element={
            <footer>
              <Link to="/pages/1">terms</Link>
            </footer>
          }
        />
        <Route path="/pages/:id" element={<BackButton />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ScrollRestoration (router scroll handling)', () => {
  it('opens a page reached by a link at the top, not where the old page was scrolled', () => {
    renderPages();
    act(() => scrollWindow(692));
    fireEvent.click(screen.getByRole('link', { name: 'terms' }));
    expect(screen.getByRole('button', { name: 'back' })).toBeInTheDocument();
    expect(window.scrollY).toBe(0);
  });

  it('returns to where the old page was scrolled on Back', async () => {
    renderPages();
    act(() => scrollWindow(692));
    fireEvent.click(screen.getByRole('link', { name: 'terms' }));
    act(() => scrollWindow(120));
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(await screen.findByRole('link', { name: 'terms' })).toBeInTheDocument();
    expect(window.scrollY).toBe(692);
  });
});
