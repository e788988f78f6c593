import { createHash } from 'node:crypto';

/** The languages the site is offered in; English is the source of every text. */
export const TARGET_LANGUAGES = ['en', 'hi', 'es', 'fr', 'ar'] as const;
export type TargetLanguage = (typeof TARGET_LANGUAGES)[number];
export type TranslatedLanguage = Exclude<TargetLanguage, 'en'>;
export const TRANSLATED_LANGUAGES: readonly TranslatedLanguage[] = ['hi', 'es', 'fr', 'ar'];

export const isTargetLanguage = (value: string): value is TargetLanguage =>
  (TARGET_LANGUAGES as readonly string[]).includes(value);

/** The form a text is looked up by: runs of white space collapsed, ends trimmed. */
export const normalizeText = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The key a text is stored under (texts can be long; the hash keeps the primary key small). */
export const textHash = (normalized: string) => createHash('sha256').update(normalized).digest('hex');

/**
 * Puts a translation back between the white space the original had around it, so a text node
 * like ' Travel Portal' keeps its leading space.
 */
export function keepSurroundingSpace(original: string, translated: string): string {
  const leading = /^\s*/.exec(original)?.[0] ?? '';
  const trailing = /\s*$/.exec(original)?.[0] ?? '';
  return leading + translated + trailing;
}
