import { normalizeText, type TranslatedLanguage } from './languages';

export interface MemoryRow {
  lang: TranslatedLanguage;
  sourceText: string;
  translatedText: string;
}

interface Pattern {
  regex: RegExp;
  names: string[];
  template: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 'Refund ID: {id}' becomes a regex capturing `id`; the translation gets the captured value back. */
function compilePattern(source: string, template: string): Pattern {
  const names: string[] = [];
  let regex = '';
  let last = 0;
  for (const match of source.matchAll(PLACEHOLDER)) {
    regex += escapeRegex(source.slice(last, match.index)) + '(.+?)';
    names.push(match[1]);
    last = match.index + match[0].length;
  }
  regex += escapeRegex(source.slice(last));
  return { regex: new RegExp(`^${regex}$`, 's'), names, template };
}

/**
 * The reviewed catalog held in memory: exact texts in a map per language, and the few texts with a
 * {placeholder} (a refund id, a count) as patterns tried after the exact lookup.
 */
export class TranslationMemory {
  private exact = new Map<TranslatedLanguage, Map<string, string>>();
  private patterns = new Map<TranslatedLanguage, Pattern[]>();

  constructor(rows: MemoryRow[] = []) {
    this.load(rows);
  }

  load(rows: MemoryRow[]) {
    this.exact.clear();
    this.patterns.clear();
    for (const row of rows) {
      const source = normalizeText(row.sourceText);
      if (!this.exact.has(row.lang)) this.exact.set(row.lang, new Map());
      this.exact.get(row.lang)!.set(source, row.translatedText);
      if (HAS_PLACEHOLDER.test(source)) {
        if (!this.patterns.has(row.lang)) this.patterns.set(row.lang, []);
        this.patterns.get(row.lang)!.push(compilePattern(source, row.translatedText));
      }
    }
  }

  get size() {
    let count = 0;
    for (const texts of this.exact.values()) count += texts.size;
    return count;
  }

  /** The reviewed translation of a text, or undefined when the catalog does not know it. */
  lookup(text: string, lang: TranslatedLanguage): string | undefined {
    const source = normalizeText(text);
    const hit = this.exact.get(lang)?.get(source);
    if (hit !== undefined) return hit;
    for (const pattern of this.patterns.get(lang) ?? []) {
      const match = pattern.regex.exec(source);
      if (!match) continue;
      return pattern.names.reduce(
        (result, name, index) => result.replaceAll(`{${name}}`, match[index + 1]),
        pattern.template,
      );
    }
    return undefined;
  }
}
