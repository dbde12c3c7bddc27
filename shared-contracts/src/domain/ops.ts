import type { Static } from '@sinclair/typebox';
import type {
  AdminNotificationSchema,
  CallRequestsQuerySchema,
  OutboxQuerySchema,
  PageUpsertSchema,
  PromotionUpsertSchema,
  SlideUpsertSchema,
} from '../http/schemas/ops';

/**
 * Wire shapes of the calls beyond the site's screens: the operator calls (`admin/*`, behind the
 * admin token), the development outbox and the health check.
 */

/** `admin/slide`: a banner slide of one slider, three pictures per language. */
export type SlideUpsert = Static<typeof SlideUpsertSchema>;
/** `admin/promotion`: a promotion's texts and pictures per language. */
export type PromotionUpsert = Static<typeof PromotionUpsertSchema>;
/** `admin/page`: a static page's texts per language. */
export type PageUpsert = Static<typeof PageUpsertSchema>;

/** What an upsert answers: the id of the row written. */
export interface UpsertResult {
  id: number;
}

/** `admin/callrequests`: how many of the latest call requests. */
export type CallRequestsQuery = Static<typeof CallRequestsQuerySchema>;

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

/** `admin/notifications`: a System notification to one player (username) or to all. */
export type AdminNotification = Static<typeof AdminNotificationSchema>;

/** How many players the notification went to. */
export interface NotificationSendResult {
  count: number;
}

/** `dev/outbox` (development only): newest first, optionally of one recipient. */
export type OutboxQuery = Static<typeof OutboxQuerySchema>;

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
