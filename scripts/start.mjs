// `npm start`: the whole site on the embedded default (README). The api on PGlite in .data/,
// one rspack dev server per front-end app, and a watch build of the game provider's client (the
// api serves it under /provider/games/); the shell's dev server (:8080) proxies
// /remotes/<name>/, /api/, /notify and /provider/ so URLs are the same as behind nginx.
//
//   OYNA_DEV_PORT            the shell's port (default 8080); the remotes follow it (+1 … +4)
//   OYNA_DEV_<APP>_PORT      pins one app: SHELL, SPORTS, CASINO, ACCOUNT, PAYMENTS, BACKOFFICE,
//                            API (4000)
import { devPorts, startDevServers, takenDevPorts } from './lib/dev-servers.mjs';

let ports;
try {
  ports = devPorts();
} catch (error) {
  console.error(`\n  ${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
}

// Stop before anything starts rather than have the shell proxy to someone else's server.
const taken = await takenDevPorts(ports);
if (taken.length) {
  console.error(`\n  npm start cannot listen where it should:\n`);
  for (const line of taken) console.error(`  ✗ ${line}`);
  console.error(
    `\n  Stop what holds them, or move the dev servers, e.g. OYNA_DEV_PORT=9080 OYNA_DEV_API_PORT=5000 npm start\n`,
  );
  process.exit(1);
}

console.log(
  `\n  Oyna is starting: open http://localhost:${ports.shell} when the shell reports it is compiled` +
    ` (sports :${ports.sports}, casino :${ports.casino}, account :${ports.account},` +
    ` payments :${ports.payments}, api :${ports.api}).\n`,
);

const t0 = Date.now();
const servers = startDevServers({ ports });
let stopping = false;
const shutdown = async (code) => {
  if (stopping) return;
  stopping = true;
  await servers.stop();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0));
void servers.died.then(({ name, code }) => {
  console.error(`\n  ${name} exited (code ${code}): stopping the others.\n`);
  void shutdown(1);
});
servers.ready.then(
  () =>
    console.log(
      `\n  Oyna is ready on ${servers.url} (dev servers up in ${((Date.now() - t0) / 1000).toFixed(1)} s).\n`,
    ),
  (error) => {
    console.error(`\n  ${error instanceof Error ? error.message : error}\n`);
    void shutdown(1);
  },
);
