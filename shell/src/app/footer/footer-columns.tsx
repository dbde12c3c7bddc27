import { Link } from '@oyna/ui/router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector, type MessageKey } from '@oyna/contracts';
import { contentLinks } from '../../lib/content-links';

interface ColumnLink {
  key: string;
  to: string;
  label: { id: MessageKey } | { text: string };
}

/**
 * spec §2 Footer link columns (Betting, Casino, Games, Quick Links, Betting content, Terms): the
 * first three are the static links of spec §2; the others list bootstrap content categories
 * (spec §3: the footer needs Gambling, Policies, Footer, Quick Links), each page at /pages/{id}.
 * Gambling is linked from the responsible-gambling notice.
 */
const STATIC_COLUMNS: { titleKey: MessageKey; links: [string, MessageKey][] }[] = [
  {
    titleKey: 'chrome.footer.col.betting',
    links: [
      ['/spor', 'menu.spor'],
      ['/livespor', 'menu.livespor'],
      ['/esports', 'menu.esports'],
    ],
  },
  {
    titleKey: 'chrome.footer.col.casino',
    links: [
      ['/casino/slot', 'menu.slot'],
      ['/casino/live', 'menu.liveCasino'],
      ['/casino/tvbets', 'menu.tvbets'],
    ],
  },
  {
    titleKey: 'chrome.footer.col.games',
    links: [
      ['/casino/games', 'menu.games'],
      ['/casino/bingo', 'menu.bingo'],
    ],
  },
];

const CONTENT_COLUMNS: { titleKey: MessageKey; category: string }[] = [
  { titleKey: 'chrome.footer.col.quickLinks', category: 'Quick Links' },
  { titleKey: 'chrome.footer.col.bettingContent', category: 'Footer' },
  { titleKey: 'chrome.footer.col.terms', category: 'Policies' },
];

export function FooterColumns() {
  const categories = useAppSelector((s) => s.bootstrap.contentCategories);
  const intl = useIntl();
  const columns: { titleKey: MessageKey; links: ColumnLink[] }[] = [
    ...STATIC_COLUMNS.map((c) => ({
      titleKey: c.titleKey,
      links: c.links.map(([to, id]) => ({ key: to, to, label: { id } })),
    })),
    ...CONTENT_COLUMNS.map((c) => ({
      titleKey: c.titleKey,
      links: contentLinks(categories, c.category).map((p) => ({
        key: String(p.id),
        to: `/pages/${p.id}`,
        label: { text: p.title },
      })),
    })),
  ];
  return (
    <nav
      className="footer-columns"
      aria-label={intl.formatMessage({ id: 'chrome.footer.columns' })}
    >
      {columns.map((col) => (
        <section key={col.titleKey} className="footer-column">
          <h2 className="footer-title">
            <FormattedMessage id={col.titleKey} />
          </h2>
          <ul>
            {col.links.map((l) => (
              <li key={l.key}>
                <Link to={l.to}>
                  {'id' in l.label ? <FormattedMessage id={l.label.id} /> : l.label.text}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
