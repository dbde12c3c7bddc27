import { SPORTS_MAX_SUBSCRIPTIONS } from '@oyna/contracts';

/** A socket as the subscriptions see it: the sportsbook events it holds. */
export interface Subscriber {
  events: Set<number>;
}

/**
 * The event ids of a `SportsSubscribe` / `SportsUnsubscribe` call (contracts › live hub): one
 * array argument or several numbers; null when one of them is not a positive integer.
 */
export function eventIdsOf(args: unknown[] | undefined): number[] | null {
  const list = args ?? [];
  const raw: unknown[] = list.length === 1 && Array.isArray(list[0]) ? list[0] : list;
  const ids = raw.filter((x): x is number => Number.isSafeInteger(x) && (x as number) > 0);
  return ids.length === raw.length ? ids : null;
}

/**
 * Which of this replica's sockets hold which sportsbook events: an event's pushes go to these
 * sockets only, at most SPORTS_MAX_SUBSCRIPTIONS events per socket.
 */
export class EventSubscriptions<S extends Subscriber> {
  private readonly byEvent = new Map<number, Set<S>>();

  /**
   * Adds the events `socket` does not hold yet and returns them, once each; null, adding
   * nothing, when that would take it over the cap.
   */
  add(socket: S, ids: number[]): number[] | null {
    const fresh = [...new Set(ids.filter((e) => !socket.events.has(e)))];
    if (socket.events.size + fresh.length > SPORTS_MAX_SUBSCRIPTIONS) return null;
    for (const e of fresh) {
      socket.events.add(e);
      let set = this.byEvent.get(e);
      if (!set) this.byEvent.set(e, (set = new Set()));
      set.add(socket);
    }
    return fresh;
  }

  /** Drops these events from the socket (an event it does not hold is fine). */
  remove(socket: S, ids: Iterable<number>): void {
    for (const e of ids) {
      socket.events.delete(e);
      const set = this.byEvent.get(e);
      set?.delete(socket);
      if (set && set.size === 0) this.byEvent.delete(e);
    }
  }

  /** A closed socket holds nothing any more. */
  forget(socket: S): void {
    this.remove(socket, [...socket.events]);
  }

  holders(eventId: number): ReadonlySet<S> | undefined {
    return this.byEvent.get(eventId);
  }

  /** Events held by at least one socket. */
  get size(): number {
    return this.byEvent.size;
  }
}
