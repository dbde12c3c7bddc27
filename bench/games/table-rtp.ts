// Table, wheel and crash RTP benchmark (not a test): plays BENCH_ROUNDS rounds (100 000 by
// default, a few seconds a game) of Speed Baccarat, TV Wheel, the three roulette tables (European,
// Mega, Virtual) and the four crash games through the real provably fair stream —
// HMAC-SHA256(fixed server seed, "bench:nonce:block") → the engine's outcome (rounds.ts) → the
// engine's settlement — and sets each bet's measured return per unit staked, with its 99 %
// interval, beside its exact and its declared figure. `pass` is whether the exact figure lies
// inside the 99 % interval (a measurement: a miss is printed, never fails the run).
//
// Exact figures:
// - roulette and wheel: to the float. A float is u / 2^32 (u a 32-bit integer) and
//   pocket = floor(u · n / 2^32) is exact in a double, so pocket k has
//   ceil((k + 1) · 2^32 / n) − ceil(k · 2^32 / n) of the 2^32 floats;
// - baccarat: every ordered six-card deal by card value (baccaratOdds, baccarat.ts);
// - Mega Roulette's straight up: megaStraightRtp (mega-roulette.ts), floats taken as uniform;
// - crash at a cash-out target M (hundredths): the cash-out pays at or below the crash point
//   (crash.ts › decideCashOut, bustabit's rule), and raw crash ≥ M for exactly
//   floor(R · 2^52 / M) of the 2^52 values of X, so the return is
//   M · floor(R · 2^52 / M) / (100 · 2^52): the declared R % to within 2^-52 (a target above
//   the cap never pays).
//
//   npx tsx bench/games/table-rtp.ts        # or: npm run bench -- table
//   BENCH_ROUNDS=2000000 BENCH_GAMES=oyna-mega-roulette,oyna-tv-crash
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  BACCARAT_SPOTS,
  baccaratRtp,
  baccaratWinner,
  blockMessage,
  CRASH_DEFAULT_CAP_X100,
  CRASH_VARIANTS,
  GAMES,
  megaStraightRtp,
  outcomeFromBlocks,
  POCKET_TABLE,
  ROULETTE_POCKETS,
  ROULETTE_VARIANTS,
  roundBlocks,
  settleBaccarat,
  settleMegaRoulette,
  settleRoulette,
  settleWheel,
  WHEEL_SEGMENTS,
  WHEEL_SIZE,
  WHEEL_SPOTS,
  WHEEL_VALUES,
  type BaccaratSpot,
  type GameInfo,
  type RouletteBet,
  type RoundOutcome,
  type WheelSpot,
} from '@oyna/provider-games/engine';

const rounds = Number(process.env.BENCH_ROUNDS ?? 100_000);
const only = process.env.BENCH_GAMES?.split(',').filter(Boolean);
const Z99 = 2.5758;
const SERVER_SEED = 'table-rtp-bench-fixed-server-seed';
const outFile = path.resolve(__dirname, '..', 'results', 'table-rtp.json');
const round = (x: number, digits = 6) => Math.round(x * 10 ** digits) / 10 ** digits;
const pct = (x: number, digits = 3) => `${(x * 100).toFixed(digits)} %`;

/** One bet measured on a game: what a round returns per unit staked, and its exact return. */
interface Line {
  bet: string;
  exact: number;
  /** The game's declared RTP when this bet is the one it declares (null: listed on its rules). */
  declared: number | null;
  returns: (outcome: RoundOutcome) => number;
}

/** How many of the 2^32 floats land on each of n slots (floor(u · n / 2^32), exact). */
function slotCounts(n: number): bigint[] {
  const whole = 2n ** 32n;
  const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
  return Array.from(
    { length: n },
    (_, k) => ceilDiv(BigInt(k + 1) * whole, BigInt(n)) - ceilDiv(BigInt(k) * whole, BigInt(n)),
  );
}
const slotChance = (counts: bigint[], k: number) => Number(counts[k] ?? 0n) / 2 ** 32;

