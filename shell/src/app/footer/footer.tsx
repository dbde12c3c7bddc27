import { lazy, Suspense, useRef } from 'react';
import { Link } from '@oyna/ui/router';
import { FormattedMessage, useIntl } from 'react-intl';
import { events, useAppDispatch } from '@oyna/contracts';
import { MenuIcon } from '../layout/menu-icons';
import { FooterColumns } from './footer-columns';
import { FooterContacts, FooterSocial } from './footer-contacts';
import { LicenceNotice, ResponsibleNotice } from './footer-notice';
import { useNearViewport } from '../../lib/use-near-viewport';
import { AFTER_LOAD_MS, useAfterLoad } from '../../lib/use-after-load';
import './footer.css';

// The provider strip is below the fold: its logos come once the page has loaded (never in the
// first screen's way), and swiper, which makes them slide, when the player scrolls towards it
// (house rule: a library loads when its feature is used; a page read and left never loads it).
// Its height is reserved meanwhile, so that nothing moves when it arrives.
const ProviderStrip = lazy(() =>
  import('./provider-strip').then((m) => ({ default: m.ProviderStrip })),
);

function ProviderStripSlot() {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  const loaded = useAfterLoad(AFTER_LOAD_MS);
  const pending = <div className="provider-strip provider-strip-pending" aria-hidden />;
  return (
    <div ref={slot}>
      {near || loaded ? (
        <Suspense fallback={pending}>
          <ProviderStrip sliding={near} />
        </Suspense>
      ) : (
        pending
      )}
    </div>
  );
}

/**
 * Site footer (spec §2 Other page parts › Footer): logo, social icons, link columns, quick
 * contacts, call-request action, provider strip, responsible-gambling notice, licence badge,
 * legal notice and the copyright line with the current year.
 */
export function Footer() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  return (
    <footer className="site-footer">
      <div className="footer-top">
        <div className="footer-brand">
          <Link
            to="/"
            className="logo"
            aria-label={intl.formatMessage({ id: 'chrome.footer.logo' })}
          >
            <span aria-hidden="true">OYNA</span>
          </Link>
          <FooterSocial />
          <div className="footer-call">
            <p>
              <FormattedMessage id="chrome.footer.callRequestLead" />
            </p>
            {/* spec §4: the footer call-request action sets the call-request form open. */}
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => dispatch(events.openDialog({ dialog: 'callRequest' }))}
            >
              <MenuIcon name="phone" size={18} />{' '}
              <FormattedMessage id="chrome.footer.callRequest" />
            </button>
          </div>
        </div>
        <FooterColumns />
        <FooterContacts />
      </div>
      <ProviderStripSlot />
      <ResponsibleNotice />
      <LicenceNotice />
      <p className="copyright">
        <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
      </p>
    </footer>
  );
}
