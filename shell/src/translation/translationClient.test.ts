import { TranslationClient, toBatches, translateTexts, translationClient } from './translationClient';
import { apiClient } from '@travel/shared-ui/api';

const fakeHindi = (texts: string[]) => texts.map((text) => `हि ${text}`);

describe('toBatches', () => {
  it('keeps each batch within 200 texts and 20,000 characters, dropping a text that can never fit', () => {
    const texts = Array.from({ length: 450 }, (_, i) => `text ${i}`);
    expect(toBatches(texts).map((batch) => batch.length)).toEqual([200, 200, 50]);
    const long = ['a'.repeat(15_000), 'b'.repeat(6_000), 'c'.repeat(20_001), 'd'];
    expect(toBatches(long).map((batch) => batch.map((t) => t[0]).join(''))).toEqual(['a', 'bd']);
  });
});

describe('TranslationClient', () => {
  it('asks for a text once per language, however often it is needed', async () => {
    const send = jest.fn(async (texts: string[]) => fakeHindi(texts));
    const client = new TranslationClient(send, null);
    const first = await client.translate(['About us', 'Blog', 'About us'], 'hi');
    expect(first.get('About us')).toBe('हि About us');
    await client.translate(['Blog', 'Career'], 'hi');
    await client.translate(['Blog'], 'fr');
    expect(send.mock.calls).toEqual([
      [['About us', 'Blog'], 'hi'],
      [['Career'], 'hi'],
      [['Blog'], 'fr'],
    ]);
    expect(client.cached('Career', 'hi')).toBe('हि Career');
  });

  it('shares a request already on its way instead of sending the text again', async () => {
    let answer: (value: string[]) => void = () => undefined;
    const send = jest.fn(() => new Promise<string[]>((resolve) => (answer = resolve)));
    const client = new TranslationClient(send, null);
    const a = client.translate(['Login'], 'ar');
    const b = client.translate(['Login'], 'ar');
    answer(['تسجيل الدخول']);
    expect((await a).get('Login')).toBe('تسجيل الدخول');
    expect((await b).get('Login')).toBe('تسجيل الدخول');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps the original on failure, logs it, and asks again later', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const send = jest.fn().mockRejectedValueOnce(new Error('502')).mockResolvedValueOnce(['Connexion']);
    const client = new TranslationClient(send, null);
    expect((await client.translate(['Login'], 'fr')).get('Login')).toBe('Login');
    expect(log).toHaveBeenCalledWith('Translation into "fr" failed; the original text stays', expect.any(Error));
    expect((await client.translate(['Login'], 'fr')).get('Login')).toBe('Connexion');
    log.mockRestore();
  });

  it('remembers answers for the session, so a reload does not ask again', async () => {
    const send = jest.fn(async (texts: string[]) => fakeHindi(texts));
    await new TranslationClient(send, sessionStorage).translate(['Offers'], 'hi');
    const afterReload = new TranslationClient(send, sessionStorage);
    expect(afterReload.cached('Offers', 'hi')).toBe('हि Offers');
    sessionStorage.clear();
  });

  it('answers English without a request', async () => {
    const send = jest.fn();
    expect((await new TranslationClient(send, null).translate(['Blog'], 'en')).get('Blog')).toBe('Blog');
    expect(send).not.toHaveBeenCalled();
  });
});

describe('translateTexts', () => {
  it('posts texts and targetLang to /translate and answers in the same order', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { success: true, translations: ['¿Pregunta?', 'Respuesta'] } });
    expect(await translateTexts(['Question?', 'Answer'], 'es')).toEqual(['¿Pregunta?', 'Respuesta']);
    expect(post).toHaveBeenCalledWith('/translate', { texts: ['Question?', 'Answer'], targetLang: 'es' });
    expect(translationClient.cached('Answer', 'es')).toBe('Respuesta');
    post.mockRestore();
    sessionStorage.clear();
  });
});
