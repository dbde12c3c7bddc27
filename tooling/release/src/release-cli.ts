#!/usr/bin/env node
// `npm run release -w remote-<name>` (docs/ops.md › Remote releases): builds the remote (its
// production build) and adds the release `<store>/<remote>/<package semver>+<commit>/`.
//
//   --dist DIR     a dist already built from this package (CI's build step), instead of building
//   --by NAME      who releases (default: git's user.name, else $USER)
//   --commit SHA   the commit (default: git rev-parse --short=7 HEAD)
//   --app-dir DIR  the remote's package folder (default: the current folder, as npm -w runs it)
//   OYNA_RELEASES_DIR  the release store (default <repo>/.data/releases)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makeRelease } from './release';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    by: { type: 'string' },
    commit: { type: 'string' },
    'app-dir': { type: 'string' },
  },
});

makeRelease({
  appDir: path.resolve(values['app-dir'] ?? process.cwd()),
  store: path.resolve(process.env.OYNA_RELEASES_DIR || path.join(repoRoot, '.data', 'releases')),
  ...(values.dist ? { dist: path.resolve(values.dist) } : {}),
  ...(values.commit ? { commit: values.commit } : {}),
  ...(values.by ? { by: values.by } : {}),
  log: (line) => console.log(line),
})
  .then((record) => console.log(JSON.stringify({ remote: record.remote, version: record.version })))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
