import { useEffect, useRef } from 'react';
import { selectLanguage, translationClient, useAppSelector } from '@travel/shared-ui';
import { PageTranslator } from './PageTranslator';

/**
 * Translates the whole page into the chosen language and keeps translating what appears later.
 * <html data-translation="busy|idle"> tells tests and the speed benchmark when the page has settled.
 */
export function usePageTranslation(root: () => HTMLElement = () => document.body) {
  const language = useAppSelector(selectLanguage);
  const translator = useRef<PageTranslator | null>(null);

  useEffect(() => {
    const html = document.documentElement;
    const instance = new PageTranslator(root(), translationClient, {
      onStateChange: (state, lang) => {
        html.dataset.translation = state;
        html.dataset.translatedLang = lang;
      },
    });
    instance.start();
    translator.current = instance;
    return () => {
      instance.stop();
      translator.current = null;
    };
    // The root is fixed for the life of the layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    translator.current?.setLanguage(language);
  }, [language]);
}
