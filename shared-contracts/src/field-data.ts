import type { RouteId } from './routes';

/**
 * Field data (docs/ops.md › Field data): the Core Web Vitals and their two loading companions
 * measured in real visits by the shell (the `web-vitals` library) and posted in batches to
 * `client/vitals`, where the api counts them as Prometheus histograms. What the two sides agree on
 * lives here; the request schema is in http/ops/schemas.ts.
 */

/** The metrics a page reports (web.dev › Web Vitals: LCP, CLS and INP; FCP and TTFB beside them). */
export const WEB_VITAL_NAMES = ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** web-vitals' rating of a value against the metric's published thresholds. */
export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type WebVitalRating = (typeof WEB_VITAL_RATINGS)[number];

/** How the page was reached (web-vitals' `navigationType`, Navigation Timing's `type` and more). */
export const WEB_VITAL_NAVIGATIONS = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
] as const;
export type WebVitalNavigation = (typeof WEB_VITAL_NAVIGATIONS)[number];

/** The device class of a visit, by the viewport's width (the layout's own breakpoint). */
export const DEVICE_CLASSES = ['phone', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Widest viewport drawn with the phone layout (the compact menu: `max-width: 991.98px`). */
export const PHONE_MAX_WIDTH_PX = 991;

/** Most records one batch carries (five metrics, each reported again as it changes). */
export const FIELD_DATA_BATCH_MAX = 20;

/**
 * Largest value a record may carry: a minute in milliseconds for the timings; CLS is unitless and
 * far below it. Anything larger is not a measurement of a page a player waited for.
 */
export const WEB_VITAL_VALUE_MAX = 60_000;

/** The route label of a page that is none of the router's (ROUTES): one series, whatever the url. */
export const FIELD_DATA_OTHER_ROUTE = 'other';

/** The route a record is counted under: a route id of ROUTES, or `other`. */
export type FieldDataRoute = RouteId | typeof FIELD_DATA_OTHER_ROUTE;

/** The device class of a viewport `width` CSS pixels wide. */
export function deviceClassOf(width: number): DeviceClass {
  return width <= PHONE_MAX_WIDTH_PX ? 'phone' : 'desktop';
}
