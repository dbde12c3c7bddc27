#!/usr/bin/env node
// Benchmark (not a test): what each front-end app ships, raw and gzip, from its production
// build, and what the shell's first page load needs (index.html's scripts and styles).
// Writes bench/results/bundle-size.json. Run `npm run build` first.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const apps = ['shell', 'remote-sports', 'remote-casino', 'remote-account', 'remote-payments'];

const sizeOf = (file) => {
  const body = fs.readFileSync(file);
  return { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
};
const sum = (list) =>
  list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
const kib = (n) => Math.round((n / 1024) * 10) / 10;

const results = {};
for (const app of apps) {
  const dist = path.join(root, app, 'dist');
  if (!fs.existsSync(dist)) {
    console.error(`[bundle-size] ${app}/dist is missing: run npm run build first`);
    process.exit(1);
  }
  const files = fs.readdirSync(dist).filter((f) => /\.(js|css)$/.test(f));
  const js = sum(files.filter((f) => f.endsWith('.js')).map((f) => sizeOf(path.join(dist, f))));
  const css = sum(files.filter((f) => f.endsWith('.css')).map((f) => sizeOf(path.join(dist, f))));
  results[app] = {
    jsKiB: { raw: kib(js.raw), gzip: kib(js.gzip) },
    cssKiB: { raw: kib(css.raw), gzip: kib(css.gzip) },
  };
  if (app === 'shell') {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const initial = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    const first = sum(initial.map((f) => sizeOf(path.join(dist, f))));
    results[app].firstLoadKiB = {
      files: initial.length,
      raw: kib(first.raw),
      gzip: kib(first.gzip),
    };
  }
}

const out = path.join(root, 'bench', 'results', 'bundle-size.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  `${JSON.stringify({ bench: 'bundle-size', date: new Date().toISOString(), results }, null, 2)}\n`,
);
for (const [app, r] of Object.entries(results)) {
  const first = r.firstLoadKiB ? `; first load ${r.firstLoadKiB.gzip} KiB gzip` : '';
  console.log(
    `[bundle-size] ${app}: js ${r.jsKiB.gzip} KiB gzip, css ${r.cssKiB.gzip} KiB gzip${first}`,
  );
}
console.log(`[bundle-size] written to ${path.relative(root, out)}`);
