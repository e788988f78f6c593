import { personNameProblem, ticketName } from './personName';

describe('personNameProblem', () => {
  it('accepts a name with spaces, apostrophes and hyphens', () => {
    expect(personNameProblem(" Anne-Marie O'Neil ", 'first name')).toBeNull();
  });

  it('accepts letters with accents and the letters of other Latin alphabets, as passports print them', () => {
    for (const name of ['Zoë', 'Sérgio', 'Müller-Lüdenscheidt', 'Łukasz', 'Þórunn', 'Ærøskøbing', 'D’Souza']) {
      expect(personNameProblem(name, 'first name')).toBeNull();
    }
    // An accent typed as a combining mark (e + U+0301) is the same é.
    expect(personNameProblem('Se\u0301rgio', 'first name')).toBeNull();
  });

  it('says what is wrong, starting with the label', () => {
    expect(personNameProblem('  ', 'first name')).toBe('first name is required');
    expect(personNameProblem('A'.repeat(41), 'last name')).toBe('last name must be at most 40 characters');
    expect(personNameProblem('R2D2', 'last name')).toBe(
      'last name may only contain letters, spaces, apostrophes and hyphens',
    );
  });

  it('asks for the name as on the ID when told to', () => {
    expect(personNameProblem('R2D2', 'last name', { asOnTheId: true })).toBe(
      'last name may only contain letters, spaces, apostrophes and hyphens, as on the ID',
    );
  });

  it('asks for a name in another script (Devanagari, Cyrillic…) in Latin letters, as the passport writes it', () => {
    expect(personNameProblem('अर्जुन', 'first name')).toBe(
      'first name must be written in Latin letters (A to Z, accents allowed)',
    );
    expect(personNameProblem('Иван', 'first name', { asOnTheId: true })).toBe(
      "first name must be written in Latin letters (A to Z, accents allowed), as in the passport's machine-readable lines",
    );
    expect(personNameProblem('Zoë शर्मा', 'last name')).toBe(
      'last name must be written in Latin letters (A to Z, accents allowed)',
    );
  });
});

describe('ticketName: the name in the A to Z letters of a ticket, by the ICAO Doc 9303 transliteration', () => {
  it.each([
    ['Zoë', 'Zoe'],
    ['Sérgio', 'Sergio'],
    ['Zoë Sérgio', 'Zoe Sergio'],
    ['Françoise', 'Francoise'],
    ['Peña', 'Pena'],
    ['Müller', 'Mueller'],
    ['Östberg', 'Oestberg'],
    ['Jäger', 'Jaeger'],
    ['Ångström', 'Aangstroem'],
    ['Søren', 'Soeren'],
    ['Æsa', 'Aesa'],
    ['Strauß', 'Strauss'],
    ['Þórunn', 'Thorunn'],
    ['Łukasz', 'Lukasz'],
    ['Đorđe', 'Dorde'],
    ['Œuvray', 'Oeuvray'],
    ['Dvořák', 'Dvorak'],
    ['Yıldız', 'Yildiz'],
    ['İnci', 'Inci'],
    ['Se\u0301rgio', 'Sergio'],
    // A name in capitals stays in capitals, two letters too.
    ['MÜLLER', 'MUELLER'],
    ['ÅSE', 'AASE'],
    // Hyphens and spaces stay; apostrophes and dots go; spaces are single.
    ['Anne-Marie', 'Anne-Marie'],
    ["O'Neil", 'ONeil'],
    ['D’Souza', 'DSouza'],
    ['  Jean   Paul ', 'Jean Paul'],
    ['St. John', 'St John'],
    ['Arjun', 'Arjun'],
  ])('%s → %s', (typed, onTheTicket) => {
    expect(ticketName(typed)).toBe(onTheTicket);
  });

  it('keeps no letter outside A to Z', () => {
    expect(ticketName('Zoë अर्जुन')).toBe('Zoe');
  });
});
