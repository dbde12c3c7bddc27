import '../test/native-modules';
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { startApp, type Harness } from '../test/app-harness';
import { pgliteBackend } from '../test/backends';

// docs/ops.md › Metrics and traces: the Grafana dashboard and the Prometheus alert rules in
// deploy/observability/ name only metrics (and labels) the api registers, and the dashboard shows
// every metric of the api's own — so neither can drift from the code unnoticed.

const OBSERVABILITY = path.resolve(__dirname, '..', '..', '..', 'deploy', 'observability');

interface Registered {
  name: string;
  type: string;
  labelNames: string[];
}

/** The series names a metric exposes: a histogram's buckets, sum and count; a summary's too. */
function seriesOf(metric: Registered): string[] {
  if (metric.type === 'histogram') return ['_bucket', '_sum', '_count'].map((s) => metric.name + s);
  if (metric.type === 'summary') return [metric.name, `${metric.name}_sum`, `${metric.name}_count`];
  return [metric.name];
}

/** Every PromQL expression of the dashboard: its panels' targets and its variables' queries. */
function dashboardExpressions(dashboard: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown, key?: string) => {
    if (typeof node === 'string') {
      if (key === 'expr' || key === 'query' || key === 'definition') found.push(node);
    } else if (Array.isArray(node)) {
      for (const item of node) walk(item);
    } else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(v, k);
    }
  };
  walk(dashboard);
  return found;
}

interface RuleFile {
  groups: { name: string; rules: { alert?: string; record?: string; expr: string }[] }[];
}

/** `oyna_x{a="…", b=~"…"}`: the metric and the label names its selector uses. */
function selectors(expr: string): { series: string; labels: string[] }[] {
  return [...expr.matchAll(/\b(oyna_[a-z0-9_]+)\b(\{[^}]*\})?/g)].map(([, series, body]) => ({
    series: series!,
    labels: [...(body ?? '').matchAll(/(\w+)\s*(?:=~|!~|!=|=)/g)].map(([, label]) => label!),
  }));
}

describe('the dashboard and the alert rules', () => {
  let h: Harness;
  let registered: Registered[];
  beforeAll(async () => {
    h = await startApp(pgliteBackend);
    const served = h.app.metrics.served();
    const json = await served.getMetricsAsJSON();
    const labels = new Map(
      served
        .getMetricsAsArray()
        .map((m) => [m.name, (m as unknown as { labelNames?: string[] }).labelNames ?? []]),
    );
    registered = json.map((m) => ({
      name: m.name,
      type: String(m.type),
      labelNames: labels.get(m.name) ?? [],
    }));
  });
  afterAll(() => h.close());

  const dashboard = JSON.parse(
    fs.readFileSync(path.join(OBSERVABILITY, 'grafana-dashboard.json'), 'utf8'),
  ) as { title: string; uid: string; panels: unknown[] };
  const rules = parseYaml(
    fs.readFileSync(path.join(OBSERVABILITY, 'prometheus-rules.yml'), 'utf8'),
  ) as RuleFile;
  const ruleExpressions = rules.groups.flatMap((g) => g.rules.map((r) => r.expr));

  /** Series name → the labels it may be selected by. */
  const known = () => {
    const map = new Map<string, Set<string>>();
    for (const metric of registered) {
      for (const series of seriesOf(metric)) {
        // Every series carries the registry's default labels; buckets carry `le`.
        const labels = new Set([...metric.labelNames, 'replica', 'role']);
        if (series.endsWith('_bucket')) labels.add('le');
        map.set(series, labels);
      }
    }
    return map;
  };

  it('parse, and have something to say', () => {
    expect(dashboard.uid).toBe('oyna-api');
    expect(dashboard.panels.length).toBeGreaterThan(10);
    expect(ruleExpressions.length).toBeGreaterThan(5);
    expect(rules.groups.flatMap((g) => g.rules).every((r) => r.alert && r.expr)).toBe(true);
  });

  it.each([
    ['the dashboard', () => dashboardExpressions(dashboard)],
    ['the alert rules', () => ruleExpressions],
  ])('%s name only metrics and labels the api registers', (_what, expressions) => {
    const series = known();
    const used = expressions().flatMap(selectors);
    expect(used.length).toBeGreaterThan(5);
    const unknown = used.filter((u) => !series.has(u.series)).map((u) => u.series);
    expect(unknown).toEqual([]);
    const badLabels = used.flatMap((u) =>
      u.labels.filter((l) => !series.get(u.series)?.has(l)).map((l) => `${u.series}{${l}}`),
    );
    expect(badLabels).toEqual([]);
  });

  it("the dashboard shows every one of the api's own metrics", () => {
    const shown = new Set(
      dashboardExpressions(dashboard)
        .flatMap(selectors)
        .map((u) => u.series),
    );
    const own = registered.filter((m) => !/^oyna_(process|nodejs)_/.test(m.name));
    expect(own.length).toBeGreaterThan(15);
    const missing = own.filter((m) => !seriesOf(m).some((s) => shown.has(s))).map((m) => m.name);
    expect(missing).toEqual([]);
  });

  it('the rules alert on 5xx, p99 latency, job lag and the oldest pending withdrawal', () => {
    const text = ruleExpressions.join('\n');
    for (const needed of [
      'oyna_http_requests_total{status=~"5.."}',
      'oyna_http_request_duration_seconds_bucket',
      'oyna_job_lag_seconds_bucket',
      'oyna_withdrawal_oldest_pending_seconds',
    ]) {
      expect(text).toContain(needed);
    }
  });
});
