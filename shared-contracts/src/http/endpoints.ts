import type {
  AuthData,
  AuthFormData,
  BalanceData,
  CallRequest,
  ChangePasswordPayload,
  LoginPayload,
  PhoneVerificationPayload,
  RecoveryCodePayload,
  RecoveryPasswordPayload,
  RecoveryUsernamePayload,
  RegistrationPayload,
  TrialBonusResult,
} from '../domain/auth';
import type {
  AmusnetLaunchRequest,
  CasinoGamesRequest,
  CodeLaunchRequest,
  EmLaunchRequest,
  FavoriteTogglePayload,
  Game,
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
  DepositResult,
  PaymentDetailField,
  PaymentDetailRequest,
  PaymentRequest,
} from '../domain/payment';

/**
 * The endpoint table: every call of spec §7, plus `dev/outbox` (issue 3, development only),
 * `health` (issue 2, for load balancers) and the promotions and video banner (issue 4). Paths are relative to the api base (spec §7: "a
 * page-relative base path ending in an api segment"), exactly as the spec writes them. Request
 * and response types ride along as phantom types so that `api.call(name, payload)` is typed
 * end to end; the api registers its routes from the same table (method and path).
 *
 * Response types are the envelope's `data` on success; on `success: false` data is null.
 */
export type HttpMethod = 'GET' | 'POST';

export interface EndpointDef<M extends HttpMethod = HttpMethod, Req = unknown, Res = unknown> {
  readonly method: M;
  readonly path: string;
  /** Served only outside production mode (issue 3: the outbox). */
  readonly devOnly?: boolean;
  /** Phantom: the request payload (query for GET, JSON body for POST). Never set at runtime. */
  readonly __request?: Req;
  /** Phantom: the envelope's data on success. Never set at runtime. */
  readonly __response?: Res;
}

/** No payload: a GET without query, or a POST whose body is the default `{}`. */
export type NoPayload = void;

function get<Req = NoPayload, Res = null>(
  path: string,
  extra: { devOnly?: boolean } = {},
): EndpointDef<'GET', Req, Res> {
  return { method: 'GET', path, ...extra };
}

function post<Req, Res = null>(path: string): EndpointDef<'POST', Req, Res> {
  return { method: 'POST', path };
}

/** issue 3: one outbox entry (SMS or e-mail), newest first. */
export interface OutboxEntry {
  channel: 'sms' | 'email';
  recipient: string;
  text: string;
  /** The code the message carries, when it carries one. */
  code: string | null;
  /** ISO 8601. */
  time: string;
}

export interface HealthData {
  status: 'ok';
  /** The database answered. */
  database: boolean;
}

export const ENDPOINTS = {
  // auth (spec §7)
  login: post<LoginPayload, AuthData>('auth/login'),
  /** spec §7: success logs in, so data is the auth data as for login. */
  register: post<RegistrationPayload, AuthData>('auth/register'),
  getAuthForm: get<NoPayload, AuthFormData>('auth/form'),
  /** spec §7: response ignored. */
  logout: get<NoPayload, null>('auth/logout'),
  sendResetPassword: post<RecoveryUsernamePayload>('auth/sendresetpassword'),
  checkResetCode: post<RecoveryCodePayload>('auth/checkresetcode'),
  changePasswordWithCode: post<RecoveryPasswordPayload>('auth/changepasswordwithcode'),

  // customer, user, bonus (spec §7)
  updatePhone: post<PhoneVerificationPayload>('customer/updatephone'),
  changePassword: post<ChangePasswordPayload>('customer/changepassword'),
  readNotification: post<ReadNotificationPayload>('customer/readnotification'),
  getNotifications: post<NotificationRequest, Notification[]>('customer/notification'),
  getBalance: get<NoPayload, BalanceData>('user/balance'),
  defineTrialBonus: get<NoPayload, TrialBonusResult>('bonus/definetrialbonus'),

  // payment (spec §7)
  getPaymentDetail: post<PaymentDetailRequest, PaymentDetailField[]>('payment/detail'),
  deposit: post<PaymentRequest, DepositResult>('payment/deposit'),
  withdraw: post<PaymentRequest>('payment/withdraw'),

  // cms (spec §7)
  getSliderList: post<SliderListRequest, BannerSlide[]>('cms/sliderlist'),
  getContentList: post<ContentListRequest, ContentItem[]>('cms/contentlist'),
  sendCallRequest: post<CallRequest>('cms/callme'),
  /** spec §4: the bootstrap, stored under STORAGE_KEYS.bootstrap. */
  getBootstrap: get<NoPayload, BootstrapData>('cms/grouped'),
  getTranslations: get<NoPayload, TranslationEntry[]>('cms/translationlist'),
  /** issue 4 (beyond §7): the promotions of /promotions (spec §3 Promotion), in display order. */
  getPromotions: post<PromotionListRequest, Promotion[]>('cms/promotionlist'),
  /** issue 4 (beyond §7): the casino video banner of the home page (spec §3 Video banner). */
  getVideoBanner: get<NoPayload, VideoBanner>('cms/videobanner'),

  // transaction, casino (spec §7)
  getTopWinners: post<TopWinnersRequest, TopWinner[]>('transaction/topwinners'),
  /** spec §7: a list of lists (one per requested category; flattened for a search). */
  getCasinoGames: post<CasinoGamesRequest, Game[][]>('casino/games'),
  toggleFavorite: post<FavoriteTogglePayload>('casino/togglefavorite'),
  /** The launch calls: data is the game URL. */
  getDtLaunchUrl: post<CodeLaunchRequest, string>('casino/dtlaunchurl'),
  getPragmaticLaunchUrl: post<CodeLaunchRequest, string>('casino/pragmaticlaunchurl'),
  getEmLaunchUrl: post<EmLaunchRequest, string>('casino/emlaunchurl'),
  getAmusnetLaunchUrl: post<AmusnetLaunchRequest, string>('casino/amusnetlaunchurl'),
  getEgtLaunchUrl: post<PlatformLaunchRequest, string>('casino/egtlaunchurl'),
  getHub88LaunchUrl: post<PlatformLaunchRequest, string>('casino/hub88launchurl'),
  /** spec §7: data is HTML with an embedded script. */
  getSoftGamingsLaunchUrl: post<SoftGamingsLaunchRequest, string>('casino/softgamingslaunchurl'),

  // beyond §7
  getDevOutbox: get<NoPayload, OutboxEntry[]>('dev/outbox', { devOnly: true }),
  health: get<NoPayload, HealthData>('health'),
} as const;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
export type RequestOf<N extends EndpointName> =
  Endpoints[N] extends EndpointDef<HttpMethod, infer Q, unknown> ? Q : never;
export type ResponseOf<N extends EndpointName> =
  Endpoints[N] extends EndpointDef<HttpMethod, unknown, infer R> ? R : never;

/** The endpoint serving a method and path, e.g. to name a route in logs or rate limits. */
export function endpointFor(method: string, path: string): EndpointName | undefined {
  const clean = path
    .replace(/^\/+/, '')
    .replace(/^api\//, '')
    .split('?')[0];
  const names = Object.keys(ENDPOINTS) as EndpointName[];
  return names.find((n) => ENDPOINTS[n].method === method && ENDPOINTS[n].path === clean);
}
