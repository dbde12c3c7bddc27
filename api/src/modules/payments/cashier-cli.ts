import { loadOpsConfig } from '../../config';
import { runCashier } from './cashier';

/** `npm run -w api cashier -- …` (see cashier.ts); its settings come from config.ts. */
const ops = loadOpsConfig();
const env = { OYNA_API_URL: ops.apiUrl, ADMIN_TOKEN: ops.adminToken, OPERATOR: ops.operator };
runCashier(process.argv.slice(2), { env, fetch, out: (line) => console.log(line) })
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(`cashier: ${(error as Error).message}`);
    process.exitCode = 1;
  });
