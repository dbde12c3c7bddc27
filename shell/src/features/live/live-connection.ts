import type { HubConnection, IHttpConnectionOptions } from '@microsoft/signalr';
import {
  KEEP_ALIVE_MS,
  LIVE_HUB_METHOD,
  RECONNECT_DELAYS_MS,
  SERVER_TIMEOUT_MS,
} from '@oyna/contracts';

/**
 * The live channel as the saga sees it: small enough for a fake in tests, implemented by the
 * official @microsoft/signalr client.
 */
export interface LiveConnection {
  start(): Promise<void>;
  stop(): Promise<void>;
  onMessage(handler: (cmd: string, message: string) => void): void;
  /** Invokes a hub method without waiting for its answer (a remote's subscription, events.liveSubscribe). */
  send(method: string, args: unknown[]): Promise<void>;
  onReconnecting(handler: (error?: Error) => void): void;
  onReconnected(handler: () => void): void;
  onClose(handler: (error?: Error) => void): void;
}

export interface LiveConnectionOptions {
  /** Read at every (re)connect, so a renewed token is used. */
  getToken: () => string | null;
  fingerprint: string;
  /**
   * An anonymous socket of a scope (the sports scope: live odds for visitors), opened without a
   * token; it receives only what it subscribes to.
   */
  scope?: string;
}

export type LiveConnectionFactory = (options: LiveConnectionOptions) => LiveConnection;

/**
 * How the hub is reached: the page's own origin, fetch and a WebSocket by default; a unit test
 * gives an origin, an HTTP client and a transport of its own to drive the real client.
 */
export interface HubTransport extends Pick<IHttpConnectionOptions, 'httpClient' | 'transport'> {
  /** Prepended to `/notify` ('' = relative to the page). */
  origin?: string;
}

/**
 * spec §7: "a WebSocket connection with a fingerprint query parameter and the stored token",
 * at the page-relative hub path ending in notify; spec §9: reconnect 0/2/10/30 s then give up,
 * server timeout 30 s, keep-alive 15 s. A Close message from the hub without
 * `allowReconnect: true` (a revoked session, a socket over its message budget) ends the
 * connection for good: the client's reconnect policy does not run, onClose gets the reason.
 */
export const createSignalRConnection = (
  { getToken, fingerprint, scope }: LiveConnectionOptions,
  { origin = '', ...transport }: HubTransport = {},
): LiveConnection => {
  // The client library is loaded when the channel starts (a logged-in player), not at start-up:
  // a visitor's first paint does not need it. Handlers given before that are attached to the hub
  // as soon as it is built, before it connects.
  const pending: ((hub: HubConnection) => void)[] = [];
  let built: Promise<HubConnection> | null = null;
  const hubOf = (): Promise<HubConnection> => {
    built ??= import('@microsoft/signalr').then(
      ({ HttpTransportType, HubConnectionBuilder, LogLevel }) => {
        const hub = new HubConnectionBuilder()
          .withUrl(
            `${origin}/notify?fingerprint=${encodeURIComponent(fingerprint)}` +
              (scope ? `&scope=${encodeURIComponent(scope)}` : ''),
            {
              accessTokenFactory: () => getToken() ?? '',
              transport: HttpTransportType.WebSockets,
              ...transport,
            },
          )
          .withAutomaticReconnect([...RECONNECT_DELAYS_MS])
          .configureLogging(LogLevel.None)
          .build();
        hub.serverTimeoutInMilliseconds = SERVER_TIMEOUT_MS;
        hub.keepAliveIntervalInMilliseconds = KEEP_ALIVE_MS;
        for (const attach of pending.splice(0)) attach(hub);
        return hub;
      },
    );
    return built;
  };
  const on = (attach: (hub: HubConnection) => void) => {
    if (built) void built.then(attach);
    else pending.push(attach);
  };
  return {
    start: async () => (await hubOf()).start(),
    stop: async () => {
      if (built) await (await built).stop();
    },
    // An invocation the hub answers; not awaited, so a slow answer never holds the channel up.
    send: async (method, args) => {
      void (await hubOf()).invoke(method, ...args).catch(() => undefined);
    },
    onMessage: (handler) => on((hub) => hub.on(LIVE_HUB_METHOD, handler)),
    onReconnecting: (handler) => on((hub) => hub.onreconnecting(handler)),
    onReconnected: (handler) => on((hub) => hub.onreconnected(() => handler())),
    onClose: (handler) => on((hub) => hub.onclose(handler)),
  };
};
