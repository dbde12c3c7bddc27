import { Link } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import type { RouteDefinition } from '@oyna/contracts';

/**
 * Breadcrumb bar (spec §2 Menus): labels separated by '/', the last highlighted. Built from the
 * route data plus custom entries (`extra`, e.g. a content page's title).
 */
export function Breadcrumb({
  route,
  extra = [],
}: {
  route: RouteDefinition;
  extra?: { label: string; url?: string }[];
}) {
  if (route.id === 'home') return null;
  return (
    <nav className="breadcrumb" aria-label="breadcrumb">
      <ol>
        {route.parents.map((p) => (
          <li key={p.url}>
            <Link to={p.url}>
              <FormattedMessage id={p.labelKey} />
            </Link>
          </li>
        ))}
        <li
          aria-current={extra.length ? undefined : 'page'}
          className={extra.length ? undefined : 'current'}
        >
          <FormattedMessage id={route.titleKey} />
        </li>
        {extra.map((e, i) => (
          <li
            key={e.label}
            aria-current={i === extra.length - 1 ? 'page' : undefined}
            className="current"
          >
            {e.url ? <Link to={e.url}>{e.label}</Link> : e.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
