/** How many answers the query cache keeps; past that the least recently used is forgotten. */
export const QUERY_CACHE_SIZE = 50;

/**
 * A Map of at most `limit` entries: reading or writing an entry makes it the most recent, and a write past the
 * limit forgets the least recent one. It lives as long as the page (every remote shares it), so it may not grow
 * with every search a visitor makes.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  get(key: string): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    // A Map iterates in insertion order: inserted again, the entry becomes the most recent.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }
}
