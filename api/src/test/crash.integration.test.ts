import './native-modules';
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './raw-http';
import path from 'node:path';
import { sql } from 'kysely';
import { NotificationType } from '@oyna/contracts';
import { postgresBackend } from './backends';
import { startApp, type Harness } from './app-harness';
import { register } from './players';
import { childEnvironment } from '../config';

// A notification that accompanies money is written in the money's transaction (spec §7
// bonus/definetrialbonus: the credit is also a Bonus notification), so an api process killed
// with SIGKILL in the middle of a burst of claims leaves every credit with its notification and
// every balance equal to its ledger. Postgres only: a killed PGlite process is not a server crash.
const API_ROOT = path.resolve(__dirname, '..', '..');
// node itself with tsx's loader: `tsx` as a command runs the server in a grandchild that a
// SIGKILL of the child would leave running.
const TSX_LOADER = require.resolve('tsx');

async function startChild(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, 'src/server.ts'], {
    cwd: API_ROOT,
    env: childEnvironment({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      RATE_LIMIT_MAX: '100000',
    }),
    stdio: 'ignore',
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (r.ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the api did not start in time');
}

describe('an api process killed mid-burst of trial bonus claims (postgres)', () => {
  let h: Harness;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    h = await startApp(postgresBackend);
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await h.close();
  });

  it('loses no notification and no money', async () => {
    const players = [];
    for (let i = 0; i < 20; i += 1) {
      const { token } = await register(h.app);
      const principal = await h.app.platform.sessions.authenticate(token);
      await h.app.db
        .updateTable('player')
        .set({ sms_verified: true })
        .where('id', '=', principal.playerId)
        .execute();
      players.push({ token, id: principal.playerId });
    }
    const databaseUrl = h.backend.config.databaseUrl ?? '';
    const port = await freePort();
    child = await startChild(databaseUrl, port);

    // 20 players × 15 parallel claims each; the process dies while they are in flight.
    const claims = players.flatMap((p) =>
      Array.from({ length: 15 }, () =>
        fetch(`http://127.0.0.1:${port}/api/bonus/definetrialbonus`, {
          headers: { authorization: `Bearer ${p.token}` },
        })
          .then((r) => r.status)
          .catch(() => 0),
      ),
    );
    const killed = child;
    // Kill as soon as the first credit is committed: the others are mid-flight.
    for (;;) {
      const credited = await h.app.db
        .selectFrom('ledger_entry')
        .select(sql<string>`count(*)`.as('n'))
        .where('kind', '=', 'trial_bonus')
        .executeTakeFirstOrThrow();
      if (Number(credited.n) > 0) break;
    }
    killed.kill('SIGKILL');
    const statuses = await Promise.all(claims);
    // Some claims were cut off by the kill, or the test proves nothing.
    expect(statuses).toContain(0);

    // Restarted: the same checks must hold, and the remaining claims work exactly once.
    child = await startChild(databaseUrl, port);
    await Promise.all(
      players.map((p) =>
        fetch(`http://127.0.0.1:${port}/api/bonus/definetrialbonus`, {
          headers: { authorization: `Bearer ${p.token}` },
        }),
      ),
    );
    child.kill('SIGKILL');

    const ids = players.map((p) => p.id);
    const rows = await h.app.db
      .selectFrom('wallet')
      .select([
        'player_id',
        'balance_minor',
        sql<string>`(select coalesce(sum(amount_minor), 0) from ledger_entry l where l.player_id = wallet.player_id)`.as(
          'ledger_sum',
        ),
        sql<string>`(select count(*) from ledger_entry l where l.player_id = wallet.player_id and l.kind = 'trial_bonus')`.as(
          'credits',
        ),
        sql<string>`(select count(*) from notification n where n.player_id = wallet.player_id and n.type = ${NotificationType.Bonus})`.as(
          'notes',
        ),
      ])
      .where('player_id', 'in', ids)
      .execute();
    expect(rows).toHaveLength(players.length);
    for (const row of rows) {
      expect({ id: row.player_id, balance: Number(row.balance_minor) }).toEqual({
        id: row.player_id,
        balance: Number(row.ledger_sum),
      });
      expect({ id: row.player_id, credits: Number(row.credits) }).toEqual({
        id: row.player_id,
        credits: 1,
      });
      expect({ id: row.player_id, notes: Number(row.notes) }).toEqual({
        id: row.player_id,
        notes: 1,
      });
    }
  }, 240_000);
});
