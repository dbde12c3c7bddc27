// Blackjack house-edge benchmark (not a test): plays BENCH_ROUNDS rounds (4·10^6 by default) of
// Blackjack Classic under basic strategy (6 decks, S17, DAS, one split, no insurance) through the
// engine's shoe and rules, with a fixed seed, and writes the measured house edge with its 99 %
// interval to bench/results/blackjack-edge.json. The rules panel states this value.
//
//   npx tsx bench/games/blackjack-edge.ts        # BENCH_ROUNDS=10000000 BENCH_SEED=…
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { simulateHouseEdge } from '#games/engine/blackjack-strategy';

const rounds = Number(process.env.BENCH_ROUNDS ?? 4_000_000);
const seed = Number(process.env.BENCH_SEED ?? 20261127);
const outFile = path.resolve(__dirname, '..', 'results', 'blackjack-edge.json');

const started = performance.now();
const result = simulateHouseEdge(rounds, seed);
const seconds = (performance.now() - started) / 1000;
const report = {
  game: 'oyna-blackjack-classic',
  strategy: 'basic (6D S17 DAS, no insurance)',
  seed,
  rounds,
  houseEdgePercent: +(result.edge * 100).toFixed(3),
  interval99Percent: [+(result.low * 100).toFixed(3), +(result.high * 100).toFixed(3)],
  seconds: +seconds.toFixed(1),
};
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
console.log(report);
