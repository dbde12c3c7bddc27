import { AFTER_LOAD_MS, afterLoad } from '../../lib/use-after-load';

/**
 * Field data (docs/ops.md › Field data): the web vitals of real visits. The measuring library and
 * its reporter are a chunk of their own, fetched once the page has loaded and the browser is idle
 * (afterLoad's rule), never part of the start-up scripts; web-vitals reads the paints, shifts
 * and input the browser buffered before it came (PerformanceObserver `buffered`).
 */
export function startFieldData(): void {
  afterLoad(AFTER_LOAD_MS, () => {
    import(/* webpackChunkName: "field-data" */ './vitals-reporter')
      .then((reporter) => reporter.startVitalsReporter())
      .catch(() => undefined);
  });
}
