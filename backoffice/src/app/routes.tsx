import type { ComponentType } from 'react';
import type { StaffRole } from '@oyna/contracts';
import { CashierScreen } from '../features/cashier/cashier-screen';
import { BonusesScreen } from '../features/bonuses/bonuses-screen';
import { NotificationsScreen } from '../features/notifications/notifications-screen';
import { SlidesScreen } from '../features/slides/slides-screen';
import { CasinoCatalogueScreen } from '../features/casino-catalogue/casino-catalogue-screen';
import { PagesScreen } from '../features/pages/pages-screen';
import { PromotionsScreen } from '../features/promotions/promotions-screen';
import { SiteContentScreen } from '../features/site-content/site-content-screen';
import { TranslationsScreen } from '../features/translations/translations-screen';
import { SportsbookScreen } from '../features/sportsbook/sportsbook-screen';
import { DashboardPanel, type QueueLinks } from '../features/dashboard/dashboard-panel';
import { HomeScreen } from '../features/home/home-screen';
import { PlayerProfileScreen } from '../features/players/profile-screen';
import { PlayerSearchScreen } from '../features/players/search-screen';
import { AuditScreen } from '../features/audit/audit-screen';
import { ReportsScreen } from '../features/reports/reports-screen';
import { StaffScreen } from '../features/staff/staff-screen';
import { TwoFactorScreen } from '../features/two-factor/two-factor-screen';
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

/** adminDashboard: every role that runs money or players (api/src/modules/staff/roles.ts). */
const DASHBOARD_ROLES: readonly StaffRole[] = ['owner', 'cashier', 'support', 'risk', 'auditor'];

/** Where each dashboard queue is worked: the screen at that path, if the role may open it. */
const QUEUE_SCREENS = {
  withdrawals: 'cashier',
  bankTransfers: 'cashier',
  bonusClaims: 'bonuses',
  callRequests: 'notifications',
} as const;

function queueLinksOf(role: StaffRole): QueueLinks {
  const open = new Set(navScreens(role).map((s) => s.path));
  return Object.fromEntries(
    Object.entries(QUEUE_SCREENS)
      .filter(([, path]) => open.has(path))
      .map(([queue, path]) => [queue, `/${path}`]),
  );
}

/** Home: today's dashboard (for the roles that may read it) and the screens the role may use. */
function Home() {
  const role = useAppSelector(selectRole);
  const top =
    role && DASHBOARD_ROLES.includes(role) ? (
      <DashboardPanel queueLinks={queueLinksOf(role)} />
    ) : null;
  return <HomeScreen links={role ? navScreens(role) : []} top={top} />;
}

/** The player calls (adminPlayerSearch, adminPlayer and its lists): money, players and risk. */
const PLAYER_ROLES: readonly StaffRole[] = ['owner', 'cashier', 'support', 'risk', 'auditor'];

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
  // adminBonusRequests, adminDecideBonusRequest, adminGrantBonus, adminCancelBonus: owner and
  // support (read by the auditor); adminBonusOffers read by all three, adminUpsertBonusOffer: owner.
  {
    path: 'bonuses',
    title: 'bo.nav.bonuses',
    roles: ['owner', 'support', 'auditor'],
    Component: BonusesScreen,
    nav: true,
  },
  // adminSendNotification: owner and support.
  {
    path: 'notifications',
    title: 'bo.nav.notifications',
    roles: ['owner', 'support'],
    Component: NotificationsScreen,
    nav: true,
  },
  // adminSlides, adminUpsertSlide: owner and content (the content desk).
  {
    path: 'content/slides',
    title: 'bo.nav.slides',
    roles: ['owner', 'content'],
    Component: SlidesScreen,
    nav: true,
  },
  // adminCasinoCategories, adminCasinoGames, adminEnableCasino*, adminPlaceCasinoGame: content.
  {
    path: 'content/casino',
    title: 'bo.nav.casinoCatalogue',
    roles: ['owner', 'content'],
    Component: CasinoCatalogueScreen,
    nav: true,
  },
  // adminPromotions, adminUpsertPromotion; adminPages, adminUpsertPage: owner and content.
  {
    path: 'content/promotions',
    title: 'bo.nav.promotions',
    roles: ['owner', 'content'],
    Component: PromotionsScreen,
    nav: true,
  },
  {
    path: 'content/pages',
    title: 'bo.nav.pages',
    roles: ['owner', 'content'],
    Component: PagesScreen,
    nav: true,
  },
  // adminSiteContent, adminSetPopup, adminSetAnnouncement; adminTranslations,
  // adminSetTranslation: owner and content.
  {
    path: 'content/site',
    title: 'bo.nav.siteContent',
    roles: ['owner', 'content'],
    Component: SiteContentScreen,
    nav: true,
  },
  {
    path: 'content/translations',
    title: 'bo.nav.translations',
    roles: ['owner', 'content'],
    Component: TranslationsScreen,
    nav: true,
  },
  // getSportsTree, getSportsEvent (public), adminSportsLiability, adminSportsEventBets: risk,
  // read by the auditor; suspending and settling (adminSportsSet*, adminSportsSettleMarket):
  // owner and risk (the screen shows the auditor no actions).
  {
    path: 'sportsbook',
    title: 'bo.nav.sportsbook',
    roles: ['owner', 'risk', 'auditor'],
    Component: SportsbookScreen,
    nav: true,
  },
  {
    path: 'players',
    title: 'bo.nav.players',
    roles: PLAYER_ROLES,
    Component: PlayerSearchScreen,
    nav: true,
  },
  {
    path: 'players/:id',
    title: 'bo.nav.players',
    roles: PLAYER_ROLES,
    Component: PlayerProfileScreen,
    nav: false,
  },
  // adminReport, adminReportExport: money and risk, read by the auditor.
  {
    path: 'reports',
    title: 'bo.nav.reports',
    roles: ['owner', 'cashier', 'risk', 'auditor'],
    Component: ReportsScreen,
    nav: true,
  },
  // adminAudit, adminAuditExport: owners and auditors.
  {
    path: 'audit',
    title: 'bo.nav.audit',
    roles: ['owner', 'auditor'],
    Component: AuditScreen,
    nav: true,
  },
  // adminStaff, adminStaffTokens (owner, auditor reads); the changes are the owner's.
  {
    path: 'staff',
    title: 'bo.nav.staff',
    roles: ['owner', 'auditor'],
    Component: StaffScreen,
    nav: true,
  },
  // staffTotpEnrol, staffTotpConfirm: every staff member, for their own account.
  {
    path: 'two-factor',
    title: 'bo.nav.twoFactor',
    roles: ALL_ROLES,
    Component: TwoFactorScreen,
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
