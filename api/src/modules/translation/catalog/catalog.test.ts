import fs from 'node:fs';
import os from 'node:os';
import { normalizeText, TRANSLATED_LANGUAGES } from '../languages';
import { catalogFile, catalogRows, readCatalog } from '.';
import { TranslationMemory } from '../translationMemory';

/** How many texts the catalog held per language when it moved from TypeScript to one JSON file per language. */
const TEXTS_PER_LANGUAGE_WHEN_CONVERTED = 1497;

describe('the reviewed translation catalog', () => {
  const catalog = readCatalog();
  const englishTexts = (lang: (typeof TRANSLATED_LANGUAGES)[number]) => Object.keys(catalog[lang]).sort();

  it('keeps every text it held in each language', () => {
    for (const lang of TRANSLATED_LANGUAGES) {
      expect(Object.keys(catalog[lang]).length).toBeGreaterThanOrEqual(TEXTS_PER_LANGUAGE_WHEN_CONVERTED);
    }
    expect(catalogRows()).toHaveLength(TRANSLATED_LANGUAGES.length * Object.keys(catalog.hi).length);
  });

  it('translates every text into all four languages', () => {
    for (const lang of TRANSLATED_LANGUAGES) expect(englishTexts(lang)).toEqual(englishTexts('hi'));
    const blank = TRANSLATED_LANGUAGES.flatMap((lang) =>
      Object.entries(catalog[lang])
        .filter(([, text]) => text.trim() === '')
        .map(([english]) => `${lang}: ${english}`),
    );
    expect(blank).toEqual([]);
  });

  it('lists each English text once per file, as the page translator looks it up', () => {
    for (const lang of TRANSLATED_LANGUAGES) {
      const keyLines = fs.readFileSync(catalogFile(lang), 'utf8').match(/^ {2}"/gm) ?? [];
      expect(keyLines).toHaveLength(Object.keys(catalog[lang]).length);
    }
    const unnormalized = Object.keys(catalog.hi).filter((text) => normalizeText(text) !== text);
    expect(unnormalized).toEqual([]);
  });

  it('keeps every {placeholder} of the English text in each translation', () => {
    const lost = TRANSLATED_LANGUAGES.flatMap((lang) =>
      Object.entries(catalog[lang]).filter(([english, text]) =>
        (english.match(/\{\w+\}/g) ?? []).some((name) => !text.includes(name)),
      ),
    );
    expect(lost).toEqual([]);
  });

  it('writes Hindi in Devanagari and Arabic in Arabic script', () => {
    const latinOnly = (text: string) => !/[\u0900-\u097F\u0600-\u06FF]/.test(text);
    const untranslated = Object.keys(catalog.hi).filter(
      (english) => latinOnly(catalog.hi[english]) || latinOnly(catalog.ar[english]),
    );
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

describe('reading the catalog', () => {
  it('names the file and the text whose translation is not a string', () => {
    const dir = fs.mkdtempSync(`${os.tmpdir()}/catalog-`);
    for (const lang of TRANSLATED_LANGUAGES) fs.writeFileSync(catalogFile(lang, dir), '{"About us": "ok"}');
    fs.writeFileSync(catalogFile('fr', dir), '{"About us": ["À propos"]}');
    expect(() => readCatalog(dir)).toThrow(`${catalogFile('fr', dir)}: the translation of "About us" is not a string`);
  });
});
