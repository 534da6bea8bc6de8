// A small bounded cache that keeps what was used recently: two generations of entries, as quick-lru
// does, so a hit on a recent entry is one Map lookup and changes nothing.

/**
 * New and recently used entries live in `recent`; when it holds half the capacity it becomes `older`
 * and the previous `older` is dropped. An entry found in `older` moves back to `recent`. At most
 * `capacity` entries are held; one unused for a whole generation is gone. A strict LRU (delete and
 * re-insert on every hit) cost a Map deletion and insertion per request on the hottest path.
 */
export class LRUCache<K, V> {
  private recent = new Map<K, V>();
  private older = new Map<K, V>();
  private readonly generationSize: number;

  constructor(capacity: number) {
    if (!(capacity >= 2))
      throw new RangeError(`an LRUCache holds at least 2 entries (asked for ${capacity})`);
    this.generationSize = Math.floor(capacity / 2);
  }

  get(key: K): V | undefined {
    const value = this.recent.get(key);
    if (value !== undefined) return value;
    const aging = this.older.get(key);
    if (aging === undefined) return undefined;
    this.older.delete(key);
    this.addRecent(key, aging);
    return aging;
  }

  set(key: K, value: V): void {
    if (this.recent.has(key)) {
      this.recent.set(key, value);
      return;
    }
    this.older.delete(key);
    this.addRecent(key, value);
  }

  delete(key: K): void {
    this.recent.delete(key);
    this.older.delete(key);
  }

  clear(): void {
    this.recent.clear();
    this.older.clear();
  }

  get size(): number {
    return this.recent.size + this.older.size;
  }

  private addRecent(key: K, value: V): void {
    if (this.recent.size >= this.generationSize) {
      this.older = this.recent;
      this.recent = new Map();
    }
    this.recent.set(key, value);
  }
}
