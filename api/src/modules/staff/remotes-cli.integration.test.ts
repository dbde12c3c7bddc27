import '../../test/native-modules';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { StaffTokenCreated } from '@oyna/contracts';
import { childEnvironment } from '../../config';
import { call } from '../../test/app-harness';
import { BACKENDS } from '../../test/backends';
import { auditRows, staffOf, staffSuite } from './staff.test-kit';

// The remotes CLI (tooling/release/src/remotes-cli.ts) run as ops run it — node with tsx's loader —
// against this api listening on an ephemeral port (docs/decisions/012-remote-releases.md › Who
// changed what): every change lands in the audit under the token's staff identity before
// remotes.json is written, and an api that cannot be reached or refuses leaves everything as it was.
const TSX_LOADER = require.resolve('tsx');
const CLI = path.resolve(__dirname, '../../../../tooling/release/src/remotes-cli.ts');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function remotesCli(args: string[], env: Record<string, string | undefined>): Promise<Run> {
  // The CLI's own variables come from the test only, never from the shell that runs it.
  const childEnv = childEnvironment({
    OYNA_API_URL: undefined,
    OYNA_STAFF_TOKEN: undefined,
    ...env,
  });
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', TSX_LOADER, CLI, ...args],
      { env: childEnv, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** A port nothing listens on (taken from the system, then let go). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A release record in the store, as `npm run release` writes it (what list/prune/canary read). */
function release(store: string, remote: string, version: string, when: string): void {
  const dir = path.join(store, remote, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'release.json'),
    JSON.stringify({
      remote,
      version,
      semver: version.split('+')[0],
      commit: version.split('+')[1],
      by: 'casino team',
      when,
      size: 1,
      files: 1,
      contracts: { version: '2.9.0', range: '^2.9' },
      shared: {},
      texts: { file: 'texts.json', keys: 0 },
    }),
  );
}

describe.each(BACKENDS)(
  'the remotes CLI records in the audit of a live api on %s',
  (backendName, backend) => {
    const h = staffSuite(backend, []);
    let apiUrl = '';
    let token = '';
    let dir = '';
    let config = '';
    let store = '';
    const remotesFile = () => path.join(config, 'remotes.json');
    const historyFile = () => path.join(config, 'history.jsonl');
    const history = () =>
      fs
        .readFileSync(historyFile(), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { action: string; by: string; note?: string });

    beforeAll(async () => {
      apiUrl = await h.app.listen({ port: 0, host: '127.0.0.1' });
      const created = await call<StaffTokenCreated>(h.app, {
        method: 'POST',
        url: '/api/admin/staff/token',
        token: h.tokens.owner,
        payload: { name: `release-ci-${backendName}`, role: 'owner' },
      });
      if (created.status !== 200)
        throw new Error(`token: ${created.status} ${created.body.message}`);
      token = created.body.data.token;
    });
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyna-remotes-cli-'));
      config = path.join(dir, 'config');
      store = path.join(dir, 'releases');
      fs.mkdirSync(config);
      fs.writeFileSync(
        remotesFile(),
        JSON.stringify({
          casino: {
            stable: '1.1.0+bbbbbbb',
            previous: '1.0.0+aaaaaaa',
            canary: { version: '1.2.0+ccccccc', percent: 10 },
          },
        }),
      );
      release(store, 'casino', '1.0.0+aaaaaaa', '2026-01-01T00:00:00Z');
      release(store, 'casino', '1.0.5+fffffff', '2026-01-02T00:00:00Z');
      release(store, 'casino', '1.1.0+bbbbbbb', '2026-01-03T00:00:00Z');
      release(store, 'casino', '1.2.0+ccccccc', '2026-01-04T00:00:00Z');
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    const env = (over: Record<string, string | undefined> = {}) => ({
      OYNA_REMOTES_CONFIG: config,
      OYNA_RELEASES_DIR: store,
      OYNA_API_URL: apiUrl,
      OYNA_STAFF_TOKEN: token,
      ...over,
    });

    it('records rollback, canary end and prune under the token, then writes config and history', async () => {
      const name = `release-ci-${backendName}`;
      const rollback = await remotesCli(['rollback', 'casino', '--by', 'someone else'], env());
      expect([rollback.code, rollback.stderr]).toEqual([0, '']);
      expect(rollback.stdout).toContain(`as ${name} (--by someone else is ignored`);
      const [rolled] = await auditRows(h.app, 'remotes.rollback', 'remote:casino');
      expect(rolled).toMatchObject({
        actor_kind: 'token',
        actor: name,
        role: 'owner',
        status: 200,
        before: {
          entry: {
            stable: '1.1.0+bbbbbbb',
            previous: '1.0.0+aaaaaaa',
            canary: { version: '1.2.0+ccccccc', percent: 10 },
          },
        },
        after: {
          entry: { stable: '1.0.0+aaaaaaa', canary: { version: '1.2.0+ccccccc', percent: 10 } },
        },
      });

      const ended = await remotesCli(['canary', 'casino', '1.2.0', '0%'], env());
      expect([ended.code, ended.stderr]).toEqual([0, '']);
      const [canary] = await auditRows(h.app, 'remotes.canary', 'remote:casino');
      expect(canary).toMatchObject({
        actor: name,
        after: { entry: { stable: '1.0.0+aaaaaaa' }, note: 'canary ended' },
      });
      expect(JSON.parse(fs.readFileSync(remotesFile(), 'utf8'))).toEqual({
        casino: { stable: '1.0.0+aaaaaaa' },
      });

      // keep 1: the newest (1.2.0) and the stable stay; 1.0.5 and 1.1.0 go, recorded first.
      const prune = await remotesCli(['prune', '--keep', '1'], env());
      expect([prune.code, prune.stderr]).toEqual([0, '']);
      const [pruned] = await auditRows(h.app, 'remotes.prune', 'remote:casino');
      expect(pruned).toMatchObject({
        actor: name,
        after: { entry: { stable: '1.0.0+aaaaaaa' }, note: 'removed 1.1.0+bbbbbbb, 1.0.5+fffffff' },
      });
      expect(fs.readdirSync(path.join(store, 'casino')).sort()).toEqual([
        '1.0.0+aaaaaaa',
        '1.2.0+ccccccc',
      ]);
      expect(history().map((line) => [line.action, line.by])).toEqual([
        ['rollback', name],
        ['canary', name],
        ['prune', name],
      ]);
    }, 120_000);

    it('refuses the change and writes nothing when the api cannot be reached or refuses', async () => {
      const before = fs.readFileSync(remotesFile(), 'utf8');
      const audited = async () => (await auditRows(h.app, 'remotes.rollback')).length;
      const count = await audited();

      const unreachable = `http://127.0.0.1:${await closedPort()}`;
      const down = await remotesCli(['rollback', 'casino'], env({ OYNA_API_URL: unreachable }));
      expect(down.code).toBe(3);
      expect(down.stderr.trim()).toBe(
        `casino rollback refused: the back office's audit at ${unreachable} could not be reached (ECONNREFUSED); nothing was changed`,
      );

      // A staff member whose role may not record a release switch.
      const content = await staffOf(h.app, h.tokens.owner, 'content');
      const refused = await remotesCli(
        ['rollback', 'casino'],
        env({ OYNA_STAFF_TOKEN: content.token }),
      );
      expect(refused.code).toBe(3);
      expect(refused.stderr.trim()).toBe(
        "casino rollback refused: the back office's audit did not record it (403: The content role may not do this); nothing was changed",
      );

      const wrong = await remotesCli(
        ['prune', '--keep', '1'],
        env({ OYNA_STAFF_TOKEN: 'ost_wrong' }),
      );
      expect(wrong.code).toBe(3);
      expect(wrong.stderr).toContain('(401: ');

      const noToken = await remotesCli(
        ['rollback', 'casino'],
        env({ OYNA_STAFF_TOKEN: undefined }),
      );
      expect(noToken.code).toBe(1);
      expect(noToken.stderr).toMatch(/^OYNA_API_URL is set but OYNA_STAFF_TOKEN is not/);

      expect(fs.readFileSync(remotesFile(), 'utf8')).toBe(before);
      expect(fs.existsSync(historyFile())).toBe(false);
      expect(fs.readdirSync(path.join(store, 'casino')).length).toBe(4);
      expect(await audited()).toBe(count);
    }, 120_000);

    it('without OYNA_API_URL works as before and says once that only history.jsonl records it', async () => {
      const local = await remotesCli(
        ['rollback', 'casino', '--by', 'local dev'],
        env({ OYNA_API_URL: undefined, OYNA_STAFF_TOKEN: undefined }),
      );
      expect([local.code, local.stderr]).toEqual([0, '']);
      const notes = local.stdout.split('\n').filter((line) => line.includes('history.jsonl only'));
      expect(notes).toEqual([
        "note: OYNA_API_URL is not set, so this change is recorded in history.jsonl only (not in the back office's audit)",
      ]);
      expect(history().map((line) => [line.action, line.by])).toEqual([['rollback', 'local dev']]);
    }, 60_000);
  },
);
