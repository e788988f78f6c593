import { createTestApp, type TestApp } from '../../test/testApp';
import { MAX_CHARS_PER_CALL, MAX_TEXTS_PER_CALL } from '@travel/contracts/translation';

describe('POST /api/translate with the built-in translation memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 30_000);
  afterAll(() => t.close());

  const translate = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/translate', payload });

  it('answers reviewed translations in the order the texts were sent, unknown texts unchanged', async () => {
    const res = await translate({
      texts: ['About us', 'A text nobody reviewed', 'Stay Updated', 'Please try again later.'],
      targetLang: 'hi',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().translations).toEqual([
      'हमारे बारे में',
      'A text nobody reviewed',
      'अपडेट रहें',
      'कृपया बाद में पुनः प्रयास करें।',
    ]);
  });

  it('translates into Spanish, French and Arabic from the same catalog', async () => {
    const texts = ['Regional settings', 'Back to Home Page'];
    const answers = await Promise.all(['es', 'fr', 'ar'].map((targetLang) => translate({ texts, targetLang })));
    expect(answers.map((res) => res.json().translations)).toEqual([
      ['Configuración regional', 'Volver a la página de inicio'],
      ['Paramètres régionaux', "Retour à la page d'accueil"],
      ['الإعدادات الإقليمية', 'العودة إلى الصفحة الرئيسية'],
    ]);
  });

  it('keeps the white space around a text and finds it whatever the spacing inside', async () => {
    const res = await translate({ texts: ['  Stay\n   Updated ', 'Login'], targetLang: 'fr' });
    expect(res.json().translations).toEqual(['  Restez informé ', 'Connexion']);
  });

  it('fills a placeholder of a reviewed text with the value the page showed', async () => {
    const res = await translate({ texts: ['Refund initiated successfully! Refund ID: rf_42XY'], targetLang: 'es' });
    expect(res.json().translations).toEqual(['¡Reembolso iniciado correctamente! ID de reembolso: rf_42XY']);
  });

  it('gives English back as sent', async () => {
    const res = await translate({ texts: ['About us', 'anything'], targetLang: 'en' });
    expect(res.json().translations).toEqual(['About us', 'anything']);
  });

  it('refuses an unknown language with 400', async () => {
    const res = await translate({ texts: ['About us'], targetLang: 'de' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: "targetLang 'de' is not supported: use one of en, hi, es, fr, ar",
    });
  });

  it(`accepts ${MAX_TEXTS_PER_CALL} texts and refuses one more with a clear message`, async () => {
    const texts = Array.from({ length: MAX_TEXTS_PER_CALL }, (_, i) => `Text ${i}`);
    const ok = await translate({ texts, targetLang: 'hi' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().translations).toHaveLength(MAX_TEXTS_PER_CALL);

    const tooMany = await translate({ texts: [...texts, 'one more'], targetLang: 'hi' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      success: false,
      message: 'Too many texts: at most 200 per request (got 201); send them in batches',
    });
  });

  it(`accepts ${MAX_CHARS_PER_CALL} characters and refuses more with a clear message`, async () => {
    const exactly = ['a'.repeat(MAX_CHARS_PER_CALL / 2), 'b'.repeat(MAX_CHARS_PER_CALL / 2)];
    expect((await translate({ texts: exactly, targetLang: 'ar' })).statusCode).toBe(200);

    const over = await translate({ texts: [...exactly, 'c'], targetLang: 'ar' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      'Too much text: at most 20,000 characters per request (got 20,001); send them in batches',
    );
  });

  it('answers requests that fill the limits with text shaped like its placeholder patterns at once', async () => {
    // '{fromCity} ({from}) to {toCity} ({to})' compiled to a backtracking regex took 11 s on 3,601 such characters.
    const worst = (length: number) => 'a (b) to '.repeat(Math.ceil(length / 9)).slice(0, length);
    const perText = MAX_CHARS_PER_CALL / MAX_TEXTS_PER_CALL;
    const requests = [
      [worst(MAX_CHARS_PER_CALL)],
      Array.from({ length: MAX_TEXTS_PER_CALL }, () => worst(perText)),
      [worst(MAX_CHARS_PER_CALL / 2) + ' (x) to y (z)', worst(MAX_CHARS_PER_CALL / 2 - 13)],
    ];
    for (const texts of requests) {
      const started = performance.now();
      const res = await translate({ texts, targetLang: 'fr' });
      expect(res.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(res.json().translations).toHaveLength(texts.length);
    }
  });

  it('refuses a body larger than any request within the limits before reading it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/translate',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ texts: ['x'.repeat(200_000)], targetLang: 'fr' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'Request body is too large' });
  });

  it('names a missing field', async () => {
    const res = await translate({ targetLang: 'hi' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'texts is required',
      problems: [{ field: 'texts', message: 'Texts is required' }],
    });
  });

  it('keeps the catalog in the database', async () => {
    const { sql } = await import('drizzle-orm');
    const result = (await t.app.db.execute(
      sql`SELECT translated_text AS "text" FROM translation_memory WHERE lang = 'ar' AND source_text = 'About us'`,
    )) as unknown as { rows: { text: string }[] };
    expect(result.rows).toEqual([{ text: 'من نحن' }]);
  });
});
