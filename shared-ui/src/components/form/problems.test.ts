import { fieldErrors, standingProblems, touchedFields } from './problems';

const problems = [
  { field: 'passengers[1].lastName', message: 'Traveller 2: last name is required' },
  { field: 'passengers[1].lastName', message: 'a second problem of the same field' },
  { field: 'contact.mobile', message: 'Mobile number must be 10 digits' },
];

describe("a 400's problems as Formik's errors and touched", () => {
  it('puts each at its field, the first of a field winning, arrays where the path has an index', () => {
    expect(fieldErrors(problems)).toEqual({
      passengers: [undefined, { lastName: 'Traveller 2: last name is required' }],
      contact: { mobile: 'Mobile number must be 10 digits' },
    });
    expect(touchedFields(problems)).toEqual({ passengers: [undefined, { lastName: true }], contact: { mobile: true } });
  });

  it('keeps a refused problem while its field holds the value that was sent', () => {
    const sent = { passengers: [{ lastName: 'V' }, { lastName: '' }], contact: { mobile: '98765' } };
    const refusal = { problems, values: sent };
    expect(standingProblems(refusal, sent).map((p) => p.field)).toEqual([
      'passengers[1].lastName',
      'passengers[1].lastName',
      'contact.mobile',
    ]);
    const changed = { ...sent, contact: { mobile: '9876543210' } };
    expect(standingProblems(refusal, changed).map((p) => p.field)).toEqual([
      'passengers[1].lastName',
      'passengers[1].lastName',
    ]);
    expect(standingProblems(null, sent)).toEqual([]);
    // A field the form does not hold is not the form's to keep.
    const elsewhere = { problems: [{ field: 'passengers[0].seat', message: 'seat 31A does not exist' }], values: sent };
    expect(standingProblems(elsewhere, sent)).toEqual([]);
  });
});
