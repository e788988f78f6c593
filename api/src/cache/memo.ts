/**
 * A small least-recently-used memo of async loads, the API's one search cache: at most `capacity` entries
 * (0 turns it off), the least recently used dropped first; a failed load is forgotten, and callers asking
 * for a key being loaded share the one load. What the modules keep in it (a route-day's flights, a hotel
 * search's facets, a day's deals) never changes for its key, so entries need no expiry; a module clears
 * it when its data moves (the flight inventory's window), or deletes the key that changed (seats sold).
 */
export class LruMemo<V> {
  private readonly entries = new Map<string, Promise<V>>();

  constructor(private readonly capacity: number) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.capacity <= 0) return load();
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const loaded = load();
    this.entries.set(key, loaded);
    loaded.catch(() => this.entries.delete(key));
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return loaded;
  }

  clear() {
    this.entries.clear();
  }

  /** Forgets one key (its data changed): the next get loads it again. */
  delete(key: string) {
    this.entries.delete(key);
  }

  get size() {
    return this.entries.size;
  }
}
