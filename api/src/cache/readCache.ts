import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Redis from 'ioredis';
import pg from 'pg';
import { LruMemo } from './memo';

/** A read's answer as it goes on the wire: the JSON once serialized, and its ETag. */
export interface CachedBody {
  body: Buffer;
  etag: string;
}

/**
 * The API's cache of whole answers to reads (currency rates, FAQs, the blog list, destinations, flight
 * searches): kept in this process until a write says they changed. A write calls `invalidate(namespace)`
 * after it has committed; the other API processes hear of it through Redis pub/sub (REDIS_URL), else
 * PostgreSQL LISTEN/NOTIFY (DATABASE_URL), else there are none (PGlite is one process).
 */
export interface ReadCache {
  /**
   * The answer kept under (namespace, key), loaded and serialized once when missing. Routes pass
   * `(value) => reply.serialize(value)`, so the answer is written by their response schema as usual.
   */
  get(
    namespace: string,
    key: string,
    load: () => Promise<unknown>,
    serialize?: (value: unknown) => string | Uint8Array | ArrayBuffer,
  ): Promise<CachedBody>;
  /** Forgets a namespace here and in every other process sharing the database. */
  invalidate(namespace: string): Promise<void>;
  /**
   * Calls `listener` whenever the namespace is forgotten here, by this process or told by another: for a
   * module's own memos of the same data.
   */
  onInvalidate(namespace: string, listener: () => void): void;
  /** How the processes tell each other: 'redis', 'postgres' or 'local'. */
  readonly bus: InvalidationBus['kind'];
}

export interface InvalidationBus {
  kind: 'redis' | 'postgres' | 'local';
  /** Settles once this process hears the others (it has subscribed); it may never, while the bus is down. */
  listening: Promise<void>;
  publish(namespace: string): Promise<void>;
  close(): Promise<void>;
}

/** How long an API starting up waits to hear the other processes before it serves anyway (and logs why). */
export const LISTEN_WAIT_MS = 5_000;

/** Entries per namespace (a namespace of searches keeps the most recently used; an answer is up to ~50 KB). */
export const DEFAULT_NAMESPACE_CAPACITY = 500;

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export function createReadCache(
  busFor: (onRemote: (namespace: string | null) => void) => InvalidationBus,
  namespaceCapacity = DEFAULT_NAMESPACE_CAPACITY,
) {
  const namespaces = new Map<string, LruMemo<CachedBody>>();
  const listeners = new Map<string, (() => void)[]>();
  const forget = (namespace: string | null) => {
    if (namespace === null) for (const memo of namespaces.values()) memo.clear();
    else namespaces.get(namespace)?.clear();
    for (const [name, calls] of listeners)
      if (namespace === null || name === namespace) calls.forEach((call) => call());
  };
  const bus = busFor(forget);
  // What was read before this process could hear the others may have missed a word: forget it then.
  void bus.listening.then(() => forget(null));
  const cache: ReadCache = {
    bus: bus.kind,
    get(namespace, key, load, serialize = JSON.stringify) {
      let memo = namespaces.get(namespace);
      if (!memo) namespaces.set(namespace, (memo = new LruMemo<CachedBody>(namespaceCapacity)));
      return memo.get(key, async () => {
        const out = serialize(await load());
        const body = typeof out === 'string' ? Buffer.from(out) : Buffer.from(new Uint8Array(out));
        return { body, etag: etagOf(body) };
      });
    },
    async invalidate(namespace) {
      forget(namespace);
      await bus.publish(namespace);
    },
    onInvalidate(namespace, listener) {
      listeners.set(namespace, [...(listeners.get(namespace) ?? []), listener]);
    },
  };
  return { cache, listening: bus.listening, close: () => bus.close() };
}

/** Does an If-None-Match header name this ETag (or `*`)? Weak and strong forms match alike. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * Sends a cached answer with its ETag and `cacheControl`, or 304 with no body when the browser (or a CDN)
 * already holds it.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody, cacheControl: string) {
  reply.header('ETag', cached.etag).header('Cache-Control', cacheControl);
  if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}

interface BusMessage {
  from: string;
  namespace: string;
}

/**
 * The channel is named after the database (its PostgreSQL URL, or the embedded database's directory):
 * processes on the same data share it, and no one else.
 */
function channelFor(database: string): string {
  return `tp_cache_${createHash('sha1').update(database).digest('hex').slice(0, 16)}`;
}

/** The database the processes sharing a read cache serve: `databaseUrl`, else the embedded one's `dataDir`. */
const databaseOf = (config: { databaseUrl?: string; dataDir?: string }): string =>
  config.databaseUrl ?? config.dataDir ?? 'local';

