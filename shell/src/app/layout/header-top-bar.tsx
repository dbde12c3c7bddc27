import { Link } from '@oyna/ui/router';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  events,
  selectBootstrapPending,
  selectSiteOptions,
  useAppDispatch,
  useAppSelector,
} from '@oyna/contracts';
import { LanguageDropdown } from '../../features/i18n/language-dropdown';
import { MenuIcon, type IconName } from './menu-icons';
import { useCloseMenus } from './use-close-menus';

/**
 * The site options (spec §3, keys lower-cased) behind the header's icon buttons: two messaging
 * apps and the live TV link (api/src/db/migrations/data/0002-site-settings.ts seeds them).
 */
const QUICK_LINKS: {
  option: string;
  icon: IconName;
  nameKey: 'chrome.telegram' | 'chrome.whatsapp' | 'chrome.liveTv';
}[] = [
  { option: 'telegram', icon: 'telegram', nameKey: 'chrome.telegram' },
  { option: 'whatsapp', icon: 'whatsapp', nameKey: 'chrome.whatsapp' },
  { option: 'livetv', icon: 'tv', nameKey: 'chrome.liveTv' },
];

/**
 * spec §2 Header › top buttons (top bar 35 px, spec §9): call-request form, the two messaging
 * icon buttons and the television button (each opening in a new tab, shown only when the site
 * settings give its link), sports button, 'Bonus Talep', promotions and the language dropdown.
 */
export function HeaderTopBar() {
  const options = useAppSelector(selectSiteOptions);
  // Until the site settings arrive each icon keeps its slot, so the buttons after it do not move
  // (no layout shift); a link the settings turn out not to give leaves its slot then.
  const pending = useAppSelector(selectBootstrapPending);
  const dispatch = useAppDispatch();
  const closeMenus = useCloseMenus();
  const intl = useIntl();
  return (
    <div className="header-top">
      <nav className="header-top-links" aria-label={intl.formatMessage({ id: 'chrome.topBar' })}>
        <button
          type="button"
          className="top-button"
          onClick={() => dispatch(events.openDialog({ dialog: 'callRequest' }))}
        >
          <MenuIcon name="phone" size={18} />
          <span className="top-label">
            <FormattedMessage id="menu.callRequest" />
          </span>
        </button>
        {QUICK_LINKS.map(({ option, icon, nameKey }) =>
          options[option] ? (
            <a
              key={option}
              className="top-button top-icon"
              href={options[option]}
              target="_blank"
              rel="noopener noreferrer"
              data-quick-link={option}
              aria-label={intl.formatMessage(
                { id: 'chrome.newTab' },
                { name: intl.formatMessage({ id: nameKey }) },
              )}
            >
              <MenuIcon name={icon} size={18} />
            </a>
          ) : pending ? (
            <span key={option} className="top-button top-icon top-slot" aria-hidden="true" />
          ) : null,
        )}
        <Link to="/spor" className="top-button" onClick={closeMenus}>
          <MenuIcon name="ball" size={18} />
          <FormattedMessage id="menu.spor" />
        </Link>
        <Link to="/dashboard/claim-bonus" className="top-button top-accent" onClick={closeMenus}>
          <FormattedMessage id="menu.claimBonus" />
        </Link>
        <Link to="/promotions" className="top-button" onClick={closeMenus}>
          <MenuIcon name="gift" size={18} />
          <FormattedMessage id="menu.promotions" />
        </Link>
      </nav>
      <LanguageDropdown className="header-language" />
    </div>
  );
}
