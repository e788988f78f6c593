export {
  TranslationClient,
  translationClient,
  translateTexts,
  toBatches,
  TRANSLATE_MAX_CHARS,
  TRANSLATE_MAX_TEXTS,
} from './translationClient';
export { useChosenLanguage, useTranslatedTexts } from './useTranslatedTexts';
