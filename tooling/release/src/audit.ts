// docs/decisions/012-remote-releases.md › Who changed what: where an environment has a back office,
// every change of its remotes config is recorded in the back office's audit (POST
// api/admin/audit/remotes, as the staff member or staff machine token whose bearer token the CLI
// holds) before remotes.json is written; the audit names who made it. Without OYNA_API_URL (local
// development) history.jsonl is the only record.
import type { ApiEnvelope, RemoteChange, RemoteChangeRecorded, RemoteEntry } from '@oyna/contracts';

/** The audit did not take the change (the api unreachable, or it refused): nothing is changed. */
export class AuditRefusal extends Error {}

/** The environment's audit is misconfigured (an api without a staff token). */
export class AuditConfigError extends Error {}

export interface AuditTarget {
  /** The api's base, e.g. https://oyna.example.com (its calls are under /api/). */
  url: string;
  /** A staff machine token (`ost_…`) or a staff session token (`oss_…`). */
  token: string;
  timeoutMs: number;
}

/** How long the CLI waits for the audit's answer (it holds the config's lock meanwhile). */
export const AUDIT_TIMEOUT_MS = 15_000;

/**
 * The audit to record into: OYNA_API_URL (the same variable the api's ops CLIs read) with
 * OYNA_STAFF_TOKEN; null without OYNA_API_URL. An api without a token is refused rather than
 * skipped: an environment with a back office does not take an unrecorded change.
 */
export function auditTarget(env: NodeJS.ProcessEnv): AuditTarget | null {
  const url = env.OYNA_API_URL?.trim();
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AuditConfigError(`OYNA_API_URL is not a URL: ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new AuditConfigError(`OYNA_API_URL must be http(s): ${url}`);
  }
  const token = env.OYNA_STAFF_TOKEN?.trim();
  if (!token) {
    throw new AuditConfigError(
      'OYNA_API_URL is set but OYNA_STAFF_TOKEN is not: every change here is recorded in the back ' +
        "office's audit under a staff machine token (an owner creates one: POST api/admin/staff/token " +
        '{ "name": "…", "role": "owner" }); nothing was changed',
    );
  }
  return { url: url.replace(/\/+$/, ''), token, timeoutMs: AUDIT_TIMEOUT_MS };
}

/** A change as the audit takes it; an entry that was not there is null. */
export function remoteChange(
  remote: RemoteChange['remote'],
  action: RemoteChange['action'],
  before: RemoteEntry | undefined | null,
  after: RemoteEntry | undefined | null,
  note?: string,
): RemoteChange {
  return {
    remote,
    action,
    before: before ?? null,
    after: after ?? null,
    ...(note ? { note } : {}),
  };
}

/**
 * Records one change in the audit and answers who the audit says made it. Throws AuditRefusal
 * unless the api answered 200 with the record (a network failure, a timeout, a 401/403/400/5xx).
 */
export async function recordInAudit(
  target: AuditTarget,
  change: RemoteChange,
): Promise<RemoteChangeRecorded> {
  const endpoint = `${target.url}/api/admin/audit/remotes`;
  const what = `${change.remote} ${change.action}`;
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${target.token}`,
        'x-locale': 'en',
      },
      body: JSON.stringify(change),
      signal: AbortSignal.timeout(target.timeoutMs),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code ?? cause?.message ?? (error as Error).message;
    throw new AuditRefusal(
      `${what} refused: the back office's audit at ${target.url} could not be reached (${why}); nothing was changed`,
    );
  }
  let envelope: ApiEnvelope<RemoteChangeRecorded> | undefined;
  try {
    envelope = (await response.json()) as ApiEnvelope<RemoteChangeRecorded>;
  } catch {
    envelope = undefined;
  }
  if (!response.ok || !envelope?.success || !envelope.data?.actor) {
    const message = envelope?.message || response.statusText || 'no answer';
    throw new AuditRefusal(
      `${what} refused: the back office's audit did not record it (${response.status}: ${message}); nothing was changed`,
    );
  }
  return envelope.data;
}
