import { SPORTS_MAX_SUBSCRIPTIONS } from '@oyna/contracts';
import { EventSubscriptions, eventIdsOf } from './event-subscriptions';

const socket = () => ({ events: new Set<number>() });

describe('sportsbook event subscriptions of the notify hub', () => {
  it('reads one array argument or several numbers, and refuses anything but positive integers', () => {
    expect(eventIdsOf([[3, 4]])).toEqual([3, 4]);
    expect(eventIdsOf([3, 4])).toEqual([3, 4]);
    expect(eventIdsOf(undefined)).toEqual([]);
    expect(eventIdsOf([['x']])).toBeNull();
    expect(eventIdsOf([0])).toBeNull();
    expect(eventIdsOf([1.5])).toBeNull();
  });

  it('adds only what a socket does not hold, once, and forgets a closed socket', () => {
    const subs = new EventSubscriptions<ReturnType<typeof socket>>();
    const a = socket();
    const b = socket();
    expect(subs.add(a, [1, 2, 2])).toEqual([1, 2]);
    expect(subs.add(a, [2, 3])).toEqual([3]);
    expect(subs.add(b, [2])).toEqual([2]);
    expect([...(subs.holders(2) ?? [])]).toEqual([a, b]);
    subs.remove(a, [2, 99]);
    expect([...(subs.holders(2) ?? [])]).toEqual([b]);
    subs.forget(b);
    expect(subs.holders(2)).toBeUndefined();
    expect(b.events.size).toBe(0);
    expect(subs.size).toBe(2);
  });

  it('refuses, adding nothing, what would take a socket over the cap', () => {
    const subs = new EventSubscriptions<ReturnType<typeof socket>>();
    const a = socket();
    const all = Array.from({ length: SPORTS_MAX_SUBSCRIPTIONS }, (_, i) => i + 1);
    expect(subs.add(a, all)).toHaveLength(SPORTS_MAX_SUBSCRIPTIONS);
    expect(subs.add(a, [SPORTS_MAX_SUBSCRIPTIONS + 1])).toBeNull();
    expect(a.events.size).toBe(SPORTS_MAX_SUBSCRIPTIONS);
    // What it holds already does not count twice.
    expect(subs.add(a, [1])).toEqual([]);
  });
});