function rouletteLines(game: GameInfo): Line[] {
  const mega = game.code === 'oyna-mega-roulette';
  const counts = slotCounts(ROULETTE_POCKETS);
  const settle = (bets: RouletteBet[], outcome: RoundOutcome) => {
    if (outcome.kind !== 'roulette') throw new Error('not a roulette round');
    return outcome.mega
      ? settleMegaRoulette(bets, outcome.pocket, outcome.mega).totalMinor
      : settleRoulette(bets, outcome.pocket).totalMinor;
  };
  const red: Line = {
    bet: 'red',
    exact:
      2 *
      POCKET_TABLE.filter((p) => p.color === 'red').reduce(
        (sum, p) => sum + slotChance(counts, p.number),
        0,
      ),
    declared: mega ? null : game.rtp,
    returns: (o) => settle([{ type: 'red', amount: 1 }], o),
  };
  if (!mega) {
    return [
      {
        bet: 'straight up 17',
        exact: 36 * slotChance(counts, 17),
        declared: game.rtp,
        returns: (o) => settle([{ type: 'straight', number: 17, amount: 1 }], o),
      },
      red,
    ];
  }
  // A straight up's return does not depend on its number, so one unit on each of the 37 numbers
  // measures it with a far narrower interval than one number alone (mega pays reach 501×).
  const everyNumber: RouletteBet[] = POCKET_TABLE.map((p) => ({
    type: 'straight',
    number: p.number,
    amount: 1,
  }));
  const { n, d } = megaStraightRtp();
  return [
    {
      bet: 'straight up (1 on each number)',
      exact: Number((n * 10n ** 15n) / d) / 1e15,
      declared: game.rtp,
      returns: (o) => settle(everyNumber, o) / ROULETTE_POCKETS,
    },
    red,
  ];
}

function wheelLines(game: GameInfo): Line[] {
  const counts = slotCounts(WHEEL_SIZE);
  const chanceOf = (spot: WheelSpot) =>
    WHEEL_SEGMENTS.reduce((sum, s, k) => sum + (s === spot ? slotChance(counts, k) : 0), 0);
  return WHEEL_SPOTS.map((spot) => ({
    bet: spot,
    exact: chanceOf(spot) * (WHEEL_VALUES[spot] + 1),
    declared: spot === '1' ? game.rtp : null,
    returns: (o) => {
      if (o.kind !== 'wheel') throw new Error('not a wheel round');
      return settleWheel([{ spot, amount: 1 }], o.segment);
    },
  }));
}

function baccaratLines(game: GameInfo): Line[] {
  const exact = baccaratRtp();
  // 100 minor units a bet, so the banker's 5 % commission is whole and the return exact.
  const unit = 100;
  return BACCARAT_SPOTS.map((spot: BaccaratSpot) => ({
    bet: spot,
    exact: exact[spot],
    declared: spot === 'banker' ? game.rtp : null,
    returns: (o) => {
      if (o.kind !== 'baccarat') throw new Error('not a baccarat round');
      const bets = { player: 0, banker: 0, tie: 0, [spot]: unit };
      return settleBaccarat(bets, baccaratWinner(o)) / unit;
    },
  }));
}

/** Cash-out targets measured on every crash game, in hundredths. */
const CRASH_TARGETS = [200, 1000];

function crashLines(game: GameInfo): Line[] {
  const variant = CRASH_VARIANTS.find((v) => v.code === game.code);
  if (!variant) throw new Error(`no crash variant ${game.code}`);
  const cap = capOf(game);
  const whole = 2n ** 52n;
  return CRASH_TARGETS.map((target) => ({
    bet: `cash-out at ${target / 100}×`,
    exact:
      target > cap
        ? 0
        : (target * Number((BigInt(variant.terms.rtpPercent) * whole) / BigInt(target))) /
          (100 * 2 ** 52),
    declared: game.rtp,
    returns: (o) => {
      if (o.kind !== 'crash') throw new Error('not a crash round');
      return o.crashX100 >= target ? target / 100 : 0;
    },
  }));
}

function capOf(game: GameInfo): number {
  return game.crash?.capX100 ?? CRASH_DEFAULT_CAP_X100;
}

