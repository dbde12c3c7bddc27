import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
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
  /**
   * The same work as `send` with nothing written or delivered: for the answer to an unknown
   * account, which must not differ from a known one's in words or time (OWASP ASVS 5.0 V6.3.8:
   * no account deduced from forgot-password answers; the same statements run, affecting no row).
   */
  sendDecoy(message: OutboxMessage): Promise<void>;
}

export interface OutboxOptions {
  /** Store and log the code in clear (development); production masks it (README › Outbox). */
  keepCodes: boolean;
  /** Age after which a message's code is masked even if it was never delivered. */
  retentionSeconds: number;
}

/** What is kept of a text once its code has served: the code's digits masked. */
export function maskCode(text: string, code: string | undefined): string {
  return code ? text.split(code).join('•'.repeat(code.length)) : text;
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
  /** Deliveries under way: they run after the row is written, off the request's path. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly senders: Partial<Record<OutboxChannel, OutboxSender>>,
    private readonly options: OutboxOptions,
  ) {}

  private rowOf(message: OutboxMessage) {
    return {
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      text: message.text,
      // OWASP ASVS 4.0 V8.3.8: outside development the code is not kept apart in clear.
      code: this.options.keepCodes ? (message.code ?? null) : null,
    };
  }

  async send(message: OutboxMessage): Promise<void> {
    const row = await this.db
      .insertInto('outbox')
      .values(this.rowOf(message))
      .returning('id')
      .executeTakeFirstOrThrow();
    this.log.info(
      {
        outboxId: row.id,
        channel: message.channel,
        recipient: message.recipient,
        ...(this.options.keepCodes ? { code: message.code } : {}),
      },
      'outbox message',
    );
    const sender = this.senders[message.channel];
    if (!sender) return;
    // A provider's latency never shows in the answer (nor tells a known account from an unknown).
    const delivery = this.deliver(sender, row.id, message);
    this.pending.add(delivery);
    void delivery.finally(() => this.pending.delete(delivery));
  }

  async sendDecoy(message: OutboxMessage): Promise<void> {
    // The insert of `send`, selecting its values from nothing: planned and run, no row.
    const values = this.rowOf(message);
    await sql`insert into outbox (channel, recipient, subject, text, code)
      select ${values.channel}, ${values.recipient}, ${values.subject}, ${values.text}, ${values.code}
      where false returning id`.execute(this.db);
  }

  private async deliver(sender: OutboxSender, id: number, message: OutboxMessage) {
    try {
      await sender.deliver(message);
      await this.db
        .updateTable('outbox')
        .set({
          sent_at: new Date().toISOString(),
          ...(this.options.keepCodes ? {} : { text: maskCode(message.text, message.code) }),
        })
        .where('id', '=', id)
        .execute();
    } catch (error) {
      // The row stays unsent: a retry job (or an operator) can pick it up until retention ends.
      this.log.error({ err: error, outboxId: id }, 'outbox delivery failed');
    }
  }

  /** Waits for the deliveries under way (shutdown, tests). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /**
   * Masks the code digits (runs of 4 or more) of messages older than the retention, delivered or
   * not (OWASP ASVS 4.0 V8.3.8: old sensitive data deleted on a schedule). Development keeps them
   * for its outbox reader. Returns how many rows were masked.
   */
  async purge(): Promise<number> {
    if (this.options.keepCodes) return 0;
    const masked = await this.db
      .updateTable('outbox')
      .set({
        text: sql<string>`regexp_replace(text, '[0-9]{4,}', '••••', 'g')`,
        code: null,
      })
      .where(
        'created_at',
        '<',
        sql<Date>`now() - make_interval(secs => ${this.options.retentionSeconds})`,
      )
      .where((eb) => eb.or([eb('text', '~', '[0-9]{4,}'), eb('code', 'is not', null)]))
      .executeTakeFirst();
    return Number(masked.numUpdatedRows);
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