export function redisBus(
  redisUrl: string,
  database: string,
  onRemote: (namespace: string | null) => void,
  log: FastifyBaseLogger,
): InvalidationBus {
  const self = randomUUID();
  const channel = channelFor(database);
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(redisUrl);
  let subscribedOnce = false;
  subscriber.on('ready', () => {
    // After a reconnection messages may have been missed: forget everything once more.
    if (subscribedOnce) onRemote(null);
    subscribedOnce = true;
  });
  subscriber.on('error', (error) => log.warn({ err: error }, 'cache invalidation: Redis subscriber error'));
  publisher.on('error', (error) => log.warn({ err: error }, 'cache invalidation: Redis publisher error'));
  const listening = subscriber.subscribe(channel).then(
    () => undefined,
    (error: unknown) => log.error({ err: error }, 'cache invalidation: subscribe failed'),
  );
  subscriber.on('message', (_channel, text: string) => {
    const message = JSON.parse(text) as BusMessage;
    if (message.from !== self) onRemote(message.namespace);
  });
  return {
    kind: 'redis',
    listening,
    async publish(namespace) {
      await publisher.publish(channel, JSON.stringify({ from: self, namespace } satisfies BusMessage));
    },
    async close() {
      await Promise.all([publisher.quit(), subscriber.quit()]).catch(() => undefined);
    },
  };
}

export function postgresBus(
  databaseUrl: string,
  onRemote: (namespace: string | null) => void,
  log: FastifyBaseLogger,
): InvalidationBus {
  const self = randomUUID();
  const channel = channelFor(databaseUrl);
  let client: pg.Client | undefined;
  let closed = false;
  let connecting: Promise<pg.Client | undefined> | undefined;

  const connect = (): Promise<pg.Client | undefined> =>
    (connecting ??= (async () => {
      const next = new pg.Client({ connectionString: databaseUrl });
      next.on('notification', (note) => {
        const message = JSON.parse(note.payload ?? '{}') as BusMessage;
        if (message.from !== self) onRemote(message.namespace);
      });
      next.on('error', (error) => {
        log.warn({ err: error }, 'cache invalidation: LISTEN connection lost');
        client = undefined;
        connecting = undefined;
        next.end().catch(() => undefined);
        if (!closed) setTimeout(() => void connect(), 1000).unref();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${channel}`);
        if (client === undefined && connecting) onRemote(null);
        client = next;
        return next;
      } catch (error) {
        log.warn({ err: error }, 'cache invalidation: LISTEN failed');
        connecting = undefined;
        if (!closed) setTimeout(() => void connect(), 1000).unref();
        return undefined;
      }
    })());
  const listening = connect().then(() => undefined);
  return {
    kind: 'postgres',
    listening,
    async publish(namespace) {
      const target = client ?? (await connect());
      await target?.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ from: self, namespace })]);
    },
    async close() {
      closed = true;
      await (client ?? (await connecting))?.end().catch(() => undefined);
    },
  };
}

/** The bus the API processes sharing this database hear each other on: Redis, else PostgreSQL, else none. */
export function invalidationBusFor(
  config: { redisUrl?: string; databaseUrl?: string; dataDir?: string },
  onRemote: (namespace: string | null) => void,
  log: FastifyBaseLogger,
): InvalidationBus {
  const { redisUrl, databaseUrl } = config;
  if (redisUrl) return redisBus(redisUrl, databaseOf(config), onRemote, log);
  if (databaseUrl) return postgresBus(databaseUrl, onRemote, log);
  return { kind: 'local', listening: Promise.resolve(), publish: async () => undefined, close: async () => undefined };
}

/**
 * Tells the running API processes that namespaces changed, from outside them (the seed step, its own
 * process, writing into a database they already serve). On the embedded database no API runs meanwhile.
 */
export async function announceInvalidation(
  config: { redisUrl?: string; databaseUrl?: string; dataDir?: string },
  namespaces: readonly string[],
  log: FastifyBaseLogger,
): Promise<void> {
  if (namespaces.length === 0) return;
  const bus = invalidationBusFor(config, () => undefined, log);
  try {
    for (const namespace of namespaces) await bus.publish(namespace);
  } finally {
    await bus.close();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whole answers of reads, kept until a write invalidates them in every process (api/src/cache). */
    readCache: ReadCache;
  }
}

export const readCachePlugin = fp(
  async (app: FastifyInstance) => {
    const { cache, listening, close } = createReadCache(
      (onRemote) => invalidationBusFor(app.config, onRemote, app.log),
      app.config.readCache.namespaceCapacity,
    );
    app.decorate('readCache', cache);
    // Serve only once the other processes are heard, so no write's word is missed; but not never.
    app.addHook('onReady', async () => {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), LISTEN_WAIT_MS)));
      if ((await Promise.race([listening, waited])) === 'late')
        app.log.warn(
          `cache invalidation: not listening after ${LISTEN_WAIT_MS} ms; serving, and forgetting all once it is`,
        );
      clearTimeout(timer);
    });
    app.addHook('onClose', close);
  },
  { name: 'read-cache', decorators: { fastify: ['config'] } },
);
