import { EMAIL_PATTERN, MOBILE_PATTERN } from '../validation/patterns';
import { isValidGstin } from './gstin';

/**
 * The contact of a flight or hotel order: where its e-ticket or voucher and invoice go. A GSTIN with the
 * company's name asks for a business (GST) invoice. The checkout forms and the API check and normalise it with
 * the same two functions below.
 */
export interface BookingContact {
  email: string;
  /** 10 digits (an Indian mobile number, without +91). */
  mobile: string;
  gstin?: string;
  companyName?: string;
}

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
 * The first rule the contact breaks, or null. A GSTIN must be one an invoice can carry: a known state, the
 * holder's PAN and a correct check character (`isValidGstin`, as the tax invoice checks it).
 */
export function contactProblem(contact: BookingContact): ContactProblem | null {
  if (!EMAIL_PATTERN.test(contact.email.trim()))
    return { field: 'contact.email', message: 'Enter a valid email address' };
  if (!MOBILE_PATTERN.test(contact.mobile.trim())) {
    return { field: 'contact.mobile', message: 'Mobile number must be 10 digits' };
  }
  if (contact.gstin) {
    if (!isValidGstin(contact.gstin.trim().toUpperCase())) {
      return { field: 'contact.gstin', message: 'GSTIN must be 15 characters, like 27AAPFU0939F1ZV' };
    }
    if (!contact.companyName?.trim()) {
      return { field: 'contact.companyName', message: 'company name is required with a GSTIN' };
    }
  }
  return null;
}
