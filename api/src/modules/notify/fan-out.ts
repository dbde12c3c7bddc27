import { LIVE_HUB_METHOD } from '@oyna/contracts';
import type { HubEvents } from '../../platform/metrics';
import type { BusMessage } from './bus';
import type { EventSubscriptions } from './event-subscriptions';
import type { Connection } from './frames';
import * as protocol from './protocol';

/** A bus message that pushes `NotifyMessage(cmd, message)` to sockets of this replica. */
export type PushMessage = Exclude<BusMessage, { t: 'sessionEnded' }>;

/** What the fan-out needs of the hub that holds the sockets. */
export interface FanOutContext {
  /** Every socket of this replica. */
  connections: ReadonlyMap<string, Connection>;
  /** This replica's handshaken player sockets, by player. */
  byPlayer: ReadonlyMap<number, ReadonlySet<Connection>>;
  subscriptions: EventSubscriptions<Connection>;
  /** The one way anything is sent to a socket (HubFrames.send): false when it was not. */
  send(conn: Connection, data: string | Buffer): boolean;
  /** Pushes, counted (docs/ops.md › Metrics and traces). */
  events: HubEvents;
  /** From this many holders an event's pushes of one turn are batched (NOTIFY_EVENT_BATCH_FROM_HOLDERS). */
  eventBatchFromHolders: number;
}

/**
 * This replica's side of a push (shared notes › Scale-out: each replica delivers to its own
 * sockets): to players' sockets, to every player's, or to the holders of a sportsbook event,
 * each frame serialised and encoded once for all its sockets.
 */
export class HubFanOut {
  /**
   * Pushes to events with many holders received in this turn of the event loop, by event, sent
   * at its end (flushEvents): each holder gets them as one frame.
   */
  private pendingEvents = new Map<number, string[]>();
  private flushScheduled = false;

  constructor(private readonly ctx: FanOutContext) {}

  deliver(message: PushMessage): void {
    if (message.t === 'event') return this.deliverEvent(message.e, message.cmd, message.msg);
    if (message.t === 'all') {
      // Serialised and encoded once for every socket (the same bytes to each).
      const frame = Buffer.from(protocol.invocation(LIVE_HUB_METHOD, [message.cmd, message.msg]));
      let sent = 0;
      for (const conn of this.ctx.connections.values()) {
        if (conn.handshaken && !conn.anonymous && this.ctx.send(conn, frame)) sent += 1;
      }
      this.ctx.events.hubSent('all', sent);
      return;
    }
    let sent = 0;
    for (const item of message.items) {
      const set = this.ctx.byPlayer.get(item.p);
      if (!set) continue;
      const text = protocol.invocation(LIVE_HUB_METHOD, [item.cmd, item.msg]);
      for (const conn of set) if (this.ctx.send(conn, text)) sent += 1;
    }
    this.ctx.events.hubSent('players', sent);
  }

  private deliverEvent(eventId: number, cmd: string, msg: string): void {
    const set = this.ctx.subscriptions.holders(eventId);
    if (!set) return;
    const text = protocol.invocation(LIVE_HUB_METHOD, [cmd, msg]);
    const queue = this.pendingEvents.get(eventId);
    if (queue) queue.push(text);
    else if (set.size < this.ctx.eventBatchFromHolders) {
      // A small fan-out goes at once (nothing of this event waits before it: order is kept).
      return this.sendEvent(set, [text]);
    } else this.pendingEvents.set(eventId, [text]);
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => this.flushEvents());
    }
  }

  /**
   * The event pushes of this turn of the event loop, to the holders of events with many
   * (NOTIFY_EVENT_BATCH_FROM_HOLDERS): an event's pushes go to each holder as one frame (a frame
   * may carry several messages, shared notes › Framing), in the order they were published. A
   * push waits at most for the fan-outs ahead of it; when pushes arrive faster than 10,000
   * sockets can each be written to once per push, they share the writes instead of queueing
   * behind each other (bench/README.md › Sports odds).
   */
  private flushEvents(): void {
    this.flushScheduled = false;
    const batch = this.pendingEvents;
    this.pendingEvents = new Map();
    for (const [eventId, texts] of batch) {
      const set = this.ctx.subscriptions.holders(eventId);
      if (set) this.sendEvent(set, texts);
    }
  }

  /** Pushes of one event to its holders, as one frame serialised and encoded once for all. */
  private sendEvent(set: Iterable<Connection>, texts: string[]): void {
    const frame = Buffer.from(texts.join(''));
    let sent = 0;
    for (const conn of set) if (conn.handshaken && this.ctx.send(conn, frame)) sent += 1;
    this.ctx.events.hubSent('event', sent * texts.length);
  }
}
