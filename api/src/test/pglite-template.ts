import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadTestEnvironment, PGLITE_TEMPLATE_VAR, type TestEnvironment } from '../config';

/**
 * An empty PGlite cluster made once per jest run (global-setup.ts), copied for each test file's
 * database. Creating a cluster (its initdb) costs PGlite ~5 s of CPU, and tens of seconds when
 * the two CI cores are shared; a copy opens in a fraction of that. The copy holds no migration:
 * every test file still migrates its own database from nothing, as the server does.
 */
export { PGLITE_TEMPLATE_VAR };

/** Creates the empty cluster; returns its directory. */
export async function createPgliteTemplate(): Promise<string> {
  // Loaded here, not at the top: the test files' sandbox loads PGlite its own way (native-modules.ts).
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyna-pglite-template-'));
  const cluster = await PGlite.create(dir);
  await cluster.close();
  return dir;
}

/** Fills `dataDir` with a copy of the run's empty cluster; false when there is none. */
export function copyPgliteTemplate(
  dataDir: string,
  env: TestEnvironment = loadTestEnvironment(),
): boolean {
  const template = env.pgliteTemplate;
  if (!template || !fs.existsSync(path.join(template, 'PG_VERSION'))) return false;
  fs.cpSync(template, dataDir, { recursive: true });
  return true;
}
