import type {
  AccountDetails,
  AccountSummary,
  AdminBonusDecision,
  AdminBonusRequest,
  AdminBonusRequestsQuery,
  BonusListPage,
  BonusListRequest,
  BonusOffer,
  BonusRequestPayload,
  EndSessionsResult,
  FinancialActivitiesPage,
  FinancialActivitiesRequest,
  FinancialExport,
  FinancialExportRequest,
  GameHistoryPage,
  GameHistoryRequest,
  PlayerBonus,
  SessionRecord,
} from '../domain/account';
import type {
  AdminProtectionQuery,
  AdminProtectionState,
  BlockRequest,
  BlockResult,
  DepositLimitRequest,
  LimitPeriodRequest,
  PlaySession,
  ProtectionState,
  RealityCheckRequest,
} from '../domain/protection';
import type {
  AuthFormData,
  BalanceData,
  CallRequest,
  ChangePasswordPayload,
  ChangePasswordResult,
  LoginPayload,
  PhoneState,
  PhoneVerificationPayload,
  RecoveryCodePayload,
  RecoveryPasswordPayload,
  RecoveryUsernamePayload,
  RegistrationPayload,
  StoredAuthData,
  TrialBonusResult,
} from '../domain/auth';
import type {
  AdminCasinoCategory,
  AdminCasinoEnable,
  AdminCasinoGame,
  AdminCasinoResult,
  AdminRefusedWin,
  AdminRefusedWinsQuery,
  AmusnetLaunchRequest,
  CatalogueGame,
  CasinoGamesRequest,
  CodeLaunchRequest,
  EmLaunchRequest,
  FavoriteTogglePayload,
  PlatformLaunchRequest,
  SoftGamingsLaunchRequest,
  TopWinner,
  TopWinnersRequest,
} from '../domain/casino';
import type {
  BannerSlide,
  BootstrapData,
  ContentItem,
  ContentListRequest,
  ContentPage,
  ContentRequest,
  Promotion,
  PromotionListRequest,
  SliderListRequest,
  TranslationEntry,
  VideoBanner,
} from '../domain/cms';
import type {
  Notification,
  NotificationRequest,
  ReadNotificationPayload,
} from '../domain/notification';
import type {
  AdminNotification,
  CallRequestRecord,
  CallRequestsQuery,
  HealthData,
  NotificationSendResult,
  OutboxEntry,
  OutboxQuery,
  PageUpsert,
  PromotionUpsert,
  SlideUpsert,
  UpsertResult,
} from '../domain/ops';
import type {
  AdminBalanceOwed,
  AdminOwedPayout,
  AdminPaymentDecision,
  AdminPaymentRecord,
  AdminPaymentsQuery,
  AdminRefundRetry,
  AdminRefundsQuery,
  PaymentMethod,
  PaymentMethodsRequest,
  DepositResult,
  PaymentDetailField,
  PaymentDetailRequest,
  PaymentRequest,
} from '../domain/payment';
import type {
  AdminSportsEvent,
  AdminSportsFeedStep,
  AdminSportsFinish,
  AdminSportsMarket,
  AdminSportsOdds,
  AdminSportsResult,
  AdminSportsSettle,
  CashoutQuote,
  CashoutQuoteRequest,
  CashoutRequest,
  CashoutResult,
  Market,
  MyBetsPage,
  MyBetsRequest,
  PlaceBetsRequest,
  PlaceBetsResult,
  SportEventDetail,
  SportsConfig,
  SportsEventRequest,
  SportsTree,
  SportsTreeRequest,
} from '../domain/sports';

/**
 * The endpoint table: every call the api serves under its base — the calls of spec §7 and those
 * the screens, operators and load balancers need beyond it. Paths are relative to the api base
 * (spec §7: "a page-relative base path ending in an api segment"), exactly as the spec writes
 * them; `:name` marks a path parameter, filled from the payload (endpointRequest). Request and
 * response types ride along as phantom types, so `api.call(name, payload)` is typed end to end,
 * and the api registers each route from its entry (method, path, access, devOnly) with the
 * request schema of the same name in `@oyna/contracts/schemas` — the source of the request type.
 *
 * Response types are the envelope's `data` on success; on `success: false` data is null.
 */
