import type { WebVitalsReport } from '@oyna/contracts';
import type { MetricType } from 'web-vitals';
import {
  createVitalsQueue,
  recordOf,
  routeIdAt,
  sendVitals,
  startVitalsReporter,
  VITALS_URL,
} from './vitals-reporter';

// The measuring is the browser's and web-vitals' (e2e/specs/field-data.spec.ts drives the real
// one); here its reports are handed in, and what leaves the page is checked.
const reporters: Array<(metric: MetricType) => void> = [];
jest.mock('web-vitals', () => {
  const on = (report: (metric: MetricType) => void) => reporters.push(report);
  return { onLCP: on, onCLS: on, onINP: on, onFCP: on, onTTFB: on };
});

const metric = (over: Partial<MetricType> = {}): MetricType =>
  ({
    name: 'LCP',
    value: 1834.26,
    rating: 'good',
    delta: 1834.26,
    id: 'v5-1-1',
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
    ...over,
  }) as MetricType;

/** A Blob's text (jsdom's Blob has no text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('the route a record names', () => {
  it.each([
    ['/', 'home'],
    ['/casino/play/12345', 'casino.play'],
    ['/pages/7', 'pages'],
    ['/dashboard/deposit', 'dashboard.deposit'],
    ['/no/such/page', 'other'],
    ['/casino/play/12345/extra', 'other'],
  ])('%s is counted as %s (the router’s route id, never the url)', (path, id) => {
    expect(routeIdAt(path)).toBe(id);
  });
});

describe('a record', () => {
  it('carries the metric, its rounded value, rating, route, navigation and device only', () => {
    expect(recordOf(metric(), 'casino.slot', 'phone')).toEqual({
      name: 'LCP',
      value: 1834.3,
      rating: 'good',
      route: 'casino.slot',
      navigation: 'navigate',
      device: 'phone',
    });
    expect(recordOf(metric({ name: 'CLS', value: 0.123456 }), 'home', 'desktop')?.value).toBe(
      0.1235,
    );
  });

  it('is not made of a value the api would refuse, nor of a navigation it does not know', () => {
    expect(recordOf(metric({ value: 60_001 }), 'home', 'phone')).toBeUndefined();
    expect(recordOf(metric({ value: -1 }), 'home', 'phone')).toBeUndefined();
    expect(recordOf(metric({ value: Number.NaN }), 'home', 'phone')).toBeUndefined();
    expect(
      recordOf(metric({ navigationType: 'soft-navigation' }), 'home', 'phone'),
    ).toBeUndefined();
  });
});

describe('the queue', () => {
  it('sends nothing until flushed, then each metric once with its latest value', () => {
    const sent: WebVitalsReport[] = [];
    const queue = createVitalsQueue({ route: 'home', device: 'phone', send: (r) => sent.push(r) });
    queue.add(metric({ name: 'CLS', id: 'cls-1', value: 0.01 }));
    queue.add(metric({ name: 'CLS', id: 'cls-1', value: 0.02 }));
    queue.add(metric({ id: 'lcp-1' }));
    expect(sent).toEqual([]);
    queue.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.metrics.map((m) => [m.name, m.value])).toEqual([
      ['CLS', 0.02],
      ['LCP', 1834.3],
    ]);
    // A later report of a metric already sent would count the visit twice in the histogram.
    queue.add(metric({ name: 'CLS', id: 'cls-1', value: 0.3 }));
    queue.flush();
    expect(sent).toHaveLength(1);
    // A back/forward cache restore is a new page view: new ids, sent again.
    queue.add(metric({ id: 'lcp-2', navigationType: 'back-forward-cache' }));
    queue.flush();
    expect(sent[1]!.metrics).toEqual([
      expect.objectContaining({ name: 'LCP', navigation: 'back-forward-cache' }),
    ]);
  });

  it('splits what it holds into batches of at most 20 records', () => {
    const sent: WebVitalsReport[] = [];
    const queue = createVitalsQueue({ route: 'home', device: 'phone', send: (r) => sent.push(r) });
    for (let n = 0; n < 45; n += 1) queue.add(metric({ id: `m-${n}` }));
    queue.flush();
    expect(sent.map((r) => r.metrics.length)).toEqual([20, 20, 5]);
  });
});

describe('sending', () => {
  const sendBeacon = jest.fn<boolean, [string, BodyInit?]>();
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  beforeEach(() => {
    sendBeacon.mockReset();
    fetchMock.mockReset().mockResolvedValue({ status: 204 } as Response);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    window.fetch = fetchMock as typeof fetch;
  });

  it('goes as a JSON beacon to the same origin', async () => {
    sendBeacon.mockReturnValue(true);
    const report: WebVitalsReport = { metrics: [recordOf(metric(), 'home', 'phone')!] };
    sendVitals(report);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(new URL(VITALS_URL, document.baseURI).href);
    expect((blob as Blob).type).toBe('application/json');
    expect(JSON.parse(await textOf(blob as Blob))).toEqual(report);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the browser does not queue the beacon', () => {
    sendBeacon.mockReturnValue(false);
    sendVitals({ metrics: [recordOf(metric(), 'home', 'phone')!] });
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/\/api\/client\/vitals$/),
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });
});

describe('the reporter on a page', () => {
  it('sends the queued reports when the page is hidden, naming the route and not the url', async () => {
    const sendBeacon = jest.fn<boolean, [string, BodyInit?]>().mockReturnValue(true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    window.history.pushState({}, '', '/casino/play/4711?ref=promo&token=secret');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    reporters.length = 0;
    startVitalsReporter();
    expect(reporters).toHaveLength(5);
    for (const [n, name] of (['LCP', 'CLS', 'INP', 'FCP', 'TTFB'] as const).entries()) {
      reporters[n]!(metric({ name, id: `${name}-1`, value: name === 'CLS' ? 0.05 : 120 }));
    }
    expect(sendBeacon).not.toHaveBeenCalled();

    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).not.toHaveBeenCalled();

    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const body = await textOf(sendBeacon.mock.calls[0]![1] as Blob);
    expect(body).not.toMatch(/4711|token|secret|ref=|\?/);
    const report = JSON.parse(body) as WebVitalsReport;
    expect(report.metrics.map((m) => m.name)).toEqual(['LCP', 'CLS', 'INP', 'FCP', 'TTFB']);
    expect(new Set(report.metrics.map((m) => `${m.route} ${m.device}`))).toEqual(
      new Set(['casino.play phone']),
    );

    // pagehide after hidden: nothing left to send.
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});
