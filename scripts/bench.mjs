#!/usr/bin/env node
// `npm run bench`: runs every benchmark script found under <package>/bench/ (*.mjs, *.js; *.ts
// through tsx), one after the other. Benchmarks are not tests: each bounds itself in count and
// time and writes its figures under bench/results/.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, run } from './lib/processes.mjs';

const scripts = fs
  .readdirSync(repoRoot, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('.') && d.name !== 'node_modules')
  .flatMap((d) => {
    const dir = path.join(repoRoot, d.name, 'bench');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((f) => /\.(mjs|js|ts)$/.test(f) && !f.endsWith('.d.ts'))
      .map((f) => path.join(dir, f));
  })
  .sort();

if (scripts.length === 0) {
  console.log('[bench] no */bench/ scripts found');
  process.exit(0);
}
let failed = 0;
for (const script of scripts) {
  const rel = path.relative(repoRoot, script);
  console.log(`[bench] ${rel}`);
  const [command, args] = script.endsWith('.ts')
    ? [path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [script]]
    : [process.execPath, [script]];
  const code = await run(command, args);
  if (code !== 0) {
    failed += 1;
    console.error(`[bench] ${rel} exited with ${code}`);
  }
}
process.exit(failed ? 1 : 0);
