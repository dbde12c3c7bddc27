import { HttpClient, HttpResponse, type HttpRequest, type ITransport } from '@microsoft/signalr';
import { createSignalRConnection } from './live-connection';

const RS = '\u001e';

/** negotiate (shared notes › signalr-protocol.md): a connection token and the WebSockets transport. */
class NegotiateOnly extends HttpClient {
  requests: string[] = [];
  async send(request: HttpRequest): Promise<HttpResponse> {
    this.requests.push(request.url ?? '');
    return new HttpResponse(
      200,
      'OK',
      JSON.stringify({
        connectionId: `c${this.requests.length}`,
        connectionToken: `t${this.requests.length}`,
        negotiateVersion: 1,
        availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
      }),
    );
  }
}

/**
 * The hub's side of a socket (a transport the client is given): answers the handshake, then
 * sends the Close message it was given (type 7), as the api's hub does to a socket over its
 * message budget. Counts the sockets the client opens.
 */
class ClosingHub implements ITransport {
  sockets = 0;
  onreceive: ((data: string | ArrayBuffer) => void) | null = null;
  onclose: ((error?: Error) => void) | null = null;
  private open = false;

  constructor(private readonly closeMessage: Record<string, unknown>) {}

  async connect(): Promise<void> {
    this.sockets += 1;
    this.open = true;
  }

  async send(data: string): Promise<void> {
    if (!data.includes('"protocol"')) return;
    setTimeout(() => this.onreceive?.(`{}${RS}`), 0);
    // Once the client is connected (its start() has resolved).
    setTimeout(() => {
      if (this.open) this.onreceive?.(`${JSON.stringify({ type: 7, ...this.closeMessage })}${RS}`);
    }, 30);
  }

  async stop(): Promise<void> {
    if (!this.open) return;
    this.open = false;
    this.onclose?.();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The shell's live connection, on the official client, against a hub that closes it. */
async function closedByHub(closeMessage: Record<string, unknown>) {
  const hub = new ClosingHub(closeMessage);
  const connection = createSignalRConnection(
    { getToken: () => 'tok-1', fingerprint: 'fp' },
    { origin: 'http://hub.test', httpClient: new NegotiateOnly(), transport: hub },
  );
  const seen = { reconnecting: 0, closed: [] as (string | undefined)[] };
  connection.onReconnecting(() => {
    seen.reconnecting += 1;
  });
  connection.onClose((error) => seen.closed.push(error?.message));
  await connection.start();
  // spec §9's first reconnect delay is 0 ms: a reconnect would have opened a socket by now.
  await sleep(250);
  await connection.stop();
  return { ...seen, sockets: hub.sockets };
}

describe('the live channel on the official @microsoft/signalr client', () => {
  it('does not reconnect after a Close with allowReconnect false (a socket over its budget)', async () => {
    const seen = await closedByHub({
      error: 'Too many messages: the connection is closed.',
      allowReconnect: false,
    });
    expect(seen.reconnecting).toBe(0);
    expect(seen.sockets).toBe(1);
    expect(seen.closed).toEqual([
      'Server returned an error on close: Too many messages: the connection is closed.',
    ]);
  });

  it('reconnects after a Close with allowReconnect true (a restarting server)', async () => {
    const seen = await closedByHub({ error: 'Server is restarting.', allowReconnect: true });
    expect(seen.reconnecting).toBeGreaterThanOrEqual(1);
    expect(seen.sockets).toBeGreaterThanOrEqual(2);
  });
});
