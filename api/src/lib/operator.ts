import type { FastifyRequest } from 'fastify';
import { adminActorOf } from '../plugins/auth';

/**
 * Who makes an operator's decision (the back office › staff identity): the caller, never a name
 * the request body claims. A staff member is recorded under their e-mail and a machine token
 * under its name; a body's `operator` is ignored for them. Only the shared admin token (the CLIs,
 * scripts) may say whom it acts for: recorded "on behalf of" beside its integration's name.
 */
export interface Operator {
  /** What is recorded as the decider (decided_by, the desks' trails, before/after). */
  name: string;
  /**
   * Who the person is, for four eyes: a staff member's id, a machine token's name, or the shared
   * token's integration — whoever it claims to act for, the shared token is one approver.
   */
  key: string;
  /** The caller's role (staff and machine tokens), null for the shared admin token. */
  role: string | null;
}

export function operatorOf(request: FastifyRequest, onBehalfOf?: string): Operator {
  const actor = adminActorOf(request);
  if (actor.kind === 'staff') {
    return { name: actor.name, key: `staff:${actor.staffId ?? actor.name}`, role: actor.role };
  }
  if (actor.kind === 'token') {
    return { name: actor.name, key: `token:${actor.name}`, role: actor.role };
  }
  const person = onBehalfOf?.trim();
  return {
    name: person ? `${actor.name} (on behalf of ${person})` : actor.name,
    key: `admin-token:${actor.name}`,
    role: null,
  };
}
