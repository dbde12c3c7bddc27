import '../test/native-modules';
import { buildApp } from '../app';
import { pgliteBackend } from '../test/backends';
import { IN_PROCESS_WALLET_URL, inProcessTransport } from './in-process-transport';

// docs/ops.md › Health and shutdown: a spin in flight while its replica drains still reaches the
// wallet, because the built-in provider's wallet calls do not need a connection to this process.
describe('the in-process wallet transport', () => {
  it('reaches the wallet after the server has stopped accepting connections', async () => {
    const backend = await pgliteBackend();
    const app = buildApp(backend.config);
    const seen: { inProcess?: number; overSocket?: string } = {};
    let ownUrl = '';
    // After the server has closed (its own onClose ran first), before the database closes.
    app.addHook('onClose', async () => {
      const answer = await inProcessTransport(app).post(
        `${IN_PROCESS_WALLET_URL}/balance`,
        JSON.stringify({ request_uuid: 'x' }),
        { 'content-type': 'application/json' },
        5_000,
      );
      seen.inProcess = answer.status;
      seen.overSocket = await fetch(`${ownUrl}/api/wallet/balance`, { method: 'POST', body: '{}' })
        .then((r) => `HTTP ${r.status}`)
        .catch(() => 'refused');
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      ownUrl = `http://127.0.0.1:${address.port}`;
      await app.close();
    } finally {
      await backend.cleanup();
    }
    // The wallet answered (an unsigned call is refused by the wallet itself, not by the drain).
    expect(seen.inProcess).toBe(401);
    expect(seen.overSocket).toBe('refused');
  });
});
