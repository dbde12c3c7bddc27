/**
 * A map whose entries expire: the one memory-with-a-lifetime of the api (the session cache and
 * the balance cache keep theirs in it). An expired entry is never returned; it is deleted when
 * read, and swept when its owner sweeps (the map is otherwise unbounded).
 */
export class TtlMap<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The live value, or undefined (an expired one is deleted). */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Remembers `value` until `until` (a time of `now`'s clock). */
  set(key: K, value: V, until: number): void {
    this.entries.set(key, { value, until });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Deletes every entry whose value matches, live or not. */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Deletes what expired by `now`. */
  sweep(now: number = this.now()): void {
    for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
