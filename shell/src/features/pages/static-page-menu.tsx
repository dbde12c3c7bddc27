import { useEffect } from 'react';
import { NavLink } from '@oyna/ui/router';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector, type ShellState } from '@oyna/contracts';
import { pageMenuRequested, selectPageMenu, type PagesState } from './pages-slice';

type PagesRootState = ShellState & { pages: PagesState };

/** spec §2 static-page menu: the content list (id, title) linking to /pages/{id}. */
export function StaticPageMenu() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { status, items } = useAppSelector((s: PagesRootState) => selectPageMenu(s));

  useEffect(() => {
    if (status === 'idle') dispatch(pageMenuRequested());
  }, [dispatch, status]);

  if (items.length === 0) return null;
  return (
    <nav className="static-page-menu" aria-label={intl.formatMessage({ id: 'content.pages.menu' })}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <NavLink to={`/pages/${item.id}`}>{item.title}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
