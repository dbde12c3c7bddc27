import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, OutboxChannel } from '../db/schema';

export interface OutboxMessage {
  channel: OutboxChannel;
  recipient: string;
  subject?: string;
  text: string;
  /** The one-time code inside `text`, kept apart for the development outbox reader. */
  code?: string;
}

/** Where SMS and e-mail go (ARCHITECTURE.md › api: "real senders plug in by configuration"). */
export interface Outbox {
  send(message: OutboxMessage): Promise<void>;
}

/** Hands a message to a real provider. */
export interface OutboxSender {
  deliver(message: OutboxMessage): Promise<void>;
}

/**
 * Posts `{ channel, to, subject, text }` as JSON to an HTTP endpoint: an SMS provider's send API,
 * or a mail relay (OUTBOX_SMS_WEBHOOK_URL, OUTBOX_EMAIL_WEBHOOK_URL; README › Outbox).
 */
export class WebhookSender implements OutboxSender {
  constructor(private readonly url: string) {}

  async deliver(message: OutboxMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        channel: message.channel,
        to: message.recipient,
        subject: message.subject ?? null,
        text: message.text,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`outbox webhook answered ${response.status}`);
  }
}

/**
 * The default outbox: every message becomes a row of the outbox table and a log line; when a
 * sender is configured for its channel it is also delivered and the row marked sent.
 */
export class DatabaseOutbox implements Outbox {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly senders: Partial<Record<OutboxChannel, OutboxSender>>,
    private readonly logCodes: boolean,
  ) {}

  async send(message: OutboxMessage): Promise<void> {
    const row = await this.db
      .insertInto('outbox')
      .values({
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject ?? null,
        text: message.text,
        code: message.code ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    this.log.info(
      {
        outboxId: row.id,
        channel: message.channel,
        recipient: message.recipient,
        ...(this.logCodes ? { code: message.code } : {}),
      },
      'outbox message',
    );
    const sender = this.senders[message.channel];
    if (!sender) return;
    try {
      await sender.deliver(message);
      await this.db
        .updateTable('outbox')
        .set({ sent_at: new Date().toISOString() })
        .where('id', '=', row.id)
        .execute();
    } catch (error) {
      // The row stays unsent: a retry job (or an operator) can pick it up.
      this.log.error({ err: error, outboxId: row.id }, 'outbox delivery failed');
    }
  }

  /** Newest first (development reader, GET /api/dev/outbox). */
  async list(limit: number, recipient?: string) {
    let query = this.db
      .selectFrom('outbox')
      .select(['id', 'channel', 'recipient', 'subject', 'text', 'code', 'created_at'])
      .orderBy('id', 'desc')
      .limit(limit);
    if (recipient) query = query.where('recipient', '=', recipient);
    return query.execute();
  }
}
