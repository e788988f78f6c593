import type { ContactInput } from '../flight-checkout/flight-checkout.schemas';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../validation/patterns';
import { isValidGstin } from './gstin';

/**
 * The contact of a flight or hotel order: where its e-ticket or voucher and invoice go. A GSTIN with the
 * company's name asks for a business (GST) invoice. The checkout forms and the API check and normalise it with
 * the same two functions below. Its shape is the wire's (`ContactInput`).
 */
export type BookingContact = ContactInput;

/** What each contact rule says when broken: the forms, the API's rules and its schema (`errorMessage`) alike. */
export const CONTACT_MESSAGES = {
  email: 'Enter a valid email address',
  mobile: 'Mobile number must be 10 digits',
  gstin: 'GSTIN must be 15 characters, like 27AAPFU0939F1ZV',
  companyName: 'Company name is required with a GSTIN',
} as const;

export interface ContactProblem {
  field: 'contact.email' | 'contact.mobile' | 'contact.gstin' | 'contact.companyName';
  message: string;
}

/**
 * The contact as an order keeps it: trimmed, the email lower-cased (a guest's order joins the account with that
 * email), the GSTIN upper-cased, blank business fields left out. `business: false` (the form's "I need a GST
 * invoice" not ticked) leaves them out whatever was typed.
 */
export function normaliseContact(contact: BookingContact, business = true): BookingContact {
  const gstin = business ? contact.gstin?.trim().toUpperCase() : undefined;
  const companyName = business ? contact.companyName?.trim() : undefined;
  return {
    email: contact.email.trim().toLowerCase(),
    mobile: contact.mobile.trim(),
    ...(gstin ? { gstin } : {}),
    ...(companyName ? { companyName } : {}),
  };
}

/**
 * Every rule the contact breaks, one per field. A GSTIN must be one an invoice can carry: a known state, the
 * holder's PAN and a correct check character (`isValidGstin`, as the tax invoice checks it).
 */
export function contactProblems(contact: BookingContact): ContactProblem[] {
  const problems: ContactProblem[] = [];
  if (!EMAIL_PATTERN.test(contact.email.trim())) {
    problems.push({ field: 'contact.email', message: CONTACT_MESSAGES.email });
  }
  if (!MOBILE_PATTERN.test(contact.mobile.trim())) {
    problems.push({ field: 'contact.mobile', message: CONTACT_MESSAGES.mobile });
  }
  if (contact.gstin) {
    if (!isValidGstin(contact.gstin.trim().toUpperCase())) {
      problems.push({ field: 'contact.gstin', message: CONTACT_MESSAGES.gstin });
    }
    if (!contact.companyName?.trim()) {
      problems.push({ field: 'contact.companyName', message: CONTACT_MESSAGES.companyName });
    }
  }
  return problems;
}

/** The first rule the contact breaks, or null. */
export const contactProblem = (contact: BookingContact): ContactProblem | null => contactProblems(contact)[0] ?? null;
