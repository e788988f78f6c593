import { useEffect } from 'react';
import { RTL_LANGUAGES, selectLanguage, useAppSelector } from '@travel/shared-ui/store';

/** Keeps <html lang> and <html dir> in step with the chosen language. */
export function useDocumentLanguage() {
  const language = useAppSelector(selectLanguage);
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  }, [language]);
}
