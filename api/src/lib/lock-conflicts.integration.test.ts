import '../test/native-modules';
import { pgliteBackend } from '../test/backends';
import { call, startApp, type Harness } from '../test/app-harness';
import { isLockConflict, retryOnLockConflict } from './db-errors';

/** A database error as node-postgres and PGlite raise it: a message and its SQLSTATE `code`. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

/**
 * A transaction Postgres rolled back for a deadlock (40P01) or a serialization failure (40001)
 * changed nothing: the player is told to try again (503 with Retry-After), never a 500
 * (ARCHITECTURE.md › api money rules; platform/wallet.ts › lockPlayerRow keeps them away). The
 * database is incidental, so PGlite only; the lock order itself is driven on Postgres by
 * test/lock-order.integration.test.ts.
 */
describe('lock conflicts', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(pgliteBackend, {}, (app) => {
      app.get('/api/test-lock-conflict/:code', (request) => {
        const { code } = request.params as { code: string };
        throw pgError(code, code === '40P01' ? 'deadlock detected' : 'database failure');
      });
    });
  });
  afterAll(() => h.close());

  it.each([
    ['40P01', 'en', 'Another operation on your account was running at the same moment'],
    ['40001', 'tr', 'Hesabınızda aynı anda başka bir işlem yapılıyordu'],
  ] as const)('%s is a 503 to try again (%s)', async (code, locale, text) => {
    const r = await call(h.app, { method: 'GET', url: `/api/test-lock-conflict/${code}`, locale });
    expect(r.status).toBe(503);
    expect(r.response.headers['retry-after']).toBe('1');
    expect(r.body.message).toContain(text);
    expect(r.body.message).not.toContain('deadlock');
  });

  it('any other database failure stays the generic 500', async () => {
    const r = await call(h.app, { method: 'GET', url: '/api/test-lock-conflict/XX000' });
    expect(r.status).toBe(500);
  });

  it('recognises only the two SQLSTATEs', () => {
    expect(isLockConflict(pgError('40P01', 'x'))).toBe(true);
    expect(isLockConflict(pgError('40001', 'x'))).toBe(true);
    expect(isLockConflict(pgError('23505', 'x'))).toBe(false);
    expect(isLockConflict(new Error('40P01'))).toBe(false);
    expect(isLockConflict(null)).toBe(false);
  });

  it('runs a transaction rolled back for a lock conflict once more, and only once', async () => {
    let runs = 0;
    const once = await retryOnLockConflict(async () => {
      runs += 1;
      if (runs === 1) throw pgError('40P01', 'deadlock detected');
      return 'done';
    });
    expect([once, runs]).toEqual(['done', 2]);

    runs = 0;
    const always = retryOnLockConflict(async () => {
      runs += 1;
      throw pgError('40001', 'could not serialize access');
    });
    await expect(always).rejects.toMatchObject({ code: '40001' });
    expect(runs).toBe(2);

    runs = 0;
    const other = retryOnLockConflict(async () => {
      runs += 1;
      throw pgError('23505', 'duplicate key');
    });
    await expect(other).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
  });
});
