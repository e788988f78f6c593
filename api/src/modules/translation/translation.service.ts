import { ApiError } from '../../plugins/errors';
import { MAX_CHARS_PER_CALL, MAX_TEXTS_PER_CALL } from '@travel/contracts/translation';
import { isTargetLanguage, TARGET_LANGUAGES, type TargetLanguage } from './languages';
import { UpstreamTranslationError } from './libreTranslateClient';
import type { TranslationProvider } from './providers';

/** The checks of one call: how many texts, how much text, which language. Throws a 400 naming the limit. */
export function checkTranslateRequest(texts: string[], targetLang: string): asserts targetLang is TargetLanguage {
  if (!isTargetLanguage(targetLang)) {
    throw new ApiError(400, `targetLang '${targetLang}' is not supported: use one of ${TARGET_LANGUAGES.join(', ')}`);
  }
  if (texts.length > MAX_TEXTS_PER_CALL) {
    throw new ApiError(
      400,
      `Too many texts: at most ${MAX_TEXTS_PER_CALL} per request (got ${texts.length}); send them in batches`,
    );
  }
  const chars = texts.reduce((sum, text) => sum + text.length, 0);
  if (chars > MAX_CHARS_PER_CALL) {
    throw new ApiError(
      400,
      `Too much text: at most ${MAX_CHARS_PER_CALL.toLocaleString('en')} characters per request (got ${chars.toLocaleString('en')}); send them in batches`,
    );
  }
}

export function createTranslationService({ provider }: { provider: TranslationProvider }) {
  return {
    providerName: provider.name,
    /** English texts into targetLang, same order; English itself comes back as sent. */
    async translate(texts: string[], targetLang: string): Promise<string[]> {
      checkTranslateRequest(texts, targetLang);
      if (targetLang === 'en' || texts.length === 0) return texts;
      try {
        return await provider.translate(texts, targetLang);
      } catch (error) {
        if (error instanceof UpstreamTranslationError) {
          throw new ApiError(
            502,
            `The translation service is unavailable, texts were not translated (${error.message})`,
          );
        }
        throw error;
      }
    },
  };
}

export type TranslationService = ReturnType<typeof createTranslationService>;
