// node --test scripts/lib (npm test runs it): the edge's CSP frame-src comes from configuration.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { gameFrameOrigins, renderTemplate } from './nginx.mjs';
import { repoRoot } from './processes.mjs';

const template = fs.readFileSync(
  path.join(repoRoot, 'nginx', 'templates', 'edge.conf.template'),
  'utf8',
);

/** The edge's page policy as nginx would send it, for a GAME_FRAME_ORIGINS value. */
function pagePolicy(origins) {
  const conf = renderTemplate(template, {
    EDGE_LISTEN: '127.0.0.1:1',
    API_UPSTREAM: '127.0.0.1:2',
    SHELL_UPSTREAM: '127.0.0.1:3',
    SPORTS_UPSTREAM: '127.0.0.1:4',
    CASINO_UPSTREAM: '127.0.0.1:5',
    ACCOUNT_UPSTREAM: '127.0.0.1:6',
    PAYMENTS_UPSTREAM: '127.0.0.1:7',
    BACKOFFICE_UPSTREAM: '127.0.0.1:8',
    GAME_FRAME_ORIGINS: gameFrameOrigins(origins),
  });
  const policy = /add_header Content-Security-Policy "(default-src[^"]*)" always;/.exec(conf);
  assert.ok(policy, 'the server-level page policy');
  return policy[1];
}

const frameSrc = (policy) => /frame-src ([^;]*);/.exec(policy)?.[1].trim();

describe('the edge CSP frame-src (spec §2 game frame; provider origins from configuration)', () => {
  it('allows only the site itself (the built-in provider) when nothing is configured', () => {
    assert.equal(frameSrc(pagePolicy(undefined)), "'self'");
    assert.equal(frameSrc(pagePolicy('')), "'self'");
  });

  it('lists the configured provider origins, and no whole scheme', () => {
    const policy = pagePolicy('https://games.provider.example  https://cdn.provider.example:8443/');
    assert.equal(
      frameSrc(policy),
      "'self' https://games.provider.example https://cdn.provider.example:8443",
    );
    assert.doesNotMatch(policy, /frame-src[^;]*https:(\s|;)/);
  });

  it('refuses a value that is not an origin or would rewrite the policy', () => {
    for (const bad of [
      'https:',
      '*',
      'games.provider.example',
      'https://games.provider.example/lobby',
      "https://a.example; script-src 'unsafe-inline'",
      'https://a.example"',
      'javascript://a.example',
      "'unsafe-inline'",
    ]) {
      assert.throws(() => gameFrameOrigins(bad), /GAME_FRAME_ORIGINS/, bad);
    }
  });
});
