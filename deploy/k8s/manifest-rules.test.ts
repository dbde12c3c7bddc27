import fs from 'node:fs';
import path from 'node:path';
import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import type { IJob } from 'kubernetes-models/batch/v1';
import type { IIngress, INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1';
import type { IConfigMap, IContainer, IPodSpec, IService } from 'kubernetes-models/v1';
import { isObject, type K8sObject } from './kustomize-lite';
import { BUILDS, builds, kindOf, root } from './manifest-loader';

// Each build of deploy/k8s (the base and each overlay's result) held to the rules we hold every
// workload to (docs/ops.md › Kubernetes); that its documents are valid for their kinds is
// manifest-documents.test.ts's.

function named<T>(objects: K8sObject[], kind: string, name: string): T & K8sObject {
  const found = kindOf<T>(objects, kind).find((object) => object.metadata.name === name);
  if (!found) throw new Error(`${kind}/${name} is missing`);
  return found;
}

function podSpec(object: K8sObject): IPodSpec {
  const spec = (object as IDeployment | IJob).spec?.template.spec;
  if (!spec) throw new Error(`${object.kind}/${object.metadata.name} has no pod spec`);
  return spec;
}

function container(object: K8sObject, name: string): IContainer {
  const found = podSpec(object).containers.find((c) => c.name === name);
  if (!found) throw new Error(`${object.metadata.name} has no container ${name}`);
  return found;
}

const envValue = (c: IContainer, name: string): string | undefined =>
  c.env?.find((e) => e.name === name)?.value;

/** What every workload's pod must hold to (docs/ops.md › Kubernetes › Every pod). */
function workloadProblems(object: K8sObject, { probes }: { probes: boolean }): string[] {
  const spec = podSpec(object);
  const problems: string[] = [];
  const pod = spec.securityContext ?? {};
  for (const c of spec.containers) {
    const where = `${object.kind}/${object.metadata.name} ${c.name}`;
    if (probes && !c.livenessProbe) problems.push(`${where}: no livenessProbe`);
    if (probes && !c.readinessProbe) problems.push(`${where}: no readinessProbe`);
    for (const kind of ['requests', 'limits'] as const) {
      for (const resource of ['cpu', 'memory']) {
        if (c.resources?.[kind]?.[resource] === undefined) {
          problems.push(`${where}: no resources.${kind}.${resource}`);
        }
      }
    }
    const security = c.securityContext ?? {};
    if ((security.runAsNonRoot ?? pod.runAsNonRoot) !== true)
      problems.push(`${where}: may run as root`);
    const uid = security.runAsUser ?? pod.runAsUser;
    if (!uid || uid <= 0) problems.push(`${where}: no non-zero runAsUser`);
    if (security.readOnlyRootFilesystem !== true)
      problems.push(`${where}: writable root filesystem`);
    if (security.allowPrivilegeEscalation !== false)
      problems.push(`${where}: privilege escalation`);
    if (!security.capabilities?.drop?.includes('ALL')) problems.push(`${where}: capabilities kept`);
    const emptyDirs = new Set(
      (spec.volumes ?? []).filter((v) => v.emptyDir !== undefined).map((v) => v.name),
    );
    const nginx = /(^|\/)(oyna\/)?nginx(:|$)/.test(c.image ?? '');
    const writable = nginx ? ['/tmp', '/var/cache/nginx', '/etc/nginx/conf.d'] : ['/tmp'];
    for (const dir of writable) {
      const mount = c.volumeMounts?.find((m) => m.mountPath === dir);
      if (!mount || !emptyDirs.has(mount.name)) problems.push(`${where}: no emptyDir at ${dir}`);
    }
  }
  return problems;
}

/** Seconds a container's preStop `sleep N` waits (0 without one). */
function preStopSeconds(c: IContainer): number {
  const command = c.lifecycle?.preStop?.exec?.command ?? [];
  return command[0] === 'sleep' ? Number(command[1]) : 0;
}

const matches = (selector: Record<string, string> | undefined, labels: unknown): boolean =>
  !!selector &&
  isObject(labels) &&
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([key, value]) => labels[key] === value);

