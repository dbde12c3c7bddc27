import type { EventScore } from '@oyna/contracts';
import type { Engine, GameState } from './pricing';
import type { SportDef } from './simulator-catalogue';

// The embedded feed's game play: a fresh game of a sport, and what one tick of play does to it.
// No storage here: the simulator stores the state as the event's feed state.

/** The persisted state of one simulated event. */
export interface SimState extends GameState {
  sport: string;
  periods: { home: number; away: number }[];
}

/** What one tick of play did: who scored (a goal or a set), and whether the game is over. */
export interface TickPlay {
  scored: 'home' | 'away' | null;
  /** goals: the number of the goal just scored (its next-goal market settles). */
  goal: number | null;
  finished: boolean;
}

/** Nil-nil, with no set played yet for a sets sport. */
export function kickOffScore(engine: Engine): EventScore {
  return { home: 0, away: 0, ...(engine === 'sets' ? { periods: [] } : {}) };
}

export function newState(def: SportDef, rnd: () => number): SimState {
  const strength = 0.5 + (rnd() - 0.5) * 0.6; // share of the home side
  const pSet = Math.min(0.85, Math.max(0.15, strength + 0.04));
  const rateHome = def.meanTotal * (strength + 0.03);
  const rateAway = def.meanTotal - rateHome;
  return {
    sport: def.key,
    engine: def.engine,
    rateHome,
    rateAway,
    length: def.length,
    pSet,
    setsToWin: def.setsToWin,
    setTarget: def.setTarget,
    totalLine: def.engine === 'points' ? Math.round(def.meanTotal) * 1000 + 500 : 0,
    handicapLine:
      def.engine === 'points'
        ? -(Math.round(rateHome - rateAway) * 1000) + 500 * (rateHome >= rateAway ? -1 : 1)
        : 0,
    minute: 0,
    setHome: 0,
    setAway: 0,
    suspendTicks: 0,
    periods: [],
  };
}

/** Football: a minute, with at most one goal. */
function playGoals(s: SimState, score: EventScore, rnd: () => number): TickPlay {
  let scored: 'home' | 'away' | null = null;
  const minutes = 1;
  for (let m = 0; m < minutes && !scored; m += 1) {
    const pHome = s.rateHome / s.length;
    const pAway = s.rateAway / s.length;
    const r = rnd();
    if (r < pHome) scored = 'home';
    else if (r < pHome + pAway) scored = 'away';
  }
  s.minute += 1;
  let goal: number | null = null;
  if (scored) {
    goal = score.home + score.away + 1;
    score[scored] += 1;
  }
  return { scored, goal, finished: s.minute >= s.length };
}

/** Basketball: a minute of points; a tie at the end plays five minutes of overtime. */
function playPoints(s: SimState, score: EventScore, rnd: () => number): TickPlay {
  const mean = (s.rateHome + s.rateAway) / s.length;
  const pts = Math.round(mean + (rnd() - 0.5) * 6);
  const homeShare = s.rateHome / (s.rateHome + s.rateAway);
  let h = 0;
  for (let i = 0; i < pts; i += 1) if (rnd() < homeShare) h += 1;
  score.home += h;
  score.away += Math.max(0, pts) - h;
  s.minute += 1;
  let finished = false;
  if (s.minute >= s.length) {
    if (score.home === score.away)
      s.length += 5; // overtime
    else finished = true;
  }
  return { scored: null, goal: null, finished };
}

/** Sets: a few points of the current set; a won set is scored and the next one starts. */
function playSets(s: SimState, score: EventScore, rnd: () => number): TickPlay {
  let scored: 'home' | 'away' | null = null;
  const points = s.setTarget >= 20 ? 3 : 1;
  for (let i = 0; i < points; i += 1) {
    if (rnd() < s.pSet) s.setHome += 1;
    else s.setAway += 1;
    const lead = Math.abs(s.setHome - s.setAway);
    const top = Math.max(s.setHome, s.setAway);
    const tennis = s.setTarget === 6;
    if (top >= s.setTarget && (lead >= 2 || (tennis && top >= 7))) {
      scored = s.setHome > s.setAway ? 'home' : 'away';
      score[scored] += 1;
      s.periods.push({ home: s.setHome, away: s.setAway });
      s.setHome = 0;
      s.setAway = 0;
      break;
    }
  }
  score.periods = [...s.periods, { home: s.setHome, away: s.setAway }];
  const finished = score.home >= s.setsToWin || score.away >= s.setsToWin;
  if (finished) score.periods = s.periods;
  return { scored, goal: null, finished };
}

/** One tick of play: form drifts a little (so prices move even without a score), then play. */
export function playTick(s: SimState, score: EventScore, rnd: () => number): TickPlay {
  const drift = 1 + (rnd() - 0.5) * 0.06;
  s.rateHome *= drift;
  s.rateAway /= drift;
  s.pSet = Math.min(0.9, Math.max(0.1, s.pSet + (rnd() - 0.5) * 0.02));
  if (s.engine === 'goals') return playGoals(s, score, rnd);
  if (s.engine === 'points') return playPoints(s, score, rnd);
  return playSets(s, score, rnd);
}
