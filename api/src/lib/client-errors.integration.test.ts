import '../test/native-modules';
import { pgliteBackend } from '../test/backends';
import { startApp, type Harness } from '../test/app-harness';
import { listen } from '../test/hub-client';
import { ECHO_MARK, expectRefusal, REFUSED, sendRaw as send } from '../test/raw-http';

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

  it.each([
    ['a URL of 20 KB → 414', ...REFUSED.longUrl],
    ['headers of 20 KB → 431', ...REFUSED.bigHeaders],
    ['not HTTP → 400', ...REFUSED.notHttp],
    [
      'a bad header line → 400',
      `GET /api/${ECHO_MARK} HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n`,
      400,
      'The request could not be read',
    ],
    ['a path parameter above its length → 414', ...REFUSED.longParameter],
    [
      'an undecodable URL → 400',
      `GET /api/${ECHO_MARK}/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      400,
      'The request address is not valid',
    ],
  ])('%s', async (_label, request, status, message) => {
    expectRefusal(await send(port, request), status, message);
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
