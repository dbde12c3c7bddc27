import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/**
 * Just enough of Kustomize to check deploy/k8s in `npm test` without a kustomize binary: the
 * kustomizations' resources, strategic-merge patches (matched by kind and name), namespace and
 * images. Anything else in a kustomization is refused, so that the check never silently builds
 * something different from `kubectl apply -k` (docs/ops.md › Kubernetes).
 */

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; [key: string]: unknown };
  [key: string]: unknown;
}

export interface Kustomization {
  resources?: string[];
  patches?: { path: string }[];
  namespace?: string;
  images?: { name: string; newName?: string; newTag?: string }[];
}

/** The fields this builder understands; any other one fails the build. */
const SUPPORTED = new Set(['apiVersion', 'kind', 'resources', 'patches', 'namespace', 'images']);

/** Kinds that live outside a namespace (kustomize's namespace transformer leaves their own). */
const CLUSTER_SCOPED = new Set(['Namespace']);

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every document of a YAML file (empty ones dropped); a syntax error throws with the file. */
export function loadYaml(file: string): unknown[] {
  const documents = parseAllDocuments(fs.readFileSync(file, 'utf8'));
  const docs = Array.isArray(documents) ? documents : [documents];
  return docs.flatMap((doc) => {
    if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0]?.message ?? 'bad YAML'}`);
    const value: unknown = doc.toJS();
    return value === null || value === undefined ? [] : [value];
  });
}

export function asK8sObject(value: unknown, file: string): K8sObject {
  if (
    !isObject(value) ||
    typeof value.apiVersion !== 'string' ||
    typeof value.kind !== 'string' ||
    !isObject(value.metadata) ||
    typeof value.metadata.name !== 'string'
  ) {
    throw new Error(`${file}: a document without apiVersion, kind and metadata.name`);
  }
  return value as K8sObject;
}

export function readKustomization(dir: string): Kustomization {
  const file = path.join(dir, 'kustomization.yaml');
  const [doc] = loadYaml(file);
  if (!isObject(doc)) throw new Error(`${file}: not a mapping`);
  const unsupported = Object.keys(doc).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length) {
    throw new Error(`${file}: kustomize-lite does not build ${unsupported.join(', ')}`);
  }
  return doc as Kustomization;
}

/**
 * The list fields whose items a strategic-merge patch merges by key (the Kubernetes API's
 * patchMergeKey); every other list is replaced whole, as Kubernetes does for them.
 */
const MERGE_KEYS: Record<string, string> = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
  ports: 'containerPort',
};

/** A strategic merge: mappings merge, null deletes, keyed lists merge by key, others replace. */
export function strategicMerge(base: unknown, patch: unknown, field = ''): unknown {
  if (isObject(base) && isObject(patch)) {
    const merged: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete merged[key];
      else merged[key] = key in base ? strategicMerge(base[key], value, key) : value;
    }
    return merged;
  }
  const key = MERGE_KEYS[field];
  if (key && Array.isArray(base) && Array.isArray(patch)) {
    // A Service's ports merge by port, a container's by containerPort.
    const keyOf = (item: unknown): unknown =>
      isObject(item) ? (item[key] ?? (key === 'containerPort' ? item.port : undefined)) : item;
    const merged = [...base];
    for (const item of patch) {
      const at = merged.findIndex((existing) => keyOf(existing) === keyOf(item));
      if (at >= 0) merged[at] = strategicMerge(merged[at], item, field);
      else merged.push(item);
    }
    return merged;
  }
  return patch;
}

function setImages(value: unknown, images: NonNullable<Kustomization['images']>): unknown {
  if (Array.isArray(value)) return value.map((item) => setImages(item, images));
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if ((key === 'containers' || key === 'initContainers') && Array.isArray(item)) {
      out[key] = item.map((container) => {
        if (!isObject(container) || typeof container.image !== 'string') return container;
        const [name = '', tag] = container.image.split(':');
        const rule = images.find((image) => image.name === name);
        if (!rule) return container;
        const newTag = rule.newTag ?? tag;
        return { ...container, image: `${rule.newName ?? name}${newTag ? `:${newTag}` : ''}` };
      });
    } else {
      out[key] = setImages(item, images);
    }
  }
  return out;
}

export interface Build {
  objects: K8sObject[];
  /** Every file the build read, as resources, patches or kustomizations (absolute paths). */
  files: { resources: string[]; patches: string[]; kustomizations: string[] };
}

const identity = (object: K8sObject): string => `${object.kind}/${object.metadata.name}`;

/** Builds a kustomization directory the way `kubectl kustomize` does for the supported fields. */
export function build(dir: string): Build {
  const kustomization = readKustomization(dir);
  const files: Build['files'] = {
    resources: [],
    patches: [],
    kustomizations: [path.join(dir, 'kustomization.yaml')],
  };
  let objects: K8sObject[] = [];
  for (const resource of kustomization.resources ?? []) {
    const target = path.resolve(dir, resource);
    if (!fs.existsSync(target)) throw new Error(`${dir}: resource ${resource} does not exist`);
    if (fs.statSync(target).isDirectory()) {
      const inner = build(target);
      objects.push(...inner.objects);
      files.resources.push(...inner.files.resources);
      files.patches.push(...inner.files.patches);
      files.kustomizations.push(...inner.files.kustomizations);
    } else {
      files.resources.push(target);
      objects.push(...loadYaml(target).map((doc) => asK8sObject(doc, target)));
    }
  }
  const seen = new Set<string>();
  for (const object of objects) {
    if (seen.has(identity(object))) throw new Error(`${dir}: ${identity(object)} twice`);
    seen.add(identity(object));
  }
  for (const { path: patchPath } of kustomization.patches ?? []) {
    const file = path.resolve(dir, patchPath);
    if (!fs.existsSync(file)) throw new Error(`${dir}: patch ${patchPath} does not exist`);
    files.patches.push(file);
    for (const patch of loadYaml(file).map((doc) => asK8sObject(doc, file))) {
      const at = objects.findIndex((object) => identity(object) === identity(patch));
      if (at < 0) throw new Error(`${file}: patches ${identity(patch)}, which is not in the build`);
      const target = objects[at] as K8sObject;
      if (target.apiVersion !== patch.apiVersion) {
        throw new Error(
          `${file}: ${identity(patch)} is ${target.apiVersion}, not ${patch.apiVersion}`,
        );
      }
      objects[at] = strategicMerge(target, patch) as K8sObject;
    }
  }
  const { namespace, images } = kustomization;
  if (namespace) {
    objects = objects.map((object) =>
      CLUSTER_SCOPED.has(object.kind)
        ? { ...object, metadata: { ...object.metadata, name: namespace } }
        : { ...object, metadata: { ...object.metadata, namespace } },
    );
  }
  if (images) objects = objects.map((object) => setImages(object, images) as K8sObject);
  return { objects, files };
}
