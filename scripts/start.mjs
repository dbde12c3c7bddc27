// `npm start`: the whole site on the embedded default (README). The api on PGlite in .data/,
// one rspack dev server per front-end app, and a watch build of the game provider's client (the
// api serves it under /provider/games/); the shell's dev server on :8080 proxies
// /remotes/<name>/, /api/, /notify and /provider/ so URLs are the same as behind nginx.
import concurrently from 'concurrently';

const apps = [
  { name: 'api', command: 'npm run start -w api', prefixColor: 'magenta' },
  { name: 'shell', command: 'npm run start -w shell', prefixColor: 'yellow' },
  { name: 'sports', command: 'npm run start -w remote-sports', prefixColor: 'green' },
  { name: 'casino', command: 'npm run start -w remote-casino', prefixColor: 'cyan' },
  { name: 'account', command: 'npm run start -w remote-account', prefixColor: 'blue' },
  { name: 'payments', command: 'npm run start -w remote-payments', prefixColor: 'red' },
  // The built-in game provider's browser client, rebuilt on change; the api serves it.
  { name: 'games', command: 'npm run start -w provider-games', prefixColor: 'white' },
];

console.log(
  '\n  Oyna is starting: open http://localhost:8080 when the shell reports it is compiled.\n',
);

const { result } = concurrently(apps, {
  killOthersOn: ['failure'],
  prefix: '[{name}]',
  restartTries: 0,
});

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
