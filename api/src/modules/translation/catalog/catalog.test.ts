import { normalizeText } from '../languages';
import { CATALOG, catalogRows } from '.';
import { TranslationMemory } from '../translationMemory';

describe('the reviewed translation catalog', () => {
  it('translates every text into all four languages', () => {
    const incomplete = CATALOG.filter((entry) => entry.length !== 5 || entry.some((text) => text.trim() === ''));
    expect(incomplete).toEqual([]);
  });

  it('gives a text listed twice the same translations both times', () => {
    const seen = new Map<string, string>();
    const contradictions: string[] = [];
    for (const entry of CATALOG) {
      const key = normalizeText(entry[0]);
      const value = entry.slice(1).join(' | ');
      if (seen.has(key) && seen.get(key) !== value) contradictions.push(`${key}: ${seen.get(key)} <> ${value}`);
      seen.set(key, value);
    }
    expect(contradictions).toEqual([]);
  });

  it('keeps every {placeholder} of the English text in each translation', () => {
    const lost = CATALOG.flatMap((entry) => {
      const names = entry[0].match(/\{\w+\}/g) ?? [];
      return entry.slice(1).filter((text) => names.some((name) => !text.includes(name)));
    });
    expect(lost).toEqual([]);
  });

  it('writes Hindi in Devanagari and Arabic in Arabic script', () => {
    const latinOnly = (text: string) => !/[\u0900-\u097F\u0600-\u06FF]/.test(text);
    const untranslated = CATALOG.filter((entry) => latinOnly(entry[1]) || latinOnly(entry[4])).map((e) => e[0]);
    expect(untranslated).toEqual([]);
  });

  it("translates counted sentences whole, in each language's word order", () => {
    const memory = new TranslationMemory(catalogRows());
    expect(memory.lookup('Showing 20 of 1,234', 'hi')).toBe('1,234 में से 20 दिखाए जा रहे हैं');
    expect(memory.lookup('Showing 20 of 1,234', 'fr')).toBe('Affichage de 20 sur 1,234');
    expect(memory.lookup('Rooms (2 of 8)', 'hi')).toBe('कमरे (8 में से 2)');
    expect(memory.lookup('Mumbai (BOM) to Delhi (DEL)', 'ar')).toBe('من Mumbai (BOM) إلى Delhi (DEL)');
  });
});
