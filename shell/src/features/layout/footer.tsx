import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { FOOTER_LINKS } from './menus';

/** Site footer (spec §2 Other page parts › Footer). */
export function Footer() {
  const intl = useIntl();
  return (
    <footer className="site-footer">
      <nav aria-label={intl.formatMessage({ id: 'footer.links' })}>
        <ul className="footer-links">
          {FOOTER_LINKS.map((item) => (
            <li key={item.labelKey}>
              <Link to={item.to ?? '/'}>
                <FormattedMessage id={item.labelKey} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="responsible">
        <span className="badge-18" aria-hidden="true">
          18+
        </span>
        <FormattedMessage id="footer.responsible" />
      </p>
      <p className="legal">
        <FormattedMessage
          id="footer.legal"
          values={{ terms: (chunks: ReactNode) => <Link to="/pages/1">{chunks}</Link> }}
        />
      </p>
      <p className="copyright">
        <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
      </p>
    </footer>
  );
}
