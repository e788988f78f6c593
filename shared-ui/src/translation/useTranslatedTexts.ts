import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';
import { translateTexts } from './translationClient';

const noSubscription = () => () => undefined;

/** The chosen language from the store when there is one; English outside a store (component tests). */
export function useChosenLanguage(): string {
  const store = useContext(ReactReduxContext)?.store;
  return useSyncExternalStore(
    store ? store.subscribe : noSubscription,
    () => (store?.getState() as { regional?: { language?: string } } | undefined)?.regional?.language ?? 'en',
  );
}

/**
 * The translation helper as a hook: `texts` in the chosen language, falling back to
 * the originals until (or unless) the translations arrive. `translated` is true once they are shown,
 * so the caller can mark them translate="no" for the page translator.
 */
export function useTranslatedTexts(texts: string[]): { texts: string[]; translated: boolean } {
  const language = useChosenLanguage();
  const key = JSON.stringify(texts);
  const [result, setResult] = useState<{ key: string; language: string; texts: string[] } | null>(null);

  useEffect(() => {
    if (language === 'en' || texts.length === 0) return;
    let active = true;
    void translateTexts(texts, language).then((translations) => {
      if (active) setResult({ key, language, texts: translations });
    });
    return () => {
      active = false;
    };
    // `key` stands for the texts' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, language]);

  const current = result && result.key === key && result.language === language && language !== 'en';
  return current ? { texts: result.texts, translated: true } : { texts, translated: false };
}
