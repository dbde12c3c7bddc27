import type { BetLegStatus, EventScore } from '@oyna/contracts';
import type { Engine } from './pricing';

/**
 * A market's results from the final score (a real feed sends these itself). `next-goal` of goal
 * n is settled by `nextGoalResult` when goal n is scored, or here ('none') at the end.
 */
export function resultsOf(
  engine: Engine,
  market: { key: string; line: number | null },
  score: EventScore,
): Record<string, BetLegStatus> {
  const { home: h, away: a } = score;
  const pick = (won: string, keys: string[]) =>
    Object.fromEntries(keys.map((k) => [k, k === won ? 'won' : 'lost'])) as Record<
      string,
      BetLegStatus
    >;
  switch (market.key) {
    case '1x2':
      return pick(h > a ? 'home' : h < a ? 'away' : 'draw', ['home', 'draw', 'away']);
    case 'winner':
      return pick(h > a ? 'home' : 'away', ['home', 'away']);
    case 'total': {
      const line = (market.line ?? 0) / 1000;
      if (h + a === line) return { over: 'push', under: 'push' };
      return pick(h + a > line ? 'over' : 'under', ['over', 'under']);
    }
    case 'btts':
      return pick(h > 0 && a > 0 ? 'yes' : 'no', ['yes', 'no']);
    case 'handicap': {
      const margin = h - a + (market.line ?? 0) / 1000;
      if (margin === 0) return { home: 'push', away: 'push' };
      return pick(margin > 0 ? 'home' : 'away', ['home', 'away']);
    }
    case 'next-goal':
      return pick('none', ['home', 'none', 'away']);
    case 'correct-score':
      return {
        [`${h}-${a}`]: 'won',
        '*': 'lost',
        ...(engine === 'goals' && (h > 3 || a > 3) ? { other: 'won' } : {}),
      };
    default:
      return { '*': 'void' };
  }
}

/** Goal n was scored by `side`: the result of the `next-goal` market of goal n. */
export function nextGoalResult(side: 'home' | 'away'): Record<string, BetLegStatus> {
  return {
    home: side === 'home' ? 'won' : 'lost',
    away: side === 'away' ? 'won' : 'lost',
    none: 'lost',
  };
}
