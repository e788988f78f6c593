import fs from 'node:fs';
import path from 'node:path';
import { normalizeText, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../languages';
import type { MemoryRow } from '../translationMemory';

/**
 * The reviewed translations of one language: English text as the site shows it (white space collapsed)
 * → its translation. A {name} placeholder stands for a value that varies (an id, a count) and is
 * carried over as is; the translation memory matches such texts as patterns.
 */
export type CatalogLanguage = Readonly<Record<string, string>>;
export type Catalog = Readonly<Record<TranslatedLanguage, CatalogLanguage>>;

/** The folder holding one `<lang>.json` per language the site offers besides English. */
export const CATALOG_DIR = __dirname;

export const catalogFile = (lang: TranslatedLanguage, dir = CATALOG_DIR) => path.join(dir, `${lang}.json`);

function readLanguage(file: string): CatalogLanguage {
  const data: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`${file}: expected an object of English text → translation`);
  }
  for (const [text, translation] of Object.entries(data)) {
    if (typeof translation !== 'string') throw new Error(`${file}: the translation of "${text}" is not a string`);
  }
  return data as CatalogLanguage;
}

/** Reads every language's file of the reviewed catalog. */
export function readCatalog(dir = CATALOG_DIR): Catalog {
  return Object.fromEntries(TRANSLATED_LANGUAGES.map((lang) => [lang, readLanguage(catalogFile(lang, dir))])) as Record<
    TranslatedLanguage,
    CatalogLanguage
  >;
}

/** The catalog as database rows, one per text and language. */
export function catalogRows(catalog: Catalog = readCatalog()): MemoryRow[] {
  return TRANSLATED_LANGUAGES.flatMap((lang) =>
    Object.entries(catalog[lang]).map(([sourceText, translatedText]) => ({
      lang,
      sourceText: normalizeText(sourceText),
      translatedText,
    })),
  );
}
