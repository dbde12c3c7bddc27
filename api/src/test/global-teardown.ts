import fs from 'node:fs';
import { loadTestEnvironment } from '../config';

/** jest globalTeardown of the api project: removes the run's empty PGlite cluster. */
export default async function globalTeardown(): Promise<void> {
  const template = loadTestEnvironment().pgliteTemplate;
  if (template) fs.rmSync(template, { recursive: true, force: true });
}
