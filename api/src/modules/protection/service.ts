import type {
  AdminProtectionState,
  BlockRequest,
  BlockResult,
  DepositLimitRequest,
  LimitPeriod,
  PlaySession,
  ProtectionState,
} from '@oyna/contracts';
import type { Outcome } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import type { ApiLocale } from '../../lib/messages';
import type { Principal } from '../../platform/sessions';
import type { Breaks } from './breaks';
import type { DepositLimits } from './limits';
import type { ProtectionQueries } from './queries';
import type { RealityCheck } from './reality-check';
import type { ProtectionRules } from './rules';

export interface ProtectionServiceDeps {
  queries: ProtectionQueries;
  rules: Pick<ProtectionRules, 'currentBlock'>;
  limits: DepositLimits;
  realityCheck: RealityCheck;
  breaks: Breaks;
}

/** How many of a player's protection events ops see, newest first. */
const HISTORY_SHOWN = 200;

/**
 * Player protection (notes/payments-and-protection.md) as the player's tools and the operators'
 * view show it: deposit limits (RTS 12), the reality check interval and the session's net
 * position (RTS 13), time-outs and self-exclusion (LCCP 3.5). Each change is made by its own
 * collaborator; every answer carries the protection state as it is after it.
 */
export class ProtectionService {
  constructor(private readonly deps: ProtectionServiceDeps) {}

  session(principal: Principal): Promise<PlaySession> {
    return this.deps.realityCheck.session(principal);
  }

  async state(principal: Principal): Promise<ProtectionState> {
    const { limits, realityCheck } = this.deps;
    return {
      limits: await limits.states(principal.playerId),
      realityCheckSeconds: await realityCheck.seconds(principal.playerId),
      realityCheckOptions: realityCheck.options(),
      session: await realityCheck.session(principal),
    };
  }

  async setLimit(
    principal: Principal,
    body: DepositLimitRequest,
  ): Promise<Outcome<ProtectionState>> {
    const message = await this.deps.limits.set(principal.playerId, body);
    return { data: await this.state(principal), message };
  }

  async confirmLimit(principal: Principal, period: LimitPeriod): Promise<Outcome<ProtectionState>> {
    await this.deps.limits.confirm(principal.playerId, period);
    return { data: await this.state(principal), message: 'server.protection.limitSet' };
  }

  async setRealityCheck(principal: Principal, seconds: number): Promise<Outcome<ProtectionState>> {
    await this.deps.realityCheck.set(principal.playerId, seconds);
    return { data: await this.state(principal), message: 'server.protection.saved' };
  }

  takeBreak(
    principal: Principal,
    body: BlockRequest,
    locale: ApiLocale = 'tr',
  ): Promise<Outcome<BlockResult>> {
    return this.deps.breaks.take(principal, body, locale);
  }

  /** Ops see the state and its history; no call lifts a self-exclusion early (LCCP 3.5). */
  async admin(playerId: number): Promise<AdminProtectionState> {
    const { queries, rules, limits, realityCheck } = this.deps;
    if (!(await queries.playerExists(playerId)))
      throw badRequest('server.protection.playerUnknown');
    const block = await rules.currentBlock(playerId);
    const history = await queries.history(playerId, HISTORY_SHOWN);
    return {
      playerId,
      limits: await limits.states(playerId),
      realityCheckSeconds: await realityCheck.seconds(playerId),
      block: block
        ? {
            kind: block.kind,
            until: block.until.toISOString(),
            endRequestedAt: block.endRequestedAt?.toISOString() ?? null,
          }
        : null,
      history: history.map((h) => ({
        at: new Date(h.created_at).toISOString(),
        actor: h.actor,
        action: h.action,
        detail: h.detail,
        effectiveAt: h.effective_at ? new Date(h.effective_at).toISOString() : null,
      })),
    };
  }
}
