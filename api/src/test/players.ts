import type { OutboxEntry, StoredAuthData } from '@oyna/contracts';
import { registrationPayload } from '@oyna/test-kit/registration';
import type { FastifyInstance } from 'fastify';
import { call } from './app-harness';

/**
 * A valid registration payload (spec §3) with unique username, e-mail, TC No and phone: the test
 * kit's one builder (`@oyna/test-kit/registration`), any field overridden.
 */
export function newRegistration(overrides: Record<string, unknown> = {}) {
  return { ...registrationPayload(), ...overrides };
}

/**
 * Registers a player as the site does. Each test player is a person on their own device (spec §7
 * x-fingerprint: `fp-test-<username>`) unless `device` names a shared one (one device per person
 * rules, e.g. the trial bonus).
 */
export async function register(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  device?: string,
) {
  const payload = newRegistration(overrides);
  const result = await call<StoredAuthData>(app, {
    method: 'POST',
    url: '/api/auth/register',
    payload,
    headers: { 'x-fingerprint': device ?? `fp-test-${payload.username}` },
  });
  if (result.status !== 200) throw new Error(`register failed: ${result.body.message}`);
  return { payload, data: result.body.data, token: result.body.data.token };
}

/** A player registered as the site does (`register`), with their id. */
export async function registerWithId(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
) {
  const player = await register(app, overrides);
  const row = await app.db
    .selectFrom('player')
    .select('id')
    .where('username', '=', player.payload.username)
    .executeTakeFirstOrThrow();
  return { ...player, id: row.id };
}

/** The newest outbox message to `recipient` (GET /api/dev/outbox). */
export async function latestMessage(app: FastifyInstance, recipient: string): Promise<OutboxEntry> {
  const { body } = await call<OutboxEntry[]>(app, {
    method: 'GET',
    url: `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`,
  });
  const row = body.data[0];
  if (!row) throw new Error(`no outbox message to ${recipient}`);
  return row;
}
