import type { FastifyBaseLogger } from 'fastify';
import { WebSocket, type RawData } from 'ws';
import {
  LIVE_HUB_METHOD,
  SPORTS_HUB_SUBSCRIBE,
  SPORTS_HUB_UNSUBSCRIBE,
  SPORTS_MAX_SUBSCRIPTIONS,
} from '@oyna/contracts';
import { eventIdsOf, type EventSubscriptions } from './event-subscriptions';
import { OVER_BUDGET_REASON, type InvocationBudget } from './invocation-budget';
import * as protocol from './protocol';

/** One socket of this replica, from its upgrade to its close. */
export interface Connection {
  id: string;
  playerId: number;
  sessionId: string;
  fingerprint: string;
  address: string;
  socket: WebSocket;
  handshaken: boolean;
  openedAt: number;
  lastReceived: number;
  lastSent: number;
  /** Sportsbook events this socket subscribed to (SportsSubscribe). */
  events: Set<number>;
  /** A visitor's token-less sports socket (`?scope=sports`): it receives event pushes only. */
  anonymous: boolean;
  /** What this socket may still send (NOTIFY_INVOCATIONS_PER_SECOND and _BURST). */
  budget: InvocationBudget;
}

/** A slow reader that lets this much pile up is dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** What the frame handling needs of the hub that holds the sockets. */
export interface FrameContext {
  log: FastifyBaseLogger;
  subscriptions: EventSubscriptions<Connection>;
  /** A player's socket finished its handshake: from now on it receives the player's pushes. */
  joined(conn: Connection): void;
  /** The sportsbook's answer to a fresh subscription (NotifyHub.onSubscribe), if set. */
  onSubscribe():
    ((eventIds: number[], reply: (cmd: string, message: string) => void) => void) | null;
  /** A socket let go: counted (docs/ops.md › Metrics and traces). */
  dropped(reason: 'slow_reader' | 'over_budget'): void;
}

/**
 * The SignalR JSON protocol on one socket (shared notes › signalr-protocol.md): the handshake,
 * the client's messages and the sportsbook's subscriptions, each message spending the socket's
 * budget; and the one way anything is sent to a socket (`send`, which drops a socket that does
 * not read).
 */
export class HubFrames {
  constructor(private readonly ctx: FrameContext) {}

