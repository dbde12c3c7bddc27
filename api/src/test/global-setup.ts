import { createPgliteTemplate, PGLITE_TEMPLATE_VAR } from './pglite-template';

/** jest globalSetup of the api project: the run's empty PGlite cluster (pglite-template.ts). */
export default async function globalSetup(): Promise<void> {
  // The test workers start after this and inherit the variable.
  process.env[PGLITE_TEMPLATE_VAR] = await createPgliteTemplate();
}
