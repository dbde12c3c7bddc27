import '../test/native-modules';
import { pgliteBackend } from '../test/backends';
import { startApp, type Harness } from '../test/app-harness';
import { listen } from '../test/hub-client';
import { sendRaw as send } from '../test/raw-http';

/**
 * Requests refused before routing answer in the envelope and echo nothing of the request
 * (ARCHITECTURE.md › api; OWASP ASVS 4.0 V7.4.1). Sent over a raw socket: no client would send
 * them. The database is incidental, so PGlite only.
 */
describe('refusals before routing, in the envelope', () => {
  let h: Harness;
  let port: number;
  beforeAll(async () => {
    h = await startApp(pgliteBackend);
    port = Number(new URL(await listen(h.app)).port);
  });
  afterAll(() => h.close());

  const MARK = 'echoed-path-marker';

  it.each([
    [
      'a URL of 20 KB → 414',
      `GET /api/cms/content/${MARK}${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      414,
      'The request address is too long',
    ],
    [
      'headers of 20 KB → 431',
      `GET /api/${MARK} HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
      431,
      'The request headers are too large',
    ],
    ['not HTTP → 400', `${MARK} nonsense\r\n\r\n`, 400, 'The request could not be read'],
    [
      'a bad header line → 400',
      `GET /api/${MARK} HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n`,
      400,
      'The request could not be read',
    ],
    [
      'a path parameter above its length → 414',
      `GET /api/cms/content/${MARK}${'1'.repeat(300)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      414,
      'The request address is too long',
    ],
    [
      'an undecodable URL → 400',
      `GET /api/${MARK}/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      400,
      'The request address is not valid',
    ],
  ])('%s', async (_label, request, status, message) => {
    const answer = await send(port, request);
    expect(answer.status).toBe(status);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message, data: null });
    expect(answer.body).not.toContain(MARK);
  });

  it('answers the router’s refusals in the request’s language', async () => {
    const answer = await send(
      port,
      `GET /api/cms/content/${'1'.repeat(300)} HTTP/1.1\r\nHost: x\r\nx-locale: tr\r\nConnection: close\r\n\r\n`,
    );
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      message: 'İstek adresi çok uzun',
      data: null,
    });
  });

  it('keeps serving after them', async () => {
    const answer = await send(
      port,
      'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
  });
});
