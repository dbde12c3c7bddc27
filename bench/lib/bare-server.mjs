// The bare route of the balance bench (bench/api/balance-bench.ts): what Fastify alone answers on
// this machine, as a server process of its own like the api, started the same way (tsx) on
// PORT. Not itself a benchmark (bench/run.mjs runs only the files in bench/<group>/).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, message: '', data: { balance: 100 } }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
