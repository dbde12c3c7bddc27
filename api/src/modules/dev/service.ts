import type { OutboxEntry } from '@oyna/contracts';
import type { DatabaseOutbox } from '../../platform/outbox';

/** The development readers: the outbox as the e2e tests and a person read it. */
export class DevService {
  constructor(private readonly outbox: DatabaseOutbox) {}

  /** The outbox, newest first, optionally for one recipient. */
  async outboxEntries(limit: number, recipient?: string): Promise<OutboxEntry[]> {
    const rows = await this.outbox.list(limit, recipient);
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      text: r.text,
      code: r.code,
      time: new Date(r.created_at).toISOString(),
    }));
  }
}