describe.each(BUILDS)('the %s build', (name) => {
  const { objects } = builds[name];
  const deployments = kindOf<IDeployment>(objects, 'Deployment');
  const web = named<IDeployment>(objects, 'Deployment', 'oyna-api-web');
  const worker = named<IDeployment>(objects, 'Deployment', 'oyna-api-worker');
  const migrate = named<IJob>(objects, 'Job', 'oyna-migrate');
  const config = named<IConfigMap>(objects, 'ConfigMap', 'oyna-api-config');

  it('runs every pod non-root, read-only, without privileges, probed and within limits', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual([
      'oyna-api-web',
      'oyna-api-worker',
      'oyna-edge',
      'oyna-static',
    ]);
    for (const d of deployments) expect(workloadProblems(d, { probes: true })).toEqual([]);
    expect(workloadProblems(migrate, { probes: false })).toEqual([]);
  });

  it('splits the api by OYNA_ROLE on one image, named per pod', () => {
    const api = { web: container(web, 'api'), worker: container(worker, 'api') };
    expect(envValue(api.web, 'OYNA_ROLE')).toBe('web');
    expect(envValue(api.worker, 'OYNA_ROLE')).toBe('worker');
    expect(worker.spec?.replicas).toBe(1);
    expect(web.spec?.replicas).toBeGreaterThanOrEqual(2);
    expect(api.web.image).toBe(api.worker.image);
    expect(container(migrate, 'migrate').image).toBe(api.web.image);
    for (const c of Object.values(api)) {
      const replica = c.env?.find((e) => e.name === 'OYNA_REPLICA_ID');
      expect(replica?.valueFrom?.fieldRef?.fieldPath).toBe('metadata.name');
      expect(c.livenessProbe?.httpGet?.path).toBe('/api/health/live');
      expect(c.readinessProbe?.httpGet?.path).toBe('/api/health/ready');
      expect(c.envFrom?.map((from) => from.configMapRef?.name ?? from.secretRef?.name)).toEqual([
        'oyna-api-config',
        'oyna-api-secrets',
      ]);
    }
  });

  it('gives api pods time to leave the Service and drain before they are killed', () => {
    const graceMs = Number(config.data?.SHUTDOWN_GRACE_MS);
    // SHUTDOWN_DELAY_MS: serving on after SIGTERM while readiness says 503 (0 here: preStop does it).
    const delayMs = Number(config.data?.SHUTDOWN_DELAY_MS ?? 0);
    expect(graceMs).toBeGreaterThan(0);
    for (const d of [web, worker]) {
      const c = container(d, 'api');
      expect(preStopSeconds(c)).toBeGreaterThanOrEqual(3);
      const total = podSpec(d).terminationGracePeriodSeconds ?? 30;
      expect(total * 1000).toBeGreaterThan(preStopSeconds(c) * 1000 + delayMs + graceMs);
    }
  });

  it('serves the api on 0.0.0.0:4000 and its metrics on 9464, scraped through annotations', () => {
    expect(config.data).toMatchObject({ HOST: '0.0.0.0', PORT: '4000', METRICS_PORT: '9464' });
    for (const d of [web, worker]) {
      const ports = container(d, 'api').ports ?? [];
      expect(ports).toEqual(
        expect.arrayContaining([
          { name: 'http', containerPort: 4000 },
          { name: 'metrics', containerPort: 9464 },
        ]),
      );
      expect(d.spec?.template.metadata?.annotations).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': '9464',
        'prometheus.io/path': '/metrics',
      });
    }
    const policies = kindOf<INetworkPolicy>(objects, 'NetworkPolicy');
    const metrics = policies.filter((p) =>
      p.spec?.ingress?.some((rule) => rule.ports?.some((port) => port.port === 9464)),
    );
    expect(metrics).toHaveLength(1);
    for (const d of [web, worker]) {
      expect(
        matches(metrics[0]?.spec?.podSelector.matchLabels, d.spec?.template.metadata?.labels),
      ).toBe(true);
    }
  });

  it('keeps the api web pods available (PDB) and scales them on CPU (HPA autoscaling/v2)', () => {
    const labels = web.spec?.template.metadata?.labels;
    const pdb = kindOf<IPodDisruptionBudget>(objects, 'PodDisruptionBudget').find((p) =>
      matches(p.spec?.selector?.matchLabels, labels),
    );
    expect(pdb).toBeDefined();
    const hpa = named<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler', 'oyna-api-web');
    expect(hpa.spec?.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: 'oyna-api-web',
    });
    const cpu = hpa.spec?.metrics?.find((m) => m.type === 'Resource' && m.resource?.name === 'cpu');
    expect(cpu?.resource?.target.type).toBe('Utilization');
    expect(cpu?.resource?.target.averageUtilization).toBeGreaterThan(0);
    // A drain must be able to evict one pod at the smallest scale.
    expect(Number(pdb?.spec?.minAvailable)).toBeLessThan(hpa.spec?.minReplicas ?? 1);
    expect(hpa.spec?.maxReplicas).toBeGreaterThanOrEqual(hpa.spec?.minReplicas ?? 1);
  });

  it('runs the api migrate CLI in the migrate Job, once, never restarting in place', () => {
    const c = container(migrate, 'migrate');
    const script = [...(c.command ?? []), ...(c.args ?? [])].find((part) => part.endsWith('.ts'));
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'api/package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.migrate).toBe(`tsx ${path.relative('api', script ?? '')}`);
    expect(fs.existsSync(path.join(root, script ?? 'missing'))).toBe(true);
    expect(c.command?.[0]).toBe('node_modules/.bin/tsx');
    expect(podSpec(migrate).restartPolicy).toBe('Never');
    expect(c.envFrom).toEqual(container(web, 'api').envFrom);
  });

  it('points every Service at pods and ports that exist, and the edge at those Services', () => {
    const services = kindOf<IService>(objects, 'Service');
    for (const service of services.filter((s) => s.spec?.type !== 'ExternalName')) {
      const pods = deployments.filter((d) =>
        matches(service.spec?.selector, d.spec?.template.metadata?.labels),
      );
      expect([service.metadata.name, pods.length]).toEqual([service.metadata.name, 1]);
      const names = podSpec(pods[0] as K8sObject).containers.flatMap((c) =>
        (c.ports ?? []).map((p) => p.name),
      );
      for (const port of service.spec?.ports ?? []) expect(names).toContain(port.targetPort);
    }
    const edge = container(named(objects, 'Deployment', 'oyna-edge'), 'nginx');
    const upstreams = (edge.env ?? []).filter((e) => e.name.endsWith('_UPSTREAM'));
    expect(upstreams.map((e) => e.name).sort()).toEqual(
      ['ACCOUNT', 'API', 'BACKOFFICE', 'CASINO', 'PAYMENTS', 'SHELL', 'SPORTS'].map(
        (n) => `${n}_UPSTREAM`,
      ),
    );
    // The edge template names exactly these upstreams (nginx/templates/edge.conf.template).
    const template = fs.readFileSync(path.join(root, 'nginx/templates/edge.conf.template'), 'utf8');
    for (const e of upstreams) expect(template).toContain(`\${${e.name}}`);
    for (const e of upstreams) {
      const [host, port] = (e.value ?? '').split(':');
      const service = services.find((s) => s.metadata.name === host);
      expect([e.name, service?.spec?.ports?.some((p) => p.port === Number(port))]).toEqual([
        e.name,
        true,
      ]);
    }
    expect(envValue(edge, 'API_UPSTREAM')).toBe('oyna-api:4000');
  });

  it('serves the front-end releases from a volume and the remotes config from a ConfigMap', () => {
    const spec = podSpec(named(objects, 'Deployment', 'oyna-static'));
    const claim = spec.volumes?.find((v) => v.persistentVolumeClaim)?.persistentVolumeClaim;
    expect(claim?.readOnly).toBe(true);
    named(objects, 'PersistentVolumeClaim', claim?.claimName ?? '');
    const remotes = spec.volumes?.find((v) => v.configMap);
    const map = named<IConfigMap>(objects, 'ConfigMap', remotes?.configMap?.name ?? '');
    expect(Object.keys(JSON.parse(map.data?.['remotes.json'] ?? '{}') as object).sort()).toEqual([
      'account',
      'casino',
      'payments',
      'sports',
    ]);
    // A subPath mount would never see an edited ConfigMap: the whole directory is mounted.
    const mount = spec.containers[0]?.volumeMounts?.find((m) => m.name === remotes?.name);
    expect(mount?.subPath).toBeUndefined();
    expect(spec.containers[0]?.image).toMatch(/nginx/);
  });

  it('denies all traffic by default and allows DNS, the edge and the datastores', () => {
    const policies = kindOf<INetworkPolicy>(objects, 'NetworkPolicy');
    const deny = policies.find(
      (p) =>
        Object.keys(p.spec?.podSelector ?? { x: 1 }).length === 0 &&
        !p.spec?.ingress &&
        !p.spec?.egress,
    );
    expect(deny?.spec?.policyTypes?.sort()).toEqual(['Egress', 'Ingress']);
    const egressPorts = (labels: unknown): number[] =>
      policies
        .filter((p) => {
          const selector = p.spec?.podSelector;
          return (
            Object.keys(selector ?? {}).length === 0 ||
            matches(selector?.matchLabels, labels) ||
            (selector?.matchExpressions ?? []).every((e) =>
              isObject(labels) ? e.values?.includes(String(labels[e.key])) : false,
            )
          );
        })
        .flatMap((p) => p.spec?.egress ?? [])
        .flatMap((rule) => (rule.ports ?? []).map((port) => Number(port.port)));
    for (const w of [web, worker, migrate]) {
      expect(egressPorts(w.spec?.template.metadata?.labels)).toEqual(
        expect.arrayContaining([53, 5432, 6379]),
      );
    }
    const edgeLabels = named<IDeployment>(objects, 'Deployment', 'oyna-edge').spec?.template
      .metadata?.labels;
    expect(egressPorts(edgeLabels)).toEqual(expect.arrayContaining([53, 4000, 8081]));
    const webIngress = policies.filter((p) =>
      matches(p.spec?.podSelector.matchLabels, web.spec?.template.metadata?.labels),
    );
    expect(
      webIngress.some((p) =>
        p.spec?.ingress?.some(
          (rule) =>
            rule.ports?.some((port) => port.port === 4000) &&
            rule.from?.some((peer) => matches(peer.podSelector?.matchLabels, edgeLabels)),
        ),
      ),
    ).toBe(true);
  });

  it('publishes the edge through an Ingress with a cert-manager certificate', () => {
    const ingress = named<IIngress>(objects, 'Ingress', 'oyna');
    expect(ingress.metadata.annotations?.['cert-manager.io/cluster-issuer']).toBeTruthy();
    const hosts = ingress.spec?.rules?.map((r) => r.host) ?? [];
    expect(ingress.spec?.tls?.flatMap((t) => t.hosts ?? [])).toEqual(hosts);
    for (const rule of ingress.spec?.rules ?? []) {
      for (const p of rule.http?.paths ?? []) expect(p.backend.service?.name).toBe('oyna-edge');
    }
  });

  it('puts everything in one namespace that enforces the restricted pod security standard', () => {
    const [namespace, ...others] = kindOf(objects, 'Namespace');
    expect(others).toEqual([]);
    expect(namespace?.metadata.labels).toMatchObject({
      'pod-security.kubernetes.io/enforce': 'restricted',
    });
    for (const object of objects.filter((o) => o.kind !== 'Namespace')) {
      expect([object.kind, object.metadata.namespace]).toEqual([
        object.kind,
        namespace?.metadata.name,
      ]);
    }
  });
});

describe.each(['overlays/dev', 'overlays/prod'] as const)('the %s overlay', (name) => {
  it('runs images from a registry at a tag, never the bare local names', () => {
    const { objects } = builds[name];
    const workloads = [...kindOf(objects, 'Deployment'), ...kindOf(objects, 'Job')];
    expect(workloads.length).toBe(5);
    for (const w of workloads) {
      for (const c of podSpec(w).containers)
        expect(c.image).toMatch(/^[a-z0-9.-]+\.[a-z]+\/.+:.+$/);
    }
  });
});
