import { Link } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';

/** Home (spec §2 route /): entry points into each area of the site. */
export function HomePage() {
  return (
    <section className="page home-page">
      <h1>
        <FormattedMessage id="home.title" />
      </h1>
      <p>
        <FormattedMessage id="home.lead" />
      </p>
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
    </section>
  );
}
