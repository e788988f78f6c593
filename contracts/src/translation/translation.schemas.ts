import { Type, type Static } from '@sinclair/typebox';

// POST /api/translate, with the types and limits both sides use.

/** Per call: at most this many texts and characters in all (the API refuses more with a 400 naming the limit). */
export const MAX_TEXTS_PER_CALL = 200;
export const MAX_CHARS_PER_CALL = 20_000;

export const TranslateBody = Type.Object({
  texts: Type.Array(Type.String(), {
    description: `At most ${MAX_TEXTS_PER_CALL} texts and ${MAX_CHARS_PER_CALL} characters in all (checked with a message naming the limit)`,
  }),
  targetLang: Type.String({ minLength: 1, maxLength: 16 }),
});
export type TranslateBody = Static<typeof TranslateBody>;

/** The translations in the order of the texts sent. */
export const TranslateReply = Type.Object({
  success: Type.Literal(true),
  translations: Type.Array(Type.String()),
});
export type TranslateReply = Static<typeof TranslateReply>;
