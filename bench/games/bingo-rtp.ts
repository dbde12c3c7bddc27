// Bingo RTP benchmark (not a test): plays BENCH_ROUNDS rounds (10^6 by default) of each bingo,
// four cards a round, through the real provably fair stream — HMAC-SHA256(fixed server seed,
// "bench:nonce:block") → floats → cards and draw → each card's best prize — and sets the measured
// return per unit staked and each prize's frequency, with 99 % intervals, beside the exact
// figures (engine/bingo.ts, inclusion–exclusion). `pass` is whether the exact RTP lies inside
// the 99 % interval (a measurement: a miss is printed, never fails the run). The full houses are
// rare (75-ball: 2.4·10⁻⁹ a card), so the interval is wide where they weigh.
//
//   npx tsx bench/games/bingo-rtp.ts
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  BINGO_75,
  BINGO_90,
  bingoOdds,
  bingoRtp,
  blockMessage,
  judgeCard,
  outcomeFromBlocks,
  roundBlocks,
  gameByCode,
  type BingoRules,
} from '@oyna/provider-games/engine';

const rounds = Number(process.env.BENCH_ROUNDS ?? 1_000_000);
const Z99 = 2.5758;
const SERVER_SEED = 'bingo-bench-fixed-server-seed';
const outFile = path.resolve(__dirname, '..', 'results', 'bingo-rtp.json');
const round = (x: number, digits = 6) => Math.round(x * 10 ** digits) / 10 ** digits;

function measure(rules: BingoRules) {
  const code = `oyna-bingo-${rules.variant}`;
  const game = gameByCode(code);
  if (!game) throw new Error(`no ${code}`);
  const started = performance.now();
  const hits = new Array<number>(rules.prizes.length).fill(0);
  let sum = 0;
  let squares = 0;
  let cards = 0;
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    const blocks = new Map(
      roundBlocks(game.bytes).map((block) => [
        block,
        new Uint8Array(
          crypto
            .createHmac('sha256', SERVER_SEED)
            .update(blockMessage('bench', nonce, block))
            .digest(),
        ),
      ]),
    );
    const { outcome } = outcomeFromBlocks('bingo', blocks, game.bytes, 0, code);
    if (outcome.kind !== 'bingo') throw new Error('not a bingo round');
    for (const card of outcome.cards) {
      const { prize, multiplierX100 } = judgeCard(card, outcome.balls, rules);
      if (prize !== null) hits[prize] = (hits[prize] ?? 0) + 1;
      const paid = multiplierX100 / 100;
      sum += paid;
      squares += paid * paid;
      cards += 1;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const mean = sum / cards;
  const sd = Math.sqrt(squares / cards - mean * mean);
  const half = (Z99 * sd) / Math.sqrt(cards);
  const exact = bingoRtp(rules);
  const odds = bingoOdds(rules);
  const inside = Math.abs(mean - exact) <= half;
  return {
    game: code,
    rounds,
    cards,
    exactRtp: round(exact),
    measuredRtp: round(mean),
    rtpInterval99: [round(mean - half), round(mean + half)],
    declaredMaxMultiplier: game.maxMultiplierX100 / 100,
    prizes: rules.prizes.map((prize, i) => ({
      pattern: prize.pattern,
      withinBalls: prize.withinBalls ?? null,
      multiplier: prize.multiplierX100 / 100,
      exactChance: odds[i],
      measuredChance: (hits[i] ?? 0) / cards,
    })),
    seconds: round(seconds, 1),
    budget: {
      figure: `${code} RTP, ${cards} cards (99 % interval)`,
      budget: `contains exact ${(exact * 100).toFixed(3)} %`,
      measured: `${((mean - half) * 100).toFixed(3)}–${((mean + half) * 100).toFixed(3)} %`,
      pass: inside,
    },
  };
}

const games = [BINGO_75, BINGO_90].map(measure);
for (const g of games) {
  console.log(
    `[bingo-rtp] ${g.game}: ${g.cards} cards in ${g.seconds} s — RTP ${(g.measuredRtp * 100).toFixed(3)} % ` +
      `(99 %: ${g.budget.measured}; exact ${(g.exactRtp * 100).toFixed(3)} %)${g.budget.pass ? '' : ' — exact OUTSIDE the 99 % interval'}`,
  );
}
const result = {
  bench: 'bingo-rtp',
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  serverSeed: SERVER_SEED,
  games: games.map(({ budget: _budget, ...rest }) => rest),
  budgets: games.map((g) => g.budget),
};
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);
console.log(`[bingo-rtp] → ${path.relative(process.cwd(), outFile)}`);
