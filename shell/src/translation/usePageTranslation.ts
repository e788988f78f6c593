import { useEffect, useRef } from 'react';
import { selectLanguage, useAppSelector } from '@travel/shared-ui/store';
import type { PageTranslator } from './PageTranslator';

/**
 * The translator and the translation client, downloaded when a language other than English is chosen. The client
 * is handed to shared-ui too, so what pages draw from data (FAQs) is translated through the same cache.
 */
async function startTranslator(root: HTMLElement): Promise<PageTranslator> {
  const [{ PageTranslator }, { translationClient, translateTexts }, { provideTextTranslator }] = await Promise.all([
    import('./PageTranslator'),
    import('./translationClient'),
    import('@travel/shared-ui/translated-texts'),
  ]);
  provideTextTranslator(translateTexts);
  const html = document.documentElement;
  const instance = new PageTranslator(root, translationClient, {
    onStateChange: (state, lang) => {
      html.dataset.translation = state;
      html.dataset.translatedLang = lang;
    },
  });
  instance.start();
  return instance;
}

/**
 * Translates the whole page into the chosen language and keeps translating what appears later.
 * <html data-translation="busy|idle"> tells tests and the speed benchmark when the page has settled.
 * In English (the page as drawn) nothing is loaded until another language is chosen.
 */
export function usePageTranslation(root: () => HTMLElement = () => document.body) {
  const language = useAppSelector(selectLanguage);
  const translator = useRef<Promise<PageTranslator> | null>(null);

  useEffect(() => {
    if (language === 'en' && !translator.current) return;
    const started = (translator.current ??= startTranslator(root()));
    started.then(
      (instance) => instance.setLanguage(language),
      (error: unknown) => {
        // The next language change tries again.
        if (translator.current === started) translator.current = null;
        console.error('The page translator could not be loaded', error);
      },
    );
    // The root is fixed for the life of the layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);

  useEffect(
    () => () => {
      const started = translator.current;
      translator.current = null;
      void started?.then((instance) => instance.stop());
    },
    [],
  );
}
