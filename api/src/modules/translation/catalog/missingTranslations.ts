import fs from 'node:fs';
import path from 'node:path';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../languages';
import { TranslationMemory } from '../translationMemory';
import { catalogRows, type Catalog } from '.';
import { visibleTextsOf, type VisibleText } from './visibleTexts';

/** A text the site can show with the languages that have no reviewed translation of it. */
export interface MissingText extends VisibleText {
  languages: TranslatedLanguage[];
}

/** The front-end source files of a workspace: .ts and .tsx under src/, without tests and type declarations. */
export function sourceFiles(workspaceDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      // Tests and their fixtures (a `test` folder, a `testThings.ts` beside the tests) are never shown to anyone.
      if (entry.isDirectory()) {
        if (entry.name !== 'test') walk(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$|^test[A-Z]/.test(entry.name)) files.push(file);
    }
  };
  walk(path.join(workspaceDir, 'src'));
  return files.sort();
}

const PLACEHOLDER = /\{\d+\}/g;
const HAS_PLACEHOLDER = /\{\d+\}/;
/** A value glued to the end of a sentence: a suffix that may be empty. */
const OPTIONAL_SUFFIX = /^(.*\p{L})\{\d+\}$/u;
const shapeOf = (text: string) => text.replace(/\{\w+\}/g, '{}');

/**
 * A lookup of the reviewed catalog: a text is known in a language when the translation memory finds it,
 * or, for a text built from a template ({0} for a value), when the catalog has a text of the same shape
 * or finds it with the values filled in (a number), or knows the sentence without a value glued to its end.
 */
function knownIn(catalog: Catalog) {
  const memory = new TranslationMemory(catalogRows(catalog));
  const shapes = new Map(
    TRANSLATED_LANGUAGES.map((lang) => [lang, new Set(Object.keys(catalog[lang]).map(shapeOf))] as const),
  );
  const known = (text: string, lang: TranslatedLanguage): boolean => {
    if (!HAS_PLACEHOLDER.test(text)) return memory.lookup(text, lang) !== undefined;
    if (shapes.get(lang)!.has(shapeOf(text))) return true;
    if (memory.lookup(text.replace(PLACEHOLDER, '7'), lang) !== undefined) return true;
    // 'Please select a departure date{0}', where {0} is '' or ' for flight 2': the sentence without it.
    const withoutSuffix = OPTIONAL_SUFFIX.exec(text)?.[1];
    return withoutSuffix !== undefined && known(withoutSuffix, lang);
  };
  return known;
}

/**
 * The texts of the given sources that some language lacks, each once (at its first place), in source
 * order; `ignored` texts are not copy (names, codes) and are never reported.
 */
export function missingTranslations(
  sources: { file: string; text: string }[],
  catalog: Catalog,
  ignored: ReadonlySet<string> = new Set(),
): MissingText[] {
  const known = knownIn(catalog);
  const seen = new Set<string>();
  const missing: MissingText[] = [];
  for (const source of sources) {
    for (const visible of visibleTextsOf(source.file, source.text)) {
      if (seen.has(visible.text) || ignored.has(visible.text)) continue;
      seen.add(visible.text);
      const languages = TRANSLATED_LANGUAGES.filter((lang) => !known(visible.text, lang));
      if (languages.length > 0) missing.push({ ...visible, languages });
    }
  }
  return missing;
}
