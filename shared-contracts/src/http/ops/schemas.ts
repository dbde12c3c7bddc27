import type { Static } from '@sinclair/typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import {
  Flag,
  Id,
  Input,
  INT_MAX,
  Int,
  List,
  NoInput,
  OneOf,
  Take,
  Text,
  TEXT_MAX,
} from '../schemas/formats';
import { REMOTE_NAMES } from '../../remotes';
import {
  DEVICE_CLASSES,
  FIELD_DATA_BATCH_MAX,
  WEB_VITAL_NAMES,
  WEB_VITAL_NAVIGATIONS,
  WEB_VITAL_RATINGS,
  WEB_VITAL_VALUE_MAX,
} from '../../field-data';

/** Request bodies of the operator calls (`admin/*`) and the development outbox (`dev/outbox`). */

/** The most rows an operator list returns at once. */
const OPS_PAGE_MAX = 500;
const OPS_PAGE_DEFAULT = 50;

/** Texts per interface language (spec §1: tr and en); at least one is given. */
const perLocale = <T extends TSchema>(item: T) =>
  Type.Object(
    { tr: Type.Optional(item), en: Type.Optional(item) },
    { minProperties: 1, additionalProperties: false },
  );

const url = () => Text(TEXT_MAX.url, { minLength: 1 });
/** Given: update that row (created under that id if absent); left out: a new row. */
const rowId = () => Type.Optional(Id());
const sort = () => Int(INT_MAX, { default: 0 });
const status = () => Flag({ default: true });

/**
 * A banner slide: three pictures per language (spec §2 picture sources: default, 992 px and up,
 * 1200 px and up), and optionally a fourth for a phone's shape (below 576 px); url '' or '#' = none.
 */
export const SlideUpsertSchema = Input({
  id: rowId(),
  slug: Text(TEXT_MAX.slug, { minLength: 1, pattern: '^[a-z0-9-]+$' }),
  sort: sort(),
  url: Text(TEXT_MAX.url, { default: '#' }),
  target: OneOf(['_self', '_blank'], { default: '_self' }),
  status: status(),
  images: perLocale(List(url(), 4, { minItems: 3 })),
  /**
   * What the picture says, per language whose images are given ('' none; plain text, its text
   * alternative on the site); left out keeps a stored slide's title.
   */
  titles: Type.Optional(perLocale(Text(TEXT_MAX.title))),
});

/** Every slide of every slider, switched off ones too (`?slug=home` narrows to one slider). */
export const AdminSlidesQuerySchema = Input({
  slug: Type.Optional(Text(TEXT_MAX.slug, { minLength: 1, pattern: '^[a-z0-9-]+$' })),
});

/** A promotion: the first picture is the card, the second the detail (spec §3 Promotion). */
export const PromotionUpsertSchema = Input({
  id: rowId(),
  sort: sort(),
  status: status(),
  /**
   * The bonus offer (`admin/bonusoffers` code) whose terms the promotion shows (spec §1 promotions
   * and bonuses); null unlinks it, left out keeps an existing promotion's link.
   */
  offerCode: Type.Optional(
    Type.Union([Text(40, { minLength: 1, pattern: '^[a-z0-9_]+$' }), Type.Null()]),
  ),
  texts: perLocale(
    Input({
      title: Text(TEXT_MAX.title, { minLength: 1 }),
      description: Text(TEXT_MAX.html),
      images: List(url(), 4, { minItems: 2 }),
    }),
  ),
});

/** A static page of a content category (categoryId 1 = the /pages menu). */
export const PageUpsertSchema = Input({
  id: rowId(),
  categoryId: Id(),
  sort: sort(),
  status: status(),
  texts: perLocale(
    Input({ title: Text(TEXT_MAX.title, { minLength: 1 }), body: Text(TEXT_MAX.page) }),
  ),
});

/** The popup (spec §3 Popup): a link ('' or '#': none) and three pictures, or none (no popup). */
export const PopupSetSchema = Input({
  url: Text(TEXT_MAX.url, { default: '' }),
  /** None, or all three (default, 992 px and up, 1200 px and up). */
  images: List(url(), 3),
});

