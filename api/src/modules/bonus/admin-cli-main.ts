import { loadOpsConfig } from '../../config';
import { runBonusDesk } from './admin-cli';

/** `npm run -w api bonus -- …` (see admin-cli.ts); its settings come from config.ts. */
const ops = loadOpsConfig();
const env = { OYNA_API_URL: ops.apiUrl, ADMIN_TOKEN: ops.adminToken, OPERATOR: ops.operator };
runBonusDesk(process.argv.slice(2), { env, fetch, out: (line) => console.log(line) })
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(`bonus: ${(error as Error).message}`);
    process.exitCode = 1;
  });
