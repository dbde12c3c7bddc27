import type { EventClock, EventScore } from '@oyna/contracts';
import { roundOddsMilli } from './odds';

/**
 * The embedded feed's price model: from a game state to every market's prices (a final score's
 * results are in market-results.ts). Three shapes cover the sports of the issue: goals
 * (football: independent Poisson goals per team), points (basketball: a normal approximation of
 * the final margin and total) and sets (tennis, volleyball and e-sports maps: a best-of race).
 */
export type Engine = 'goals' | 'points' | 'sets';

export interface GameState {
  engine: Engine;
  /** goals/points: expected goals or points per full game for each side. */
  rateHome: number;
  rateAway: number;
  /** Full game length in minutes (goals, points). */
  length: number;
  /** sets: probability the home side wins a set, sets needed, points that win a set. */
  pSet: number;
  setsToWin: number;
  setTarget: number;
  /** Fixed lines chosen at creation (points: total and handicap, milli). */
  totalLine: number;
  handicapLine: number;
  /** Elapsed minutes (goals, points). */
  minute: number;
  /** Current set's points (sets). */
  setHome: number;
  setAway: number;
  /** A goal (or set) just happened: markets stay suspended for this many ticks. */
  suspendTicks: number;
}

export interface SelectionSpec {
  key: string;
  tr: string;
  en: string;
  /** Thousandths; null → not offered now (suspended). */
  odds: number | null;
}

export interface MarketSpec {
  key: string;
  tr: string;
  en: string;
  /** Thousandths (2.5 → 2500); null when the market has no line. */
  line: number | null;
  sortOrder: number;
  selections: SelectionSpec[];
}

/** The book's overround on every market (prices are 1 / (p × (1 + margin))). */
const MARGIN = 0.06;
const MAX_ODDS_MILLI = 100_000;

function price(p: number): number | null {
  if (!(p > 0.004)) return null;
  const raw = 1000 / (Math.min(p, 0.99) * (1 + MARGIN));
  // Beyond the book's longest price the selection is not offered (suspended), never capped.
  return raw > MAX_ODDS_MILLI ? null : roundOddsMilli(raw);
}

function poisson(lambda: number, max: number): number[] {
  const out: number[] = [];
  let term = Math.exp(-lambda);
  for (let k = 0; k <= max; k += 1) {
    out.push(term);
    term = (term * lambda) / (k + 1);
  }
  return out;
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 erf). */
function phi(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x / Math.SQRT2));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

const lineText = (milli: number) => (milli / 1000).toFixed(1);
const signed = (milli: number) => `${milli > 0 ? '+' : ''}${(milli / 1000).toFixed(1)}`;

function overUnder(
  line: number,
  pOver: number,
  sortOrder: number,
  unit: { tr: string; en: string },
): MarketSpec {
  return {
    key: 'total',
    tr: `Toplam ${unit.tr} Alt/Üst ${lineText(line)}`,
    en: `Total ${unit.en} Over/Under ${lineText(line)}`,
    line,
    sortOrder,
    selections: [
      {
        key: 'over',
        tr: `Üst ${lineText(line)}`,
        en: `Over ${lineText(line)}`,
        odds: price(pOver),
      },
      {
        key: 'under',
        tr: `Alt ${lineText(line)}`,
        en: `Under ${lineText(line)}`,
        odds: price(1 - pOver),
      },
    ],
  };
}

function winner(pHome: number, sortOrder = 0): MarketSpec {
  return {
    key: 'winner',
    tr: 'Maç Sonucu',
    en: 'Match Winner',
    line: null,
    sortOrder,
    selections: [
      { key: 'home', tr: '1', en: '1', odds: price(pHome) },
      { key: 'away', tr: '2', en: '2', odds: price(1 - pHome) },
    ],
  };
}

function handicap(line: number, pHome: number, sortOrder: number): MarketSpec {
  return {
    key: 'handicap',
    tr: `Handikap (${signed(line)})`,
    en: `Handicap (${signed(line)})`,
    line,
    sortOrder,
    selections: [
      { key: 'home', tr: `1 (${signed(line)})`, en: `1 (${signed(line)})`, odds: price(pHome) },
      {
        key: 'away',
        tr: `2 (${signed(-line)})`,
        en: `2 (${signed(-line)})`,
        odds: price(1 - pHome),
      },
    ],
  };
}

