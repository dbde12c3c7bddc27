import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@oyna/ui/router';
import { useIntl } from 'react-intl';
import {
  POPUP_DELAY_MS,
  selectOpenDialog,
  useAppDispatch,
  useAppSelector,
  type ShellState,
} from '@oyna/contracts';
import { useAfterLoad } from '../../lib/use-after-load';
import { Dialog } from '../../components/dialog/dialog';
import { popupClosed, popupShown, selectPopup, type BannersState } from './banners-slice';
import { ResponsivePicture } from './picture';
import './banners.css';

type BannersRootState = ShellState & { banners: BannersState };

/**
 * spec §2/§4 popup banner: three image sizes; links to the configured url or, without one,
 * stays on the page. Shown once per distinct content: putting it on screen marks its content
 * hash as seen (`popupSeenKey`). It opens after the first screen (`POPUP_DELAY_MS`).
 *
 * spec §2 Dialogs (one at a time): the player did not ask for it, so it never closes a dialog
 * they opened — it waits until the dialog slot is free, and gives way (closes) when they open
 * one over it. Left waiting when the player leaves the page, it is dropped (shown again at a
 * later visit, since it was never seen).
 */
export function PopupBanner({ delayMs = POPUP_DELAY_MS }: { delayMs?: number }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const loaded = useAppSelector((s: BannersRootState) => selectPopup(s));
  const slotTaken = useAppSelector(selectOpenDialog) !== null;
  const due = useAfterLoad(delayMs);
  const offer = due && !slotTaken ? loaded : null;
  const close = useCallback(() => dispatch(popupClosed()), [dispatch]);
  const shown = useRef(false);

  useEffect(() => {
    if (!offer) return;
    shown.current = true;
    dispatch(popupShown({ hash: offer.hash }));
  }, [dispatch, offer]);

  // A dialog the player opened takes the one slot: the popup on screen gives way.
  useEffect(() => {
    if (slotTaken && shown.current) dispatch(popupClosed());
  }, [dispatch, slotTaken]);

  // Leaving the page while it still waits drops it.
  useEffect(
    () => () => {
      if (!shown.current) dispatch(popupClosed());
    },
    [dispatch],
  );

  if (!offer) return null;
  const { popup } = offer;
  const title = intl.formatMessage({ id: 'content.popup.title' });
  const picture = (
    <ResponsivePicture className="popup-banner-picture" images={popup.images} alt={title} eager />
  );
  const url = popup.url?.trim();
  let body = picture;
  let cta = null;
  // The picture has no words (migration 0033): its call to action is live text in the language
  // on screen, never art in one language.
  const label = intl.formatMessage({ id: 'content.popup.open' });
  if (url && url !== '#') {
    const external = /^https?:\/\//i.test(url);
    const to = (className: string, children: ReactNode, hidden = false) =>
      external ? (
        <a
          className={className}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          tabIndex={hidden ? -1 : undefined}
          aria-hidden={hidden || undefined}
        >
          {children}
        </a>
      ) : (
        <Link
          className={className}
          to={url}
          onClick={close}
          tabIndex={hidden ? -1 : undefined}
          aria-hidden={hidden || undefined}
        >
          {children}
        </Link>
      );
    body = to('popup-banner-link', picture, true);
    cta = to('popup-banner-cta', label);
  }
  return (
    <Dialog title={title} size="medium" onClose={close}>
      <div className="popup-banner" data-testid="popup-banner">
        {body}
        {cta}
      </div>
    </Dialog>
  );
}
