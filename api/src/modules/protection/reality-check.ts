import type { PlaySession } from '@oyna/contracts';
import { badRequest } from '../../lib/errors';
import { minorToAmount } from '../../lib/money';
import type { Principal } from '../../platform/sessions';
import type { ProtectionQueries } from './queries';
import { PLAY_KINDS, type ProtectionRules } from './rules';

/** RTS 13: the intervals a player may pick (seconds; 0 = off). */
export const REALITY_CHECK_SECONDS = [0, 15 * 60, 30 * 60, 60 * 60];

/** The site's interval when neither the player nor the site chose one. */
const DEFAULT_SECONDS = 3600;

/** RTS 13: the reality check's interval and the session's time and net position. */
export class RealityCheck {
  constructor(
    private readonly deps: {
      queries: ProtectionQueries;
      rules: Pick<ProtectionRules, 'now' | 'record'>;
      /** RTS 13: a short test interval offered outside production (0: none). */
      testSeconds: number;
    },
  ) {}

  /** The player's own interval, else the site's. */
  async seconds(playerId: number): Promise<number> {
    const own = await this.deps.queries.ownRealityCheckSeconds(playerId);
    if (own !== null && own !== undefined) return own;
    return (await this.deps.queries.siteRealityCheckSeconds()) ?? DEFAULT_SECONDS;
  }

  options(): number[] {
    const test = this.deps.testSeconds;
    return test > 0
      ? [...REALITY_CHECK_SECONDS, test].sort((a, b) => a - b)
      : REALITY_CHECK_SECONDS;
  }

  /** RTS 13: the time since login and wins minus stakes of this session. */
  async session(principal: Principal): Promise<PlaySession> {
    const startedAt = await this.deps.queries.sessionStart(principal.sessionId);
    const net = await this.deps.queries.netMinor(principal.playerId, PLAY_KINDS, startedAt);
    return {
      startedAt: startedAt.toISOString(),
      now: this.deps.rules.now().toISOString(),
      net: minorToAmount(net),
      realityCheckSeconds: await this.seconds(principal.playerId),
    };
  }

  /** The player picks one of the offered intervals; recorded. */
  async set(playerId: number, seconds: number): Promise<void> {
    if (!this.options().includes(seconds)) throw badRequest('server.protection.intervalUnknown');
    const { queries, rules } = this.deps;
    const now = rules.now();
    await queries.transaction(async (trx) => {
      await queries.setRealityCheck(trx, playerId, seconds);
      await rules.record(trx, playerId, 'player', 'realitycheck.set', { seconds }, now);
    });
  }
}
