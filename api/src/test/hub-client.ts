import type { AddressInfo } from 'node:net';
import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';

/** Listens on a free loopback port (once per app); returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface ClientOptions {
  skipNegotiation?: boolean;
  serverTimeoutMs?: number;
  keepAliveMs?: number;
  reconnectDelaysMs?: number[];
}

/** The OFFICIAL @microsoft/signalr Node client, against which the hub is proven (shared notes › signalr-protocol.md). */
export function officialClient(baseUrl: string, token: string, o: ClientOptions = {}) {
  let builder = new HubConnectionBuilder()
    .withUrl(`${baseUrl}/notify?fingerprint=fp-test`, {
      accessTokenFactory: () => token,
      skipNegotiation: o.skipNegotiation ?? false,
      transport: HttpTransportType.WebSockets,
    })
    .configureLogging(LogLevel.None);
  if (o.reconnectDelaysMs) builder = builder.withAutomaticReconnect(o.reconnectDelaysMs);
  const connection = builder.build();
  if (o.serverTimeoutMs) connection.serverTimeoutInMilliseconds = o.serverTimeoutMs;
  if (o.keepAliveMs) connection.keepAliveIntervalInMilliseconds = o.keepAliveMs;
  return connection;
}

export interface Received {
  cmd: string;
  message: string;
}

/** Collects `NotifyMessage(cmd, message)` calls; `next()` waits for the next one. */
export function inbox(connection: HubConnection) {
  const items: Received[] = [];
  const waiters: ((r: Received) => void)[] = [];
  connection.on('NotifyMessage', (cmd: string, message: string) => {
    const r = { cmd, message };
    const waiter = waiters.shift();
    if (waiter) waiter(r);
    else items.push(r);
  });
  return {
    items,
    next(timeoutMs = 5000): Promise<Received> {
      const ready = items.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no NotifyMessage in time')), timeoutMs);
        waiters.push((r) => {
          clearTimeout(timer);
          resolve(r);
        });
      });
    },
  };
}

/** A raw socket for what the official client never sends (bad frames). */
export function rawSocket(baseUrl: string, token: string): Promise<WebSocket> {
  const url = `${baseUrl.replace('http', 'ws')}/notify?access_token=${encodeURIComponent(token)}`;
  const ws = new WebSocket(url);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** The text frames a raw socket receives, and its close. */
export function recorder(ws: WebSocket) {
  const frames: string[] = [];
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  ws.on('message', (data: Buffer) => frames.push(data.toString('utf8')));
  return { frames, closed };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
