import type { ReactNode } from 'react';
import { Link } from '@oyna/ui/router';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectSiteOptions, useAppSelector } from '@oyna/contracts';
import licenceBadge from '../../assets/licence-badge.svg';
import { contentLinks } from '../../lib/content-links';

/** spec §2 Footer: responsible-gambling notice with the 18+ icon and the policy links. */
export function ResponsibleNotice() {
  const categories = useAppSelector((s) => s.bootstrap.contentCategories);
  const intl = useIntl();
  const policies = contentLinks(categories, 'Gambling');
  return (
    <section className="footer-responsible">
      <span
        className="badge-18"
        role="img"
        aria-label={intl.formatMessage({ id: 'chrome.footer.ageLimit' })}
      >
        18+
      </span>
      <div>
        <p>
          <FormattedMessage id="footer.responsible" />
        </p>
        {policies.length ? (
          <ul
            className="footer-policies"
            aria-label={intl.formatMessage({ id: 'chrome.footer.policies' })}
          >
            {policies.map((p) => (
              <li key={p.id}>
                <Link to={`/pages/${p.id}`}>{p.title}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

/**
 * spec §1/§2: the regulator licence statement and badge linking to the external verification
 * page (site option licenseurl), and the legal notice linking to /pages/1.
 */
export function LicenceNotice() {
  const options = useAppSelector(selectSiteOptions);
  const intl = useIntl();
  const url = options.licenseurl;
  const badge = <img src={licenceBadge} alt="" width={120} height={48} />;
  return (
    <section className="footer-licence">
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="licence-badge"
          aria-label={intl.formatMessage(
            { id: 'chrome.newTab' },
            { name: intl.formatMessage({ id: 'chrome.footer.licenceBadge' }) },
          )}
        >
          {badge}
        </a>
      ) : (
        <span className="licence-badge">{badge}</span>
      )}
      <div>
        <p>
          <FormattedMessage id="chrome.footer.licence" />
        </p>
        <p className="legal">
          <FormattedMessage
            id="footer.legal"
            values={{ terms: (chunks: ReactNode) => <Link to="/pages/1">{chunks}</Link> }}
          />
        </p>
      </div>
    </section>
  );
}
