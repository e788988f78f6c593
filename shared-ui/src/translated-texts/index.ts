export {
  provideTextTranslator,
  useChosenLanguage,
  useTranslatedTexts,
  type TranslateTexts,
} from './useTranslatedTexts';
