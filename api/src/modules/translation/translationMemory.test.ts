import { TranslationMemory } from './translationMemory';

/** The matcher the memory used before: each {placeholder} a lazy regex group (kept here as the reference). */
function regexLookup(source: string, template: string, text: string): string | undefined {
  const names: string[] = [];
  const escape = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = source
    .split(/\{(\w+)\}/)
    .map((part, i) => (i % 2 === 0 ? escape(part) : (names.push(part), '(.+?)')))
    .join('');
  const match = new RegExp(`^${body}$`, 's').exec(text);
  return match ? names.reduce((out, name, i) => out.replaceAll(`{${name}}`, match[i + 1]), template) : undefined;
}

const PATTERNS: [string, string][] = [
  ['{fromCity} ({from}) to {toCity} ({to})', '{fromCity} ({from}) à {toCity} ({to})'],
  ['Rooms ({count} of {max})', 'Chambres ({count} sur {max})'],
  ['Refund ID: {id}', 'Identifiant : {id}'],
  ['{count} open positions', '{count} postes ouverts'],
  ['{a}{b} to {c}', '{c} de {a}/{b}'],
  ['to {x} to', 'à {x} à'],
];

describe('TranslationMemory placeholders', () => {
  const memory = new TranslationMemory(
    PATTERNS.map(([sourceText, translatedText]) => ({ lang: 'fr' as const, sourceText, translatedText })),
  );

  it('fills every placeholder of a reviewed pattern with what the page showed', () => {
    expect(memory.lookup('Delhi (DEL) to Mumbai (BOM)', 'fr')).toBe('Delhi (DEL) à Mumbai (BOM)');
    expect(memory.lookup('Rooms (2 of 8)', 'fr')).toBe('Chambres (2 sur 8)');
    expect(memory.lookup('Rooms ( of 8)', 'fr')).toBeUndefined();
    expect(memory.lookup('Rooms (2 of 8', 'fr')).toBeUndefined();
  });

  it('finds what the lazy regex found, on every text of a small alphabet and on random longer ones', () => {
    // The alphabet holds every character of the patterns' literals, so texts hit, half-hit and miss them.
    const alphabet = ['a', ' ', '(', ')', 't', 'o', 'R', 'f', 'I', 'D', ':', ' to '];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const texts = Array.from({ length: 20_000 }, () =>
      Array.from(
        { length: 1 + Math.floor(random() * 14) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join(''),
    );
    texts.push('a (b) to c (d)', 'x to y to z', 'to to to', 'Rooms (1 of 2 of 3)', 'Refund ID: Refund ID: 7');
    let hits = 0;
    for (const text of texts) {
      const normalized = text.replace(/\s+/g, ' ').trim();
      const expected =
        PATTERNS.map(([source, template]) => regexLookup(source, template, normalized)).find((hit) => hit) ?? undefined;
      expect([text, memory.lookup(text, 'fr')]).toEqual([text, expected]);
      if (expected !== undefined) hits += 1;
    }
    expect(hits).toBeGreaterThan(500);
  });
});
