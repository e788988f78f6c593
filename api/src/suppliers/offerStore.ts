import type Redis from 'ioredis';

/**
 * Where a search's merged answer is kept until its earliest offer expires: Redis when configured, so every API
 * process answers a repeated search from it, else this process's memory (at most `capacity` searches).
 */
export interface OfferStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
}

export function redisOfferStore(redis: Redis, prefix = 'supplier-offers:'): OfferStore {
  return {
    get: (key) => redis.get(prefix + key),
    async set(key, value, ttlMs) {
      if (ttlMs > 0) await redis.set(prefix + key, value, 'PX', ttlMs);
    },
  };
}

export function memoryOfferStore(capacity = 500, now = () => Date.now()): OfferStore {
  const entries = new Map<string, { value: string; until: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.until <= now()) {
        entries.delete(key);
        return null;
      }
      return entry.value;
    },
    async set(key, value, ttlMs) {
      if (ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { value, until: now() + ttlMs });
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
    },
  };
}