/** A site address as the top bar names it: a host name, lower case (oyna2.com). */
const domain = (options: { minLength?: number } = {}) =>
  Text(253, {
    ...options,
    pattern: '^([a-z0-9-]+(\\.[a-z0-9-]+)+)?$',
    examples: ['oyna.example'],
  });

/** The top bar's announcement (spec §2/§4): the current and the next address ('' next: no bar). */
export const AnnouncementSetSchema = Input({
  current: domain({ minLength: 1 }),
  next: domain(),
});

/** A message key of the site (the bundled catalog's: `menu.promotions`, `chrome.topNotify.message`). */
const messageKey = () => Text(120, { minLength: 1, pattern: '^[A-Za-z0-9_.-]+$' });

/** Overrides of one message's text per language; null removes that language's override. */
export const TranslationSetSchema = Input({
  key: messageKey(),
  texts: Type.Object(
    {
      tr: Type.Optional(Type.Union([Text(TEXT_MAX.message, { minLength: 1 }), Type.Null()])),
      en: Type.Optional(Type.Union([Text(TEXT_MAX.message, { minLength: 1 }), Type.Null()])),
    },
    { minProperties: 1, additionalProperties: false },
  ),
});

/** The latest call requests. */
export const CallRequestsQuerySchema = Input({
  limit: Take(OPS_PAGE_MAX, { default: OPS_PAGE_DEFAULT }),
});

/** A System notification to one player (by username) or to all (`all: true`). */
export const AdminNotificationSchema = Input({
  username: Type.Optional(Text(TEXT_MAX.field, { minLength: 1 })),
  all: Type.Optional(Flag()),
  // The back office › notifications: a promotional one (a Bonus notification) never reaches a
  // player under a break (time-out or self-exclusion); only non-promotional ones (System) may.
  promotional: Type.Optional(Flag()),
  // spec §1: a broadcast written in both languages reaches each player in theirs (`texts`);
  // title and note alone are one text for every language (the older form of the call).
  title: Type.Optional(Text(TEXT_MAX.title, { minLength: 1 })),
  note: Type.Optional(Text(TEXT_MAX.note, { minLength: 1 })),
  texts: Type.Optional(
    perLocale(
      Type.Object(
        {
          title: Text(TEXT_MAX.title, { minLength: 1 }),
          note: Text(TEXT_MAX.note, { minLength: 1 }),
        },
        { additionalProperties: false },
      ),
    ),
  ),
});

/** The development outbox, newest first, optionally of one recipient. */
export const OutboxQuerySchema = Input({
  recipient: Type.Optional(Text(TEXT_MAX.field)),
  limit: Take(OPS_PAGE_MAX, { default: OPS_PAGE_DEFAULT }),
});

/** Longest reason a remote load report carries (an error's name and message, cut). */
export const REMOTE_REPORT_REASON_MAX = 200;

/**
 * `client/remotes`: the shell's report of one remote load on a page (docs/decisions/012): the
 * release (`isRemoteChannel`'s version shape, or `unversioned` for a remote given by a manifest
 * URL), what came of it, and for a failure why.
 */
export const RemoteLoadReportSchema = Input({
  remote: OneOf(REMOTE_NAMES),
  version: Type.String({
    maxLength: 64,
    pattern: '^(unversioned|[0-9][0-9A-Za-z.+-]{0,63})$',
    examples: ['1.0.0+3f2a9c1'],
  }),
  outcome: OneOf(['loaded', 'failed', 'fallback'] as const),
  reason: Type.Optional(Text(REMOTE_REPORT_REASON_MAX)),
});

/** Longest route label a field data record carries (a route id of ROUTES, or `other`). */
export const FIELD_DATA_ROUTE_MAX = 48;

/**
 * One measurement of a real visit (field-data.ts): the metric, its value (milliseconds; CLS
 * unitless), web-vitals' rating, the route id of the page it was measured on — never its url, so
 * neither ids nor query strings leave the browser —, how the page was reached and the device
 * class. Nothing names the player.
 */
