import { useCallback, useEffect } from 'react';
import { Link } from '@oyna/ui/router';
import { useIntl } from 'react-intl';
import { POPUP_DELAY_MS, useAppDispatch, useAppSelector, type ShellState } from '@oyna/contracts';
import { useAfterLoad } from '../../lib/use-after-load';
import { Dialog } from '../ui/dialog';
import { popupClosed, popupShown, selectPopup, type BannersState } from './banners-slice';
import { ResponsivePicture } from './picture';
import './banners.css';

type BannersRootState = ShellState & { banners: BannersState };

/**
 * spec §2/§4 popup banner: three image sizes; links to the configured url or, without one,
 * stays on the page. Shown once per distinct content: putting it on screen marks its content
 * hash as seen (`popupSeenKey`). It opens after the first screen (`POPUP_DELAY_MS`).
 */
export function PopupBanner({ delayMs = POPUP_DELAY_MS }: { delayMs?: number }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const loaded = useAppSelector((s: BannersRootState) => selectPopup(s));
  const due = useAfterLoad(delayMs);
  const offer = due ? loaded : null;
  const close = useCallback(() => dispatch(popupClosed()), [dispatch]);

  useEffect(() => {
    if (offer) dispatch(popupShown({ hash: offer.hash }));
  }, [dispatch, offer]);

  if (!offer) return null;
  const { popup } = offer;
  const title = intl.formatMessage({ id: 'content.popup.title' });
  const picture = (
    <ResponsivePicture className="popup-banner-picture" images={popup.images} alt={title} eager />
  );
  const url = popup.url?.trim();
  let body = picture;
  if (url && url !== '#') {
    body = /^https?:\/\//i.test(url) ? (
      <a className="popup-banner-link" href={url} target="_blank" rel="noopener noreferrer">
        {picture}
      </a>
    ) : (
      <Link className="popup-banner-link" to={url} onClick={close}>
        {picture}
      </Link>
    );
  }
  return (
    <Dialog title={title} size="medium" onClose={close}>
      <div className="popup-banner" data-testid="popup-banner">
        {body}
      </div>
    </Dialog>
  );
}
