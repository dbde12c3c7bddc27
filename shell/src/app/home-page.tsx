import { Link } from '@oyna/ui/router';
import { FormattedMessage } from 'react-intl';
import { BannerCarousel } from '../features/banners/banner-carousel';
import { HOME_SLIDER_SLUG } from '../features/banners/slider-slug';
import { PopupBanner } from '../features/banners/popup-banner';
import { VideoBanner } from '../features/banners/video-banner';
import { TopWinnersCard } from '../features/pages/top-winners-card';
import '../features/pages/pages.css';

/**
 * Home (spec §2 route /): the banner carousel, the popup banner (once per content), the casino
 * video banner and the top-winners card, then entry points into each area of the site.
 */
export function HomePage() {
  return (
    <section className="page home-page">
      <BannerCarousel slug={HOME_SLIDER_SLUG} />
      <h1>
        <FormattedMessage id="home.title" />
      </h1>
      <p>
        <FormattedMessage id="home.lead" />
      </p>
      <div className="home-content">
        <VideoBanner />
        <TopWinnersCard />
      </div>
      <ul className="tiles">
        <li>
          <Link to="/spor">
            <FormattedMessage id="menu.spor" />
          </Link>
        </li>
        <li>
          <Link to="/livespor">
            <FormattedMessage id="menu.livespor" />
          </Link>
        </li>
        <li>
          <Link to="/casino/slot">
            <FormattedMessage id="menu.slot" />
          </Link>
        </li>
        <li>
          <Link to="/casino/live">
            <FormattedMessage id="menu.liveCasino" />
          </Link>
        </li>
        <li>
          <Link to="/promotions">
            <FormattedMessage id="menu.promotions" />
          </Link>
        </li>
      </ul>
      <PopupBanner />
    </section>
  );
}