/** Football: Poisson goals for the rest of the game on top of the current score. */
function priceGoals(s: GameState, score: EventScore, live: boolean): MarketSpec[] {
  const rest = Math.max(0, s.length - s.minute) / s.length;
  const lh = s.rateHome * rest;
  const la = s.rateAway * rest;
  const N = 10;
  const ph = poisson(lh, N);
  const pa = poisson(la, N);
  const final = (f: (h: number, a: number) => boolean) => {
    let p = 0;
    for (let i = 0; i <= N; i += 1) {
      for (let j = 0; j <= N; j += 1) {
        if (f(score.home + i, score.away + j)) p += (ph[i] ?? 0) * (pa[j] ?? 0);
      }
    }
    return p;
  };
  const pHome = final((h, a) => h > a);
  const pDraw = final((h, a) => h === a);
  const markets: MarketSpec[] = [
    {
      key: '1x2',
      tr: 'Maç Sonucu',
      en: 'Match Result',
      line: null,
      sortOrder: 0,
      selections: [
        { key: 'home', tr: '1', en: '1', odds: price(pHome) },
        { key: 'draw', tr: 'X', en: 'X', odds: price(pDraw) },
        { key: 'away', tr: '2', en: '2', odds: price(1 - pHome - pDraw) },
      ],
    },
  ];
  [1500, 2500, 3500].forEach((line, i) => {
    markets.push(
      overUnder(
        line,
        final((h, a) => h + a > line / 1000),
        10 + i,
        { tr: 'Gol', en: 'Goals' },
      ),
    );
  });
  const pBtts = final((h, a) => h > 0 && a > 0);
  markets.push({
    key: 'btts',
    tr: 'Karşılıklı Gol',
    en: 'Both Teams to Score',
    line: null,
    sortOrder: 20,
    selections: [
      { key: 'yes', tr: 'Var', en: 'Yes', odds: price(pBtts) },
      { key: 'no', tr: 'Yok', en: 'No', odds: price(1 - pBtts) },
    ],
  });
  // Handicap −1 for the home side: a one-goal home win is a push (stake back).
  const pWinBy2 = final((h, a) => h - a >= 2);
  const pPush = final((h, a) => h - a === 1);
  markets.push(handicap(-1000, pWinBy2 / Math.max(0.01, 1 - pPush), 30));
  const scores: SelectionSpec[] = [];
  let pListed = 0;
  for (let h = 0; h <= 3; h += 1) {
    for (let a = 0; a <= 3; a += 1) {
      const p = final((x, y) => x === h && y === a);
      pListed += p;
      scores.push({ key: `${h}-${a}`, tr: `${h}-${a}`, en: `${h}-${a}`, odds: price(p) });
    }
  }
  scores.push({ key: 'other', tr: 'Diğer', en: 'Other', odds: price(1 - pListed) });
  markets.push({
    key: 'correct-score',
    tr: 'Doğru Skor',
    en: 'Correct Score',
    line: null,
    sortOrder: 40,
    selections: scores,
  });
  if (live) {
    const n = score.home + score.away + 1;
    const pNone = Math.exp(-(lh + la));
    const share = lh + la > 0 ? lh / (lh + la) : 0.5;
    markets.push({
      key: 'next-goal',
      tr: `${n}. Gol`,
      en: `Goal ${n}`,
      line: n * 1000,
      sortOrder: 5,
      selections: [
        { key: 'home', tr: '1', en: '1', odds: price((1 - pNone) * share) },
        { key: 'none', tr: 'Gol Yok', en: 'No Goal', odds: price(pNone) },
        { key: 'away', tr: '2', en: '2', odds: price((1 - pNone) * (1 - share)) },
      ],
    });
  }
  return markets;
}

