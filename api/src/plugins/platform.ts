import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { OutboxChannel } from '../db/schema';
import { NotificationQueries } from '../platform/notification-queries';
import { NotificationService } from '../platform/notifications';
import { ProtectionRules, systemClock } from '../platform/protection-rules';
import { DatabaseOutbox, WebhookSender, type OutboxSender } from '../platform/outbox';
import { Passwords } from '../platform/passwords';
import { Players } from '../platform/players';
import { BalanceCache, redisBalanceBus } from '../platform/balance-cache';
import { redisRevocationBus, SessionCache } from '../platform/session-cache';
import { Sessions } from '../platform/sessions';
import { VerifiedTokens } from '../platform/verified-tokens';
import { Throttle } from '../platform/throttle';
import { VerificationCodes } from '../platform/verification-codes';
import { Wallets, type PolledBalances } from '../platform/wallet';
import { BonusWallet } from '../platform/bonus-wallet';
import { bonusNotification } from '../platform/bonus-notices';

/**
 * The services several domains share (api/README.md › Add a domain). A domain's own service is
 * built by its plugin (modules/<domain>/plugin.ts) over its queries and these.
 */
export interface Platform {
  /** Fixed-window counters in the database (identity throttles). */
  throttle: Throttle;
  /** One-time codes (SMS, password reset). */
  codes: VerificationCodes;
  /** SMS and e-mail (README › Outbox). */
  outbox: DatabaseOutbox;
  /** Balances and the ledger: every money move goes through here. */
  wallets: Wallets;
  /** The player rows the identity domains read. */
  players: Players;
  /** Server-side sessions behind the bearer tokens. */
  sessions: Sessions;
  /** Password hashing at the configured cost (README › Configuration). */
  passwords: Passwords;
  /**
   * Bonus money beside cash: stakes take cash first, payouts split as their stakes, wagering
   * converts a bonus to cash once, closing and expiry remove it (platform/bonus-wallet.ts).
   * Its `clock` is what tests move on to reach a bonus's expiry date (the bonus-expiry sweep).
   */
  bonusWallet: BonusWallet;
  /** Stored notifications pushed live through the notify hub (producers in several domains). */
  notifications: NotificationService;
  /**
   * The player-protection rules every money-in path asks inside its own transaction (casino bets
   * through the seamless wallet, sports stakes, deposits): notes/payments-and-protection.md.
   * Its `clock` is what tests move on (24-hour cooling-off, time-outs ending).
   */
  protection: ProtectionRules;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}

function senders(config: AppConfig): Partial<Record<OutboxChannel, OutboxSender>> {
  const out: Partial<Record<OutboxChannel, OutboxSender>> = {};
  if (config.outbox.smsWebhookUrl) out.sms = new WebhookSender(config.outbox.smsWebhookUrl);
  if (config.outbox.emailWebhookUrl) out.email = new WebhookSender(config.outbox.emailWebhookUrl);
  return out;
}

/**
 * How often stored notifications that were never pushed (their producer crashed between the
 * commit and the push) are pushed: they are stored already, only the live push is late.
 */
const NOTIFICATION_SWEEP_MS = 5000;

async function platform(app: FastifyInstance): Promise<void> {
  const { config, db } = app;
  const notifications = new NotificationService(new NotificationQueries(db), () => app.notify);
  // The balance poll's session check from memory, revoked across replicas over Redis
  // (platform/session-cache.ts; spec §8: logout and password change still end a session at once).
  const sessionCache = new SessionCache(config.sessionCacheTtlMs);
  if (config.redisUrl && config.sessionCacheTtlMs > 0) {
    const bus = redisRevocationBus(config.redisUrl, sessionCache, app.log);
    sessionCache.attach(bus);
    await bus.connect();
  }
  app.addHook('onClose', async () => sessionCache.close());
  // The balance poll's balance from memory, dropped by every move on every replica
  // (platform/balance-cache.ts; the poll never shows a balance older than the last move).
  const balanceCache = new BalanceCache<PolledBalances>(
    config.balanceCacheTtlMs,
    config.balanceCacheSettleMs,
  );
  if (config.redisUrl && config.balanceCacheTtlMs > 0) {
    const bus = redisBalanceBus(config.redisUrl, balanceCache, app.log);
    balanceCache.attach(bus);
    await bus.connect();
  }
  app.addHook('onClose', async () => balanceCache.close());
  const wallets = new Wallets(db, balanceCache, app.metrics);
  const bonusWallet = new BonusWallet(
    db,
    wallets,
    (trx, event) => notifications.stage(trx, event.bonus.player_id, bonusNotification(event)),
    systemClock,
    app.metrics,
  );
  app.decorate('platform', {
    throttle: new Throttle(db, config.security.throttleWindowSeconds),
    codes: new VerificationCodes(db, config.jwtSecret, config.security.codeMaxTries),
    outbox: new DatabaseOutbox(db, app.log, senders(config), config.outbox),
    wallets,
    bonusWallet,
    players: new Players(db),
    passwords: new Passwords(config.passwordHashing),
    sessions: new Sessions(
      db,
      config.jwtSecret,
      config.tokenTtlSeconds,
      sessionCache,
      // The poll's HMAC once per token; the session is still checked on every call.
      new VerifiedTokens(config.verifiedTokenCacheSize),
    ),
    // The hub is registered right after this plugin (app.ts); the service reaches it lazily.
    notifications,
    protection: new ProtectionRules(db),
  } satisfies Platform);

  // docs/ops.md › Many replicas: the sweeps are jobs, each period's run on one replica of those
  // that run jobs (plugins/background.ts); each is a conditional update, safe to run again.
  const { background } = app;
  if (background.runsJobs) {
    // What a crash left unpushed goes out as soon as a replica that runs jobs is up.
    app.addHook('onReady', async () => {
      await notifications.flush().catch((error: unknown) => {
        app.log.error({ err: error }, 'notification sweep');
      });
    });
  }
  background.every('notification-sweep', NOTIFICATION_SWEEP_MS, () => notifications.flush());

  // Bonuses past their date expire (the bonus money removed, a notification staged); safe on
  // every replica at once (BonusWallet.expireDue decides each under its player's row lock).
  if (config.bonusExpirySweepMs > 0) {
    background.every('bonus-expiry', config.bonusExpirySweepMs, () =>
      sweepBonusExpiry(app.platform),
    );
  }

  // README › Outbox: codes of old messages are masked on a schedule (production), and the
  // deliveries under way finish before the database closes.
  const { outbox } = app.platform;
  background.every('outbox-purge', OUTBOX_PURGE_MS, () => outbox.purge());
  // preClose: surely before the database plugin's onClose.
  app.addHook('preClose', async () => {
    await outbox.drain();
  });
}

/**
 * The bonus-expiry job (spec §1 promotions and bonuses: an unmet bonus expires at its date): every
 * active bonus past its date on the bonus wallet's clock expires, its bonus money removed with a
 * ledger row and a Bonus notification staged in the same transaction, then pushed. Returns how
 * many expired.
 */
export async function sweepBonusExpiry(
  platform: Pick<Platform, 'bonusWallet' | 'notifications'>,
): Promise<number> {
  const n = await platform.bonusWallet.expireDue();
  if (n > 0) await platform.notifications.flush();
  return n;
}

/** How often the outbox purge runs (the retention itself is OUTBOX_RETENTION_SECONDS). */
const OUTBOX_PURGE_MS = 60_000;

export default fp(platform, { name: 'platform', dependencies: ['db', 'background'] });
