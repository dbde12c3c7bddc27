import type { RemoteChange, RemoteChangeRecorded } from '@oyna/contracts';
import { AppError } from '../../lib/errors';
import type { AdminActor, AuditDetail } from './staff-records';

/**
 * `admin/audit/remotes` (docs/decisions/012-remote-releases.md › Who changed what): the remotes
 * CLI records one change of an environment's remotes config in the one audit, under its lock and
 * before it writes remotes.json. The call's own audit record (plugins/auth.ts) is that record: its
 * action becomes `remotes.<action>`, its object `remote:<name>`, before and after the remote's
 * entries, and the note goes with after. Who made it is the caller — a staff session or a staff
 * machine token; the shared admin token names no one, so it is refused (403, recorded as a
 * refused call).
 */
export function recordRemoteChange(
  actor: AdminActor,
  change: RemoteChange,
  detail: AuditDetail,
): RemoteChangeRecorded {
  if (actor.kind === 'admin-token' || actor.role === null) {
    throw new AppError(403, 'server.staff.staffIdentityRequired');
  }
  const action = `remotes.${change.action}` as const;
  const object = `remote:${change.remote}`;
  Object.assign(detail, {
    action,
    object,
    before: { entry: change.before },
    after: { entry: change.after, ...(change.note ? { note: change.note } : {}) },
  });
  return { action, object, actor: actor.name, actorKind: actor.kind, role: actor.role };
}
