import type { ComponentType } from 'react';
import type { StaffRole } from '@oyna/contracts';
import { CashierScreen } from '../features/cashier/cashier-screen';
import { HomeScreen } from '../features/home/home-screen';
import { useAppSelector } from '../lib/hooks';
import { selectRole } from '../lib/session/session-slice';

/** Every role, for the screens any logged-in staff member may open. */
export const ALL_ROLES: readonly StaffRole[] = [
  'owner',
  'cashier',
  'content',
  'support',
  'risk',
  'auditor',
];

/**
 * One screen of the back office: where it lives (under /backoffice/), its title (nav and
 * page), which roles may open it, and whether the nav lists it. The roles mirror the api's table
 * of the calls the screen makes (api/src/modules/staff/roles.ts), which the server checks on
 * every call whatever the page shows. A new screen is one folder under features/ and one entry
 * here: the nav and the guard follow.
 */
export interface Screen {
  path: string;
  title: FormatjsIntl.Message['ids'];
  roles: readonly StaffRole[];
  Component: ComponentType;
  nav: boolean;
}

/** Home: the screens this staff member may use. */
function Home() {
  const role = useAppSelector(selectRole);
  return <HomeScreen links={role ? navScreens(role) : []} />;
}

export const SCREENS: readonly Screen[] = [
  { path: '', title: 'bo.nav.home', roles: ALL_ROLES, Component: Home, nav: true },
  // adminPayments, adminApprovePayment, adminRejectPayment: owner and cashier.
  {
    path: 'cashier',
    title: 'bo.nav.cashier',
    roles: ['owner', 'cashier'],
    Component: CashierScreen,
    nav: true,
  },
];

/** Whether `role` may open `screen`. */
export const mayOpen = (role: StaffRole, screen: Screen) => screen.roles.includes(role);

/** The nav of a role: only the screens it may open (the others are guarded too). */
export function navScreens(role: StaffRole): { path: string; title: Screen['title'] }[] {
  return SCREENS.filter((s) => s.nav && mayOpen(role, s)).map(({ path, title }) => ({
    path,
    title,
  }));
}
