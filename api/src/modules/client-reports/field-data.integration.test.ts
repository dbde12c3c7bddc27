import '../../test/native-modules';
import { FIELD_DATA_BATCH_MAX, type WebVitalRecord } from '@oyna/contracts';
import { call, startApp, type Harness } from '../../test/app-harness';
import { pgliteBackend } from '../../test/backends';
import { routeLabelOf } from './field-data';

// docs/ops.md › Field data: the shell's web vitals of real visits, counted as histograms by route
// and device class, served with the rest of the api's metrics.

const URL = '/api/client/vitals';

const lcp = (over: Partial<WebVitalRecord> = {}): WebVitalRecord => ({
  name: 'LCP',
  value: 1234.5,
  rating: 'good',
  route: 'casino.slot',
  navigation: 'navigate',
  device: 'phone',
  ...over,
});

/** What GET /metrics would serve (the registry METRICS_PORT serves). */
async function scrape(h: Harness): Promise<string> {
  return h.app.metrics.served().metrics();
}

/** The value of one sample line of the exposition text (0 when absent). */
function sample(text: string, series: string, labels: Record<string, string>): number {
  const line = text
    .split('\n')
    .find(
      (l) =>
        l.startsWith(`${series}{`) &&
        Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/** Every sample of the field data's series, summed (what a refused batch must leave alone). */
function fieldDataTotal(text: string): number {
  return text
    .split('\n')
    .filter((l) => /^oyna_web_vitals_\w+(_count|_total)\{/.test(l))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

describe('client/vitals', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(pgliteBackend, { rateLimit: { max: 1_000, timeWindowMs: 60_000 } });
  });
  afterAll(() => h?.close());

  it('counts a batch by metric, route and device and answers 204 with no body', async () => {
    const before = await scrape(h);
    const response = await h.app.inject({
      method: 'POST',
      url: URL,
      payload: {
        metrics: [
          lcp(),
          lcp({ name: 'CLS', value: 0.03 }),
          lcp({ name: 'INP', value: 180, device: 'desktop', route: 'home' }),
          lcp({ name: 'FCP', value: 900 }),
          lcp({ name: 'TTFB', value: 120, navigation: 'reload' }),
        ],
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const after = await scrape(h);
    const phoneSlot = { route: 'casino.slot', device: 'phone' };
    expect(sample(after, 'oyna_web_vitals_lcp_seconds_count', phoneSlot)).toBe(
      sample(before, 'oyna_web_vitals_lcp_seconds_count', phoneSlot) + 1,
    );
    // 1234.5 ms is counted as 1.2345 s: under the 1.5 s bucket, not under 1 s.
    expect(
      sample(after, 'oyna_web_vitals_lcp_seconds_bucket', { ...phoneSlot, le: '1.5' }),
    ).toBeGreaterThan(0);
    expect(sample(after, 'oyna_web_vitals_lcp_seconds_bucket', { ...phoneSlot, le: '1' })).toBe(0);
    expect(sample(after, 'oyna_web_vitals_cls_count', phoneSlot)).toBe(1);
    expect(
      sample(after, 'oyna_web_vitals_inp_seconds_count', { route: 'home', device: 'desktop' }),
    ).toBe(1);
    expect(sample(after, 'oyna_web_vitals_fcp_seconds_count', phoneSlot)).toBe(1);
    expect(
      sample(after, 'oyna_web_vitals_reports_total', {
        metric: 'TTFB',
        rating: 'good',
        navigation: 'reload',
      }),
    ).toBe(1);
  });

  it('counts a route the router does not have as other, so the series stay bounded', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: URL,
      payload: { metrics: [lcp({ route: 'no.such.route' }), lcp({ route: 'x-campaign-2026' })] },
    });
    expect(response.statusCode).toBe(204);
    const text = await scrape(h);
    expect(sample(text, 'oyna_web_vitals_lcp_seconds_count', { route: 'other' })).toBe(2);
    expect(text).not.toContain('no.such.route');
    expect(text).not.toContain('x-campaign-2026');
    expect(routeLabelOf('casino.play')).toBe('casino.play');
    expect(routeLabelOf('constructor')).toBe('other');
  });

  it('takes what a beacon sends: a JSON Blob', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: Buffer.from(JSON.stringify({ metrics: [lcp({ route: 'promotions' })] })),
    });
    expect(response.statusCode).toBe(204);
    expect(
      sample(await scrape(h), 'oyna_web_vitals_lcp_seconds_count', { route: 'promotions' }),
    ).toBe(1);
  });

  it.each([
    ['no records', { metrics: [] }],
    [
      'too many records',
      { metrics: Array.from({ length: FIELD_DATA_BATCH_MAX + 1 }, () => lcp()) },
    ],
    ['an unknown metric', { metrics: [lcp({ name: 'FID' as never })] }],
    ['a negative value', { metrics: [lcp({ value: -1 })] }],
    ['a value past a minute', { metrics: [lcp({ value: 60_001 })] }],
    ['a value as text', { metrics: [lcp({ value: '1200' as never })] }],
    ['an unknown rating', { metrics: [lcp({ rating: 'great' as never })] }],
    ['a url for a route', { metrics: [lcp({ route: '/casino/play/123?token=abc' })] }],
    ['a route too long', { metrics: [lcp({ route: `a${'b'.repeat(48)}` })] }],
    ['an unknown device', { metrics: [lcp({ device: 'watch' as never })] }],
    ['an unknown navigation', { metrics: [lcp({ navigation: 'teleport' as never })] }],
    ['a bare list', [lcp()]],
  ])('answers 400 to %s and counts nothing', async (_what, payload) => {
    const before = fieldDataTotal(await scrape(h));
    const { status, body } = await call(h.app, { method: 'POST', url: URL, payload });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toBeTruthy();
    expect(fieldDataTotal(await scrape(h))).toBe(before);
  });

  it('drops what a record must not carry (a player id, a url) before it is counted', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: URL,
      payload: {
        metrics: [{ ...lcp({ route: 'dashboard' }), playerId: 7, url: '/dashboard?id=7' }],
      },
    });
    expect(response.statusCode).toBe(204);
    const text = await scrape(h);
    expect(sample(text, 'oyna_web_vitals_lcp_seconds_count', { route: 'dashboard' })).toBe(1);
    expect(text).not.toMatch(/playerId|id=7/);
  });

  it('words a refusal in the caller’s language', async () => {
    const payload = { metrics: [lcp({ value: 60_001 })] };
    const en = await call(h.app, { method: 'POST', url: URL, payload, locale: 'en' });
    const tr = await call(h.app, { method: 'POST', url: URL, payload, locale: 'tr' });
    expect(en.body.message).toBe('Value: Must be at most 60000');
    expect(tr.body.message).toMatch(/^Değer: .*60000/);
    expect(tr.body.message).not.toBe(en.body.message);
  });
});

