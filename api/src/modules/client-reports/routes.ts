import type { RemoteLoadReport, RemoteName } from '@oyna/contracts';
import type { FastifyInstance } from 'fastify';
import type { Counter } from 'prom-client';
import { serve } from '../../lib/route';
import type { FieldData } from './field-data';

/**
 * Distinct versions counted per remote in this process. The call is anonymous, so its versions
 * are whatever a caller sends (well-formed, by the schema): past this many, a new one is counted
 * as `other`, and the metric's series stay bounded (docs/ops.md › Metrics and traces: labels are
 * never unbounded). Releases kept live at once are a handful (stable, previous, a canary).
 */
export const VERSIONS_PER_REMOTE = 20;

/** The counter behind `client/remotes`, with its versions bounded. */
export class RemoteLoadCounter {
  private readonly seen = new Map<RemoteName, Set<string>>();

  constructor(private readonly counter: Counter<'remote' | 'version' | 'outcome'>) {}

  /** The version label a report is counted under. */
  versionLabel(remote: RemoteName, version: string): string {
    let versions = this.seen.get(remote);
    if (!versions) this.seen.set(remote, (versions = new Set()));
    if (versions.has(version)) return version;
    if (versions.size >= VERSIONS_PER_REMOTE) return 'other';
    versions.add(version);
    return version;
  }

  count(report: RemoteLoadReport): void {
    const version = this.versionLabel(report.remote, report.version);
    this.counter.inc({ remote: report.remote, version, outcome: report.outcome });
  }
}

/**
 * `POST client/remotes` (public): one remote load of a page. Bounded by its schema (a known
 * remote, a release version, an outcome, a reason of at most 200 characters; anything else is a
 * 400) and by the global per-IP budget every anonymous call has (plugins/security.ts).
 */
export function clientReportRoutes(
  app: FastifyInstance,
  loads: RemoteLoadCounter,
  fieldData: FieldData,
): void {
  serve(app, 'reportRemoteLoad', async (request) => {
    const report = request.body;
    loads.count(report);
    if (report.outcome === 'failed') {
      request.log.warn(
        { remote: report.remote, version: report.version, reason: report.reason ?? '' },
        'a remote release failed to load in a browser',
      );
    }
    return { data: null };
  });

  /**
   * `POST client/vitals` (public): a batch of web vitals of a real visit (docs/ops.md › Field
   * data), sent by the shell's beacon as the page is hidden. Bounded by its schema (1 to 20
   * records of known metrics, ratings, navigation types and device classes, values 0 to 60 000, a
   * route id; a 400 counts nothing) and by the per-IP budget of every anonymous call. A beacon
   * reads no answer: 204.
   */
  serve(app, 'reportWebVitals', async (request, reply) => {
    fieldData.count(request.body.metrics);
    reply.code(204);
    return { data: null };
  });
}
