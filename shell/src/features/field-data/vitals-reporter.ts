import {
  deviceClassOf,
  FIELD_DATA_BATCH_MAX,
  FIELD_DATA_OTHER_ROUTE,
  ROUTES,
  WEB_VITAL_NAVIGATIONS,
  WEB_VITAL_VALUE_MAX,
  type DeviceClass,
  type FieldDataRoute,
  type WebVitalNavigation,
  type WebVitalRecord,
  type WebVitalsReport,
} from '@oyna/contracts';
import { matchPath } from '@oyna/ui/router';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';

/**
 * Field data (docs/ops.md › Field data): the web vitals of this visit, measured by `web-vitals`
 * and posted to `client/vitals` in batches as the page is hidden — web-vitals' own pattern
 * (README › Batch multiple reports together): queue each report, send the queue with
 * `navigator.sendBeacon` on `visibilitychange` to hidden and on `pagehide` (Safari does not
 * always fire the first when a page is unloaded), `fetch` with `keepalive` where no beacon goes.
 * This module is its own chunk, loaded once the page has settled (field-data.ts).
 *
 * Privacy: a record names the route's id of the router's table (ROUTES), never the url — no id
 * of a game or page, no query string —, and nothing of the player.
 */

/** Where the batches go (same origin: the page's CSP `connect-src 'self'` allows it). */
export const VITALS_URL = 'api/client/vitals';

const NAVIGATIONS: ReadonlySet<string> = new Set(WEB_VITAL_NAVIGATIONS);

/** The route id of the page at `pathname` (the router's table), or `other`. */
export function routeIdAt(pathname: string): FieldDataRoute {
  return ROUTES.find((r) => matchPath(r.path, pathname) !== null)?.id ?? FIELD_DATA_OTHER_ROUTE;
}

/**
 * The path of the page as it was loaded: the metrics of a load (LCP, FCP, TTFB) belong to it,
 * and CLS and INP are counted over the whole visit, which starts there (an SPA navigation is not
 * a new page to web-vitals). The navigation entry keeps it whatever the router did since.
 */
export function landingPath(win: Window = window): string {
  const [entry] = win.performance?.getEntriesByType?.('navigation') ?? [];
  try {
    if (entry?.name) return new URL(entry.name).pathname;
  } catch {
    // Not a url: the current location's path then.
  }
  return win.location.pathname;
}

/** A web-vitals report as the record the api takes, or undefined when it cannot be one. */
export function recordOf(
  metric: Pick<MetricType, 'name' | 'value' | 'rating' | 'navigationType'>,
  route: FieldDataRoute,
  device: DeviceClass,
): WebVitalRecord | undefined {
  const { value } = metric;
  // The api refuses a batch with a value out of its bounds: such a record stays here.
  if (!Number.isFinite(value) || value < 0 || value > WEB_VITAL_VALUE_MAX) return undefined;
  if (!NAVIGATIONS.has(metric.navigationType)) return undefined;
  return {
    name: metric.name,
    // Milliseconds to a tenth, CLS to four decimals: enough for any bucket, fewer bytes.
    value:
      metric.name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value * 10) / 10,
    rating: metric.rating,
    route,
    navigation: metric.navigationType as WebVitalNavigation,
    device,
  };
}

/** Sends one batch without waiting: a beacon when the browser queues it, else a keepalive fetch. */
export function sendVitals(report: WebVitalsReport, win: Window = window): void {
  const url = new URL(VITALS_URL, win.document.baseURI).href;
  const body = JSON.stringify(report);
  try {
    // A JSON Blob: the api takes application/json (a bare string would go as text/plain).
    const blob = new Blob([body], { type: 'application/json' });
    if (typeof win.navigator.sendBeacon === 'function' && win.navigator.sendBeacon(url, blob)) {
      return;
    }
    void win
      .fetch(url, {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body,
      })
      .catch(() => undefined);
  } catch {
    // Field data is never worth a broken page.
  }
}

export interface VitalsQueue {
  /** Queues a report; a later report of the same metric replaces it until it is sent. */
  add(metric: MetricType): void;
  /** Sends what is queued, in batches of at most FIELD_DATA_BATCH_MAX records. */
  flush(): void;
}

/**
 * The page's queue of reports. Each metric (web-vitals' `id`: one per metric and page view, a
 * new one after a back/forward cache restore) is sent once, with its value when the page is
 * first hidden: the api counts values in histograms, where a second sample of the same visit
 * would weigh it twice.
 */
export function createVitalsQueue(options: {
  route: FieldDataRoute;
  device: DeviceClass;
  send: (report: WebVitalsReport) => void;
}): VitalsQueue {
  const queued = new Map<string, WebVitalRecord>();
  const sent = new Set<string>();
  return {
    add(metric) {
      if (sent.has(metric.id)) return;
      const record = recordOf(metric, options.route, options.device);
      if (record) queued.set(metric.id, record);
    },
    flush() {
      if (queued.size === 0) return;
      const records = [...queued.values()];
      for (const id of queued.keys()) sent.add(id);
      queued.clear();
      for (let start = 0; start < records.length; start += FIELD_DATA_BATCH_MAX) {
        options.send({ metrics: records.slice(start, start + FIELD_DATA_BATCH_MAX) });
      }
    },
  };
}

/** Starts measuring this page and sending its field data as it is hidden (once per page). */
export function startVitalsReporter(win: Window = window): VitalsQueue {
  const queue = createVitalsQueue({
    route: routeIdAt(landingPath(win)),
    device: deviceClassOf(win.innerWidth),
    send: (report) => sendVitals(report, win),
  });
  const add = (metric: MetricType) => queue.add(metric);
  onLCP(add);
  onCLS(add);
  onINP(add);
  onFCP(add);
  onTTFB(add);
  // After web-vitals' own listeners, which report LCP, CLS and INP as the page is hidden: this
  // one then finds them queued.
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') queue.flush();
  });
  win.addEventListener('pagehide', () => queue.flush());
  return queue;
}
