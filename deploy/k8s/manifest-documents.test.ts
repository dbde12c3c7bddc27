import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asK8sObject, build, isObject, loadYaml, strategicMerge } from './kustomize-lite';
import { BUILDS, builds, k8s, kindOf, validate } from './manifest-loader';

// deploy/k8s is what `kubectl apply -k deploy/k8s/overlays/<env>` applies (docs/ops.md ›
// Kubernetes): every document is valid for its kind, every kustomization builds, and every build's
// result is valid for its kinds (the rules each workload is held to: manifest-rules.test.ts).

function yamlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(full);
    return /\.ya?ml$/.test(entry.name) ? [full] : [];
  });
}

describe('deploy/k8s files', () => {
  const all = yamlFiles(k8s);
  const kustomizations = all.filter((file) => path.basename(file) === 'kustomization.yaml');
  const used = new Set(
    Object.values(builds).flatMap((b) => [
      ...b.files.resources,
      ...b.files.patches,
      ...b.files.kustomizations,
    ]),
  );
  const patches = new Set(Object.values(builds).flatMap((b) => b.files.patches));

  it('parses every YAML document, and no file is left out of a build but the Secret example', () => {
    for (const file of all) expect(() => loadYaml(file)).not.toThrow();
    const orphans = all.filter((file) => !used.has(file)).map((file) => path.relative(k8s, file));
    expect(orphans).toEqual(['base/secret.example.yaml']);
    expect(kustomizations.map((file) => path.relative(k8s, path.dirname(file))).sort()).toEqual(
      [...BUILDS].sort(),
    );
  });

  it('validates every resource document against its kind (kubernetes-models)', () => {
    const resources = all.filter((file) => !patches.has(file) && !kustomizations.includes(file));
    expect(resources.length).toBeGreaterThan(5);
    for (const file of resources) {
      for (const doc of loadYaml(file)) validate(asK8sObject(doc, file));
    }
  });

  it('commits no secret value: the example Secret holds placeholders and is applied by no build', () => {
    const [doc] = loadYaml(path.join(k8s, 'base/secret.example.yaml'));
    const secret = asK8sObject(doc, 'secret.example.yaml');
    const values = Object.values(isObject(secret.stringData) ? secret.stringData : {});
    expect(values.length).toBeGreaterThanOrEqual(6);
    for (const value of values) expect(value).toMatch(/^<.*>$/);
    expect(secret.data).toBeUndefined();
    for (const b of Object.values(builds)) expect(kindOf(b.objects, 'Secret')).toEqual([]);
  });
});

describe('kustomize-lite', () => {
  it('merges containers and env by name, deletes on null and replaces other lists', () => {
    const base = {
      spec: {
        minAvailable: 1,
        containers: [{ name: 'api', env: [{ name: 'A', value: '1' }], args: ['x'] }],
      },
    };
    const patch = {
      spec: {
        minAvailable: null,
        maxUnavailable: 1,
        containers: [{ name: 'api', env: [{ name: 'B', value: '2' }], args: ['y'] }],
      },
    };
    expect(strategicMerge(base, patch)).toEqual({
      spec: {
        maxUnavailable: 1,
        containers: [
          {
            name: 'api',
            env: [
              { name: 'A', value: '1' },
              { name: 'B', value: '2' },
            ],
            args: ['y'],
          },
        ],
      },
    });
  });

  it('refuses a patch of an object the build does not have', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyna-k8s-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'kustomization.yaml'),
        `resources: [${JSON.stringify(path.join(k8s, 'base'))}]\npatches: [{ path: p.yaml }]\n`,
      );
      fs.writeFileSync(
        path.join(dir, 'p.yaml'),
        'apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: oyna-api-webb }\nspec: { replicas: 3 }\n',
      );
      expect(() => build(dir)).toThrow(/Deployment\/oyna-api-webb, which is not in the build/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(BUILDS)('the %s build', (name) => {
  it('is valid for every kind', () => {
    for (const object of builds[name].objects) expect(() => validate(object)).not.toThrow();
  });
});
