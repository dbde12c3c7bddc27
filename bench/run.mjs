#!/usr/bin/env node
// `npm run bench`: runs every benchmark under bench/<group>/ (api, games, web: *.mjs, *.ts), one
// after the other, each through tsx (the scripts take the test kit's registration builder, which
// is TypeScript). Benchmarks are not tests: each bounds itself in count and time and writes its
// figures under bench/results/. A results file may carry a `budgets` list
// ({ figure, budget, measured, pass: true | false | null }); after the last script every budget of
// every file is printed as one table (bench/README.md says how to read it). A missed budget is
// printed plainly and never fails the run: these are measurements, and machines are noisy.
//
//   npm run bench                 # everything
//   npm run bench -- web balance  # only the scripts whose file name contains one of the words
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, run } from '#scripts/lib/processes.mjs';

const benchDir = path.join(repoRoot, 'bench');
/** bench/'s folders that hold no benchmark of their own. */
const notGroups = new Set(['lib', 'results']);

const scripts = fs
  .readdirSync(benchDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !notGroups.has(d.name))
  .flatMap((d) =>
    fs
      .readdirSync(path.join(benchDir, d.name))
      .filter((f) => /\.(mjs|js|ts)$/.test(f) && !f.endsWith('.d.ts') && !f.endsWith('.test.mjs'))
      .map((f) => path.join(benchDir, d.name, f)),
  )
  .sort()
  .filter((f) => {
    const words = process.argv.slice(2);
    return words.length === 0 || words.some((w) => path.basename(f).includes(w));
  });

if (scripts.length === 0) {
  console.log('[bench] no bench/<group>/ scripts found');
  process.exit(0);
}
let failed = 0;
for (const script of scripts) {
  const rel = path.relative(repoRoot, script);
  console.log(`[bench] ${rel}`);
  const code = await run(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [script]);
  if (code !== 0) {
    failed += 1;
    console.error(`[bench] ${rel} exited with ${code}`);
  }
}
printBudgets();
process.exit(failed ? 1 : 0);

/** The one table: figure, budget, measured, pass/fail, from every bench/results/*.json. */
function printBudgets() {
  const dir = path.join(repoRoot, 'bench', 'results');
  if (!fs.existsSync(dir)) return;
  const rows = [];
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    let parsed;
    try {
      parsed = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    } catch {
      continue;
    }
    for (const b of parsed.budgets ?? []) {
      const verdict = b.pass === true ? 'pass' : b.pass === false ? 'FAIL' : '—';
      rows.push([b.figure, b.budget, b.measured, verdict, `${file} ${parsed.measuredAt ?? ''}`]);
    }
  }
  if (rows.length === 0) return;
  const head = ['figure', 'budget', 'measured', 'pass/fail', 'from'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => String(c).padEnd(widths[i])).join(' | ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const r of rows) console.log(line(r));
  const missed = rows.filter((r) => r[3] === 'FAIL').length;
  console.log(
    `\n[bench] ${rows.length} figures, ${missed} over budget (a measurement, not a test failure)`,
  );
}
