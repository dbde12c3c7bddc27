import '../../test/native-modules';
import type { StaffMember, StaffSelf } from '@oyna/contracts';
import type { FastifyInstance } from 'fastify';
import { call, startApp, type Harness } from '../../test/app-harness';
import { BACKENDS } from '../../test/backends';
import { DEV_OWNER } from './seed';
import { STAFF_PASSWORD, uniqueEmail } from './staff.test-kit';

interface SetCookie {
  value: string;
  attrs: Record<string, string | true>;
}

/** The cookies a response sets, by name: value and attributes (lower-cased names). */
function setCookies(headers: Record<string, unknown>): Map<string, SetCookie> {
  const raw = headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
  const cookies = new Map<string, SetCookie>();
  for (const line of lines as string[]) {
    const [pair = '', ...rest] = line.split(';').map((p) => p.trim());
    const eq = pair.indexOf('=');
    const attrs: Record<string, string | true> = {};
    for (const attr of rest) {
      const [k = '', v] = attr.split('=');
      attrs[k.toLowerCase()] = v ?? true;
    }
    cookies.set(pair.slice(0, eq), { value: decodeURIComponent(pair.slice(eq + 1)), attrs });
  }
  return cookies;
}

/** One cookie of the answer, which must be there. */
function cookieIn(cookies: Map<string, SetCookie>, name: string): SetCookie {
  const cookie = cookies.get(name);
  if (!cookie) throw new Error(`no ${name} cookie set`);
  return cookie;
}

async function cookieLogin(app: FastifyInstance, email: string, password: string) {
  const res = await call(app, {
    method: 'POST',
    url: '/api/staff/login',
    payload: { email, password },
    remoteAddress: '10.30.0.1',
  });
  return { res, cookies: setCookies(res.response.headers) };
}

