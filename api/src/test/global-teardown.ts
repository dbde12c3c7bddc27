import fs from 'node:fs';
import { PGLITE_TEMPLATE_VAR } from './pglite-template';

/** jest globalTeardown of the api project: removes the run's empty PGlite cluster. */
export default async function globalTeardown(): Promise<void> {
  const template = process.env[PGLITE_TEMPLATE_VAR];
  if (template) fs.rmSync(template, { recursive: true, force: true });
}
