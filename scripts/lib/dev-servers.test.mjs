// The development servers' ports (README › Two commands): movable by environment variables,
// handed to every dev server alike, and checked before anything starts.
import assert from 'node:assert/strict';
import net from 'node:net';
import { describe, it } from 'node:test';
import { devPortEnv, devPorts, freeDevPorts, takenDevPorts } from './dev-servers.mjs';

describe('devPorts', () => {
  it('keeps 8080–8085 and 4000 when nothing is set', () => {
    assert.deepEqual(devPorts({}), {
      shell: 8080,
      sports: 8081,
      casino: 8082,
      account: 8083,
      payments: 8084,
      backoffice: 8085,
      api: 4000,
    });
  });

  it('moves the remotes with OYNA_DEV_PORT and pins one app with its own variable', () => {
    assert.deepEqual(devPorts({ OYNA_DEV_PORT: '9000', OYNA_DEV_CASINO_PORT: '9100' }), {
      shell: 9000,
      sports: 9001,
      casino: 9100,
      account: 9003,
      payments: 9004,
      backoffice: 9005,
      api: 4000,
    });
    assert.equal(devPorts({ OYNA_DEV_API_PORT: '5000' }).api, 5000);
  });

  it('refuses a value that is not a port, naming the variable', () => {
    assert.throws(() => devPorts({ OYNA_DEV_PORT: '80a' }), /OYNA_DEV_PORT=80a is not a port/);
    assert.throws(() => devPorts({ OYNA_DEV_API_PORT: '70000' }), /OYNA_DEV_API_PORT=70000/);
  });

  it('reads back exactly the ports handed to the children (the shell proxies to them)', () => {
    const ports = {
      shell: 1001,
      sports: 2002,
      casino: 3003,
      account: 4004,
      payments: 5005,
      backoffice: 5055,
      api: 6006,
    };
    const env = devPortEnv(ports);
    assert.deepEqual(devPorts(env), ports);
    assert.equal(env.PORT, '6006');
  });
});

describe('freeDevPorts and takenDevPorts', () => {
  it('picks seven distinct free ports, and names a port someone holds', async () => {
    const ports = await freeDevPorts();
    assert.equal(new Set(Object.values(ports)).size, 7);
    assert.deepEqual(await takenDevPorts(ports), []);

    const holder = net.createServer();
    await new Promise((resolve) => holder.listen(ports.account, '127.0.0.1', resolve));
    try {
      assert.deepEqual(await takenDevPorts(ports, () => 'node (pid 42)'), [
        `port ${ports.account} (account) is in use by node (pid 42)`,
      ]);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});
