import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/rspack-app.mjs';

export default createAppConfig({ dir: path.dirname(fileURLToPath(import.meta.url)), app: 'shell' });
