import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { OutboxChannel } from '../db/schema';
import { AuthQueries } from '../modules/auth/queries';
import { AuthService } from '../modules/auth/service';
import { Sessions } from '../modules/auth/sessions';
import { BonusService } from '../modules/bonus/service';
import { CmsQueries } from '../modules/cms/queries';
import { CmsService } from '../modules/cms/service';
import { ContentQueries } from '../modules/cms/content-queries';
import { ContentService } from '../modules/cms/content-service';
import { TransactionQueries } from '../modules/transaction/queries';
import { TransactionService } from '../modules/transaction/service';
import { CustomerQueries } from '../modules/customer/queries';
import { CustomerService } from '../modules/customer/service';
import { DatabaseOutbox, WebhookSender, type OutboxSender } from '../platform/outbox';
import { Throttle } from '../platform/throttle';
import { VerificationCodes } from '../platform/verification-codes';
import { Wallets } from '../platform/wallet';

export interface Services {
  cms: CmsService;
  /** issue 4: slides, promotions, video banner, call requests, operator upserts. */
  content: ContentService;
  transaction: TransactionService;
  auth: AuthService;
  sessions: Sessions;
  customer: CustomerService;
  bonus: BonusService;
  wallets: Wallets;
  outbox: DatabaseOutbox;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

function senders(config: AppConfig): Partial<Record<OutboxChannel, OutboxSender>> {
  const out: Partial<Record<OutboxChannel, OutboxSender>> = {};
  if (config.outbox.smsWebhookUrl) out.sms = new WebhookSender(config.outbox.smsWebhookUrl);
  if (config.outbox.emailWebhookUrl) out.email = new WebhookSender(config.outbox.emailWebhookUrl);
  return out;
}

/** App plugins: one service per domain over its queries (CONVENTIONS.md › layout). */
async function services(app: FastifyInstance, opts: { config: AppConfig }): Promise<void> {
  const { config } = opts;
  const db = app.db;
  const security = config.security;
  const throttle = new Throttle(db, security.throttleWindowSeconds);
  const codes = new VerificationCodes(db, config.jwtSecret, security.codeMaxTries);
  const outbox = new DatabaseOutbox(db, app.log, senders(config), config.nodeEnv !== 'production');
  const wallets = new Wallets(db);
  const players = new AuthQueries(db);
  const sessions = new Sessions(players, config.jwtSecret, config.tokenTtlSeconds);
  const cms = new CmsService(new CmsQueries(db));

  app.decorate('services', {
    cms,
    content: new ContentService(new ContentQueries(db)),
    transaction: new TransactionService(new TransactionQueries(db)),
    sessions,
    wallets,
    outbox,
    auth: new AuthService({
      db,
      queries: players,
      sessions,
      throttle,
      codes,
      outbox,
      wallets,
      security,
    }),
    customer: new CustomerService({
      db,
      queries: new CustomerQueries(db),
      players,
      sessions,
      throttle,
      codes,
      outbox,
      security,
    }),
    bonus: new BonusService(cms, players, wallets),
  } satisfies Services);
}

export default fp(services, { name: 'services', dependencies: ['db'] });
