import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation } from '@oyna/ui/router';
import type { StaffRole } from '@oyna/contracts';
import { NotAllowedScreen } from '../features/not-allowed/not-allowed-screen';
import { TwoFactorScreen } from '../features/two-factor/two-factor-screen';
import { useAppSelector } from '../lib/hooks';
import type { SessionState } from '../lib/session/session-slice';

const selectSession = (s: { session: SessionState }) => s.session;

/** Screens behind the login: the login screen until staff/me names someone. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useAppSelector(selectSession);
  const location = useLocation();
  if (session.status === 'unknown') {
    return (
      <p className="bo-loading" role="status">
        <FormattedMessage id="bo.app.loading" />
      </p>
    );
  }
  if (session.status !== 'authenticated' || !session.staff) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  // Production requires two-factor: until it is enrolled, the api answers nothing else.
  if (session.staff.mustEnrol) return <TwoFactorScreen required />;
  return children;
}

/** A screen the staff member's role may not use shows "not allowed", even by its direct URL. */
export function RequireRole({
  roles,
  children,
}: {
  roles: readonly StaffRole[];
  children: ReactNode;
}) {
  const role = useAppSelector(selectSession).staff?.role;
  if (!role || !roles.includes(role)) return <NotAllowedScreen role={role ?? null} />;
  return children;
}
