import { useEffect, type ReactNode } from 'react';
import { useLocation } from '@oyna/ui/router';
import { FormattedMessage } from 'react-intl';
import { events, selectIsLoggedIn, useAppDispatch, useAppSelector } from '@oyna/contracts';

/**
 * spec §2: some routes sit behind a login guard; when a visitor needs one, the login form opens
 * instead of the page.
 */
export function GuardedRoute({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!loggedIn) dispatch(events.requireLogin({ returnTo: pathname }));
  }, [loggedIn, dispatch, pathname]);
  if (loggedIn) return <>{children}</>;
  return (
    <section className="page guard-page">
      <p>
        <FormattedMessage id="dialog.login.required" />
      </p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => dispatch(events.requireLogin({ returnTo: pathname }))}
      >
        <FormattedMessage id="header.login" />
      </button>
    </section>
  );
}
