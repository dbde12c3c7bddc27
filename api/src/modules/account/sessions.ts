import type { EndSessionsResult, SessionRecord } from '@oyna/contracts';
import type { Outcome } from '../../lib/envelope';
import type { Principal } from '../../platform/sessions';
import { describeUserAgent, maskIp } from './privacy';
import type { AccountQueries } from './queries';

/** How many of the player's sessions the session history shows, newest first. */
const SESSIONS_SHOWN = 50;

/** The player's session history, and "log out other sessions" (spec §8 sessions). */
export class AccountSessions {
  constructor(
    private readonly deps: {
      queries: Pick<AccountQueries, 'sessions' | 'endOthers'>;
      /** Closes the live sockets of an ended session at once (as logout does). */
      endLiveSession: (sessionId: string) => Promise<void>;
    },
  ) {}

  async sessions(principal: Principal): Promise<Outcome<SessionRecord[]>> {
    const rows = await this.deps.queries.sessions(principal.playerId, SESSIONS_SHOWN);
    const result: SessionRecord[] = [];
    for (const row of rows) {
      const agent = await describeUserAgent(row.user_agent);
      result.push({
        id: row.id,
        startedAt: new Date(row.created_at).toISOString(),
        lastSeenAt: new Date(row.last_seen_at).toISOString(),
        endedAt: row.ended_at ? new Date(row.ended_at).toISOString() : null,
        endReason: row.end_reason,
        ...agent,
        ip: maskIp(row.ip),
        current: row.id === principal.sessionId,
      });
    }
    return { data: result };
  }

  /** "Log out other sessions": ends them at once and closes their live channels. */
  async endOtherSessions(principal: Principal): Promise<Outcome<EndSessionsResult>> {
    const ended = await this.deps.queries.endOthers(
      principal.playerId,
      principal.sessionId,
      'ended by the player',
    );
    await Promise.all(ended.map((id) => this.deps.endLiveSession(id)));
    return {
      data: { ended: ended.length },
      message: 'server.account.sessionsEnded',
      values: { count: ended.length },
    };
  }
}
