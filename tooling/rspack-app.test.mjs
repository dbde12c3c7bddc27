// node --test tooling (npm test runs it): the dev servers' layout of tooling/rspack-app.mjs.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from './rspack-app.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const saved = { ...process.env };

describe('createAppConfig in development', () => {
  before(() => {
    process.env.NODE_ENV = 'development';
    process.env.OYNA_DEV_PORT = '9300';
    process.env.OYNA_DEV_ACCOUNT_PORT = '9999';
    process.env.OYNA_DEV_API_PORT = '5400';
  });
  after(() => {
    for (const name of [
      'NODE_ENV',
      'OYNA_DEV_PORT',
      'OYNA_DEV_ACCOUNT_PORT',
      'OYNA_DEV_API_PORT',
    ]) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it("points the shell's proxies at the ports the variables chose", () => {
    const shell = createAppConfig({ dir: path.join(root, 'shell'), app: 'shell' });
    assert.equal(shell.devServer.port, 9300);
    const targets = Object.fromEntries(
      shell.devServer.proxy.map((p) => [p.context.join(','), p.target]),
    );
    assert.deepEqual(targets, {
      '/remotes/sports/': 'http://127.0.0.1:9301',
      '/remotes/casino/': 'http://127.0.0.1:9302',
      '/remotes/account/': 'http://127.0.0.1:9999',
      '/remotes/payments/': 'http://127.0.0.1:9304',
      // The back office's own dev server, under the same prefix as behind nginx.
      '/backoffice': 'http://127.0.0.1:9305',
      '/api,/provider': 'http://127.0.0.1:5400',
      '/notify': 'http://127.0.0.1:5400',
    });
  });

  it('listens on its own port and compiles every chunk up front (no lazy compilation)', () => {
    for (const [app, port] of [
      ['shell', 9300],
      ['sports', 9301],
      ['account', 9999],
    ]) {
      const folder = app === 'shell' ? 'shell' : `remote-${app}`;
      const config = createAppConfig({ dir: path.join(root, folder), app });
      assert.equal(config.devServer.port, port);
      // `rspack serve` turns it on when unset; a remote's trigger then reached the shell's server.
      assert.equal(config.lazyCompilation, false);
    }
  });
});
