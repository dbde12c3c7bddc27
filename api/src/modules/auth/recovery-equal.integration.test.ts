import '../../test/native-modules';
import { DefaultQueryExecutor, sql, type CompiledQuery } from 'kysely';
import { BACKENDS, testConfig } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { register } from '../../test/players';

/**
 * OWASP ASVS 5.0 V6.3.8: forgot-password answers must not tell whether an account exists — not
 * by their words, not by their time. Time is not asserted (it is noise on a shared machine);
 * instead the test records every SQL statement a call runs and requires the unknown account's
 * call to run the same statements (verb and tables) as the known one's, and to answer the same
 * bytes, while writing nothing.
 */
const TABLES = ['verification_code', 'outbox', 'throttle_hit', 'player'];

/** "insert outbox", "update verification_code", "select player": what a statement does to what. */
function shapeOf(query: CompiledQuery): string {
  const text = query.sql.replace(/"/g, '').toLowerCase();
  const verb = /^\s*(\w+)/.exec(text)?.[1] ?? '?';
  const tables = TABLES.filter((t) => new RegExp(`\\b${t}\\b`).test(text));
  return `${verb} ${tables.join(',')}`;
}

const security = { ...testConfig().security, recoveryRequestsPerUsername: 100 };

describe.each(BACKENDS)(
  'recovery answers alike for known and unknown accounts on %s',
  (_n, backend) => {
    let h: Harness;
    beforeAll(async () => {
      h = await startApp(backend, { security });
    });
    afterAll(() => h.close());

    /** Calls and records the statements it runs (the notification sweep's are left out). */
    async function traced(url: string, payload: Record<string, unknown>) {
      const shapes: string[] = [];
      const proto = DefaultQueryExecutor.prototype as unknown as {
        executeQuery(query: CompiledQuery): Promise<unknown>;
      };
      const inherited = proto.executeQuery;
      // An own method on the prototype shadows the inherited one while the call runs.
      proto.executeQuery = function (this: unknown, query: CompiledQuery) {
        if (!/notification/.test(query.sql)) shapes.push(shapeOf(query));
        return inherited.call(this, query);
      };
      try {
        const answer = await call(h.app, {
          method: 'POST',
          url: `/api/auth/${url}`,
          payload,
          locale: 'en',
        });
        return { status: answer.status, body: answer.response.body, shapes };
      } finally {
        delete (proto as { executeQuery?: unknown }).executeQuery;
      }
    }

    const counts = async () => {
      const r = await sql<{ v: string; o: string }>`select
      (select count(*) from verification_code) as v, (select count(*) from outbox) as o`.execute(
        h.app.db,
      );
      return r.rows[0];
    };

    it('auth/sendresetpassword: the same answer after the same statements; nothing written for nobody', async () => {
      const { payload } = await register(h.app);
      const known = await traced('sendresetpassword', { username: payload.username });
      const before = await counts();
      const unknown = await traced('sendresetpassword', { username: 'hicbiryerde1' });
      expect(await counts()).toEqual(before);

      expect(unknown.status).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(known.shapes).toContain('insert verification_code');
      expect(known.shapes).toContain('insert outbox');
      expect(unknown.shapes).toEqual(known.shapes);
    });

    it('auth/checkresetcode: a wrong code for a known account and any code for an unknown one run alike', async () => {
      const { payload } = await register(h.app);
      await call(h.app, {
        method: 'POST',
        url: '/api/auth/sendresetpassword',
        payload: { username: payload.username },
      });
      const known = await traced('checkresetcode', {
        username: payload.username,
        code: '00000000',
      });
      const unknown = await traced('checkresetcode', {
        username: 'hicbiryerde2',
        code: '00000000',
      });
      // And a known account with no code asked for.
      const fresh = (await register(h.app)).payload.username;
      const noCode = await traced('checkresetcode', { username: fresh, code: '00000000' });

      expect(known.status).toBe(400);
      expect(unknown.body).toBe(known.body);
      expect(noCode.body).toBe(known.body);
      expect(known.shapes).toContain('update verification_code');
      expect(unknown.shapes).toEqual(known.shapes);
      expect(noCode.shapes).toEqual(known.shapes);
    });

    it('auth/changepasswordwithcode: an unknown account answers as a wrong code does', async () => {
      const { payload } = await register(h.app);
      const body = (username: string) => ({
        username,
        code: '00000000',
        password: 'yeniSifre9',
        password2: 'yeniSifre9',
      });
      const known = await traced('changepasswordwithcode', body(payload.username));
      const unknown = await traced('changepasswordwithcode', body('hicbiryerde3'));
      expect(unknown.status).toBe(400);
      expect(unknown.body).toBe(known.body);
      expect(unknown.shapes).toEqual(known.shapes);
    });
  },
);
