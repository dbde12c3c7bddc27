import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import { SPORTS_HUB_SCOPE } from '@oyna/contracts';
import { NO_EVENTS, type HubEvents } from '../../platform/metrics';
import type { BusMessage, NotifyBus } from './bus';
import type { ConnectionTokens } from './connection-token';
import { EventSubscriptions } from './event-subscriptions';
import { HubFanOut } from './fan-out';
import { HubFrames, type Connection } from './frames';
import { InvocationBudget } from './invocation-budget';
import type { NotifyConfig } from './notify-config';
import * as protocol from './protocol';
import { peerAddress, refuse, SocketCaps, tokenOf } from './socket-caps';

export interface HubPrincipal {
  playerId: number;
  sessionId: string;
}

/** What the hub needs from identity: the session behind a token, and which sessions ended. */
export interface HubAuth {
  /** Throws when the token is not a live session's (the identity module's own check). */
  authenticate(token: string): Promise<HubPrincipal>;
  /** Of these session ids, those that are no longer live (logout, password change, expiry). */
  endedSessions(sessionIds: string[]): Promise<string[]>;
}

/** The session id of a visitor's sports socket: never a real session, never checked. */
const ANONYMOUS_PREFIX = 'anon:';

/**
 * The notify hub (spec §7 "a real-time hub … ending in a notify segment", §4 Live channel): the
 * server side of the SignalR JSON protocol over WebSockets, a registry of this replica's sockets
 * by player, and the fan-out through the bus so that whichever replica holds a player's socket
 * delivers `NotifyMessage(cmd, message)`.
 */
export class NotifyHub {
  private readonly wss: WebSocketServer;
  private readonly connections = new Map<string, Connection>();
  private readonly byPlayer = new Map<number, Set<Connection>>();
  private readonly subscriptions = new EventSubscriptions<Connection>();
  private readonly caps: SocketCaps;
  /** Visitors' sports sockets one address may hold (SPORTS_ANON_SOCKETS_PER_ADDRESS). */
  anonymousPerAddress = 20;
  /**
   * Called with the events a socket has just subscribed to, and a way to answer that socket
   * alone: the sportsbook sends their prices as they are now, so that a move made before the
   * subscription (while the page loaded, or while the socket was away) is not missed.
   */
  onSubscribe:
    ((eventIds: number[], reply: (cmd: string, message: string) => void) => void) | null = null;
  private readonly frames: HubFrames;
  private readonly fanOut: HubFanOut;
  private readonly timers: NodeJS.Timeout[] = [];
  private closing = false;

