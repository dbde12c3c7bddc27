import type { Static, TSchema } from '@sinclair/typebox';
import type { EndpointName, RequestOf } from '../endpoints';
import * as account from './account';
import * as auth from './auth';
import * as casino from './casino';
import * as cms from './cms';
import { NoInput } from './formats';
import * as notification from './notification';
import * as ops from './ops';
import * as payment from './payment';
import * as protection from './protection';
import * as sports from './sports';

/**
 * `@oyna/contracts/schemas` — the request schemas of the endpoint table, for the api only (the
 * browser never loads them: the root entry imports them as types, and ESLint forbids this entry
 * and @sinclair/typebox outside api/ and shared-contracts/).
 */
export * from './formats';
export * from './account';
export * from './auth';
export * from './casino';
export * from './cms';
export * from './notification';
export * from './ops';
export * from './payment';
export * from './protection';
export * from './sports';

/**
 * The request schema of every entry of ENDPOINTS, by the entry's name: the whole payload (path
 * parameters, query or body). `RequestOf<N>` is `Static` of it (NoInput for NoPayload).
 */
export const REQUEST_SCHEMAS = {
  login: auth.LoginPayloadSchema,
  register: auth.RegistrationPayloadSchema,
  getAuthForm: NoInput,
  logout: NoInput,
  sendResetPassword: auth.RecoveryUsernamePayloadSchema,
  checkResetCode: auth.RecoveryCodePayloadSchema,
  changePasswordWithCode: auth.RecoveryPasswordPayloadSchema,
  updatePhone: auth.PhoneVerificationPayloadSchema,
  changePassword: auth.ChangePasswordPayloadSchema,
  readNotification: notification.ReadNotificationPayloadSchema,
  getNotifications: notification.NotificationRequestSchema,
  getBalance: NoInput,
  defineTrialBonus: NoInput,
  getPaymentDetail: payment.PaymentDetailRequestSchema,
  deposit: payment.PaymentRequestSchema,
  withdraw: payment.PaymentRequestSchema,
  getPaymentMethods: payment.PaymentMethodsRequestSchema,
  adminPayments: payment.AdminPaymentsQuerySchema,
  adminApprovePayment: payment.AdminPaymentDecisionSchema,
  adminRejectPayment: payment.AdminPaymentDecisionSchema,
  adminPaymentRefunds: payment.AdminRefundsQuerySchema,
  adminRetryRefund: payment.AdminRefundRetrySchema,
  adminBalancesOwed: payment.AdminRefundsQuerySchema,
  adminPayOutOwed: payment.AdminOwedPayoutSchema,
  getSliderList: cms.SliderListRequestSchema,
  getContentList: cms.ContentListRequestSchema,
  sendCallRequest: cms.CallRequestSchema,
  getBootstrap: NoInput,
  getTranslations: NoInput,
  getContent: cms.ContentRequestSchema,
  getPromotions: cms.PromotionListRequestSchema,
  getVideoBanner: NoInput,
  getTopWinners: casino.TopWinnersRequestSchema,
  getCasinoGames: casino.CasinoGamesRequestSchema,
  toggleFavorite: casino.FavoriteTogglePayloadSchema,
  getDtLaunchUrl: casino.CodeLaunchRequestSchema,
  getPragmaticLaunchUrl: casino.CodeLaunchRequestSchema,
  getEmLaunchUrl: casino.EmLaunchRequestSchema,
  getAmusnetLaunchUrl: casino.AmusnetLaunchRequestSchema,
  getEgtLaunchUrl: casino.PlatformLaunchRequestSchema,
  getHub88LaunchUrl: casino.PlatformLaunchRequestSchema,
  getSoftGamingsLaunchUrl: casino.SoftGamingsLaunchRequestSchema,
  adminAddCasinoGame: casino.AdminCasinoGameSchema,
  adminEnableCasinoGame: casino.AdminCasinoEnableSchema,
  adminAddCasinoCategory: casino.AdminCasinoCategorySchema,
  adminEnableCasinoCategory: casino.AdminCasinoEnableSchema,
  adminCasinoRefusedWins: casino.AdminRefusedWinsQuerySchema,
  adminUpsertSlide: ops.SlideUpsertSchema,
  adminUpsertPromotion: ops.PromotionUpsertSchema,
  adminUpsertPage: ops.PageUpsertSchema,
  adminCallRequests: ops.CallRequestsQuerySchema,
  adminSendNotification: ops.AdminNotificationSchema,
  getDevOutbox: ops.OutboxQuerySchema,
  health: NoInput,
  getAccountSummary: NoInput,
  getAccountDetails: NoInput,
  getFinancialActivities: account.FinancialActivitiesRequestSchema,
  exportFinancialActivities: account.FinancialExportRequestSchema,
  getGameHistory: account.GameHistoryRequestSchema,
  getBonusOffers: NoInput,
  requestBonus: account.BonusRequestPayloadSchema,
  getBonuses: account.BonusListRequestSchema,
  getSessions: NoInput,
  endOtherSessions: NoInput,
  adminBonusRequests: account.AdminBonusRequestsQuerySchema,
  adminDecideBonusRequest: account.AdminBonusDecisionSchema,
  getProtection: NoInput,
  getPlaySession: NoInput,
  setDepositLimit: protection.DepositLimitRequestSchema,
  confirmDepositLimit: protection.LimitPeriodRequestSchema,
  setRealityCheck: protection.RealityCheckRequestSchema,
  takeBreak: protection.BlockRequestSchema,
  adminProtection: protection.AdminProtectionQuerySchema,
  getSportsConfig: NoInput,
  getSportsTree: sports.SportsTreeRequestSchema,
  getSportsEvent: sports.SportsEventRequestSchema,
  placeBets: sports.PlaceBetsRequestSchema,
  getMyBets: sports.MyBetsRequestSchema,
  getCashoutQuote: sports.CashoutQuoteRequestSchema,
  cashout: sports.CashoutRequestSchema,
  adminSportsFeedStep: sports.AdminSportsFeedStepSchema,
  adminSportsGoLive: sports.AdminSportsEventSchema,
  adminSportsSetOdds: sports.AdminSportsOddsSchema,
  adminSportsSetMarket: sports.AdminSportsMarketSchema,
  adminSportsFinish: sports.AdminSportsFinishSchema,
  adminSportsSettle: sports.AdminSportsSettleSchema,
} as const satisfies Record<EndpointName, TSchema>;

export type RequestSchemas = typeof REQUEST_SCHEMAS;

/** The payload a schema admits as the api's handler receives it (NoPayload → `{}`). */
export type InputOf<N extends EndpointName> = Static<RequestSchemas[N]>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * Names whose schema disagrees with the table's request type; must be never. (Checked by the
 * compiler: `schemasMatchTable` below does not compile otherwise.)
 */
export type MismatchedSchemas = {
  [N in EndpointName]: Same<
    InputOf<N>,
    [RequestOf<N>] extends [void] ? Static<typeof NoInput> : RequestOf<N>
  > extends true
    ? never
    : N;
}[EndpointName];

/** Compiles only while every schema is the source of its entry's request type. */
export const schemasMatchTable: [MismatchedSchemas] extends [never] ? true : MismatchedSchemas =
  true;
