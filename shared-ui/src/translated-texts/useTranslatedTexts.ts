import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';

/** Texts into `lang`, same order, originals kept on failure. */
export type TranslateTexts = (texts: string[], lang: string) => Promise<string[]>;

// The shell's translation client (shell/src/translation), given here when it is loaded: the API call and its
// cache stay with the page translator, and data a page draws (FAQs) is translated through the same cache.
let translator: TranslateTexts | null = null;
const listeners = new Set<() => void>();

/** The shell hands over its translation helper; hooks waiting for one translate then. */
export function provideTextTranslator(translate: TranslateTexts | null): void {
  translator = translate;
  listeners.forEach((listener) => listener());
}

const subscribeTranslator = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const currentTranslator = () => translator;
const noSubscription = () => () => undefined;

/** The chosen language from the store when there is one; English outside a store (component tests). */
export function useChosenLanguage(): string {
  const store = useContext(ReactReduxContext)?.store;
  return useSyncExternalStore(
    store ? store.subscribe : noSubscription,
    () => (store?.getState() as { regional?: { language?: string } } | undefined)?.regional?.language ?? 'en',
    // A page drawn at build time (prerenderPages.ts) is drawn as an English visitor sees it.
    () => 'en',
  );
}

/**
 * The translation helper as a hook: `texts` in the chosen language, falling back to
 * the originals until (or unless) the translations arrive. `translated` is true once they are shown,
 * so the caller can mark them translate="no" for the page translator.
 */
export function useTranslatedTexts(texts: string[]): { texts: string[]; translated: boolean } {
  const language = useChosenLanguage();
  const translate = useSyncExternalStore(subscribeTranslator, currentTranslator, currentTranslator);
  const key = JSON.stringify(texts);
  const [result, setResult] = useState<{ key: string; language: string; texts: string[] } | null>(null);

  useEffect(() => {
    if (language === 'en' || texts.length === 0 || !translate) return;
    let active = true;
    void translate(texts, language).then((translations) => {
      if (active) setResult({ key, language, texts: translations });
    });
    return () => {
      active = false;
    };
    // `key` stands for the texts' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, language, translate]);

  const current = result && result.key === key && result.language === language && language !== 'en';
  return current ? { texts: result.texts, translated: true } : { texts, translated: false };
}