describe('client/vitals throttled', () => {
  it('is held to the per-IP budget of every anonymous call (429 past it, nothing counted)', async () => {
    const h = await startApp(pgliteBackend, { rateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const payload = { metrics: [lcp({ route: 'spor' })] };
      const statuses: number[] = [];
      for (let n = 0; n < 5; n += 1) {
        statuses.push((await h.app.inject({ method: 'POST', url: URL, payload })).statusCode);
      }
      expect(statuses).toEqual([204, 204, 204, 429, 429]);
      const text = await scrape(h);
      expect(sample(text, 'oyna_web_vitals_lcp_seconds_count', { route: 'spor' })).toBe(3);
    } finally {
      await h.close();
    }
  });
});

describe('client/vitals with FIELD_DATA=off', () => {
  it('still answers a beacon 204 but counts nothing', async () => {
    const h = await startApp(pgliteBackend, { fieldData: false });
    try {
      const response = await h.app.inject({
        method: 'POST',
        url: URL,
        payload: { metrics: [lcp(), lcp({ name: 'CLS', value: 0.2 })] },
      });
      expect(response.statusCode).toBe(204);
      expect(fieldDataTotal(await scrape(h))).toBe(0);
      // A bad batch is still refused: the switch turns counting off, not the checks.
      const bad = await call(h.app, { method: 'POST', url: URL, payload: { metrics: [] } });
      expect(bad.status).toBe(400);
    } finally {
      await h.close();
    }
  });
});