export const WebVitalRecordSchema = Type.Object(
  {
    name: OneOf(WEB_VITAL_NAMES),
    value: Type.Number({ minimum: 0, maximum: WEB_VITAL_VALUE_MAX, allOf: [{ type: 'number' }] }),
    rating: OneOf(WEB_VITAL_RATINGS),
    route: Type.String({
      minLength: 1,
      maxLength: FIELD_DATA_ROUTE_MAX,
      pattern: '^[a-z][a-z0-9.-]*$',
      examples: ['casino.play', 'other'],
    }),
    navigation: OneOf(WEB_VITAL_NAVIGATIONS),
    device: OneOf(DEVICE_CLASSES),
  },
  { additionalProperties: false },
);

/** `client/vitals`: the shell's batch of field data, 1 to FIELD_DATA_BATCH_MAX records. */
export const WebVitalsReportSchema = Input({
  metrics: List(WebVitalRecordSchema, FIELD_DATA_BATCH_MAX, { minItems: 1 }),
});

/** The request schema of each operator, outbox and health call (calls.ts), by the call's name. */
export const OPS_REQUEST_SCHEMAS = {
  adminUpsertSlide: SlideUpsertSchema,
  adminSlides: AdminSlidesQuerySchema,
  adminPromotions: NoInput,
  adminUpsertPromotion: PromotionUpsertSchema,
  adminPages: NoInput,
  adminSiteContent: NoInput,
  adminSetPopup: PopupSetSchema,
  adminSetAnnouncement: AnnouncementSetSchema,
  adminTranslations: NoInput,
  adminSetTranslation: TranslationSetSchema,
  adminUpsertPage: PageUpsertSchema,
  adminCallRequests: CallRequestsQuerySchema,
  adminSendNotification: AdminNotificationSchema,
  getDevOutbox: OutboxQuerySchema,
  health: NoInput,
  healthLive: NoInput,
  healthReady: NoInput,
  reportRemoteLoad: RemoteLoadReportSchema,
  reportWebVitals: WebVitalsReportSchema,
} as const;

// ── request types (the schemas are their source) ─────────────────────────────────────────────

/** `client/remotes`: one remote load of a page, as the shell reports it. */
export type RemoteLoadReport = Static<typeof RemoteLoadReportSchema>;

/** `client/vitals`: one measurement of a real visit. */
export type WebVitalRecord = Static<typeof WebVitalRecordSchema>;

/** `client/vitals`: a batch of field data, as the shell posts it. */
export type WebVitalsReport = Static<typeof WebVitalsReportSchema>;

/** `admin/slide`: a banner slide of one slider, three pictures per language. */
export type SlideUpsert = Static<typeof SlideUpsertSchema>;

/** `admin/slides`: every slide (of one slider when `slug` is given). */
export type AdminSlidesQuery = Static<typeof AdminSlidesQuerySchema>;

/** `admin/promotion`: a promotion's texts and pictures per language. */
export type PromotionUpsert = Static<typeof PromotionUpsertSchema>;

/** `admin/page`: a static page's texts per language. */
export type PageUpsert = Static<typeof PageUpsertSchema>;

/** `admin/popup`: the popup's link and pictures. */
export type PopupSet = Static<typeof PopupSetSchema>;

/** `admin/announcement`: the top bar's current and next address. */
export type AnnouncementSet = Static<typeof AnnouncementSetSchema>;

/** `admin/translation`: one message's overrides per language (null removes one). */
export type TranslationSet = Static<typeof TranslationSetSchema>;

/** `admin/callrequests`: how many of the latest call requests. */
export type CallRequestsQuery = Static<typeof CallRequestsQuerySchema>;

/** `admin/notifications`: a System notification to one player (username) or to all. */
export type AdminNotification = Static<typeof AdminNotificationSchema>;

/** `dev/outbox` (development only): newest first, optionally of one recipient. */
export type OutboxQuery = Static<typeof OutboxQuerySchema>;
