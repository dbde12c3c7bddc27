import crypto from 'node:crypto';
import type { OutboxEntry, StoredAuthData } from '@oyna/contracts';
import type { FastifyInstance } from 'fastify';
import { call } from './app-harness';

const digits = (n: number) =>
  Array.from({ length: n }, () => crypto.randomInt(0, 10))
    .join('')
    .replace(/^0/, '1');

/** A valid registration payload (spec §3) with unique username, e-mail, TC No and phone. */
export function newRegistration(overrides: Record<string, unknown> = {}) {
  const id = crypto.randomBytes(5).toString('hex');
  return {
    name: 'Ayşe Nur',
    surname: 'Yılmaz',
    username: `oyuncu${id}`,
    email: `oyuncu.${id}@example.com`,
    phone: `90532${digits(7)}`,
    PersonalNo: digits(11),
    country: 235,
    currencyId: 1,
    birthDate: '1990-03-07',
    birthDateDay: '07',
    birthDateMonth: '03',
    birthDateYear: '1990',
    password: 'gizli123',
    password2: 'gizli123',
    ...overrides,
  };
}

export async function register(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const payload = newRegistration(overrides);
  const result = await call<StoredAuthData>(app, {
    method: 'POST',
    url: '/api/auth/register',
    payload,
    headers: { 'x-fingerprint': 'fp-test' },
  });
  if (result.status !== 200) throw new Error(`register failed: ${result.body.message}`);
  return { payload, data: result.body.data, token: result.body.data.token };
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