export type HttpMethod = 'GET' | 'POST';

/**
 * Who may call: anyone; a logged-in player (spec §6; `Authorization: Bearer`, else 401 before
 * anything else is looked at); or an operator (`x-admin-token`; these calls exist only while the
 * api has an ADMIN_TOKEN).
 */
export type Access = 'public' | 'player' | 'admin';

export interface EndpointDef<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Req = unknown,
  Res = unknown,
> {
  readonly method: M;
  /** Relative to the api base, e.g. 'auth/login', 'cms/content/:id'. */
  readonly path: P;
  readonly access: Access;
  /** Served only outside production mode (the outbox of codes). */
  readonly devOnly?: boolean;
  /** Phantom: the request payload (query for GET, JSON body for POST, plus path params). */
  readonly __request?: Req;
  /** Phantom: the envelope's data on success. Never set at runtime. */
  readonly __response?: Res;
}

/** No payload: a GET without query, or a POST whose body is the default `{}`. */
export type NoPayload = void;

/**
 * An entry with its types: `endpoint<LoginPayload, StoredAuthData>().post('auth/login', 'public')`.
 * (Two steps because TypeScript cannot infer the literal path while the types are given.)
 */
function endpoint<Req = NoPayload, Res = null>() {
  const def =
    <M extends HttpMethod>(method: M) =>
    <const P extends string>(
      path: P,
      access: Access,
      extra: { devOnly?: true } = {},
    ): EndpointDef<M, P, Req, Res> => ({ method, path, access, ...extra });
  return { get: def('GET'), post: def('POST') };
}