/** Basketball: the final margin and total as normals around the expected rest of the game. */
function pricePoints(s: GameState, score: EventScore): MarketSpec[] {
  const rest = Math.max(0, s.length - s.minute) / s.length;
  const meanMargin = score.home - score.away + (s.rateHome - s.rateAway) * rest;
  const meanTotal = score.home + score.away + (s.rateHome + s.rateAway) * rest;
  const sd = Math.max(1.5, 12 * Math.sqrt(rest));
  const pOver = 1 - phi((s.totalLine / 1000 - meanTotal) / (sd * 1.4));
  // home covers line L when margin + L > 0
  const pCover = 1 - phi((-s.handicapLine / 1000 - meanMargin) / sd);
  return [
    winner(1 - phi(-meanMargin / sd)),
    overUnder(s.totalLine, pOver, 10, { tr: 'Sayı', en: 'Points' }),
    handicap(s.handicapLine, pCover, 30),
  ];
}

/** Tennis, volleyball, e-sports: sets (or maps) as a best-of race; the current set from its points. */
function priceSets(s: GameState, score: EventScore): MarketSpec[] {
  const left = Math.max(2, 2 * s.setTarget - s.setHome - s.setAway);
  const pCurrent = phi((s.setHome - s.setAway + (2 * s.pSet - 1) * left) / Math.sqrt(left + 1));
  const need = s.setsToWin;
  // Outcome probabilities of final set scores, through the current set.
  const finals = new Map<string, number>();
  const walk = (h: number, a: number, p: number, first: boolean) => {
    if (h >= need || a >= need) {
      finals.set(`${h}-${a}`, (finals.get(`${h}-${a}`) ?? 0) + p);
      return;
    }
    const q = first ? pCurrent : s.pSet;
    walk(h + 1, a, p * q, false);
    walk(h, a + 1, p * (1 - q), false);
  };
  walk(score.home, score.away, 1, true);
  let pHome = 0;
  for (const [k, p] of finals) {
    const [h, a] = k.split('-').map(Number) as [number, number];
    if (h > a) pHome += p;
  }
  const totalLine = (need * 2 - 1) * 1000 - 500;
  let pOver = 0;
  let pCover = 0;
  for (const [k, p] of finals) {
    const [h, a] = k.split('-').map(Number) as [number, number];
    if (h + a > totalLine / 1000) pOver += p;
    if (h - 1.5 > a) pCover += p;
  }
  const scores: SelectionSpec[] = [];
  for (let a = 0; a < need; a += 1) {
    scores.push({
      key: `${need}-${a}`,
      tr: `${need}-${a}`,
      en: `${need}-${a}`,
      odds: price(finals.get(`${need}-${a}`) ?? 0),
    });
  }
  for (let h = need - 1; h >= 0; h -= 1) {
    scores.push({
      key: `${h}-${need}`,
      tr: `${h}-${need}`,
      en: `${h}-${need}`,
      odds: price(finals.get(`${h}-${need}`) ?? 0),
    });
  }
  return [
    winner(pHome),
    overUnder(totalLine, pOver, 10, { tr: 'Set', en: 'Sets' }),
    handicap(-1500, pCover, 30),
    {
      key: 'correct-score',
      tr: 'Set Skoru',
      en: 'Set Score',
      line: null,
      sortOrder: 40,
      selections: scores,
    },
  ];
}

export function priceMarkets(s: GameState, score: EventScore, live: boolean): MarketSpec[] {
  if (s.engine === 'goals') return priceGoals(s, score, live);
  if (s.engine === 'points') return pricePoints(s, score);
  return priceSets(s, score);
}

/** The clock label shown on lists: "67'", "Q3 08'", "Set 2", "HT". */
export function clockOf(s: GameState, score: EventScore): EventClock {
  if (s.engine === 'goals') {
    const minute = Math.min(s.length, Math.floor(s.minute));
    return { minute, period: minute < 45 ? 1 : 2, label: `${minute}'` };
  }
  if (s.engine === 'points') {
    const minute = Math.min(s.length, Math.floor(s.minute));
    const quarter = Math.min(4, Math.floor(minute / 12) + 1);
    return {
      minute,
      period: quarter,
      label: `Q${quarter} ${String(minute % 12).padStart(2, '0')}'`,
    };
  }
  const set = score.home + score.away + 1;
  const maps = s.setTarget !== 6 && s.setTarget !== 25;
  return { minute: 0, period: set, label: `${maps ? 'Map' : 'Set'} ${set}` };
}
