#!/usr/bin/env node
// Reads a V8 .cpuprofile (node --cpu-prof; the balance bench's BENCH_API_NODE_ARGS) and prints the
// self time per function and per package, the heaviest first. Not itself a benchmark.
//
//   node bench/lib/cpuprofile-summary.mjs CPU.….cpuprofile [top=30] [lastSeconds]
//   PARENTS_OF=writev node bench/lib/cpuprofile-summary.mjs …   also who calls that function
//
// lastSeconds keeps only the samples of the profile's last seconds (the load window, without the
// server's start-up).
import fs from 'node:fs';

const [file, topArg, lastSeconds] = process.argv.slice(2);
if (!file) {
  console.error('usage: cpuprofile-summary.mjs FILE.cpuprofile [top] [lastSeconds]');
  process.exit(2);
}
const top = Number(topArg ?? 30);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const from = lastSeconds ? profile.endTime - Number(lastSeconds) * 1e6 : -Infinity;

/** Self time (µs) per profile node, within the window. */
const self = new Map();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (at >= from) self.set(id, (self.get(id) ?? 0) + delta);
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

const local = (url) =>
  url.replace(/^file:\/\/.*?\/(node_modules|api|bench|shared-contracts)\//, '$1/');
const packageOf = (url, name) => {
  const dep = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dep) return dep[1];
  if (url.startsWith('node:')) return url.split('/')[0];
  return url ? local(url).split('/').slice(0, 3).join('/') : name;
};
const byFunction = new Map();
const byPackage = new Map();
const add = (map, key, t) => map.set(key, (map.get(key) ?? 0) + t);
for (const [id, t] of self) {
  const { functionName, url, lineNumber } = nodes.get(id).callFrame;
  const name = functionName || '(anonymous)';
  add(byFunction, `${name}  ${url ? `${local(url)}:${lineNumber + 1}` : ''}`, t);
  add(byPackage, packageOf(url, name), t);
}
const print = (title, map, n) => {
  console.log(`--- ${title} ---`);
  for (const [key, t] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) {
    console.log(`${((t / total) * 100).toFixed(1).padStart(5)}%  ${key.slice(0, 160)}`);
  }
};
console.log(`${(total / 1e6).toFixed(1)} s sampled`);
print('self time by function', byFunction, top);
print('self time by package', byPackage, 20);

if (process.env.PARENTS_OF) {
  const parents = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n.id);
  const chains = new Map();
  for (const [id, t] of self) {
    if (nodes.get(id).callFrame.functionName !== process.env.PARENTS_OF) continue;
    const chain = [];
    for (let p = parents.get(id); p && chain.length < 6; p = parents.get(p)) {
      const cf = nodes.get(p).callFrame;
      chain.push(
        `${cf.functionName || '(anonymous)'}@${cf.url.split('/').pop()}:${cf.lineNumber + 1}`,
      );
    }
    add(chains, chain.join(' < '), t);
  }
  print(`callers of ${process.env.PARENTS_OF}`, chains, 8);
}
