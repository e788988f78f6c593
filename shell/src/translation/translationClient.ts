import {
  MAX_CHARS_PER_CALL,
  MAX_TEXTS_PER_CALL,
  type TranslateBody,
  type TranslateReply,
} from '@travel/contracts/translation';
import { apiClient } from '@travel/shared-ui/api';

/** POST /api/translate's limits per call (the server refuses more with a 400). */
export const TRANSLATE_MAX_TEXTS = MAX_TEXTS_PER_CALL;
export const TRANSLATE_MAX_CHARS = MAX_CHARS_PER_CALL;

export type SendTranslations = (texts: string[], targetLang: string) => Promise<string[]>;

/** Cuts texts into batches the API accepts: at most 200 texts and 20,000 characters each. */
export function toBatches(texts: string[], maxTexts = TRANSLATE_MAX_TEXTS, maxChars = TRANSLATE_MAX_CHARS) {
  const batches: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const text of texts) {
    if (text.length > maxChars) continue; // can never be sent: stays in English
    if (current.length === maxTexts || chars + text.length > maxChars) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(text);
    chars += text.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

const STORAGE_PREFIX = 'tp-translations:';

/**
 * Translations of English texts, asked for once per language per session: answers are kept in memory
 * (and in sessionStorage, so a reload does not ask again), texts already on their way are not sent
 * twice, and what is missing goes out in as few batches as the API's limits allow. A failed batch is
 * logged and its texts stay untranslated (and are asked again the next time they are needed).
 */
export class TranslationClient {
  private cache = new Map<string, Map<string, string>>();
  private inFlight = new Map<string, Map<string, Promise<string>>>();

  constructor(
    private readonly send: SendTranslations,
    private readonly storage: Storage | null = globalThis.sessionStorage ?? null,
  ) {}

  private cacheOf(lang: string): Map<string, string> {
    let cache = this.cache.get(lang);
    if (!cache) {
      cache = new Map();
      try {
        const saved = JSON.parse(this.storage?.getItem(STORAGE_PREFIX + lang) ?? '{}') as Record<string, string>;
        for (const [text, translation] of Object.entries(saved)) cache.set(text, translation);
      } catch {
        // a damaged entry only costs a new request
      }
      this.cache.set(lang, cache);
    }
    return cache;
  }

  private persist(lang: string) {
    try {
      this.storage?.setItem(STORAGE_PREFIX + lang, JSON.stringify(Object.fromEntries(this.cacheOf(lang))));
    } catch {
      // storage full or unavailable: the memory cache still works
    }
  }

  /** The translation already known, if any (English is its own translation). */
  cached(text: string, lang: string): string | undefined {
    return lang === 'en' ? text : this.cacheOf(lang).get(text);
  }

  /** Translations of `texts` into `lang`, by text; a text that could not be translated maps to itself. */
  async translate(texts: string[], lang: string): Promise<Map<string, string>> {
    const result = new Map<string, string>();
    if (lang === 'en') {
      for (const text of texts) result.set(text, text);
      return result;
    }
    const cache = this.cacheOf(lang);
    let inFlight = this.inFlight.get(lang);
    if (!inFlight) this.inFlight.set(lang, (inFlight = new Map()));
    const waiting: [string, Promise<string>][] = [];
    const missing: string[] = [];
    for (const text of new Set(texts)) {
      const known = cache.get(text);
      if (known !== undefined) result.set(text, known);
      else if (inFlight.has(text)) waiting.push([text, inFlight.get(text)!]);
      else missing.push(text);
    }
    for (const batch of toBatches(missing)) {
      const answer = this.send(batch, lang).then(
        (translations) => {
          batch.forEach((text, i) => cache.set(text, translations[i] ?? text));
          this.persist(lang);
          return true;
        },
        (error: unknown) => {
          console.error(`Translation into "${lang}" failed; the original text stays`, error);
          return false;
        },
      );
      for (const text of batch) {
        const one = answer.then((ok) => (ok ? cache.get(text)! : text));
        inFlight.set(text, one);
        void one.finally(() => inFlight!.delete(text));
        waiting.push([text, one]);
      }
    }
    for (const [text, translation] of waiting) result.set(text, await translation);
    for (const text of texts) if (!result.has(text)) result.set(text, text);
    return result;
  }
}

/** The site's one client: every translation (page translator, FAQs through shared-ui's `useTranslatedTexts`) shares its cache. */
export const translationClient = new TranslationClient(async (texts, targetLang) => {
  const body: TranslateBody = { texts, targetLang };
  return (await apiClient.post<TranslateReply>('/translate', body)).data.translations;
});

/** The translation helper: texts into `lang`, same order, originals kept on failure. */
export async function translateTexts(texts: string[], lang: string): Promise<string[]> {
  const translations = await translationClient.translate(texts, lang);
  return texts.map((text) => translations.get(text) ?? text);
}