describe.each(BACKENDS)(
  'the back office session cookie and its CSRF defence on %s',
  (_n, backend) => {
    let h: Harness;
    beforeAll(async () => {
      h = await startApp(backend, { adminToken: 'oyna-dev-admin' });
    });
    afterAll(() => h?.close());

    it('staff/login sets an httpOnly, SameSite=Strict session cookie and a readable CSRF cookie', async () => {
      const { res, cookies } = await cookieLogin(h.app, DEV_OWNER.email, DEV_OWNER.password);
      expect(res.status).toBe(200);
      const session = cookieIn(cookies, 'oyna_staff');
      const csrf = cookieIn(cookies, 'oyna_staff_csrf');
      expect(session.value).toBe((res.body.data as { token: string }).token);
      expect(session.attrs).toMatchObject({ httponly: true, samesite: 'Strict', path: '/' });
      expect(session.attrs.expires).toBeDefined();
      // Not Secure outside production (plain http in development).
      expect(session.attrs.secure).toBeUndefined();
      expect(csrf.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(csrf.attrs.httponly).toBeUndefined();
      expect(csrf.attrs).toMatchObject({ samesite: 'Strict', path: '/' });
    });

    it('a failed login sets no cookie', async () => {
      const { res, cookies } = await cookieLogin(h.app, DEV_OWNER.email, 'not-the-password');
      expect(res.status).toBe(401);
      expect(cookies.size).toBe(0);
    });

    it('the cookie alone is a session for reading; an unsafe call needs the matching x-csrf-token', async () => {
      const { cookies } = await cookieLogin(h.app, DEV_OWNER.email, DEV_OWNER.password);
      const session = cookieIn(cookies, 'oyna_staff').value;
      const csrf = cookieIn(cookies, 'oyna_staff_csrf').value;
      const cookie = `oyna_staff=${session}; oyna_staff_csrf=${csrf}`;

      const me = await call<StaffSelf>(h.app, {
        method: 'GET',
        url: '/api/staff/me',
        headers: { cookie },
      });
      expect(me.status).toBe(200);
      expect(me.body.data.email).toBe(DEV_OWNER.email);

      const create = (headers: Record<string, string>, locale: 'tr' | 'en' = 'en') =>
        call<StaffMember>(h.app, {
          method: 'POST',
          url: '/api/admin/staff/create',
          locale,
          headers,
          payload: {
            email: uniqueEmail('cashier'),
            name: 'Cookie cashier',
            role: 'cashier',
            password: STAFF_PASSWORD,
          },
        });

      const missing = await create({ cookie });
      expect(missing.status).toBe(403);
      expect(missing.body.message).toBe(
        'The security token is missing: reload the page and try again',
      );
      const missingTr = await create({ cookie }, 'tr');
      expect(missingTr.status).toBe(403);
      expect(missingTr.body.message).toBe(
        'Güvenlik anahtarı eksik: sayfayı yenileyip yeniden deneyin',
      );

      const wrong = await create({ cookie, 'x-csrf-token': `${csrf}x` });
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe(
        'The security token does not match: reload the page and try again',
      );

      // A header without its cookie (another site cannot read the cookie, nor set it).
      const noCookie = await create({ cookie: `oyna_staff=${session}`, 'x-csrf-token': csrf });
      expect(noCookie.status).toBe(403);

      const before = await h.app.db.selectFrom('staff').select('id').execute();
      const ok = await create({ cookie, 'x-csrf-token': csrf });
      expect(ok.status).toBe(200);
      expect(ok.body.data.role).toBe('cashier');
      const after = await h.app.db.selectFrom('staff').select('id').execute();
      // Only the matching call created a staff member.
      expect(after.length).toBe(before.length + 1);
    });

    it('the bearer token and x-admin-token keep working without a CSRF header', async () => {
      const { res } = await cookieLogin(h.app, DEV_OWNER.email, DEV_OWNER.password);
      const token = (res.body.data as { token: string }).token;
      const bearer = await call<StaffMember>(h.app, {
        method: 'POST',
        url: '/api/admin/staff/create',
        token,
        payload: {
          email: uniqueEmail('support'),
          name: 'Bearer support',
          role: 'support',
          password: STAFF_PASSWORD,
        },
      });
      expect(bearer.status).toBe(200);
      const admin = await call(h.app, {
        method: 'GET',
        url: '/api/admin/staff',
        headers: { 'x-admin-token': 'oyna-dev-admin' },
      });
      expect(admin.status).toBe(200);
    });

    it('a role is checked for the cookie session as for the bearer (403)', async () => {
      const email = uniqueEmail('support');
      const created = await call(h.app, {
        method: 'POST',
        url: '/api/admin/staff/create',
        headers: { 'x-admin-token': 'oyna-dev-admin' },
        payload: { email, name: 'Support', role: 'support', password: STAFF_PASSWORD },
      });
      expect(created.status).toBe(200);
      const { cookies } = await cookieLogin(h.app, email, STAFF_PASSWORD);
      const cookie = `oyna_staff=${cookieIn(cookies, 'oyna_staff').value}`;
      const queue = await call(h.app, {
        method: 'GET',
        url: '/api/admin/payments',
        locale: 'en',
        headers: { cookie },
      });
      expect(queue.status).toBe(403);
      expect(queue.body.message).toBe('The support role may not do this');
    });

    it('staff/logout ends the session and clears both cookies', async () => {
      const { cookies } = await cookieLogin(h.app, DEV_OWNER.email, DEV_OWNER.password);
      const csrf = cookieIn(cookies, 'oyna_staff_csrf').value;
      const cookie = `oyna_staff=${cookieIn(cookies, 'oyna_staff').value}; oyna_staff_csrf=${csrf}`;

      const refused = await call(h.app, {
        method: 'POST',
        url: '/api/staff/logout',
        headers: { cookie },
        payload: {},
      });
      expect(refused.status).toBe(403);

      const out = await call(h.app, {
        method: 'POST',
        url: '/api/staff/logout',
        headers: { cookie, 'x-csrf-token': csrf },
        payload: {},
      });
      expect(out.status).toBe(200);
      const cleared = setCookies(out.response.headers);
      for (const name of ['oyna_staff', 'oyna_staff_csrf']) {
        expect(cookieIn(cleared, name).value).toBe('');
        expect(new Date(String(cookieIn(cleared, name).attrs.expires)).getTime()).toBeLessThan(
          Date.now(),
        );
      }
      const me = await call(h.app, { method: 'GET', url: '/api/staff/me', headers: { cookie } });
      expect(me.status).toBe(401);
      // The ended session's cookie, still in a browser behind one office address, is no guess:
      // however often the back office loads with it, the answer stays 401, never 429.
      const reloads = await Promise.all(
        Array.from({ length: 16 }, () =>
          call(h.app, {
            method: 'GET',
            url: '/api/staff/me',
            headers: { cookie },
            remoteAddress: '10.30.9.9',
          }),
        ),
      );
      expect(reloads.map((r) => r.status)).toEqual(Array(16).fill(401));
    });
  },
);
