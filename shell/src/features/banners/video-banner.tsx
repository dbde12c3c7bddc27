import { useEffect } from 'react';
import { Link } from '@oyna/ui/router';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector, type ShellState } from '@oyna/contracts';
import { selectVideoBanner, videoBannerRequested, type BannersState } from './banners-slice';
import './banners.css';

type BannersRootState = ShellState & { banners: BannersState };

/** Below this width the poster drawn for a phone's shape is shown (banners.css shapes the box). */
export const POSTER_PHONE_MAX_PX = 767.98;

/**
 * spec §2 casino video banner: three titles over a muted looping background video. With no video
 * url (the seed ships none, to keep the repo small) the still poster plays the part, panned by
 * CSS: a composited transform, so that a phone does not redraw the picture every frame. The box
 * takes the poster's shape (a phone gets a poster of its own shape), so none of it is cropped;
 * the titles are live text over it, in the language on screen.
 */
export function VideoBanner() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { status, banner } = useAppSelector((s: BannersRootState) => selectVideoBanner(s));

  useEffect(() => {
    if (status === 'idle') dispatch(videoBannerRequested());
  }, [dispatch, status]);

  // Its box is kept while it loads, so that the top-winners card after it does not move when it
  // arrives (no layout shift); a site without a video banner gives the space back then.
  if (!banner) {
    return status === 'idle' || status === 'loading' ? (
      <div className="video-banner video-banner--pending" aria-hidden="true" />
    ) : null;
  }
  return (
    <section
      className={`video-banner${banner.posterPhone ? ' video-banner--phone-art' : ''}`}
      aria-label={intl.formatMessage({ id: 'content.video.label' })}
      data-testid="video-banner"
    >
      {banner.url ? (
        <video
          className="video-banner__media"
          src={banner.url}
          poster={banner.poster || undefined}
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
        />
      ) : banner.poster ? (
        <picture>
          {banner.posterPhone ? (
            <source media={`(max-width: ${POSTER_PHONE_MAX_PX}px)`} srcSet={banner.posterPhone} />
          ) : null}
          <img
            className="video-banner__media video-banner__media--poster"
            src={banner.poster}
            alt=""
            aria-hidden="true"
          />
        </picture>
      ) : null}
      <div className="video-banner__text">
        <h2>{banner.title1}</h2>
        <p>{banner.title2}</p>
        <p>{banner.title3}</p>
        <Link className="video-banner__cta" to="/casino/live">
          {intl.formatMessage({ id: 'content.video.cta' })}
        </Link>
      </div>
    </section>
  );
}
