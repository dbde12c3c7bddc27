import { act, fireEvent, screen } from '@testing-library/react';
import { POPUP_DELAY_MS, STORAGE_KEYS, type Popup } from '@oyna/contracts';
import { renderShell } from '../../test/render-shell';
import { bootstrapArrived } from '../bootstrap/bootstrap-slice';
import { bannersSaga } from './banners-saga';
import { PopupBanner } from './popup-banner';

const popupOf = (tag: string): Popup => ({
  url: '/promotions',
  images: [576, 992, 1200].map((w) => ({ url: `/api/cms/media/${tag}-${w}.svg` })),
});

/** One page load: the start-up stores the bootstrap, then announces it (spec §3/§4). */
function loadPage(popup: Popup | null, delayMs = 0) {
  localStorage.setItem(STORAGE_KEYS.bootstrap, JSON.stringify({ popup }));
  const view = renderShell(<PopupBanner delayMs={delayMs} />, {
    beforeRender: ({ sagaMiddleware }) => sagaMiddleware.run(bannersSaga),
  });
  act(() => {
    view.store.dispatch(bootstrapArrived({ locales: ['tr', 'en'] }));
  });
  return view;
}

describe('PopupBanner (spec §2/§4: shown once per distinct content)', () => {
  beforeEach(() => localStorage.clear());

  it('shows the popup with three image sizes and a link, then never again for that content', () => {
    const first = loadPage(popupOf('welcome'));
    const dialog = screen.getByRole('dialog');
    const sources = dialog.querySelectorAll('source');
    expect(sources).toHaveLength(2);
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/api/cms/media/welcome-576.svg');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/promotions');
    fireEvent.click(screen.getByRole('button', { name: /kapat|close/i }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    const second = loadPage(popupOf('welcome'));
    expect(screen.queryByRole('dialog')).toBeNull();
    second.unmount();
  });

  it('shows again when the content changes, and stays away without a popup', () => {
    loadPage(popupOf('welcome')).unmount();
    const changed = loadPage(popupOf('summer'));
    expect(screen.getByRole('dialog').querySelector('img')?.getAttribute('src')).toBe(
      '/api/cms/media/summer-576.svg',
    );
    changed.unmount();
    localStorage.clear();
    loadPage(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens only after the first screen, and a page left before that does not use it up', () => {
    jest.useFakeTimers();
    try {
      const early = loadPage(popupOf('welcome'), POPUP_DELAY_MS);
      act(() => jest.advanceTimersByTime(POPUP_DELAY_MS - 1));
      expect(screen.queryByRole('dialog')).toBeNull();
      early.unmount(); // the player moved on: the popup was never on screen

      loadPage(popupOf('welcome'), POPUP_DELAY_MS);
      expect(screen.queryByRole('dialog')).toBeNull();
      act(() => jest.advanceTimersByTime(POPUP_DELAY_MS));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('stays on the page when no url is configured', () => {
    loadPage({ ...popupOf('plain'), url: '' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
