import { publishPgliteTemplate } from '../config';
import { createPgliteTemplate } from './pglite-template';

/** jest globalSetup of the api project: the run's empty PGlite cluster (pglite-template.ts). */
export default async function globalSetup(): Promise<void> {
  // The test workers start after this and inherit the variable.
  publishPgliteTemplate(await createPgliteTemplate());
}
