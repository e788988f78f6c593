import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_CHARS_PER_CALL, MAX_TEXTS_PER_CALL } from './languages';

const TranslateBody = Type.Object({
  texts: Type.Array(Type.String(), {
    description: `At most ${MAX_TEXTS_PER_CALL} texts and ${MAX_CHARS_PER_CALL} characters in all (checked with a message naming the limit)`,
  }),
  targetLang: Type.String({ minLength: 1, maxLength: 16 }),
});

/**
 * The most bytes a body within the limits can take as JSON: every character escaped as \uXXXX, plus quotes
 * and commas. Anything larger is refused (413) before it is parsed.
 */
const MAX_BODY_BYTES = 6 * MAX_CHARS_PER_CALL + 3 * MAX_TEXTS_PER_CALL + 1024;

const TranslateReply = Type.Object({
  success: Type.Literal(true),
  translations: Type.Array(Type.String()),
});

/**
 * POST /api/translate: English texts into one of the site's languages, answered in the same order.
 * The provider is the reviewed translation memory, or LibreTranslate with a
 * database cache (TRANSLATE_PROVIDER=libretranslate, LIBRETRANSLATE_URL).
 */
export const translationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.translation;

  app.post<{ Body: Static<typeof TranslateBody> }>(
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
