import { act, screen } from '@testing-library/react';
import { renderShell } from '../../test/render-shell';
import { videoBannerFailed, videoBannerLoaded } from './banners-slice';
import { VideoBanner } from './video-banner';

const banner = {
  url: '',
  poster: '/api/cms/media/video-poster.svg',
  title1: 'Canlı Casino',
  title2: 'Gerçek krupiyeler',
  title3: '7/24',
};

describe('VideoBanner (spec §2 casino video banner)', () => {
  it('keeps its box while it loads, then shows its titles in it', () => {
    const { container, store } = renderShell(<VideoBanner />);
    // no layout shift: the top-winners card after it stays where it is when the banner arrives
    expect(container.querySelector('.video-banner--pending')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    act(() => {
      store.dispatch(videoBannerLoaded(banner));
    });
    expect(container.querySelector('.video-banner--pending')).toBeNull();
    expect(screen.getByTestId('video-banner')).toHaveTextContent('Canlı Casino');
  });

  it('gives its place back when the site has none', () => {
    const { container, store } = renderShell(<VideoBanner />);
    act(() => {
      store.dispatch(videoBannerFailed());
    });
    expect(container.querySelector('.video-banner')).toBeNull();
  });

  it("serves a phone its own poster, so the box has the picture's shape there", () => {
    const { store } = renderShell(<VideoBanner />);
    act(() => {
      store.dispatch(
        videoBannerLoaded({ ...banner, posterPhone: '/api/cms/media/video-poster-phone.svg' }),
      );
    });
    const section = screen.getByTestId('video-banner');
    expect(section).toHaveClass('video-banner--phone-art');
    const source = section.querySelector('picture source');
    expect(source).toHaveAttribute('srcset', '/api/cms/media/video-poster-phone.svg');
    expect(source).toHaveAttribute('media', '(max-width: 767.98px)');
    expect(section.querySelector('picture img')).toHaveAttribute('src', banner.poster);
  });

  it('without a phone poster, shows the wide one on every screen (drawn whole there)', () => {
    const { store } = renderShell(<VideoBanner />);
    act(() => {
      store.dispatch(videoBannerLoaded(banner));
    });
    const section = screen.getByTestId('video-banner');
    expect(section).not.toHaveClass('video-banner--phone-art');
    expect(section.querySelector('picture source')).toBeNull();
  });
});
