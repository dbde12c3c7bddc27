import type { MouseEvent } from 'react';
import { Link } from '@oyna/ui/router';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector, type RouteDefinition } from '@oyna/contracts';
import { profileSidebarToggled } from '../../lib/ui-slice';
import { useIsMobile } from '@oyna/ui/layout';

/**
 * spec §2: clicking a crumb navigates to its url, except on mobile where it opens the mobile
 * profile sidebar (which exists for a logged-in player only).
 */
function useCrumbClick() {
  const mobile = useIsMobile();
  const loggedIn = useAppSelector((s) => s.session.loggedIn);
  const dispatch = useAppDispatch();
  return (e: MouseEvent) => {
    if (!mobile || !loggedIn) return;
    e.preventDefault();
    dispatch(profileSidebarToggled(true));
  };
}

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
  const onCrumb = useCrumbClick();
  if (route.id === 'home') return null;
  return (
    <nav className="breadcrumb" aria-label="breadcrumb">
      <ol>
        {route.parents.map((p) => (
          <li key={p.url}>
            <Link to={p.url} onClick={onCrumb}>
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
            {e.url ? (
              <Link to={e.url} onClick={onCrumb}>
                {e.label}
              </Link>
            ) : (
              e.label
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
