// Lucky Fruits RTP benchmark (not a test): plays 10^6 spins through the real provably fair
// stream — HMAC-SHA256(server seed, "client seed:nonce:0") → floats → reel stops → pays — and
// compares the measured return with the stated and the exactly computed RTP. It fails (exit 1)
// when the measured RTP is more than 1 percentage point away from the stated one.
//
//   npx tsx provider-games/bench/slot-rtp.ts        # or: npm run bench
//   BENCH_SPINS=1000000
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  blockMessage,
  exactSlotRtp,
  floatsFromBytes,
  SLOT_RTP,
  slotWinMinor,
  spinSlot,
} from '../src/engine';

const spins = Number(process.env.BENCH_SPINS ?? 1_000_000);
const stakeMinor = 1000;
const outFile = path.resolve(__dirname, '..', '..', 'bench', 'results', 'slot-rtp.json');

const serverSeed = crypto.randomBytes(32).toString('hex');
const clientSeed = 'bench';
const started = performance.now();
let paid = 0;
let squares = 0;
let hits = 0;
let best = 0;
for (let nonce = 0; nonce < spins; nonce += 1) {
  const block = crypto
    .createHmac('sha256', serverSeed)
    .update(blockMessage(clientSeed, nonce, 0))
    .digest();
  const outcome = spinSlot(floatsFromBytes(new Uint8Array(block.subarray(0, 20))));
  const win = slotWinMinor(outcome, stakeMinor);
  const ratio = win / stakeMinor;
  paid += ratio;
  squares += ratio * ratio;
  if (win > 0) hits += 1;
  if (ratio > best) best = ratio;
}
const seconds = (performance.now() - started) / 1000;

const exact = exactSlotRtp();
const measured = paid / spins;
const sd = Math.sqrt(squares / spins - measured * measured);
const standardError = sd / Math.sqrt(spins);
const differencePoints = (measured - SLOT_RTP) * 100;
const within = Math.abs(differencePoints) <= 1;

const result = {
  bench: 'slot-rtp',
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  game: 'oyna-lucky-fruits',
  spins,
  statedRtp: SLOT_RTP,
  exactRtp: { numerator: exact.numerator, denominator: exact.denominator, value: exact.rtp },
  measuredRtp: Math.round(measured * 1e6) / 1e6,
  differencePercentagePoints: Math.round(differencePoints * 1000) / 1000,
  standardDeviationPerSpin: Math.round(sd * 1000) / 1000,
  standardErrorPercentagePoints: Math.round(standardError * 100 * 1000) / 1000,
  hitRate: Math.round((hits / spins) * 10_000) / 10_000,
  biggestWinStakes: best,
  withinOnePoint: within,
  seconds: Math.round(seconds * 10) / 10,
  spinsPerSecond: Math.round(spins / seconds),
};
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `[slot-rtp] ${spins} spins in ${result.seconds} s: measured ${(measured * 100).toFixed(3)} %, ` +
    `stated ${(SLOT_RTP * 100).toFixed(2)} %, exact ${(exact.rtp * 100).toFixed(4)} % ` +
    `(±${result.standardErrorPercentagePoints} points s.e.) → ${path.relative(process.cwd(), outFile)}`,
);
if (!within) {
  console.error('[slot-rtp] the measured RTP is more than 1 point away from the stated one');
  process.exit(1);
}
