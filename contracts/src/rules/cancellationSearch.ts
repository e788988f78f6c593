/**
 * The cancellation wizard's search step: Booking ID and Email required, Phone optional,
 * with the shared email and mobile checks. Pure, so the API's lookup agrees with the form.
 */
export const CANCELLATION_SEARCH_MESSAGES = {
  bookingIdRequired: 'Booking ID is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Mobile number must be exactly 10 digits',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\d{10}$/;

export interface CancellationSearchValues {
  bookingId: string;
  email: string;
  phone: string;
}

export function validateCancellationSearch(
  values: CancellationSearchValues,
): Partial<Record<keyof CancellationSearchValues, string>> {
  const errors: Partial<Record<keyof CancellationSearchValues, string>> = {};
  if (!values.bookingId.trim()) errors.bookingId = CANCELLATION_SEARCH_MESSAGES.bookingIdRequired;
  if (!values.email.trim()) errors.email = CANCELLATION_SEARCH_MESSAGES.emailRequired;
  else if (!EMAIL.test(values.email.trim())) errors.email = CANCELLATION_SEARCH_MESSAGES.emailInvalid;
  if (values.phone.trim() && !MOBILE.test(values.phone.trim()))
    errors.phone = CANCELLATION_SEARCH_MESSAGES.phoneInvalid;
  return errors;
}

/**
 * Reasons that ask for an exception to the booking's rules (issue 16): such a request goes to the approval
 * center with the traveller's reason; any other cancellation within the rules is approved and refunded at once.
 */
export const EXCEPTION_CANCELLATION_REASONS = ['Medical emergency', 'Schedule change by the airline'] as const;

export const isExceptionReason = (reason: string) =>
  (EXCEPTION_CANCELLATION_REASONS as readonly string[]).includes(reason.trim());

export const CANCELLATION_REASONS = [
  'Change of travel plans',
  'Found a better price',
  'Travel restrictions',
  'Medical emergency',
  'Booked by mistake',
  'Other',
] as const;
