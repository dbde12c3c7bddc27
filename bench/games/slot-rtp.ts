// Slot RTP benchmark (not a test): plays BENCH_SPINS rounds (10^7 by default) of every slot
// through the real provably fair stream — HMAC-SHA256(server seed, "client seed:nonce:block") →
// floats → reel stops → pays, free spins included — and sets the measured return, with its 99 %
// interval, beside the exactly computed and the declared RTP. `pass` is whether the exact RTP
// lies inside the 99 % interval (a measurement: a miss is printed, never fails the run).
//
//   npx tsx bench/games/slot-rtp.ts        # or: npm run bench -- slot
//   BENCH_SPINS=10000000 BENCH_GAMES=oyna-sultan-gold,oyna-lucky-tulip
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  blockMessage,
  evaluateWindow,
  exactSlotRtp,
  floatsFromBytes,
  fractionValue,
  roundBlocks,
  slotFloatCount,
  SLOT_GAMES,
  slotWinMinor,
  spinSlot,
  type SlotDefinition,
  type SlotOutcome,
} from '@oyna/provider-games/engine';

const spins = Number(process.env.BENCH_SPINS ?? 10_000_000);
const only = process.env.BENCH_GAMES?.split(',').filter(Boolean);
const stakeMinor = 1000;
const Z99 = 2.5758;
const outFile = path.resolve(__dirname, '..', 'results', 'slot-rtp.json');

function play(game: SlotDefinition, serverSeed: string, nonce: number): SlotOutcome {
  const block = (round: number) =>
    crypto
      .createHmac('sha256', serverSeed)
      .update(blockMessage('bench', nonce, round))
      .digest();
  const first = floatsFromBytes(new Uint8Array(block(0).subarray(0, 20)));
  const stops = game.strips.map((strip, reel) => Math.floor((first[reel] ?? 0) * strip.length));
  const base = evaluateWindow(stops, game.strips, game);
  if (!game.freeSpins || base.scatters < game.freeSpins.trigger) return base;
  // Free spins read the rest of the round's bytes, exactly as the server does.
  const bytes = 4 * slotFloatCount(game);
  const all = Buffer.concat(roundBlocks(bytes).map(block)).subarray(0, bytes);
  return spinSlot(floatsFromBytes(new Uint8Array(all)), game);
}

const games = SLOT_GAMES.filter((g) => !only || only.includes(g.code)).map((game) => {
  const serverSeed = crypto.randomBytes(32).toString('hex');
  const started = performance.now();
  let paid = 0;
  let squares = 0;
  let hits = 0;
  let freeRounds = 0;
  let best = 0;
  for (let nonce = 0; nonce < spins; nonce += 1) {
    const outcome = play(game, serverSeed, nonce);
    const ratio = slotWinMinor(outcome, stakeMinor) / stakeMinor;
    paid += ratio;
    squares += ratio * ratio;
    if (ratio > 0 || outcome.freeSpins) hits += 1;
    if (outcome.freeSpins) freeRounds += 1;
    if (ratio > best) best = ratio;
  }
  const seconds = (performance.now() - started) / 1000;
  const exact = exactSlotRtp(game);
  const measured = paid / spins;
  const sd = Math.sqrt(squares / spins - measured * measured);
  const halfWidth = (Z99 * sd) / Math.sqrt(spins);
  const inside = Math.abs(measured - exact.rtp) <= halfWidth;
  const hitRate = hits / spins;
  const exactHit = fractionValue(exact.hitRate);
  const hitHalf = Z99 * Math.sqrt((hitRate * (1 - hitRate)) / spins);
  const round = (x: number, digits = 6) => Math.round(x * 10 ** digits) / 10 ** digits;
  const row = {
    game: game.code,
    name: game.name.en,
    spins,
    declaredRtp: game.rtp,
    exactRtp: {
      numerator: exact.fraction.numerator.toString(),
      denominator: exact.fraction.denominator.toString(),
      value: round(exact.rtp, 8),
      baseLines: round(exact.baseLines),
      baseScatters: round(exact.baseScatters),
      freeSpins: round(exact.freeSpins),
    },
    measuredRtp: round(measured),
    interval99: [round(measured - halfWidth), round(measured + halfWidth)],
    exactInsideInterval99: inside,
    standardDeviationPerRound: round(sd, 3),
    exactHitRate: round(exactHit),
    measuredHitRate: round(hitRate),
    hitRateInterval99: [round(hitRate - hitHalf), round(hitRate + hitHalf)],
    exactFreeSpinsChance: round(exact.freeSpinsChance),
    measuredFreeSpinsChance: round(freeRounds / spins),
    declaredMaxMultiplier: game.maxMultiplierX100 / 100,
    biggestWinStakes: best,
    seconds: round(seconds, 1),
    roundsPerSecond: Math.round(spins / seconds),
  };
  console.log(
    `[slot-rtp] ${game.name.en}: ${spins} rounds in ${row.seconds} s — measured ` +
      `${(measured * 100).toFixed(3)} % (99 %: ${(row.interval99[0]! * 100).toFixed(3)}–` +
      `${(row.interval99[1]! * 100).toFixed(3)}), exact ${(exact.rtp * 100).toFixed(4)} %, ` +
      `declared ${(game.rtp * 100).toFixed(2)} %; hit rate ${(hitRate * 100).toFixed(2)} % ` +
      `(exact ${(exactHit * 100).toFixed(2)} %)${inside ? '' : ' — exact RTP OUTSIDE the 99 % interval'}`,
  );
  return row;
});

const result = {
  bench: 'slot-rtp',
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  games,
  budgets: games.map((g) => ({
    figure: `${g.name} RTP, ${g.spins} rounds (99 % interval)`,
    budget: `contains exact ${(g.exactRtp.value * 100).toFixed(3)} %`,
    measured: `${(g.interval99[0]! * 100).toFixed(3)}–${(g.interval99[1]! * 100).toFixed(3)} %`,
    pass: g.exactInsideInterval99,
  })),
};
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);
console.log(`[slot-rtp] → ${path.relative(process.cwd(), outFile)}`);
