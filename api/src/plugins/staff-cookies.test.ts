import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { clearStaffCookies, setStaffCookies } from './staff-cookies';

/** The Set-Cookie lines of a tiny app that sets (or clears) the staff cookies. */
async function setCookieLines(secure: boolean, clear = false): Promise<string[]> {
  const app = Fastify();
  await app.register(fastifyCookie);
  app.get('/', async (_request, reply) => {
    if (clear) clearStaffCookies(reply, secure);
    else
      setStaffCookies(reply, { token: 'oss_abc', expiresAt: '2030-01-01T00:00:00.000Z' }, secure);
    return 'ok';
  });
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [raw] : [];
}

describe('the staff cookies (plugins/staff-cookies.ts)', () => {
  it('are Secure in production, with the session httpOnly and the CSRF token readable', async () => {
    const [session, csrf] = await setCookieLines(true);
    expect(session).toMatch(/^oyna_staff=oss_abc;/);
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Strict/);
    expect(session).toMatch(/; Path=\//);
    expect(session).toMatch(/; Expires=Tue, 01 Jan 2030 00:00:00 GMT/);
    expect(csrf).toMatch(/^oyna_staff_csrf=[A-Za-z0-9_-]{32};/);
    expect(csrf).toMatch(/; Secure/);
    expect(csrf).not.toMatch(/HttpOnly/);
  });

  it('are not Secure outside production (plain http in development)', async () => {
    const lines = await setCookieLines(false);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).not.toMatch(/Secure/);
  });

  it('a new CSRF token at every login', async () => {
    const [, a] = await setCookieLines(true);
    const [, b] = await setCookieLines(true);
    expect(a).not.toBe(b);
  });

  it('are cleared on logout with the same attributes', async () => {
    const lines = await setCookieLines(true, true);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toMatch(/^oyna_staff(_csrf)?=;/);
      expect(line).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; SameSite=Strict/);
    }
  });
});
