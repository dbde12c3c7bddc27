import { act, fireEvent, screen } from '@testing-library/react';
import { events, POPUP_DELAY_MS, STORAGE_KEYS, type Popup } from '@oyna/contracts';
import { renderShell } from '../../test/render-shell';
import { bootstrapArrived } from '../../lib/bootstrap-slice';
import { DialogSlot } from '../../components/dialog/dialog-slot';
import { bannersSaga } from './banners-saga';
import { PopupBanner } from './popup-banner';

const popupOf = (tag: string): Popup => ({
  url: '/promotions',
  images: [576, 992, 1200].map((w) => ({ url: `/api/cms/media/${tag}-${w}.svg` })),
});

/** One page load: the start-up stores the bootstrap, then announces it (spec §3/§4). */
function loadPage(popup: Popup | null, delayMs = 0, before?: () => void) {
  localStorage.setItem(STORAGE_KEYS.bootstrap, JSON.stringify({ popup }));
  const page = (
    <>
      <button type="button" onClick={before}>
        opener
      </button>
      <DialogSlot />
      <PopupBanner delayMs={delayMs} />
    </>
  );
  const view = renderShell(page, {
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
    expect(screen.getByRole('link')).toHaveTextContent('Kampanyayı gör');
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

  it('says its call to action in the language on screen, as text beside the picture', () => {
    loadPage(popupOf('welcome'));
    expect(screen.getByRole('link', { name: 'Kampanyayı gör' })).toHaveAttribute(
      'href',
      '/promotions',
    );
  });

  it('stays on the page when no url is configured', () => {
    loadPage({ ...popupOf('plain'), url: '' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('waits while a dialog the player opened is on screen, then shows alone', async () => {
    jest.useFakeTimers();
    try {
      const view = loadPage(popupOf('welcome'), POPUP_DELAY_MS);
      const opener = screen.getByRole('button', { name: 'opener' });
      opener.focus();
      act(() => {
        view.store.dispatch(events.openDialog({ dialog: 'logout' }));
      });
      act(() => jest.advanceTimersByTime(POPUP_DELAY_MS * 2));
      // One dialog, one backdrop: the form the player opened, not the popup.
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      expect(document.querySelectorAll('.dialog-backdrop')).toHaveLength(1);
      expect(screen.queryByTestId('popup-banner')).toBeNull();

      act(() => {
        view.store.dispatch(events.closeDialog());
      });
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      expect(screen.getByTestId('popup-banner')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: /kapat|close/i }));
      expect(screen.queryByRole('dialog')).toBeNull();
      // Focus returns where it was before the dialogs.
      expect(document.activeElement).toBe(opener);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives way when the player opens a dialog over it', () => {
    const view = loadPage(popupOf('welcome'));
    expect(screen.getByTestId('popup-banner')).toBeInTheDocument();
    act(() => {
      view.store.dispatch(events.openDialog({ dialog: 'logout' }));
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByTestId('popup-banner')).toBeNull();
    act(() => {
      view.store.dispatch(events.closeDialog());
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is dropped when the player leaves the page while it waits for the slot', () => {
    jest.useFakeTimers();
    try {
      const view = loadPage(popupOf('welcome'), POPUP_DELAY_MS);
      act(() => {
        view.store.dispatch(events.openDialog({ dialog: 'logout' }));
      });
      act(() => jest.advanceTimersByTime(POPUP_DELAY_MS * 2));
      expect(view.store.getState().banners.popup).not.toBeNull();
      view.unmount();
      expect(view.store.getState().banners.popup).toBeNull();
      // Never on screen, so not used up: the next visit offers it again.
      loadPage(popupOf('welcome'), POPUP_DELAY_MS);
      act(() => jest.advanceTimersByTime(POPUP_DELAY_MS));
      expect(screen.getByTestId('popup-banner')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
