import type { Db } from '../../db/database';
import { keepSurroundingSpace, normalizeText, type TranslatedLanguage } from './languages';
import { libreTranslate, type LibreTranslateOptions } from './libreTranslateClient';
import { findCachedTranslations, saveCachedTranslations } from './translation.repository';
import type { TranslationMemory } from './translationMemory';

/** Translates English texts into one language, answering in the same order. */
export interface TranslationProvider {
  readonly name: string;
  translate(texts: string[], lang: TranslatedLanguage): Promise<string[]>;
}

/** The built-in provider: the reviewed catalog; a text it does not know comes back unchanged. */
export function memoryProvider(memory: TranslationMemory): TranslationProvider {
  return {
    name: 'memory',
    async translate(texts, lang) {
      return texts.map((text) => {
        const hit = memory.lookup(text, lang);
        return hit === undefined ? text : keepSurroundingSpace(text, hit);
      });
    },
  };
}

/** Machine translations kept in memory at most this many; the database keeps them all. */
const HOT_CACHE_LIMIT = 50_000;

/**
 * LibreTranslate behind the same interface. The reviewed catalog still wins where it knows a text;
 * everything else is looked up in the database cache, and only what is still missing goes upstream,
 * once (concurrent requests for the same text share one upstream call), then is stored.
 */
export function libreTranslateProvider(
  db: Db,
  memory: TranslationMemory,
  options: LibreTranslateOptions,
): TranslationProvider {
  const name = 'libretranslate';
  const hot = new Map<string, string>();
  const inFlight = new Map<string, Promise<string>>();
  const keyOf = (lang: string, source: string) => `${lang}\u0000${source}`;

  const remember = (key: string, value: string) => {
    if (hot.size >= HOT_CACHE_LIMIT) hot.delete(hot.keys().next().value as string);
    hot.set(key, value);
  };

  async function fetchMissing(lang: TranslatedLanguage, sources: string[]): Promise<Map<string, string>> {
    const found = await findCachedTranslations(db, name, lang, sources);
    const upstream = sources.filter((source) => !found.has(source));
    if (upstream.length > 0) {
      const answers = await libreTranslate(options, upstream, lang);
      const pairs = upstream.map((sourceText, i) => ({ sourceText, translatedText: answers[i] }));
      await saveCachedTranslations(db, name, lang, pairs);
      for (const pair of pairs) found.set(pair.sourceText, pair.translatedText);
    }
    return found;
  }

  return {
    name,
    async translate(texts, lang) {
      const sources = texts.map(normalizeText);
      const result = new Map<string, Promise<string> | string>();
      const missing = new Set<string>();
      for (const source of sources) {
        if (result.has(source) || missing.has(source) || source === '') continue;
        const reviewed = memory.lookup(source, lang);
        const cached = reviewed ?? hot.get(keyOf(lang, source)) ?? inFlight.get(keyOf(lang, source));
        if (cached !== undefined) result.set(source, cached);
        else missing.add(source);
      }
      if (missing.size > 0) {
        const batch = fetchMissing(lang, [...missing]);
        for (const source of missing) {
          const key = keyOf(lang, source);
          const one = batch.then((found) => {
            const value = found.get(source) ?? source;
            remember(key, value);
            return value;
          });
          inFlight.set(key, one);
          result.set(source, one);
          void one.catch(() => undefined).finally(() => inFlight.delete(key));
        }
      }
      const translated = await Promise.all(sources.map((source) => (source === '' ? '' : result.get(source)!)));
      return texts.map((text, i) => (sources[i] === '' ? text : keepSurroundingSpace(text, translated[i])));
    },
  };
}
