// What Lighthouse's simulated LCP is made of (BENCH_LANTERN=1 in web-bench.mjs).
//
// Lighthouse does not time a throttled load: it records an unthrottled one and replays its
// dependency graph ("Lantern") on a slow 4G link (150 ms round trips, 1.6 Mbit/s shared by the
// connections, six per origin on HTTP/1.1) and a 4× slower CPU. The LCP it reports is when the
// last piece of work that the recorded load did before its largest paint ends in that replay:
// every request and task that came before the paint counts, needed or not. This lists those
// pieces by their simulated end, so a reader sees which one ends last and what it waited for.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/**
 * @param {{ artifacts: any, lhr: any }} result  what `lighthouse()` resolved to
 * @returns {Promise<{ lcpMs: number, nodes: { startMs: number, endMs: number, what: string }[] }>}
 */
export async function lanternPath({ artifacts, lhr }) {
  const settings = lhr.configSettings;
  const estimate = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      simulator: null,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
    },
    { computedCache: new Map(), settings },
  );
  // Lighthouse averages an optimistic and a pessimistic replay; the pessimistic one holds every
  // request made before the paint, so it is the one that shows what could be left out.
  const timings = [...estimate.pessimisticEstimate.nodeTimings.entries()];
  const nodes = timings
    .map(([node, t]) => ({
      startMs: Math.round(t.startTime),
      endMs: Math.round(t.endTime),
      what:
        node.type === 'network'
          ? `${node.request.url.startsWith('data:') ? 'data: URL' : new URL(node.request.url).pathname} ` +
            `(${Math.round((node.request.transferSize ?? 0) / 102.4) / 10} KB)`
          : `main thread, ${Math.round((node.endTime - node.startTime) / 100) / 10} ms unthrottled`,
    }))
    .sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
  return { lcpMs: Math.round(estimate.timing), nodes };
}
