import type { OutboxEntry } from '@oyna/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/route';

/**
 * Development only (the table's devOnly: never served when NODE_ENV=production): the outbox,
 * newest first, so that a person and the e2e tests can complete flows that need a code.
 */
export default async function devModule(app: FastifyInstance): Promise<void> {
  const outbox = app.platform.outbox;
  serve(app, 'getDevOutbox', async (request) => {
    const rows = await outbox.list(request.query.limit, request.query.recipient);
    const data: OutboxEntry[] = rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      text: r.text,
      code: r.code,
      time: new Date(r.created_at).toISOString(),
    }));
    return { data };
  });
}
