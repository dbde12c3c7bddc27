// node --test scripts/lib (npm test runs it): the port rule of the e2e and serve stacks.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import {
  assertPortFree,
  choosePort,
  describePortHolder,
  isPortFree,
  PortInUseError,
} from './ports.mjs';

/** A server of "someone else" holding a loopback port, as `npm start`'s api holds :4000. */
let holder;
let held;

before(async () => {
  holder = net.createServer();
  await new Promise((resolve) => holder.listen(0, '127.0.0.1', resolve));
  held = holder.address().port;
});

after(() => new Promise((resolve) => holder.close(resolve)));

describe('the stack ports (README › Tests: npm test runs beside npm start)', () => {
  it('takes a free port by default, never the preferred one when it is held', async () => {
    const port = await choosePort({ name: 'X_PORT', preferred: held, env: {} });
    assert.notEqual(port, held);
    assert.equal(await isPortFree(port), true);
  });

  it('keeps a free preferred port (a stable URL for npm run serve)', async () => {
    const preferred = await choosePort({ name: 'X_PORT', env: {} });
    assert.equal(await choosePort({ name: 'X_PORT', preferred, env: {} }), preferred);
  });

  it('uses a pinned port as given when it is free', async () => {
    const free = await choosePort({ name: 'X_PORT', env: {} });
    assert.equal(await choosePort({ name: 'X_PORT', env: { X_PORT: String(free) } }), free);
  });

  it('stops at once on a pinned port that is taken, naming the port and what holds it', async () => {
    await assert.rejects(
      choosePort({
        name: 'OYNA_API_PORT',
        env: { OYNA_API_PORT: String(held) },
        holderOf: () => 'node (pid 4242)',
      }),
      (error) => {
        assert.ok(error instanceof PortInUseError);
        assert.match(error.message, new RegExp(`port ${held} \\(OYNA_API_PORT\\)`));
        assert.match(error.message, /in use by node \(pid 4242\)/);
        return true;
      },
    );
  });

  it('refuses a pinned value that is not a port', async () => {
    await assert.rejects(choosePort({ name: 'E2E_PORT', env: { E2E_PORT: 'eighty' } }), {
      message: 'E2E_PORT=eighty is not a port number',
    });
  });

  it('finds the real holder of a port, or says "another process"', async () => {
    // This very process holds the port; ss or lsof name it when installed.
    const found = describePortHolder(held);
    assert.ok(found === 'another process' || found.includes(`pid ${process.pid}`), found);
    assert.equal(
      describePortHolder(held, () => {
        throw new Error('no ss, no lsof');
      }),
      'another process',
    );
    await assert.rejects(assertPortFree(held, 'E2E_PORT'), PortInUseError);
  });

  it('reads ss and lsof output', () => {
    const ss = 'LISTEN 0 511 127.0.0.1:4000 0.0.0.0:* users:(("node",pid=77,fd=21))';
    assert.equal(
      describePortHolder(4000, (cmd) => (cmd === 'ss' ? ss : '')),
      'node (pid 77)',
    );
    assert.equal(
      describePortHolder(4000, (cmd) => (cmd === 'lsof' ? 'p88\ncnginx\n' : '')),
      'nginx (pid 88)',
    );
  });
});