  constructor(
    private readonly config: NotifyConfig,
    private readonly bus: NotifyBus,
    private readonly auth: HubAuth,
    private readonly tokens: ConnectionTokens,
    private readonly log: FastifyBaseLogger,
    private readonly addressOf: (request: IncomingMessage) => string = peerAddress,
    /** Pushes and drops, counted (docs/ops.md › Metrics and traces). */
    private readonly events: HubEvents = NO_EVENTS,
  ) {
    this.caps = new SocketCaps({
      perPlayer: config.maxSocketsPerPlayer,
      perAddress: config.maxSocketsPerAddress,
    });
    this.frames = new HubFrames({
      log,
      subscriptions: this.subscriptions,
      joined: (conn) => {
        let set = this.byPlayer.get(conn.playerId);
        if (!set) this.byPlayer.set(conn.playerId, (set = new Set()));
        set.add(conn);
      },
      onSubscribe: () => this.onSubscribe,
      dropped: (reason) => this.events.hubDropped(reason),
    });
    this.fanOut = new HubFanOut({
      connections: this.connections,
      byPlayer: this.byPlayer,
      subscriptions: this.subscriptions,
      send: (conn, data) => this.send(conn, data),
      events: this.events,
      eventBatchFromHolders: config.eventBatchFromHolders,
    });
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: config.maxFrameBytes,
      perMessageDeflate: false,
    });
  }

  async start(): Promise<void> {
    await this.bus.subscribe((message) => this.deliver(message));
    const tick = Math.max(50, Math.min(1000, Math.floor(this.config.keepAliveMs / 3)));
    this.timers.push(setInterval(() => this.tick(tick), tick));
    this.timers.push(setInterval(() => void this.checkSessions(), this.config.sessionCheckMs));
    for (const timer of this.timers) timer.unref();
  }

  /** `POST /notify/negotiate` (notes › Negotiate): never a ProtocolVersion field. */
  async negotiate(token: string | undefined, negotiateVersion: number, scope?: string | null) {
    const principal = token
      ? await this.authenticate(token)
      : scope === SPORTS_HUB_SCOPE
        ? { playerId: 0, sessionId: `${ANONYMOUS_PREFIX}${crypto.randomUUID()}` }
        : undefined;
    if (!principal) return undefined;
    const { connectionId, connectionToken } = this.tokens.issue(principal.sessionId);
    const availableTransports = [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }];
    // Version 0 clients put the connectionId in `id`: hand them the signed token there.
    return negotiateVersion >= 1
      ? { connectionId, connectionToken, negotiateVersion: 1, availableTransports }
      : { connectionId: connectionToken, negotiateVersion: 0, availableTransports };
  }

  private async authenticate(token: string): Promise<HubPrincipal | undefined> {
    try {
      return await this.auth.authenticate(token);
    } catch {
      return undefined;
    }
  }

  /** The HTTP upgrade of `GET /notify[?id=…]&access_token=…` (notes › Socket). */
  async handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    // An early client reset must not surface as an unhandled 'error' event.
    socket.on('error', (error) => this.log.debug({ err: error }, 'notify: upgrade socket error'));
    if (this.closing) return refuse(socket, 503, 'Service Unavailable');
    const address = this.addressOf(request);
    // A full address is refused before its token costs a session lookup.
    if (this.caps.addressFull(address)) return this.refuseOverCap(socket, { address });
    const url = new URL(request.url ?? '/', 'http://hub');
    const token = tokenOf(url, request.headers.authorization);
    const id = url.searchParams.get('id');
    // A visitor's sports socket (contracts › SPORTS_HUB_SCOPE): no token, event pushes only.
    const anonymous = !token && url.searchParams.get('scope') === SPORTS_HUB_SCOPE;
    const anonymousSession = (() => {
      if (!anonymous) return undefined;
      const claims = id !== null ? this.tokens.verify(id) : undefined;
      return claims?.sessionId.startsWith(ANONYMOUS_PREFIX)
        ? claims.sessionId
        : `${ANONYMOUS_PREFIX}${crypto.randomUUID()}`;
    })();
    const principal = token
      ? await this.authenticate(token)
      : anonymousSession
        ? { playerId: 0, sessionId: anonymousSession }
        : undefined;
    if (!principal) return refuse(socket, 401, 'Unauthorized');
    // Visitors' sports sockets have a tighter cap of their own (SPORTS_ANON_SOCKETS_PER_ADDRESS).
    if (anonymous && this.caps.anonymousFull(address, this.anonymousPerAddress)) {
      return refuse(socket, 429, 'Too Many Requests');
    }

    let connectionId: string;
    if (id !== null) {
      const claims = this.tokens.verify(id);
      // Unknown id → 404, a second socket for one id → 409 (notes › Socket).
      if (!claims || claims.sessionId !== principal.sessionId) {
        return refuse(socket, 404, 'Not Found');
      }
      if (this.connections.has(claims.connectionId)) return refuse(socket, 409, 'Conflict');
      connectionId = claims.connectionId;
    } else {
      connectionId = crypto.randomBytes(16).toString('base64url');
    }
    if (socket.destroyed || this.closing) return;
    // Checked and reserved after the last await, in one synchronous step (SocketCaps.reserve);
    // the reservation ends when the raw socket closes, however that happens.
    const playerId = anonymous ? undefined : principal.playerId;
    const release = this.caps.reserve(playerId, address);
    if (!release) return this.refuseOverCap(socket, { playerId, address });
    socket.once('close', release);
    const fingerprint = (url.searchParams.get('fingerprint') ?? '').slice(0, 100);
    if (anonymous) this.caps.countAnonymous(address, 1);
    this.wss.handleUpgrade(request, socket, head, (ws) =>
      this.accept(ws, { id: connectionId, ...principal, fingerprint, anonymous, address }),
    );
  }

  /** Over a socket cap: 429 before the upgrade, so the client's start() fails with a status. */
  private refuseOverCap(socket: Duplex, who: { playerId?: number; address: string }): void {
    this.log.warn(who, 'notify: socket cap reached, upgrade refused');
    this.events.hubDropped('socket_cap');
    refuse(socket, 429, 'Too Many Requests', 'Retry-After: 60\r\n');
  }

  /** Sockets held (or being opened) on this replica by a player and by an address. */
  heldBy(who: { playerId?: number; address?: string }): number {
    return this.caps.heldBy(who);
  }

  private accept(
    socket: WebSocket,
    who: {
      id: string;
      playerId: number;
      sessionId: string;
      fingerprint: string;
      anonymous: boolean;
      address: string;
    },
  ): void {
    const now = Date.now();
    const conn: Connection = {
      ...who,
      events: new Set(),
      budget: new InvocationBudget(
        who.anonymous ? this.config.visitorInvocations : this.config.invocations,
      ),
      socket,
      handshaken: false,
      openedAt: now,
      lastReceived: now,
      lastSent: now,
    };
    this.connections.set(conn.id, conn);
    socket.on('message', (data, isBinary) => this.frames.onFrame(conn, data, isBinary));
    socket.on('close', () => this.forget(conn));
    socket.on('error', (error) => {
      // e.g. a frame above maxPayload: ws closes the socket with 1009 itself.
      this.log.debug({ err: error, connectionId: conn.id }, 'notify: socket error');
    });
  }

  private forget(conn: Connection): void {
    if (!this.connections.has(conn.id)) return;
    this.connections.delete(conn.id);
    this.subscriptions.forget(conn);
    if (conn.anonymous) this.caps.countAnonymous(conn.address, -1);
    const set = this.byPlayer.get(conn.playerId);
    set?.delete(conn);
    if (set && set.size === 0) this.byPlayer.delete(conn.playerId);
  }

  private send(conn: Connection, data: string | Buffer): boolean {
    return this.frames.send(conn, data);
  }

  private tick(tickMs: number): void {
    const now = Date.now();
    const ping = protocol.ping();
    for (const conn of this.connections.values()) {
      if (!conn.handshaken) {
        if (now - conn.openedAt > this.config.handshakeTimeoutMs) conn.socket.terminate();
        continue;
      }
      if (now - conn.lastReceived > this.config.clientTimeoutMs) {
        this.send(conn, protocol.close('Client timeout elapsed without a message.'));
        conn.socket.close(1000);
        continue;
      }
      // spec §9 keep-alive: never more than keepAliveMs without something sent.
      if (now - conn.lastSent >= this.config.keepAliveMs - tickMs) this.send(conn, ping);
    }
  }

  /** Closes the sockets of sessions that ended (a revoked session's socket is closed). */
  async checkSessions(): Promise<void> {
    const ids = [
      ...new Set(
        [...this.connections.values()].filter((c) => !c.anonymous).map((c) => c.sessionId),
      ),
    ];
    if (ids.length === 0) return;
    try {
      for (const sid of await this.auth.endedSessions(ids)) this.closeSession(sid);
    } catch (error) {
      this.log.warn({ err: error }, 'notify: session check failed');
    }
  }

  private closeSession(sessionId: string): void {
    for (const conn of this.connections.values()) {
      if (conn.sessionId !== sessionId) continue;
      // No reconnect: the token is dead; the shell reconnects after it gets a new one.
      this.send(conn, protocol.close('Your session has ended.'));
      conn.socket.close(1000);
    }
  }

  private deliver(message: BusMessage): void {
    if (message.t === 'sessionEnded') return this.closeSession(message.sid);
    this.fanOut.deliver(message);
  }

  /**
   * Every fan-out goes through here, in a span of its own (docs/ops.md › Metrics and traces): a
   * request's trace runs HTTP → database → the bus (Redis) → the hub. The no-op tracer when
   * tracing is off.
   */
  private publish(message: BusMessage): Promise<void> {
    return trace
      .getTracer('oyna')
      .startActiveSpan(
        'notify.publish',
        { attributes: { 'oyna.notify.kind': message.t, 'oyna.notify.bus': this.bus.kind } },
        async (span) => {
          try {
            await this.bus.publish(message);
          } catch (error) {
            span.recordException(error as Error);
            span.setStatus({ code: SpanStatusCode.ERROR });
            throw error;
          } finally {
            span.end();
          }
        },
      );
  }

  /** `NotifyMessage(cmd, message)` to every socket of these players, on whichever replica. */
  async sendToPlayers(items: { playerId: number; cmd: string; message: string }[]): Promise<void> {
    // Chunks keep one bus message small whatever the number of players.
    for (let i = 0; i < items.length; i += 500) {
      const chunk = items.slice(i, i + 500);
      await this.publish({
        t: 'players',
        items: chunk.map((x) => ({ p: x.playerId, cmd: x.cmd, msg: x.message })),
      });
    }
  }

  /** `NotifyMessage(cmd, message)` to every socket subscribed to this event, on any replica. */
  async publishEvent(eventId: number, cmd: string, message: string): Promise<void> {
    await this.publish({ t: 'event', e: eventId, cmd, msg: message });
  }

  async broadcast(cmd: string, message: string): Promise<void> {
    await this.publish({ t: 'all', cmd, msg: message });
  }

  /** For logout: closes the session's sockets on every replica at once (no timer wait). */
  async endSession(sessionId: string): Promise<void> {
    await this.publish({ t: 'sessionEnded', sid: sessionId });
  }

  /** Sockets open on this replica: players' and visitors' (token-less sports sockets). */
  sockets(): { players: number; visitors: number } {
    let visitors = 0;
    for (const conn of this.connections.values()) if (conn.anonymous) visitors += 1;
    return { players: this.connections.size - visitors, visitors };
  }

  stats() {
    return {
      connections: this.connections.size,
      players: this.byPlayer.size,
      events: this.subscriptions.size,
      bus: this.bus.kind,
    };
  }

  /**
   * Shutdown: every client is told to reconnect (allowReconnect) so that it moves to another
   * replica, or to this one after a restart.
   */
  async close(): Promise<void> {
    this.closing = true;
    for (const timer of this.timers) clearInterval(timer);
    for (const conn of this.connections.values()) {
      if (conn.handshaken) this.send(conn, protocol.close('Server is restarting.', true));
      conn.socket.close(1001);
    }
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    for (const conn of this.connections.values()) conn.socket.terminate();
  }

  /**
   * The fan-out's end, after the last in-flight request: a request still finishing during the
   * drain (a deposit approved, a bet settled) pushes its notice through the bus.
   */
  async closeBus(): Promise<void> {
    await this.bus.close();
  }
}
