import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/testApp';
import { startFakeLibreTranslate, type FakeLibreTranslate } from './fakeLibreTranslate';
import { libreTranslateProvider } from './providers';
import { TranslationMemory } from './translationMemory';

describe('POST /api/translate through LibreTranslate', () => {
  let upstream: FakeLibreTranslate;
  let t: TestApp;

  beforeAll(async () => {
    upstream = await startFakeLibreTranslate({ apiKey: 'secret-key' });
    t = await createTestApp({
      TRANSLATE_PROVIDER: 'libretranslate',
      LIBRETRANSLATE_URL: upstream.url,
      LIBRETRANSLATE_API_KEY: 'secret-key',
    });
  }, 30_000);
  afterAll(async () => {
    await t.close();
    await upstream.close();
  });
  beforeEach(() => {
    upstream.requests.length = 0;
    upstream.failWith(undefined);
  });

  const translate = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/translate', payload });

  it('sends the texts upstream in one call with q as an array and answers in order', async () => {
    const res = await translate({ texts: ['Fresh text one', 'Fresh text two'], targetLang: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json().translations).toEqual(['[fr] Fresh text one', '[fr] Fresh text two']);
    expect(upstream.requests).toEqual([
      { q: ['Fresh text one', 'Fresh text two'], source: 'en', target: 'fr', format: 'text', api_key: 'secret-key' },
    ]);
  });

  it('sends a text upstream once: the answer is cached in the database', async () => {
    await translate({ texts: ['Cached sentence', 'Second sentence'], targetLang: 'hi' });
    const again = await translate({ texts: ['Second sentence', 'New sentence', 'Cached sentence'], targetLang: 'hi' });
    expect(again.json().translations).toEqual(['[hi] Second sentence', '[hi] New sentence', '[hi] Cached sentence']);
    expect(upstream.requests.map((r) => r.q)).toEqual([['Cached sentence', 'Second sentence'], ['New sentence']]);

    const stored = (await t.app.db.execute(
      sql`SELECT translated_text AS "text" FROM translation_cache WHERE lang = 'hi' AND source_text = 'Cached sentence'`,
    )) as unknown as { rows: { text: string }[] };
    expect(stored.rows).toEqual([{ text: '[hi] Cached sentence' }]);

    // A new process (empty in-memory cache) reads the database instead of asking upstream again.
    const restarted = libreTranslateProvider(t.app.db, new TranslationMemory(), { url: upstream.url, timeoutMs: 2000 });
    expect(await restarted.translate(['Cached sentence'], 'hi')).toEqual(['[hi] Cached sentence']);
    expect(upstream.requests).toHaveLength(2);
  });

  it('asks upstream once when the same text is requested twice at the same time', async () => {
    const texts = ['Concurrent text', 'Concurrent text'];
    const [a, b] = await Promise.all([translate({ texts, targetLang: 'es' }), translate({ texts, targetLang: 'es' })]);
    expect(a.json().translations).toEqual(['[es] Concurrent text', '[es] Concurrent text']);
    expect(b.json().translations).toEqual(a.json().translations);
    expect(upstream.requests.map((r) => r.q)).toEqual([['Concurrent text']]);
  });

  it('prefers the reviewed catalog and never sends what it knows upstream', async () => {
    const res = await translate({ texts: ['About us', 'Unreviewed words'], targetLang: 'ar' });
    expect(res.json().translations).toEqual(['من نحن', '[ar] Unreviewed words']);
    expect(upstream.requests.map((r) => r.q)).toEqual([['Unreviewed words']]);
  });

  it('answers 502 when the service fails, and caches nothing', async () => {
    upstream.failWith(429);
    const failed = await translate({ texts: ['Unlucky text'], targetLang: 'fr' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().success).toBe(false);

    upstream.failWith(undefined);
    const retried = await translate({ texts: ['Unlucky text'], targetLang: 'fr' });
    expect(retried.json().translations).toEqual(['[fr] Unlucky text']);
  });

  it('applies the same limits as the built-in provider before calling upstream', async () => {
    const texts = Array.from({ length: 201 }, (_, i) => `Line ${i}`);
    expect((await translate({ texts, targetLang: 'hi' })).statusCode).toBe(400);
    expect((await translate({ texts: ['x'], targetLang: 'xx' })).statusCode).toBe(400);
    expect(upstream.requests).toHaveLength(0);
  });
});
