import path from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, PersistentVolumeClaim, Secret, Service } from 'kubernetes-models/v1';
import { build, type Build, type K8sObject } from './kustomize-lite';

// What the deploy/k8s tests share (docs/ops.md › Kubernetes): the builds `kubectl apply -k`
// applies, put together once per test file, and the check of an object against its kind.
// manifest-documents.test.ts holds the documents to their kinds; manifest-rules.test.ts holds each
// build to the rules every workload must meet.

export const root = path.resolve(__dirname, '../..');
export const k8s = __dirname;
export const BUILDS = ['base', 'overlays/dev', 'overlays/prod'] as const;

/** The kubernetes-models class of every kind deploy/k8s may hold. */
const MODELS: Record<string, { validate(data: unknown): void }> = {
  'v1/Namespace': { validate: (d) => new Namespace(d as never).validate() },
  'v1/ConfigMap': { validate: (d) => new ConfigMap(d as never).validate() },
  'v1/Secret': { validate: (d) => new Secret(d as never).validate() },
  'v1/Service': { validate: (d) => new Service(d as never).validate() },
  'v1/PersistentVolumeClaim': { validate: (d) => new PersistentVolumeClaim(d as never).validate() },
  'apps/v1/Deployment': { validate: (d) => new Deployment(d as never).validate() },
  'batch/v1/Job': { validate: (d) => new Job(d as never).validate() },
  'networking.k8s.io/v1/Ingress': { validate: (d) => new Ingress(d as never).validate() },
  'networking.k8s.io/v1/NetworkPolicy': {
    validate: (d) => new NetworkPolicy(d as never).validate(),
  },
  'policy/v1/PodDisruptionBudget': {
    validate: (d) => new PodDisruptionBudget(d as never).validate(),
  },
  'autoscaling/v2/HorizontalPodAutoscaler': {
    validate: (d) => new HorizontalPodAutoscaler(d as never).validate(),
  },
};

export function validate(object: K8sObject): void {
  const model = MODELS[`${object.apiVersion}/${object.kind}`];
  if (!model) throw new Error(`no model for ${object.apiVersion} ${object.kind}`);
  try {
    model.validate(object);
  } catch (error) {
    throw new Error(`${object.kind}/${object.metadata.name}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

export const builds: Record<(typeof BUILDS)[number], Build> = {
  base: build(path.join(k8s, 'base')),
  'overlays/dev': build(path.join(k8s, 'overlays/dev')),
  'overlays/prod': build(path.join(k8s, 'overlays/prod')),
};

export function kindOf<T>(objects: K8sObject[], kind: string): (T & K8sObject)[] {
  return objects.filter((object) => object.kind === kind) as (T & K8sObject)[];
}
