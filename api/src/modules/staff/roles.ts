import type { StaffRole } from '@oyna/contracts';

/**
 * Least privilege (the back office › roles): which roles may make each back-office call, by the
 * call's name in the endpoint table. Every `access: 'admin'` entry must be here — a call that is
 * missing is refused to every staff member and fails roles.test.ts, so a new admin call cannot
 * forget its roles. The owner may make every call; the shared admin token (ADMIN_TOKEN) and its
 * integration are not staff and are not checked against this table.
 *
 * - cashier: the payments queue, refunds and balances owed.
 * - content: slides, promotions, pages, the casino catalogue.
 * - support: notifications, call requests, bonus requests (claims), player protection read-only.
 * - risk: the sportsbook (feed, odds, markets, settle), refused casino wins; bonus offers and cost.
 * - auditor: read-only calls (GET) and the audit log.
 */
export const STAFF_CALL_ROLES: Readonly<Record<string, readonly StaffRole[]>> = {
  // The logged-in staff member's own calls: every role.
  staffLogout: ['owner', 'cashier', 'content', 'support', 'risk', 'auditor'],
  staffMe: ['owner', 'cashier', 'content', 'support', 'risk', 'auditor'],
  staffTotpEnrol: ['owner', 'cashier', 'content', 'support', 'risk', 'auditor'],
  staffTotpConfirm: ['owner', 'cashier', 'content', 'support', 'risk', 'auditor'],

  // Staff, machine tokens and the audit: owners manage, auditors read.
  adminStaff: ['owner', 'auditor'],
  adminCreateStaff: ['owner'],
  adminSetStaffRole: ['owner'],
  adminDisableStaff: ['owner'],
  adminResetStaffPassword: ['owner'],
  adminResetStaffTwoFactor: ['owner'],
  adminStaffTokens: ['owner', 'auditor'],
  adminCreateStaffToken: ['owner'],
  adminRevokeStaffToken: ['owner'],
  adminAudit: ['owner', 'auditor'],
  adminAuditExport: ['owner', 'auditor'],
  // A release switch of the remotes CLI (docs/decisions/012 › Who changed what): it changes the
  // code every visitor runs, site-wide — the owner's reach; no desk role covers releases.
  adminAuditRemoteChange: ['owner'],

  // Payments: the cashier.
  adminPayments: ['owner', 'cashier', 'auditor'],
  adminApprovePayment: ['owner', 'cashier'],
  adminRejectPayment: ['owner', 'cashier'],
  // The identity (KYC) review holding a large first withdrawal: the cashier or risk clears it.
  adminKycClearPayment: ['owner', 'cashier', 'risk'],
  adminPaymentRefunds: ['owner', 'cashier', 'auditor'],
  adminRetryRefund: ['owner', 'cashier'],
  adminBalancesOwed: ['owner', 'cashier', 'auditor'],
  adminPayOutOwed: ['owner', 'cashier'],

  // Content and the casino catalogue.
  adminSlides: ['owner', 'content', 'auditor'],
  adminUpsertSlide: ['owner', 'content'],
  adminPromotions: ['owner', 'content', 'auditor'],
  adminUpsertPromotion: ['owner', 'content'],
  adminPages: ['owner', 'content', 'auditor'],
  // The popup, the top bar's announcement and message overrides (modules/cms/site-desk.ts).
  adminSiteContent: ['owner', 'content', 'auditor'],
  adminSetPopup: ['owner', 'content'],
  adminSetAnnouncement: ['owner', 'content'],
  adminTranslations: ['owner', 'content', 'auditor'],
  adminSetTranslation: ['owner', 'content'],
  adminUpsertPage: ['owner', 'content'],
  adminAddCasinoGame: ['owner', 'content'],
  adminEnableCasinoGame: ['owner', 'content'],
  adminAddCasinoCategory: ['owner', 'content'],
  adminEnableCasinoCategory: ['owner', 'content'],
  adminCasinoCategories: ['owner', 'content', 'auditor'],
  adminCasinoGames: ['owner', 'content', 'auditor'],
  adminPlaceCasinoGame: ['owner', 'content'],
  // Wins refused by the casino's caps: a risk matter.
  adminCasinoRefusedWins: ['owner', 'risk', 'auditor'],

  // Support: players' requests and messages.
  adminCallRequests: ['owner', 'support', 'auditor'],
  adminSendNotification: ['owner', 'support'],
  adminBonusRequests: ['owner', 'support', 'auditor'],
  adminDecideBonusRequest: ['owner', 'support'],
  adminProtection: ['owner', 'support', 'risk', 'auditor'],

  // Bonus offers and grants (support grants; a cap per grant is a later step), cost and trail.
  adminBonusOffers: ['owner', 'support', 'risk', 'auditor'],
  adminUpsertBonusOffer: ['owner'],
  adminGrantBonus: ['owner', 'support'],
  adminCancelBonus: ['owner', 'support'],
  adminBonusCost: ['owner', 'risk', 'auditor'],
  adminBonusAudit: ['owner', 'auditor'],

  // The sportsbook: risk.
  adminSportsFeedStep: ['owner', 'risk'],
  adminSportsGoLive: ['owner', 'risk'],
  adminSportsSetOdds: ['owner', 'risk'],
  adminSportsSetMarket: ['owner', 'risk'],
  adminSportsFinish: ['owner', 'risk'],
  adminSportsSettle: ['owner', 'risk'],
  // The back office's sportsbook screen: exposure and bets (auditors read), suspend, settle.
  adminSportsLiability: ['owner', 'risk', 'auditor'],
  adminSportsUnsettled: ['owner', 'risk', 'auditor'],
  adminSportsEventBets: ['owner', 'risk', 'auditor'],
  adminSportsSetEvent: ['owner', 'risk'],
  adminSportsSettleMarket: ['owner', 'risk'],

  // The back office's screens (modules/backoffice): the dashboard for every role that runs money
  // or players; players for support, cashier and risk (support and cashier act on them; personal
  // data is masked by role: modules/backoffice/pii.ts); reports for money and risk.
  adminDashboard: ['owner', 'cashier', 'support', 'risk', 'auditor'],
  adminPlayerSearch: ['owner', 'cashier', 'support', 'risk', 'auditor'],
  adminPlayer: ['owner', 'cashier', 'support', 'risk', 'auditor'],
  adminPlayerLedger: ['owner', 'cashier', 'support', 'risk', 'auditor'],
  adminPlayerPayments: ['owner', 'cashier', 'support', 'risk', 'auditor'],
  adminPlayerBets: ['owner', 'cashier', 'support', 'risk', 'auditor'],
  adminPlayerRounds: ['owner', 'cashier', 'support', 'risk', 'auditor'],
  adminPlayerSessions: ['owner', 'cashier', 'support', 'risk', 'auditor'],
  adminPlayerBonuses: ['owner', 'cashier', 'support', 'risk', 'auditor'],
  adminPlayerNotes: ['owner', 'cashier', 'support', 'risk', 'auditor'],
  adminAddPlayerNote: ['owner', 'cashier', 'support', 'risk'],
  adminLockPlayer: ['owner', 'support', 'risk'],
  adminEndPlayerSession: ['owner', 'support', 'risk'],
  adminReport: ['owner', 'cashier', 'risk', 'auditor'],
  adminReportExport: ['owner', 'cashier', 'risk', 'auditor'],
};

/** Whether `role` may make the call `name` (a call missing from the table: nobody). */
export function roleAllows(role: StaffRole, name: string): boolean {
  return STAFF_CALL_ROLES[name]?.includes(role) ?? false;
}

/** What a staff member who must still enrol two-factor may do (production: nothing else). */
export const ENROL_CALLS: ReadonlySet<string> = new Set([
  'staffLogout',
  'staffMe',
  'staffTotpEnrol',
  'staffTotpConfirm',
]);
