import { contactProblem, normaliseContact } from './contact';

const contact = { email: 'asha@example.test', mobile: '9876543210' };

describe('contactProblem', () => {
  it('accepts a contact without a business invoice, and one with a valid GSTIN and company', () => {
    expect(contactProblem(contact)).toBeNull();
    expect(contactProblem({ ...contact, gstin: ' 27aapfu0939f1zv ', companyName: 'Acme' })).toBeNull();
  });

  it.each([
    ['a bad email', { ...contact, email: 'asha@' }, 'contact.email', 'Enter a valid email address'],
    ['a 9-digit mobile', { ...contact, mobile: '987654321' }, 'contact.mobile', 'Mobile number must be 10 digits'],
    [
      'a short GSTIN',
      { ...contact, gstin: '27AAPFU0939F1Z', companyName: 'Acme' },
      'contact.gstin',
      'GSTIN must be 15 characters, like 27AAPFU0939F1ZV',
    ],
    [
      // The tax invoice refuses such a GSTIN, so checkout does too.
      'a GSTIN with a wrong check character',
      { ...contact, gstin: '27AAPFU0939F1ZW', companyName: 'Acme' },
      'contact.gstin',
      'GSTIN must be 15 characters, like 27AAPFU0939F1ZV',
    ],
    [
      'a GSTIN without a company',
      { ...contact, gstin: '27AAPFU0939F1ZV', companyName: ' ' },
      'contact.companyName',
      'Company name is required with a GSTIN',
    ],
  ])('refuses %s', (_name, input, field, message) => {
    expect(contactProblem(input)).toEqual({ field, message });
  });
});

describe('normaliseContact', () => {
  it('trims, lower-cases the email, upper-cases the GSTIN', () => {
    expect(
      normaliseContact({
        email: ' Asha@Example.TEST ',
        mobile: ' 9876543210 ',
        gstin: ' 27aapfu0939f1zv',
        companyName: ' Acme ',
      }),
    ).toEqual({ email: 'asha@example.test', mobile: '9876543210', gstin: '27AAPFU0939F1ZV', companyName: 'Acme' });
  });

  it('leaves blank business fields out, and all of them when no business invoice is asked for', () => {
    expect(normaliseContact({ ...contact, gstin: ' ', companyName: '' })).toStrictEqual(contact);
    expect(normaliseContact({ ...contact, gstin: '27AAPFU0939F1ZV', companyName: 'Acme' }, false)).toStrictEqual(
      contact,
    );
  });
});
