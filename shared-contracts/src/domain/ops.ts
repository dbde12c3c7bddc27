/**
 * Wire shapes of the calls beyond the site's screens: the operator calls (`admin/*`, behind the
 * admin token), the development outbox and the health check.
 */

/** What an upsert answers: the id of the row written. */
export interface UpsertResult {
  id: number;
}

/** A banner slide's fields in one language, as the back office edits them. */
export interface AdminSlideText {
  /** What the picture says ('' none): its text alternative on the site. */
  title: string;
  /** Default, 992 px and up, 1200 px and up, and optionally a phone's (spec §2 picture sources). */
  images: string[];
}

/** `admin/slides`: a slide as stored, switched off or not, with both languages' fields. */
export interface AdminSlide {
  id: number;
  slug: string;
  sort: number;
  /** '#' when the slide links nowhere (spec §3). */
  url: string;
  target: '_self' | '_blank';
  /** Shown on the site (cms/sliderlist) only when true. */
  status: boolean;
  texts: { tr?: AdminSlideText; en?: AdminSlideText };
}

/** A promotion's texts in one language, as the back office edits them. */
export interface AdminPromotionText {
  title: string;
  /** HTML, cleaned by the api when stored. */
  description: string;
  /** The card's picture, then the detail's (spec §3 Promotion). */
  images: string[];
}

/** `admin/promotions`: a promotion as stored, switched off or not, with both languages' texts. */
export interface AdminPromotion {
  id: number;
  sort: number;
  status: boolean;
  /** The bonus offer whose terms it shows, or null. */
  offerCode: string | null;
  texts: { tr?: AdminPromotionText; en?: AdminPromotionText };
}

/** A static page's texts in one language. */
export interface AdminPageText {
  title: string;
  /** HTML, cleaned by the api when stored. */
  body: string;
}

/** A static page as stored, switched off or not, with both languages' texts. */
export interface AdminPage {
  id: number;
  categoryId: number;
  sort: number;
  status: boolean;
  texts: { tr?: AdminPageText; en?: AdminPageText };
}

/** `admin/pages`: every page and the content categories they belong to (spec §3 categoryList). */
export interface AdminPageList {
  categories: { id: number; name: string }[];
  pages: AdminPage[];
}

/** `admin/sitecontent`: the popup and the top bar's announcement as the site's bootstrap gives them. */
export interface AdminSiteContent {
  /** spec §3 Popup: where it links ('' stays on the page) and its three pictures (none: no popup). */
  popup: { url: string; images: string[] };
  /** spec §2/§4 the top notification bar: the current and the next address ('' next: no bar). */
  announcement: { current: string; next: string };
}

/** `admin/translations`: one overridden message text, per language (absent: the bundled text). */
export interface AdminTranslation {
  key: string;
  tr?: string;
  en?: string;
}

/** A stored call request (spec §3 Call request) as the support team reads it. */
export interface CallRequestRecord {
  id: number;
  name: string;
  message: string;
  /** As stored: contact type (spec §3: 1 Phone … 4 Email) and value. */
  contacts: { type: number; contact: string }[];
  locale: string;
  /** ISO 8601. */
  time: string;
}

/** How many players the notification went to. */
export interface NotificationSendResult {
  count: number;
}

/** One outbox entry (SMS or e-mail). */
export interface OutboxEntry {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  /** The e-mail subject; null for an SMS. */
  subject: string | null;
  text: string;
  /** The code the message carries, when it carries one. */
  code: string | null;
  /** ISO 8601. */
  time: string;
}

/** `health`: 200 while the database answers, 503 (success false) otherwise, for load balancers. */
export interface HealthData {
  status: 'ok' | 'unavailable';
  database: 'up' | 'down';
  databaseKind: 'pglite' | 'postgres';
  uptimeSeconds: number;
}

/** `health/live`: 200 while the process's event loop runs (a liveness probe restarts it otherwise). */
export interface HealthLiveData {
  status: 'ok';
  uptimeSeconds: number;
}

/**
 * `health/ready`: 200 (success true) only while this replica should get traffic — the database
 * answers, its migrations are applied and it is not draining for a shutdown; 503 (success false)
 * otherwise. Redis is reported but never makes it 503 (a Redis outage degrades every replica alike,
 * taking them all out of rotation would serve nobody): `none` when the api runs without Redis.
 */
export interface HealthReadyData {
  status: 'ok' | 'unavailable';
  database: 'up' | 'down';
  databaseKind: 'pglite' | 'postgres';
  migrations: 'done' | 'pending';
  /** A SIGTERM or SIGINT arrived: in-flight requests finish, new traffic goes elsewhere. */
  draining: boolean;
  redis: 'up' | 'down' | 'none';
  uptimeSeconds: number;
}
