import { useIntl } from 'react-intl';
import { selectSiteOptions, useAppSelector } from '@oyna/contracts';
import { MenuIcon, type IconName } from '../layout/menu-icons';

/** spec §2 Footer quick-contact block: 2 Telegram and 4 WhatsApp contacts (site options). */
const CONTACTS: {
  option: string;
  icon: IconName;
  nameKey: 'chrome.footer.telegramN' | 'chrome.footer.whatsappN';
  n: number;
}[] = [
  { option: 'telegram', icon: 'telegram', nameKey: 'chrome.footer.telegramN', n: 1 },
  { option: 'telegram2', icon: 'telegram', nameKey: 'chrome.footer.telegramN', n: 2 },
  { option: 'whatsapp', icon: 'whatsapp', nameKey: 'chrome.footer.whatsappN', n: 1 },
  { option: 'whatsapp2', icon: 'whatsapp', nameKey: 'chrome.footer.whatsappN', n: 2 },
  { option: 'whatsapp3', icon: 'whatsapp', nameKey: 'chrome.footer.whatsappN', n: 3 },
  { option: 'whatsapp4', icon: 'whatsapp', nameKey: 'chrome.footer.whatsappN', n: 4 },
];

/** spec §2 Footer social icons (site options). */
const SOCIAL: {
  option: string;
  icon: IconName;
  nameKey: 'chrome.social.instagram' | 'chrome.social.twitter' | 'chrome.social.youtube';
}[] = [
  { option: 'instagram', icon: 'instagram', nameKey: 'chrome.social.instagram' },
  { option: 'twitter', icon: 'x', nameKey: 'chrome.social.twitter' },
  { option: 'youtube', icon: 'youtube', nameKey: 'chrome.social.youtube' },
];

export function FooterContacts() {
  const options = useAppSelector(selectSiteOptions);
  const intl = useIntl();
  const contacts = CONTACTS.filter((c) => options[c.option]);
  if (!contacts.length) return null;
  return (
    <section className="footer-contacts" aria-labelledby="footer-contacts-title">
      <h2 id="footer-contacts-title" className="footer-title">
        {intl.formatMessage({ id: 'chrome.footer.contacts' })}
      </h2>
      <ul>
        {contacts.map((c) => {
          const name = intl.formatMessage({ id: c.nameKey }, { n: c.n });
          return (
            <li key={c.option}>
              <a
                href={options[c.option]}
                target="_blank"
                rel="noopener noreferrer"
                data-contact={c.icon}
                aria-label={intl.formatMessage({ id: 'chrome.newTab' }, { name })}
              >
                <MenuIcon name={c.icon} size={18} />
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function FooterSocial() {
  const options = useAppSelector(selectSiteOptions);
  const intl = useIntl();
  const links = SOCIAL.filter((s) => options[s.option]);
  if (!links.length) return null;
  return (
    <ul className="footer-social" aria-label={intl.formatMessage({ id: 'chrome.footer.social' })}>
      {links.map((s) => (
        <li key={s.option}>
          <a
            className="icon-button"
            href={options[s.option]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={intl.formatMessage(
              { id: 'chrome.newTab' },
              { name: intl.formatMessage({ id: s.nameKey }) },
            )}
          >
            <MenuIcon name={s.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
