import { normalizeText, type TranslatedLanguage } from './languages';

export interface MemoryRow {
  lang: TranslatedLanguage;
  sourceText: string;
  translatedText: string;
}

/**
 * A catalog text with {placeholders}, as its literal parts: 'Rooms ({count} of {max})' is
 * literals ['Rooms (', ' of ', ')'] around names ['count', 'max'] (always one literal more than names).
 */
interface Pattern {
  literals: string[];
  names: string[];
  template: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;

function compilePattern(source: string, template: string): Pattern {
  const literals: string[] = [];
  const names: string[] = [];
  let last = 0;
  for (const match of source.matchAll(PLACEHOLDER)) {
    literals.push(source.slice(last, match.index));
    names.push(match[1]);
    last = match.index + match[0].length;
  }
  literals.push(source.slice(last));
  return { literals, names, template };
}

/**
 * The values of a pattern's placeholders in `text`, or undefined when it does not fit. Each value is
 * at least one character; the first literal must start the text, the last must end it, and each
 * literal between is taken at its first occurrence after the previous value. Taking the first occurrence
 * never loses a match (a value can always absorb more), so this finds what a `^…(.+?)…$` regex finds,
 * in one pass with indexOf instead of backtracking (which took seconds on a few thousand characters).
 */
function matchPattern(pattern: Pattern, text: string): string[] | undefined {
  const { literals } = pattern;
  const first = literals[0];
  const last = literals[literals.length - 1];
  if (!text.startsWith(first)) return undefined;
  const end = text.length - last.length;
  if (end < first.length || !text.endsWith(last)) return undefined;
  const values: string[] = [];
  let cursor = first.length;
  for (let i = 1; i < literals.length - 1; i += 1) {
    const at = text.indexOf(literals[i], cursor + 1);
    if (at < 0 || at + literals[i].length > end - 1) return undefined;
    values.push(text.slice(cursor, at));
    cursor = at + literals[i].length;
  }
  if (end - cursor < 1) return undefined;
  values.push(text.slice(cursor, end));
  return values;
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
      const values = matchPattern(pattern, source);
      if (!values) continue;
      return pattern.names.reduce(
        (result, name, index) => result.replaceAll(`{${name}}`, values[index]),
        pattern.template,
      );
    }
    return undefined;
  }
}
