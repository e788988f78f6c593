/**
 * A small least-recently-used memo. What it holds here (a day's facets, a month's cheapest days) never
 * changes once a day is generated, so entries need no expiry; the whole memo is cleared when the
 * inventory window moves.
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

  get size() {
    return this.entries.size;
  }
}
