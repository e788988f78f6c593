/** Letters of any script (with the marks typed after them), spaces, apostrophes, hyphens and dots. */
const NAME = /^\p{L}[\p{L}\p{M}'’ .-]*$/u;

/**
 * ICAO Doc 9303 Part 3's transliteration of the Latin letters that do not lose just an accent: two letters for
 * ä, å, æ, ö, ø, œ, ü, ß and þ, and the letters with a stroke. The others (é, ë, ñ, ç, ř…) lose their accent.
 */
const ICAO_LETTERS: Record<string, string> = {
  ä: 'ae',
  å: 'aa',
  æ: 'ae',
  ö: 'oe',
  ø: 'oe',
  œ: 'oe',
  ü: 'ue',
  ß: 'ss',
  þ: 'th',
  ð: 'd',
  đ: 'd',
  ħ: 'h',
  ı: 'i',
  ł: 'l',
  ŋ: 'n',
  ŧ: 't',
};

/** 'Müller' → 'Mueller', 'MÜLLER' → 'MUELLER': one word, letters outside A to Z left as they are. */
function transliterateWord(word: string): string {
  const inCapitals = !/\p{Ll}/u.test(word.replace(/ß/g, ''));
  const letters = [...word]
    .map((char) => {
      const lower = char.toLowerCase();
      const icao = ICAO_LETTERS[lower];
      if (!icao) return char;
      return char === lower ? icao : icao[0].toUpperCase() + icao.slice(1);
    })
    .join('')
    // é → e + a mark (and the ligature ĳ → ij), then the marks go.
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
  return inCapitals ? letters.toUpperCase() : letters;
}

/** Every word of a name transliterated; what has no A to Z form (a letter of another script) is left as it is. */
const transliterate = (name: string) =>
  name
    .normalize('NFC')
    .split(/([\s-]+)/)
    .map(transliterateWord)
    .join('');

/**
 * The name as the ticket carries it: A to Z, spaces and hyphens, by the ICAO Doc 9303 transliteration of the
 * passport's machine-readable lines ('Zoë Sérgio' → 'Zoe Sergio', 'Müller' → 'Mueller', "O'Neil" → 'ONeil').
 * The letter case stays as typed. Letters of other scripts are left out: `personNameProblem` refuses them.
 */
export function ticketName(name: string): string {
  return transliterate(name)
    .replace(/[^A-Za-z\s-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A traveller's or guest's first or last name: required, at most 40 characters, letters, spaces, apostrophes and
 * hyphens. Letters are those of the Latin script, accents included ('Zoë', 'Łukasz'): the ticket and the
 * documents carry them by `ticketName`. The problem starts with `label` ('first name'); `asOnTheId` adds that the
 * name must match the ID (a flight's passengers show one at the airport).
 */
export function personNameProblem(value: string, label: string, { asOnTheId = false } = {}): string | null {
  const name = value.trim();
  if (!name) return `${label} is required`;
  if (name.length > 40) return `${label} must be at most 40 characters`;
  if (!NAME.test(name)) {
    return `${label} may only contain letters, spaces, apostrophes and hyphens${asOnTheId ? ', as on the ID' : ''}`;
  }
  // Every letter must have an A to Z form for the ticket: Devanagari, Cyrillic… are asked for as the passport's
  // machine-readable lines write them.
  if (/[^A-Za-z\s'’.-]/.test(transliterate(name))) {
    return `${label} must be written in Latin letters (A to Z, accents allowed)${asOnTheId ? ", as in the passport's machine-readable lines" : ''}`;
  }
  return null;
}