  onFrame(conn: Connection, data: RawData, isBinary: boolean): void {
    conn.lastReceived = Date.now();
    if (isBinary) return this.fail(conn, 'Binary messages are not supported by the json protocol.');
    const text = Buffer.isBuffer(data)
      ? data.toString('utf8')
      : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]).toString('utf8');
    try {
      for (const record of protocol.splitRecords(text)) {
        if (conn.socket.readyState !== WebSocket.OPEN) return;
        // OWASP ASVS 4.0 V11.1.4: every message after the handshake spends the socket's budget.
        if (conn.handshaken && !conn.budget.take()) return this.overBudget(conn);
        if (conn.handshaken) this.onMessage(conn, protocol.parseMessage(record));
        else this.onHandshake(conn, protocol.parseHandshake(record));
      }
    } catch (error) {
      if (error instanceof protocol.ProtocolError) return this.fail(conn, error.message);
      // OWASP ASVS 4.0 V7.4.1: an unexpected failure closes this socket with a generic reason;
      // thrown from a socket event it would take the whole process down.
      this.ctx.log.error({ err: error, connectionId: conn.id }, 'notify: frame handling failed');
      this.fail(conn, 'An unexpected error occurred.');
    }
  }

  private onHandshake(conn: Connection, request: { protocol: string; version: number }): void {
    if (request.protocol !== 'json' || request.version !== 1) {
      this.send(
        conn,
        protocol.handshakeError(
          `The protocol '${request.protocol}' version ${request.version} is not supported.`,
        ),
      );
      conn.socket.close(1000);
      return;
    }
    this.send(conn, protocol.handshakeOk());
    conn.handshaken = true;
    if (!conn.anonymous) this.ctx.joined(conn);
  }

  private onMessage(conn: Connection, message: protocol.HubMessage): void {
    switch (message.type) {
      case protocol.MessageType.Close:
        conn.socket.close(1000);
        return;
      case protocol.MessageType.Invocation:
      case protocol.MessageType.StreamInvocation:
        if (
          message.type === protocol.MessageType.Invocation &&
          (message.target === SPORTS_HUB_SUBSCRIBE || message.target === SPORTS_HUB_UNSUBSCRIBE)
        ) {
          return this.onSubscription(conn, message);
        }
        // No other client-callable methods; answer so that the caller's promise settles.
        if (message.invocationId) {
          this.send(
            conn,
            protocol.completionError(
              message.invocationId,
              `Method '${message.target ?? ''}' does not exist.`,
            ),
          );
        }
        return;
      default:
        // Ping, CancelInvocation, Ack, Sequence and unknown types need no answer.
        return;
    }
  }

  /**
   * `SportsSubscribe(ids)` / `SportsUnsubscribe(ids)` (contracts › live hub): the event ids this
   * socket wants pushes for; answers the count held. A subscription is answered with the
   * events' prices as they are now (onSubscribe).
   */
  private onSubscription(conn: Connection, message: protocol.HubMessage): void {
    const invocationId = message.invocationId ?? '';
    const answer = (text: string) => {
      if (message.invocationId) this.send(conn, text);
    };
    const ids = eventIdsOf(message.arguments);
    if (!ids) {
      return answer(protocol.completionError(invocationId, 'Event ids must be positive integers.'));
    }
    if (message.target === SPORTS_HUB_UNSUBSCRIBE) {
      this.ctx.subscriptions.remove(conn, ids);
      return answer(protocol.completionResult(invocationId, conn.events.size));
    }
    const fresh = this.ctx.subscriptions.add(conn, ids);
    if (!fresh) {
      return answer(
        protocol.completionError(
          invocationId,
          `At most ${SPORTS_MAX_SUBSCRIPTIONS} events per connection.`,
        ),
      );
    }
    answer(protocol.completionResult(invocationId, conn.events.size));
    const onSubscribe = this.ctx.onSubscribe();
    if (fresh.length > 0 && onSubscribe) {
      onSubscribe(fresh, (cmd, text) =>
        this.send(conn, protocol.invocation(LIVE_HUB_METHOD, [cmd, text])),
      );
    }
  }

  /** A protocol violation: say why (Close message or handshake error), then close the socket. */
  private fail(conn: Connection, reason: string): void {
    this.ctx.log.debug({ connectionId: conn.id, reason }, 'notify: closing a misbehaving socket');
    this.send(conn, conn.handshaken ? protocol.close(reason) : protocol.handshakeError(reason));
    conn.socket.close(1000);
  }

  /**
   * Over its message budget: Close with the reason and `allowReconnect: false` (notes › Types),
   * so the official client stops instead of reconnecting into the same flood.
   */
  private overBudget(conn: Connection): void {
    this.ctx.log.warn(
      { connectionId: conn.id, playerId: conn.playerId, address: conn.address },
      'notify: socket over its message budget, closed',
    );
    this.ctx.dropped('over_budget');
    this.send(conn, protocol.close(OVER_BUDGET_REASON, false));
    conn.socket.close(1008);
  }

  /**
   * Whether the message went out (not to a closed socket, nor one dropped for not reading). A
   * Buffer is the UTF-8 of the text, built once for many sockets; it goes out as a text frame
   * all the same (notes › Framing: text frames).
   */
  send(conn: Connection, data: string | Buffer): boolean {
    if (conn.socket.readyState !== WebSocket.OPEN) return false;
    if (conn.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ctx.log.warn({ connectionId: conn.id }, 'notify: dropping a socket that does not read');
      this.ctx.dropped('slow_reader');
      conn.socket.terminate();
      return false;
    }
    conn.socket.send(data, { binary: false });
    conn.lastSent = Date.now();
    return true;
  }
}
