import net from 'node:net';

/**
 * HTTP spoken over a raw socket, for the tests of refusals no client would send (over-long
 * addresses and headers, malformed request lines): what came back, status, head and body.
 */
export interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

export function sendRaw(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const split = text.indexOf('\r\n\r\n');
      if (split === -1) return reject(new Error(`no HTTP answer: ${JSON.stringify(text)}`));
      const head = text.slice(0, split);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
        headers: head,
        body: text.slice(split + 4),
      });
    });
    setTimeout(() => socket.destroy(), 5000).unref();
  });
}

/** A port nothing listens on now (the OS's pick). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Put in every refused request: the answer must not echo it (OWASP ASVS 4.0 V7.4.1). */
export const ECHO_MARK = 'echoed-path-marker';

/** Requests both the api and the edge refuse, each with the status and message it must get. */
export const REFUSED = {
  longUrl: [
    `GET /api/cms/content/${ECHO_MARK}${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    414,
    'The request address is too long',
  ],
  bigHeaders: [
    `GET /api/${ECHO_MARK} HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    431,
    'The request headers are too large',
  ],
  notHttp: [`${ECHO_MARK} nonsense\r\n\r\n`, 400, 'The request could not be read'],
  longParameter: [
    `GET /api/cms/content/${ECHO_MARK}${'1'.repeat(300)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    414,
    'The request address is too long',
  ],
} satisfies Record<string, [request: string, status: number, message: string]>;

/** The refusal came in the api's envelope, with its status and message, echoing nothing. */
export function expectRefusal(answer: RawAnswer, status: number, message: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers).toMatch(/content-type: application\/json/i);
  expect(JSON.parse(answer.body)).toEqual({ success: false, message, data: null });
  expect(answer.body).not.toContain(ECHO_MARK);
}
