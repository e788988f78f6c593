import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { createReadCache, matchesEtag, postgresBus, redisBus, type InvalidationBus } from './readCache';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { DEFAULT_REDIS_URL, itWith, testPostgresUrl, testRedisUrl } from '../test/services';
import { createTestApp, memoryMailer, type TestApp } from '../test/testApp';
import { TEST_ENV } from '../test/testEnv';

const log = pino({ level: 'silent' });
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

describe('the read cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
  });
  afterAll(() => t.close());

  it('answers currency rates with an ETag, 304 when the browser has them, and new rates once they are set', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/currency/rates' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await t.app.inject({ method: 'GET', url: '/api/currency/rates', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await t.app.currency.setRates({ USD: 90.5 });
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/currency/rates',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().inrPerUnit.USD).toBe(90.5);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers FAQs, the blog list, destinations and a repeated flight search with ETags', async () => {
    for (const url of ['/api/faqs/page/flight', '/api/blogs/list', '/api/hotels/destinations']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const cached = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': res.headers.etag as string },
      });
      expect(cached.statusCode).toBe(304);
    }
  });

  it("keeps nothing with a capacity of 0 (READ_CACHE_SIZE=0, the benches' cold mode): every read loads afresh", async () => {
    const { cache, close } = createReadCache(
      () => ({
        kind: 'local',
        listening: Promise.resolve(),
        publish: async () => undefined,
        close: async () => undefined,
      }),
      0,
    );
    let loads = 0;
    const first = await cache.get('search', 'q', async () => ({ n: ++loads }));
    const second = await cache.get('search', 'q', async () => ({ n: ++loads }));
    expect([first.body.toString(), second.body.toString()]).toEqual(['{"n":1}', '{"n":2}']);
    await close();
  });

  it('forgets what it read before it could hear the other processes, once it does', async () => {
    let heard!: () => void;
    const listening = new Promise<void>((resolve) => (heard = resolve));
    const { cache, close } = createReadCache(() => ({
      kind: 'redis',
      listening,
      publish: async () => undefined,
      close: async () => undefined,
    }));
    let loads = 0;
    const load = async () => ({ n: ++loads });
    await cache.get('rates', 'all', load);
    await cache.get('rates', 'all', load);
    heard();
    await listening;
    expect((await cache.get('rates', 'all', load)).body.toString()).toBe('{"n":2}');
    await close();
  });

  it('reads If-None-Match lists and weak tags', () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});

/** Two processes' caches on one bus: an invalidation in one empties the other's namespace. */
async function provesInvalidationAcrossProcesses(busFor: (onRemote: (ns: string | null) => void) => InvalidationBus) {
  const a = createReadCache(busFor);
  const b = createReadCache(busFor);
  try {
    await Promise.all([a.listening, b.listening]);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    await b.cache.get('rates', 'all', load);
    await b.cache.get('rates', 'all', load);
    expect(loads).toBe(1);
    await a.cache.invalidate('rates');
    expect(
      await waitFor(() => {
        void b.cache.get('rates', 'all', load);
        return loads === 2;
      }),
    ).toBe(true);
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
}

// These need Redis (REDIS_URL) or PostgreSQL (DATABASE_URL); run without one, its tests are reported as skipped
// (test/services.ts).
const redisUrl = testRedisUrl() ?? DEFAULT_REDIS_URL;
const postgresUrl = testPostgresUrl() ?? 'postgres://postgres@127.0.0.1:5432/postgres';

describe('invalidation between API processes', () => {
  // A database name of its own: the channel is named after it, so other test runs on the same servers never hear it.
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/cache_test_${randomBytes(4).toString('hex')}`;

  itWith('redis')('travels through Redis pub/sub', async () => {
    await provesInvalidationAcrossProcesses((onRemote) => redisBus(redisUrl, databaseUrl, onRemote, log));
  });

  itWith('postgres')('travels through PostgreSQL LISTEN/NOTIFY', async () => {
    await provesInvalidationAcrossProcesses((onRemote) => postgresBus(postgresUrl, onRemote, log));
  });
});

/**
 * Two API instances on one database, as two processes behind the proxy: new rates set through one are what
 * the other answers next (a new body and ETag, not its kept copy), whichever bus carries the word.
 */
async function provesRatesAgreeAcrossInstances(env: Record<string, string>) {
  const a = await createTestApp(env, { seed: true });
  const b = await buildApp(loadConfig({ ...TEST_ENV, DATA_DIR: a.config.dataDir, ...env }), {
    database: a.app.database,
    mailer: memoryMailer(),
  });
  try {
    await b.ready();
    const before = await b.inject({ method: 'GET', url: '/api/currency/rates' });
    expect(before.statusCode).toBe(200);
    const etag = before.headers.etag as string;
    expect(
      (await b.inject({ method: 'GET', url: '/api/currency/rates', headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);
    const usd = before.json().inrPerUnit.USD + 1.25;

    await a.app.currency.setRates({ USD: usd });

    let after = await b.inject({ method: 'GET', url: '/api/currency/rates', headers: { 'if-none-match': etag } });
    for (let i = 0; i < 100 && after.statusCode === 304; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await b.inject({ method: 'GET', url: '/api/currency/rates', headers: { 'if-none-match': etag } });
    }
    expect(after.statusCode).toBe(200);
    expect(after.json().inrPerUnit.USD).toBe(usd);
    expect(after.headers.etag).not.toBe(etag);
  } finally {
    await b.close();
    await a.close();
  }
}

describe('a write in one API instance, read through another', () => {
  // The bus channel is named after DATABASE_URL: a name of its own keeps other test runs on the same servers out.
  const channelName = () => `rc_${randomBytes(4).toString('hex')}`;

  itWith('redis')('answers the new currency rates, told through Redis pub/sub', async () => {
    await provesRatesAgreeAcrossInstances({
      REDIS_URL: redisUrl,
      DATABASE_URL: `${postgresUrl}?application_name=${channelName()}`,
    });
  });

  itWith('postgres')('answers the new currency rates, told through PostgreSQL LISTEN/NOTIFY', async () => {
    await provesRatesAgreeAcrossInstances({ DATABASE_URL: `${postgresUrl}?application_name=${channelName()}` });
  });
});
