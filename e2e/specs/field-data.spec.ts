import { expect, test } from '../support';
import { loadScriptsLib } from '../support/scripts-lib';
import { startSecondStack } from '../support/second-stack';

// docs/ops.md › Field data: a real visit's web vitals leave the page in a beacon as it is hidden
// and are counted in the api's metrics. The api's metrics are on METRICS_PORT, which nginx never
// serves (docs/ops.md › Metrics): the spec starts a private stack whose api serves them.

/** The samples of one histogram's count for these labels, summed over the series that match. */
function countOf(text: string, series: string, labels: Record<string, string>): number {
  return text
    .split('\n')
    .filter(
      (l) =>
        l.startsWith(`${series}{`) &&
        Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)),
    )
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

test('a visit’s LCP reaches the api’s metrics once the page is hidden @mobile', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const metricsPort = await (await loadScriptsLib()).freePort();
  const stack = await startSecondStack({
    apiEnv: { METRICS_PORT: String(metricsPort), METRICS_HOST: '127.0.0.1' },
  });
  const scrape = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const device = (page.viewportSize()?.width ?? 0) < 992 ? 'phone' : 'desktop';
  const labels = { route: 'casino.slot', device };
  try {
    expect(countOf(await scrape(), 'oyna_web_vitals_lcp_seconds_count', labels)).toBe(0);
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname);
    });
    // The reporter's chunk comes once the page has loaded and settled, not with the first scripts.
    const reporter = page.waitForResponse((r) => /\/field-data\.[0-9a-f]+\.js$/.test(r.url()));
    await page.goto(`${stack.url}/casino/slot?campaign=e2e-field-data`);
    await page.waitForLoadState('load');
    expect(loaded.some((s) => s.includes('field-data'))).toBe(false);
    await reporter;
    // web-vitals reports LCP when the page is hidden for real (a trusted event) or on the first
    // input; the player leaves: the page is unloaded, hidden, and the queue goes in a beacon.
    await page.goto('about:blank');

    await expect
      .poll(async () => countOf(await scrape(), 'oyna_web_vitals_lcp_seconds_count', labels), {
        timeout: 15_000,
      })
      .toBe(1);
    const text = await scrape();
    expect(countOf(text, 'oyna_web_vitals_fcp_seconds_count', labels)).toBe(1);
    expect(countOf(text, 'oyna_web_vitals_ttfb_seconds_count', labels)).toBe(1);
    // Counted by route id: nothing of the url (its query string) reached a label.
    expect(text).not.toMatch(/campaign|e2e-field-data/);
    expect(
      countOf(text, 'oyna_web_vitals_reports_total', { metric: 'LCP', navigation: 'navigate' }),
    ).toBe(1);
  } finally {
    await stack.stop();
  }
});
