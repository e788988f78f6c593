import { personNameProblem } from './personName';

describe('personNameProblem', () => {
  it('accepts a name with spaces, apostrophes and hyphens', () => {
    expect(personNameProblem(" Anne-Marie O'Neil ", 'first name')).toBeNull();
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
});
