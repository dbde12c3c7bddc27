import { expect, type APIRequestContext } from '@playwright/test';

/** One message of the api's development outbox (GET /api/dev/outbox, newest first). */
export interface OutboxEntry {
  channel: string;
  recipient: string;
  text: string;
  code: string | null;
  time: string;
}

export interface OutboxFilter {
  /** 'sms' or 'email' (compared case-insensitively) */
  channel?: string;
  /** a phone number (compared by its trailing digits, so 5551234567 matches 905551234567) or an e-mail */
  recipient?: string;
  /** only messages written at or after this moment */
  since?: Date;
}

function digits(value: string): string {
  return value.replace(/\D/g, '');
}

function matches(entry: OutboxEntry, { channel, recipient, since }: OutboxFilter): boolean {
  if (channel && entry.channel.toLowerCase() !== channel.toLowerCase()) return false;
  if (since && new Date(entry.time).getTime() < since.getTime() - 1000) return false;
  if (recipient) {
    if (recipient.includes('@')) return entry.recipient.toLowerCase() === recipient.toLowerCase();
    const wanted = digits(recipient);
    return wanted.length > 0 && digits(entry.recipient).endsWith(wanted);
  }
  return true;
}

/**
 * The api's development outbox (SMS and e-mail sent by this api, newest first), optionally
 * filtered. Only the development api serves it; the e2e servers always run one.
 */
export async function readOutbox(
  request: APIRequestContext,
  filter: OutboxFilter = {},
): Promise<OutboxEntry[]> {
  const res = await request.get('/api/dev/outbox');
  expect(res.ok(), `GET /api/dev/outbox answered ${res.status()}`).toBe(true);
  const body = (await res.json()) as { data?: unknown };
  const data = body.data as OutboxEntry[] | { items?: OutboxEntry[] } | undefined;
  const entries = Array.isArray(data) ? data : (data?.items ?? []);
  return entries.filter((entry) => matches(entry, filter));
}

/**
 * Waits until a message matching `filter` arrives and returns its code (SMS verification code,
 * recovery code). Pass `since` (taken before the action that sends it) to skip older messages.
 */
export async function waitForOutboxCode(
  request: APIRequestContext,
  filter: OutboxFilter,
  timeoutMs = 10_000,
): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const [newest] = await readOutbox(request, filter);
        code = newest?.code ?? null;
        return code;
      },
      { message: `an outbox code for ${JSON.stringify(filter)}`, timeout: timeoutMs },
    )
    .not.toBeNull();
  return code as unknown as string;
}
