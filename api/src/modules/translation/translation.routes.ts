import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_CHARS_PER_CALL, MAX_TEXTS_PER_CALL, TranslateBody, TranslateReply } from '@travel/contracts/translation';

/**
 * The most bytes a body within the limits can take as JSON: every character escaped as \uXXXX, plus quotes
 * and commas. Anything larger is refused (413) before it is parsed.
 */
const MAX_BODY_BYTES = 6 * MAX_CHARS_PER_CALL + 3 * MAX_TEXTS_PER_CALL + 1024;

/**
 * POST /api/translate: English texts into one of the site's languages, answered in the same order.
 * The provider is the reviewed translation memory, or LibreTranslate with a
 * database cache (TRANSLATE_PROVIDER=libretranslate, LIBRETRANSLATE_URL).
 */
export const translationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.translation;

  app.post(
    '/translate',
    {
      schema: { body: TranslateBody, response: { 200: TranslateReply } },
      bodyLimit: MAX_BODY_BYTES,
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    },
    async (request) => {
      const translations = await service.translate(request.body.texts, request.body.targetLang);
      return { success: true as const, translations };
    },
  );
};
