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