export const ENDPOINTS = {
  // auth (spec §7)
  /** data: the stored auth data of spec §3 (its fingerprint echoes the x-fingerprint sent). */
  login: endpoint<LoginPayload, StoredAuthData>().post('auth/login', 'public'),
  /** spec §7: success logs in, so data is the auth data as for login. */
  register: endpoint<RegistrationPayload, StoredAuthData>().post('auth/register', 'public'),
  getAuthForm: endpoint<NoPayload, AuthFormData>().get('auth/form', 'public'),
  /** spec §7: response ignored; ends the bearer's session when there is one. */
  logout: endpoint().get('auth/logout', 'public'),
  sendResetPassword: endpoint<RecoveryUsernamePayload>().post('auth/sendresetpassword', 'public'),
  checkResetCode: endpoint<RecoveryCodePayload>().post('auth/checkresetcode', 'public'),
  changePasswordWithCode: endpoint<RecoveryPasswordPayload>().post(
    'auth/changepasswordwithcode',
    'public',
  ),

  // customer, user, bonus (spec §7)
  updatePhone: endpoint<PhoneVerificationPayload, PhoneState>().post(
    'customer/updatephone',
    'player',
  ),
  changePassword: endpoint<ChangePasswordPayload, ChangePasswordResult>().post(
    'customer/changepassword',
    'player',
  ),
  readNotification: endpoint<ReadNotificationPayload>().post('customer/readnotification', 'player'),
  getNotifications: endpoint<NotificationRequest, Notification[]>().post(
    'customer/notification',
    'player',
  ),
  getBalance: endpoint<NoPayload, BalanceData>().get('user/balance', 'player'),
  defineTrialBonus: endpoint<NoPayload, TrialBonusResult>().get('bonus/definetrialbonus', 'player'),

  // payment (spec §7)
  getPaymentDetail: endpoint<PaymentDetailRequest, PaymentDetailField[]>().post(
    'payment/detail',
    'player',
  ),
  deposit: endpoint<PaymentRequest, DepositResult>().post('payment/deposit', 'player'),
  withdraw: endpoint<PaymentRequest>().post('payment/withdraw', 'player'),
  /** Beyond §7: the method lists of /dashboard/deposit and /dashboard/withdraw (spec §2). */
  getPaymentMethods: endpoint<PaymentMethodsRequest, PaymentMethod[]>().post(
    'payment/methods',
    'player',
  ),

  // cms (spec §7)
  getSliderList: endpoint<SliderListRequest, BannerSlide[]>().post('cms/sliderlist', 'public'),
  getContentList: endpoint<ContentListRequest, ContentItem[]>().post('cms/contentlist', 'public'),
  sendCallRequest: endpoint<CallRequest>().post('cms/callme', 'public'),
  /** spec §4: the bootstrap, stored under STORAGE_KEYS.bootstrap. */
  getBootstrap: endpoint<NoPayload, BootstrapData>().get('cms/grouped', 'public'),
  getTranslations: endpoint<NoPayload, TranslationEntry[]>().get('cms/translationlist', 'public'),
  /** Beyond §7: the text of a static page, /pages/:id (spec §2). */
  getContent: endpoint<ContentRequest, ContentPage>().get('cms/content/:id', 'public'),
  /** Beyond §7: the promotions of /promotions (spec §3 Promotion), in display order. */
  getPromotions: endpoint<PromotionListRequest, Promotion[]>().post('cms/promotionlist', 'public'),
  /** Beyond §7: the casino video banner of the home page (spec §3 Video banner). */
  getVideoBanner: endpoint<NoPayload, VideoBanner>().get('cms/videobanner', 'public'),

  // transaction, casino (spec §7)
  getTopWinners: endpoint<TopWinnersRequest, TopWinner[]>().post(
    'transaction/topwinners',
    'public',
  ),
  /** spec §7: a list of lists (one per requested category; flattened for a search). */
  getCasinoGames: endpoint<CasinoGamesRequest, CatalogueGame[][]>().post('casino/games', 'public'),
  /** spec §6: toggling favourites needs a player (a visitor gets the login dialog). */
  toggleFavorite: endpoint<FavoriteTogglePayload>().post('casino/togglefavorite', 'player'),
  /** The launch calls (spec §4: a visitor opening a game gets the login form): data is the URL. */
  getDtLaunchUrl: endpoint<CodeLaunchRequest, string>().post('casino/dtlaunchurl', 'player'),
  getPragmaticLaunchUrl: endpoint<CodeLaunchRequest, string>().post(
    'casino/pragmaticlaunchurl',
    'player',
  ),
  getEmLaunchUrl: endpoint<EmLaunchRequest, string>().post('casino/emlaunchurl', 'player'),
  getAmusnetLaunchUrl: endpoint<AmusnetLaunchRequest, string>().post(
    'casino/amusnetlaunchurl',
    'player',
  ),
  getEgtLaunchUrl: endpoint<PlatformLaunchRequest, string>().post('casino/egtlaunchurl', 'player'),
  getHub88LaunchUrl: endpoint<PlatformLaunchRequest, string>().post(
    'casino/hub88launchurl',
    'player',
  ),
  /** spec §7: data is HTML with an embedded script. */
  getSoftGamingsLaunchUrl: endpoint<SoftGamingsLaunchRequest, string>().post(
    'casino/softgamingslaunchurl',
    'player',
  ),

  // operators (beyond §7): one family under admin/, one guard (api/README.md › Admin calls)
  adminUpsertSlide: endpoint<SlideUpsert, UpsertResult>().post('admin/slide', 'admin'),
  adminUpsertPromotion: endpoint<PromotionUpsert, UpsertResult>().post('admin/promotion', 'admin'),
  adminUpsertPage: endpoint<PageUpsert, UpsertResult>().post('admin/page', 'admin'),
  adminCallRequests: endpoint<CallRequestsQuery, CallRequestRecord[]>().get(
    'admin/callrequests',
    'admin',
  ),
  /** The cashier's queue: payments by status (Pending by default) and type. */
  adminPayments: endpoint<AdminPaymentsQuery, AdminPaymentRecord[]>().get(
    'admin/payments',
    'admin',
  ),
  /** Approve a Pending withdrawal (paid out) or bank transfer deposit (credited). */
  adminApprovePayment: endpoint<AdminPaymentDecision, AdminPaymentRecord>().post(
    'admin/payments/approve',
    'admin',
  ),
  /** Reject a Pending payment; a withdrawal's hold returns to the balance. */
  adminRejectPayment: endpoint<AdminPaymentDecision, AdminPaymentRecord>().post(
    'admin/payments/reject',
    'admin',
  ),
  /** Deposits returned to their source whose refund the gateway refused or has not answered. */
  adminPaymentRefunds: endpoint<AdminRefundsQuery, AdminPaymentRecord[]>().get(
    'admin/payments/refunds',
    'admin',
  ),
  /** Ask the gateway again for a refused refund. */
  adminRetryRefund: endpoint<AdminRefundRetry, AdminPaymentRecord>().post(
    'admin/payments/refunds/retry',
    'admin',
  ),
  /** Self-excluded players' balances still held, to be paid out to them (LCCP 3.5). */
  adminBalancesOwed: endpoint<AdminRefundsQuery, AdminBalanceOwed[]>().get(
    'admin/payments/owed',
    'admin',
  ),
  /** Pay a self-excluded player's balance out to them: a withdrawal, paid out at once. */
  adminPayOutOwed: endpoint<AdminOwedPayout, AdminPaymentRecord>().post(
    'admin/payments/owed/payout',
    'admin',
  ),
  adminSendNotification: endpoint<AdminNotification, NotificationSendResult>().post(
    'admin/notifications',
    'admin',
  ),

  // account area (spec §2 account routes; beyond §7): only the caller's own rows
  getAccountSummary: endpoint<NoPayload, AccountSummary>().get('account/summary', 'player'),
  getAccountDetails: endpoint<NoPayload, AccountDetails>().get('account/details', 'player'),
  getFinancialActivities: endpoint<FinancialActivitiesRequest, FinancialActivitiesPage>().post(
    'account/financialactivities',
    'player',
  ),
  exportFinancialActivities: endpoint<FinancialExportRequest, FinancialExport>().post(
    'account/financialactivities/csv',
    'player',
  ),
  getGameHistory: endpoint<GameHistoryRequest, GameHistoryPage>().post(
    'account/gamehistory',
    'player',
  ),
  getBonusOffers: endpoint<NoPayload, BonusOffer[]>().get('account/bonusoffers', 'player'),
  requestBonus: endpoint<BonusRequestPayload, PlayerBonus>().post('account/bonusrequest', 'player'),
  getBonuses: endpoint<BonusListRequest, BonusListPage>().post('account/bonuses', 'player'),
  getSessions: endpoint<NoPayload, SessionRecord[]>().get('account/sessions', 'player'),
  endOtherSessions: endpoint<NoPayload, EndSessionsResult>().post(
    'account/endothersessions',
    'player',
  ),
  adminAddCasinoGame: endpoint<AdminCasinoGame, AdminCasinoResult>().post(
    'admin/casino/game',
    'admin',
  ),
  adminEnableCasinoGame: endpoint<AdminCasinoEnable, AdminCasinoResult>().post(
    'admin/casino/game/enabled',
    'admin',
  ),
  adminAddCasinoCategory: endpoint<AdminCasinoCategory, AdminCasinoResult>().post(
    'admin/casino/category',
    'admin',
  ),
  adminEnableCasinoCategory: endpoint<AdminCasinoEnable, AdminCasinoResult>().post(
    'admin/casino/category/enabled',
    'admin',
  ),
  /** Ops: wins the seamless wallet refused (closed round, over the cap, undeclared game). */
  adminCasinoRefusedWins: endpoint<AdminRefusedWinsQuery, AdminRefusedWin[]>().get(
    'admin/casino/refusedwins',
    'admin',
  ),
  adminBonusRequests: endpoint<AdminBonusRequestsQuery, AdminBonusRequest[]>().get(
    'admin/bonusrequests',
    'admin',
  ),
  adminDecideBonusRequest: endpoint<AdminBonusDecision, AdminBonusRequest>().post(
    'admin/bonusrequest',
    'admin',
  ),

  // player protection (beyond §7; UKGC RTS 12, 13, LCCP 3.5): the player's own limits and breaks
  getProtection: endpoint<NoPayload, ProtectionState>().get('protection/state', 'player'),
  getPlaySession: endpoint<NoPayload, PlaySession>().get('protection/session', 'player'),
  setDepositLimit: endpoint<DepositLimitRequest, ProtectionState>().post(
    'protection/limit',
    'player',
  ),
  confirmDepositLimit: endpoint<LimitPeriodRequest, ProtectionState>().post(
    'protection/limit/confirm',
    'player',
  ),
  setRealityCheck: endpoint<RealityCheckRequest, ProtectionState>().post(
    'protection/realitycheck',
    'player',
  ),
  /** A time-out or self-exclusion: effective at once, every session of the player ends. */
  takeBreak: endpoint<BlockRequest, BlockResult>().post('protection/break', 'player'),
  adminProtection: endpoint<AdminProtectionQuery, AdminProtectionState>().get(
    'admin/protection',
    'admin',
  ),

  // sportsbook (beyond §7; shared notes › sportsbook.md)
  /** The slip rules: min/max stakes, max legs, in-play delay, quick stakes, cash-out margin. */
  getSportsConfig: endpoint<NoPayload, SportsConfig>().get('sports/config', 'public'),
  /** Sports → competitions → events with their main market, for /spor, /livespor, /esports. */
  getSportsTree: endpoint<SportsTreeRequest, SportsTree>().post('sports/tree', 'public'),
  /** One event with all its markets. */
  getSportsEvent: endpoint<SportsEventRequest, SportEventDetail>().post('sports/event', 'public'),
  /** Place the slip: singles and/or a combo, one transaction, idempotent by requestId. */
  placeBets: endpoint<PlaceBetsRequest, PlaceBetsResult>().post('sports/place', 'player'),
  getMyBets: endpoint<MyBetsRequest, MyBetsPage>().post('sports/mybets', 'player'),
  getCashoutQuote: endpoint<CashoutQuoteRequest, CashoutQuote>().post(
    'sports/cashout/quote',
    'player',
  ),
  cashout: endpoint<CashoutRequest, CashoutResult>().post('sports/cashout', 'player'),
  /** Operators and tests: run the feed now, start/finish an event, move odds, suspend, settle. */
  adminSportsFeedStep: endpoint<AdminSportsFeedStep, AdminSportsResult>().post(
    'admin/sports/feed/step',
    'admin',
  ),
  adminSportsGoLive: endpoint<AdminSportsEvent, SportEventDetail>().post(
    'admin/sports/live',
    'admin',
  ),
  adminSportsSetOdds: endpoint<AdminSportsOdds, Market>().post('admin/sports/odds', 'admin'),
  adminSportsSetMarket: endpoint<AdminSportsMarket, Market>().post('admin/sports/market', 'admin'),
  adminSportsFinish: endpoint<AdminSportsFinish, AdminSportsResult>().post(
    'admin/sports/finish',
    'admin',
  ),
  adminSportsSettle: endpoint<AdminSportsSettle, AdminSportsResult>().post(
    'admin/sports/settle',
    'admin',
  ),

  // beyond §7: development outbox, load balancers
  getDevOutbox: endpoint<OutboxQuery, OutboxEntry[]>().get('dev/outbox', 'public', {
    devOnly: true,
  }),
  health: endpoint<NoPayload, HealthData>().get('health', 'public'),
} as const;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
export type RequestOf<N extends EndpointName> =
  Endpoints[N] extends EndpointDef<HttpMethod, string, infer Q, unknown> ? Q : never;
export type ResponseOf<N extends EndpointName> =
  Endpoints[N] extends EndpointDef<HttpMethod, string, unknown, infer R> ? R : never;
export type PathOf<N extends EndpointName> = Endpoints[N]['path'];

/** The names of a path's parameters: 'cms/content/:id' → 'id'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path's parameter names at run time, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] as string);
}

function pathPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}$`);
}

/** The endpoint serving a method and path, e.g. to name a route in logs or rate limits. */
export function endpointFor(method: string, path: string): EndpointName | undefined {
  const clean = (
    path
      .replace(/^\/+/, '')
      .replace(/^api\//, '')
      .split('?')[0] ?? ''
  ).replace(/\/+$/, '');
  const names = Object.keys(ENDPOINTS) as EndpointName[];
  return names.find(
    (n) => ENDPOINTS[n].method === method && pathPattern(ENDPOINTS[n].path).test(clean),
  );
}