function linesOf(game: GameInfo): Line[] {
  switch (game.kind) {
    case 'roulette':
      return rouletteLines(game);
    case 'wheel':
      return wheelLines(game);
    case 'baccarat':
      return baccaratLines(game);
    case 'crash':
      return crashLines(game);
    default:
      return [];
  }
}

function outcomeOf(game: GameInfo, nonce: number): RoundOutcome {
  const blocks = new Map(
    roundBlocks(game.bytes).map((block) => [
      block,
      new Uint8Array(
        crypto
          .createHmac('sha256', `${SERVER_SEED}:${game.code}`)
          .update(blockMessage('bench', nonce, block))
          .digest(),
      ),
    ]),
  );
  return outcomeFromBlocks(game.kind, blocks, game.bytes, capOf(game), game.code).outcome;
}

const measured = ROULETTE_VARIANTS.map((v) => v.code)
  .concat(
    ['oyna-speed-baccarat', 'oyna-tv-wheel'],
    CRASH_VARIANTS.map((v) => v.code),
  )
  .filter((code) => !only || only.includes(code))
  .map((code) => {
    const game = GAMES.find((g) => g.code === code);
    if (!game) throw new Error(`no game ${code}`);
    const lines = linesOf(game);
    const sums = lines.map(() => 0);
    const squares = lines.map(() => 0);
    const started = performance.now();
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const outcome = outcomeOf(game, nonce);
      lines.forEach((line, i) => {
        const r = line.returns(outcome);
        sums[i] = (sums[i] ?? 0) + r;
        squares[i] = (squares[i] ?? 0) + r * r;
      });
    }
    const seconds = (performance.now() - started) / 1000;
    const bets = lines.map((line, i) => {
      const mean = (sums[i] ?? 0) / rounds;
      const sd = Math.sqrt(Math.max(0, (squares[i] ?? 0) / rounds - mean * mean));
      const half = (Z99 * sd) / Math.sqrt(rounds);
      return {
        bet: line.bet,
        declaredRtp: line.declared,
        exactRtp: round(line.exact, 8),
        measuredRtp: round(mean),
        interval99: [round(mean - half), round(mean + half)],
        exactInsideInterval99: Math.abs(mean - line.exact) <= half,
        standardDeviationPerUnit: round(sd, 3),
      };
    });
    for (const b of bets) {
      console.log(
        `[table-rtp] ${game.names.en} · ${b.bet}: measured ${pct(b.measuredRtp)} (99 %: ` +
          `${pct(b.interval99[0] ?? 0)}–${pct(b.interval99[1] ?? 0)}), exact ${pct(b.exactRtp, 4)}` +
          (b.declaredRtp === null ? '' : `, declared ${pct(b.declaredRtp, 2)}`) +
          (b.exactInsideInterval99 ? '' : ' — exact OUTSIDE the 99 % interval'),
      );
    }
    console.log(`[table-rtp] ${game.names.en}: ${rounds} rounds in ${seconds.toFixed(1)} s`);
    return {
      game: game.code,
      name: game.names.en,
      rounds,
      declaredRtp: game.rtp,
      declaredMaxMultiplier: game.maxMultiplierX100 / 100,
      bets,
      seconds: round(seconds, 1),
    };
  });

const result = {
  bench: 'table-rtp',
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  serverSeed: `${SERVER_SEED}:<game code>`,
  games: measured,
  budgets: measured.flatMap((g) =>
    g.bets.map((b) => ({
      figure: `${g.name} ${b.bet} RTP, ${g.rounds} rounds (99 % interval)`,
      budget:
        `contains exact ${pct(b.exactRtp)}` +
        (b.declaredRtp === null ? '' : ` (declared ${pct(b.declaredRtp, 2)})`),
      measured: `${pct(b.interval99[0] ?? 0)}–${pct(b.interval99[1] ?? 0)}`,
      pass: b.exactInsideInterval99,
    })),
  ),
};
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);
console.log(`[table-rtp] → ${path.relative(process.cwd(), outFile)}`);
