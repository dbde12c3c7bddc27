import { runCashier } from './cashier';

/** `npm run -w api cashier -- …` (see cashier.ts). */
runCashier(process.argv.slice(2), { env: process.env, fetch, out: (line) => console.log(line) })
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(`cashier: ${(error as Error).message}`);
    process.exitCode = 1;
  });
