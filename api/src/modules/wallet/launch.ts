import crypto from 'node:crypto';
import {
  ProviderLaunchError,
  SIGNATURE_HEADER,
  signBody,
  type ProviderLaunchRequest,
  type ProviderLaunchResponse,
} from '@oyna/contracts/game-wallet';
import type { Principal } from '../../platform/sessions';
import type { WalletQueries } from './queries';
import { BUILTIN_PROVIDER_ID, hashToken } from './tokens';

/** The game to open: its code at the provider and the name the operator's records show. */
export interface LaunchGame {
  gameCode: string;
  name: string;
}

export interface LaunchOptions {
  language: 'tr' | 'en';
  /** spec §7: 1 desktop, 2 mobile. */
  platform: 1 | 2;
  /** Where the game's Exit leads; game messages are posted to its origin only. */
  lobbyUrl: string;
  /** Stake limits in kuruş; the configured defaults when left out. */
  minStakeMinor?: number;
  maxStakeMinor?: number;
}

export type GameLaunchFailure = 'unknown_game' | 'refused' | 'unavailable';

/** A launch the provider refused or did not answer; `reason` picks the player's message. */
export class GameLaunchError extends Error {
  constructor(
    readonly reason: GameLaunchFailure,
    detail: string,
  ) {
    super(`game launch failed (${reason}): ${detail}`);
    this.name = 'GameLaunchError';
  }
}

export interface GameLauncherDeps {
  queries: WalletQueries;
  /** The provider's base URL; the built-in provider answers at `${url}/provider/games/launch`. */
  providerUrl: () => string;
  secret: string;
  tokenTtlSeconds: number;
  minStakeMinor: number;
  maxStakeMinor: number;
  timeoutMs?: number;
}

/** spec §3 currencyId 1, the only currency: Turkish lira. */
const CURRENCY = 'TRY';

/**
 * The operator's launch (no public route of its own: the casino's launch-url calls wrap it). For
 * a logged-in player's session and a game it creates a game token bound to both, asks the
 * provider for a game session over HTTP — signed like the wallet calls — and returns the URL of
 * the game page to frame.
 */
export class GameLauncher {
  constructor(private readonly deps: GameLauncherDeps) {}

  async launch(
    principal: Principal,
    game: LaunchGame,
    options: LaunchOptions,
  ): Promise<ProviderLaunchResponse> {
    const token = crypto.randomBytes(32).toString('base64url');
    await this.deps.queries.insertToken({
      tokenHash: hashToken(token),
      playerId: principal.playerId,
      sessionId: principal.sessionId,
      providerId: BUILTIN_PROVIDER_ID,
      gameCode: game.gameCode,
      gameName: game.name,
      currency: CURRENCY,
      ttlSeconds: this.deps.tokenTtlSeconds,
    });
    const request: ProviderLaunchRequest = {
      token,
      gameCode: game.gameCode,
      currency: CURRENCY,
      language: options.language,
      platform: options.platform,
      lobbyUrl: options.lobbyUrl,
      minStake: options.minStakeMinor ?? this.deps.minStakeMinor,
      maxStake: options.maxStakeMinor ?? this.deps.maxStakeMinor,
    };
    const body = JSON.stringify(request);
    let response: Response;
    try {
      response = await fetch(`${this.deps.providerUrl()}/provider/games/launch`, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: await signBody(this.deps.secret, body),
        },
        signal: AbortSignal.timeout(this.deps.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new GameLaunchError(
        'unavailable',
        error instanceof Error ? error.message : String(error),
      );
    }
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok && typeof answer === 'object' && answer !== null && 'url' in answer) {
      if (typeof answer.url === 'string') return { url: answer.url };
    }
    const code =
      typeof answer === 'object' && answer !== null && 'error' in answer ? answer.error : undefined;
    if (code === ProviderLaunchError.UnknownGame) {
      throw new GameLaunchError('unknown_game', game.gameCode);
    }
    throw new GameLaunchError(
      response.status >= 500 ? 'unavailable' : 'refused',
      `HTTP ${response.status} ${String(code ?? '')}`,
    );
  }
}
