/** A date and time as staff in India read it, e.g. 21 Nov 2026, 10:30 am. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** '#' and the last 8 characters of a request id. */
export const shortRequestId = (id: string) => `#${id.slice(-8)}`;

/**
 * An amount kept in minor units (divided by 100 for display) in its own currency, e.g. $1,234.50
 * or ₹18,450; the record's currency, not the visitor's display currency. Without one it is INR.
 */
export function formatMinorAmount(amountMinor: number, currency = 'INR'): string {
  const amount = amountMinor / 100;
  const digits = Number.isInteger(amount) ? 0 : 2;
  try {
    return new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    // Not an ISO 4217 code: the number and the code as they came.
    return `${amount.toFixed(digits)} ${currency}`;
  }
}
