import path from 'node:path';
import { CRASH_DEFAULT_CAP_X100 } from '../engine';
import type { ProviderDb } from './db';
import { fetchTransport, type WalletTransport } from './wallet-client';

/** What the host gives the provider. Everything but `db`, `secret` and `walletUrl` has a default. */
export interface ProviderGamesOptions {
  /** The host's database (a Kysely instance fits); the provider uses only its own tables. */
  db: ProviderDb;
  /** Shared HMAC secret: signs wallet calls and checks the operator's launch calls. */
  secret: string;
  /** The operator's wallet base URL (…/api/wallet); a function when it is known only after listen. */
  walletUrl: string | (() => string);
  /** Prefix of the play URLs handed out; '' = relative to the site (same origin). */
  publicUrl?: string;
  /** Where the plugin is mounted; must equal the prefix the host registers it with. */
  basePath?: string;
  sessionTtlSeconds?: number;
  /** Crash points are clamped here (hundredths: 100000 = 1000×). */
  crashCapX100?: number;
  /** UKGC RTS 14: minimum time between two slot spins of a player. */
  slotIntervalMs?: number;
  /** Extra `frame-ancestors` sources of the game page besides 'self' and the lobby's origin. */
  frameAncestors?: string[];
  /** The built client (provider-games/dist). */
  distDir?: string;
  walletTimeoutMs?: number;
  /** Settlement loop period; 0 = no timer (tests drive `settleDue`). */
  settleIntervalMs?: number;
  /** Server clock (epoch ms); tests move it. */
  clock?: () => number;
  /**
   * Outside production only (the host never passes it there): the server seed of a pair started
   * by rotating while the client seed begins with `test-`, so a test can force a deal (the
   * blackjack e2e's split). '' = none.
   */
  testServerSeed?: string;
  /** HTTP to the wallet; tests swap it to lose answers. */
  transport?: WalletTransport;
}

export type ResolvedOptions = Required<Omit<ProviderGamesOptions, 'walletUrl'>> & {
  walletUrl: () => string;
};

export const DEFAULTS = {
  basePath: '/provider/games',
  sessionTtlSeconds: 4 * 3600,
  crashCapX100: CRASH_DEFAULT_CAP_X100,
  slotIntervalMs: 2500,
  walletTimeoutMs: 5000,
  settleIntervalMs: 5000,
} as const;

export function resolveOptions(options: ProviderGamesOptions): ResolvedOptions {
  const walletUrl = options.walletUrl;
  return {
    db: options.db,
    secret: options.secret,
    walletUrl: typeof walletUrl === 'function' ? walletUrl : () => walletUrl,
    publicUrl: (options.publicUrl ?? '').replace(/\/$/, ''),
    basePath: options.basePath ?? DEFAULTS.basePath,
    sessionTtlSeconds: options.sessionTtlSeconds ?? DEFAULTS.sessionTtlSeconds,
    crashCapX100: options.crashCapX100 ?? DEFAULTS.crashCapX100,
    slotIntervalMs: options.slotIntervalMs ?? DEFAULTS.slotIntervalMs,
    frameAncestors: options.frameAncestors ?? [],
    distDir: options.distDir ?? path.resolve(__dirname, '..', '..', 'dist'),
    walletTimeoutMs: options.walletTimeoutMs ?? DEFAULTS.walletTimeoutMs,
    settleIntervalMs: options.settleIntervalMs ?? DEFAULTS.settleIntervalMs,
    clock: options.clock ?? Date.now,
    testServerSeed: options.testServerSeed ?? '',
    transport: options.transport ?? fetchTransport,
  };
}
