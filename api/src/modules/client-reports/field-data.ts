import {
  FIELD_DATA_OTHER_ROUTE,
  ROUTES,
  type FieldDataRoute,
  type WebVitalName,
  type WebVitalRecord,
} from '@oyna/contracts';
import { Counter, Histogram, type Registry } from 'prom-client';

/**
 * Field data (docs/ops.md › Field data): the web vitals of real visits the shell posts to
 * `client/vitals`, counted as one Prometheus histogram per metric by route and device class,
 * with buckets that fall on web.dev's "good" and "poor" thresholds — so that
 * `histogram_quantile` reads a p75 and a bucket ratio reads the share of good visits.
 */

type Labels = 'route' | 'device';

interface VitalSeries {
  /** The histogram's name: seconds for the timings (Prometheus base units), CLS unitless. */
  name: string;
  help: string;
  /** A value as reported (milliseconds; CLS unitless) in the histogram's unit. */
  scale: number;
  buckets: number[];
}

/**
 * Per metric: its histogram and buckets. Each set holds the metric's good and poor thresholds
 * (web.dev › LCP 2.5 s / 4 s, FCP 1.8 s / 3 s, INP 200 ms / 500 ms, TTFB 0.8 s / 1.8 s, CLS 0.1 /
 * 0.25) as bucket bounds, and a few steps on either side.
 */
export const VITAL_SERIES: Record<WebVitalName, VitalSeries> = {
  LCP: {
    name: 'oyna_web_vitals_lcp_seconds',
    help: 'Largest Contentful Paint of real visits (field data), by route and device class',
    scale: 1 / 1000,
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 15, 20],
  },
  FCP: {
    name: 'oyna_web_vitals_fcp_seconds',
    help: 'First Contentful Paint of real visits (field data), by route and device class',
    scale: 1 / 1000,
    buckets: [0.3, 0.6, 1, 1.4, 1.8, 2.4, 3, 4, 6, 10],
  },
  TTFB: {
    name: 'oyna_web_vitals_ttfb_seconds',
    help: 'Time to First Byte of real visits (field data), by route and device class',
    scale: 1 / 1000,
    buckets: [0.05, 0.1, 0.2, 0.4, 0.6, 0.8, 1.2, 1.8, 3, 6],
  },
  INP: {
    name: 'oyna_web_vitals_inp_seconds',
    help: 'Interaction to Next Paint of real visits (field data), by route and device class',
    scale: 1 / 1000,
    buckets: [0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2, 5],
  },
  CLS: {
    name: 'oyna_web_vitals_cls',
    help: 'Cumulative Layout Shift of real visits (field data, unitless), by route and device class',
    scale: 1,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2],
  },
};

/** The route ids a record may be counted under; anything else is `other` (bounded labels). */
const KNOWN_ROUTES: ReadonlySet<string> = new Set(ROUTES.map((r) => r.id));

/** The route label of a record: one of the router's route ids, else `other`. */
export function routeLabelOf(route: string): FieldDataRoute {
  return KNOWN_ROUTES.has(route) ? (route as FieldDataRoute) : FIELD_DATA_OTHER_ROUTE;
}

/** The field data's histograms and its reports counter, on an app's registry. */
export class FieldData {
  private readonly histograms: Record<WebVitalName, Histogram<Labels>>;
  private readonly reports: Counter<'metric' | 'rating' | 'navigation'>;

  /**
   * @param counting  FIELD_DATA: off, a batch is still taken (and answered) but not counted, so
   *   that the operator stops collecting without waiting for a shell release.
   */
  constructor(
    registry: Registry,
    private readonly counting = true,
  ) {
    const entries = Object.entries(VITAL_SERIES).map(([metric, series]) => [
      metric,
      new Histogram<Labels>({
        name: series.name,
        help: series.help,
        labelNames: ['route', 'device'],
        buckets: series.buckets,
        registers: [registry],
      }),
    ]);
    this.histograms = Object.fromEntries(entries) as Record<WebVitalName, Histogram<Labels>>;
    this.reports = new Counter({
      name: 'oyna_web_vitals_reports_total',
      help: 'Field data records counted, by metric, web-vitals rating and navigation type',
      labelNames: ['metric', 'rating', 'navigation'],
      registers: [registry],
    });
  }

  /** Counts a batch the schema has accepted (every record well-formed and bounded). */
  count(records: readonly WebVitalRecord[]): void {
    if (!this.counting) return;
    for (const record of records) {
      const series = VITAL_SERIES[record.name];
      this.histograms[record.name].observe(
        { route: routeLabelOf(record.route), device: record.device },
        record.value * series.scale,
      );
      this.reports.inc({
        metric: record.name,
        rating: record.rating,
        navigation: record.navigation,
      });
    }
  }
}
